"""What every delivery request and background task reaches: runtime, section, peers, pins."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Annotated

from fastapi import Depends, Request

from services.delivery.outbox.service import build_relay
from services.delivery.peers.checkin import CheckinClient
from services.delivery.peers.diagnostics import DiagnosticsClient
from services.delivery.peers.expression import ExpressionClient
from services.delivery.peers.gateway import GatewayClient
from services.delivery.scheduler.heartbeat import SchedulerHeartbeat
from services.delivery.sending.queue import OwedMessageSender
from services.delivery.settings import DeliverySection, DeliverySettings
from shared.canonical import canonical_digest
from shared.outbox import OutboxRelay
from shared.runtime import ServiceRuntime

CONFIG_PIN_VERSION = 1


def config_pin(settings: DeliverySettings) -> str:
    """Digest of the configuration a prepared delivery depends on (where sends go).

    A prepared body is only sent under the configuration it was prepared under: a changed
    gateway or registry authority endpoint makes ``load_prepared`` hard-stop.
    """
    return canonical_digest(
        {
            "version": CONFIG_PIN_VERSION,
            "gateway": settings.services.gateway.base_url,
            "checkin": settings.services.checkin.base_url,
        }
    )


@dataclass
class DeliveryContext:
    runtime: ServiceRuntime
    settings: DeliverySettings
    checkin: CheckinClient
    gateway: GatewayClient
    expression: ExpressionClient
    # Reads the diagnostics host's send of a draft for the console (ADR 0078); never writes.
    diagnostics: DiagnosticsClient
    config_pin: str
    # The outbox relay (draft events to checkin, presentation outcomes to expression).
    relay: OutboxRelay
    # When this process's scheduler last finished a tick (the scheduler lag on /metrics).
    scheduler_heartbeat: SchedulerHeartbeat
    # This process's identity: a ``sending`` row of another boot is an interrupted send.
    boot_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    # Richard's reviews and held notices are sent here, off the request threads (ADR 0068).
    owed: OwedMessageSender = field(default_factory=OwedMessageSender)

    @property
    def section(self) -> DeliverySection:
        return self.settings.delivery


def build_context(runtime: ServiceRuntime, settings: DeliverySettings) -> DeliveryContext:
    section = settings.delivery
    checkin = CheckinClient(runtime.peers.client("checkin"))
    return DeliveryContext(
        runtime=runtime,
        settings=settings,
        checkin=checkin,
        gateway=GatewayClient(
            runtime.peers.client("gateway"),
            call_timeout_seconds=section.gateway_call_timeout_seconds,
        ),
        expression=ExpressionClient(runtime.peers.client("expression")),
        diagnostics=DiagnosticsClient(runtime.peers.client("diagnostics")),
        config_pin=config_pin(settings),
        relay=build_relay(
            runtime.database,
            runtime.clock,
            checkin=checkin,
            expression=runtime.peers.client("expression"),
        ),
        scheduler_heartbeat=SchedulerHeartbeat(runtime.clock.now()),
    )


def get_context(request: Request) -> DeliveryContext:
    context: DeliveryContext = request.app.state.delivery
    return context


DeliveryDep = Annotated[DeliveryContext, Depends(get_context)]
