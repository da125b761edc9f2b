"""Fixtures of the expression tests: the fake OpenAI server and a running expression app."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text

from services.expression.app import create_app
from services.expression.presentations.workflow import WORKER_DEADLINE
from shared.clock import ManualClock
from shared.contracts.presentation import (
    ArtifactIdentity,
    CanonicalSurface,
    ModeContext,
    PresentationRequest,
    SurfaceSubmission,
)
from shared.logging import JsonFormatter
from tests.fakes.openai_server import FakeOpenAI, Forwarding
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.servers import serve
from tests.support.services import settings_for, signed_client

TEST_API_KEY = "sk-test-expression-0123456789abcdef"
START = datetime(2026, 12, 2, 1, 0, tzinfo=UTC)


def postprocessor_block(
    mode: str = "shadow", *, daily: bool = True, weekly: bool = True, adaptive: bool = True
) -> dict[str, Any]:
    return {
        "schema_version": "korean-expression-v4",
        "mode": mode,
        "surfaces": {"daily": daily, "weekly": weekly, "adaptive_operator": adaptive},
        "timeout_seconds": 3,
        "provider": {
            "provider_id": "openai-direct",
            "transport": "chat_completions",
            "endpoint": "https://api.openai.com/v1",
            "model": "gpt-4.1-mini",
        },
    }


@pytest.fixture(scope="session")
def fake_openai_server() -> Iterator[tuple[FakeOpenAI, int]]:
    fake = FakeOpenAI()
    with serve(fake.build_app()) as server:
        yield fake, server.port


@pytest.fixture
def fake_openai(fake_openai_server: tuple[FakeOpenAI, int]) -> FakeOpenAI:
    fake, _ = fake_openai_server
    fake.reset()
    return fake


@pytest.fixture
def forwarding(fake_openai_server: tuple[FakeOpenAI, int]) -> Forwarding:
    return Forwarding(fake_openai_server[1])


def request_for(
    surface: CanonicalSurface,
    identity: ArtifactIdentity,
    *,
    payload_kind: str = "fresh",
    source_schema_version: str | None = None,
) -> PresentationRequest:
    version = surface.manifest.surface_version
    return PresentationRequest(
        surface=SurfaceSubmission.of(surface),
        mode_context=ModeContext(
            payload_kind=payload_kind,
            source_schema_version=source_schema_version or version,
        ),
        identity=identity,
    )


@dataclass
class ExpressionHarness:
    client: TestClient
    clock: ManualClock
    database: TestDatabase
    data_dir: Path
    fake: FakeOpenAI
    forwarding: Forwarding
    telemetry: list[Mapping[str, str]]
    log: io.StringIO
    app: Any = None
    extra: dict[str, Any] = field(default_factory=dict)

    def present(self, request: PresentationRequest) -> dict[str, Any]:
        response = self.client.post(
            "/v1/presentations", content=request.model_dump_json(), headers=_JSON
        )
        assert response.status_code == 200, response.text
        return response.json()

    def report(self, attempt_id: str, outcome: str, artifact_key: str) -> Any:
        body = json.dumps({"outcome": outcome, "artifact_key": artifact_key})
        return self.client.post(
            f"/v1/presentations/{attempt_id}/outcome", content=body, headers=_JSON
        )

    def journal(self) -> list[dict[str, Any]]:
        with self.database.engine() as engine, engine.connect() as connection:
            rows = connection.execute(
                text(
                    "SELECT * FROM expression.outcome_journal "
                    "ORDER BY left(started_at_utc, 10), sequence"
                )
            )
            return [dict(row._mapping) for row in rows]

    def flush(self) -> None:
        self.app.state.coordinator._telemetry.flush()


_JSON = {"content-type": "application/json"}
_DEFAULT: Any = object()  # "use postprocessor_block(mode)"; None means "no block at all"


@pytest.fixture
def expression_app(
    database: TestDatabase,
    secrets: TestSecrets,
    tmp_path: Path,
    fake_openai: FakeOpenAI,
    forwarding: Forwarding,
) -> Iterator[Callable[..., ExpressionHarness]]:
    """``expression_app(block=..., environ=..., worker_deadline=...)`` → a started harness."""
    opened: list[TestClient] = []

    def build(
        block: Any = _DEFAULT,
        *,
        mode: str = "shadow",
        environ: Mapping[str, str] | None = None,
        worker_deadline: timedelta = WORKER_DEADLINE,
        sink: Callable[[Mapping[str, str]], None] | None = None,
        data_dir: Path | None = None,
        transport: Callable[[], Any] | None = None,
    ) -> ExpressionHarness:
        clock = ManualClock(START)
        events: list[Mapping[str, str]] = []
        settings = settings_for(
            "expression",
            database,
            secrets,
            data_dir=data_dir or tmp_path / "data",
            expression={}
            if block is None
            else {
                "korean_expression_postprocessor": postprocessor_block(mode)
                if block is _DEFAULT
                else block
            },
        )
        app = create_app(
            settings,  # type: ignore[arg-type]
            clock=clock,
            openai_transport=transport or forwarding,
            openai_environ={"OPENAI_API_KEY": TEST_API_KEY} if environ is None else environ,
            telemetry_sink=sink or events.append,
            worker_deadline=worker_deadline,
        )
        log = io.StringIO()
        handler = logging.StreamHandler(log)
        handler.setFormatter(JsonFormatter("expression"))
        logging.getLogger().addHandler(handler)
        client = signed_client(app, "checkin", secrets, clock)
        client.__enter__()
        opened.append(client)
        return ExpressionHarness(
            client=client,
            clock=clock,
            database=database,
            data_dir=data_dir or tmp_path / "data",
            fake=fake_openai,
            forwarding=forwarding,
            telemetry=events,
            log=log,
            app=app,
        )

    yield build
    for client in opened:
        client.__exit__(None, None, None)
