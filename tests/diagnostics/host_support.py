"""A diagnostics app whose host sends through a sealed test transport, and its helpers."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from fastapi import FastAPI

from services.diagnostics.app import create_app
from services.diagnostics.host.host import DiagnosticHost
from services.diagnostics.host.results import VerifiedDiagnosticReservation
from services.diagnostics.host.schemas import DiagnosticDeliveryCandidate
from services.diagnostics.host.transport import SealedTestTransport, sealed_test_token
from services.diagnostics.isolation.rules import destination_digest, seal_spec
from services.diagnostics.isolation.schemas import DiagnosticIsolationSpecV1
from services.diagnostics.sessions import service
from services.diagnostics.sessions.repository import SessionRecord
from services.diagnostics.sessions.service import RegistryCheck
from shared.canonical import sha256_hex
from shared.clock import Clock
from tests.diagnostics.sessions_support import spec_document
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.services import settings_for

Behaviour = Callable[[VerifiedDiagnosticReservation, float], Awaitable[Mapping[str, Any]]]


class RecordingTransport(SealedTestTransport):
    """Records every provider call; answers a receipt unless ``behaviour`` says otherwise."""

    def __init__(self, behaviour: Behaviour | None = None, *, bound: float = 30.0) -> None:
        self.calls: list[VerifiedDiagnosticReservation] = []
        self.behaviour = behaviour
        self.max_provider_timeout_seconds = bound

    async def send_diagnostic_customer(
        self, verified: VerifiedDiagnosticReservation, *, deadline_monotonic: float
    ) -> Mapping[str, Any]:
        self.calls.append(verified)
        if self.behaviour is not None:
            return await self.behaviour(verified, deadline_monotonic)
        return {
            "message_id": len(self.calls),
            "chat_id": verified.chat_id,
            "topic_id": verified.topic_id,
        }


def registry_accepts(spec: DiagnosticIsolationSpecV1) -> list[str]:
    """The registry's answer where no checkin runs: the test customer is bound as specified."""
    return []


def diagnostics_app(
    database: TestDatabase,
    secrets: TestSecrets,
    clock: Clock | None,
    transport: object | None = None,
    *,
    registry_check: RegistryCheck = registry_accepts,
    **settings: Any,
) -> FastAPI:
    """The real diagnostics app; its host uses ``transport`` (sealed test transport) if
    given, else the gateway's test-bot route. The expiry sweep is off unless a test asks for
    it (``diagnostics={"expiry_sweep_interval_seconds": ...}``): tests move time themselves;
    likewise closing sessions when the app stops (tests stop and restart apps at will)."""
    settings.setdefault(
        "diagnostics", {"expiry_sweep_interval_seconds": 0, "close_sessions_on_stop": False}
    )
    return create_app(
        settings_for("diagnostics", database, secrets, **settings),  # type: ignore[arg-type]
        clock=clock,
        test_transport=transport,
        test_token=sealed_test_token() if transport is not None else None,
        test_registry_check=registry_check,
    )


def host_of(app: FastAPI) -> DiagnosticHost:
    host: DiagnosticHost = app.state.diagnostic_host
    return host


def active_session(host: DiagnosticHost, **spec_changes: Any) -> SessionRecord:
    with host.database.transaction() as session:
        record = service.open_session(
            session, host.clock, spec_document(**spec_changes), actor="owner"
        )
    return host.activate(record.session_id, generation=record.generation)


def candidate(
    record: SessionRecord,
    dedupe_key: str = "draft-0001:r1",
    body: str = "오늘도 수고하셨어요.",
    **pins: Any,
) -> DiagnosticDeliveryCandidate:
    spec = seal_spec(spec_document())
    values: dict[str, Any] = {
        "session_id": record.session_id,
        "generation": record.generation,
        "dedupe_key": dedupe_key,
        "body": body,
        "body_digest": sha256_hex(body.encode("utf-8")),
        "destination_digest": destination_digest(spec.test_destination),
        "spec_digest": record.spec_digest,
        "authority_digest": record.authority_digest,
        "transport_binding_digest": record.transport_binding_digest,
    }
    values.update(pins)
    return DiagnosticDeliveryCandidate(**values)


class Parking:
    """A checkpoint that parks the attempt at one named step until released."""

    def __init__(self, step: str) -> None:
        self.step = step
        self.reached = asyncio.Event()
        self.release = asyncio.Event()

    async def __call__(self, step: str) -> None:
        if step == self.step:
            self.reached.set()
            await self.release.wait()
