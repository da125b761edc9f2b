"""Fixtures of the gateway tests: the fake Bot API and a gateway wired to it over HTTP."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from services.gateway.app import DispatcherFactory, create_app
from services.gateway.settings import GatewaySettings
from shared.auth.client import ServiceRequestSigner
from shared.clock import Clock
from shared.topology import CallerName
from tests.fakes.telegram import TEST_BOT_TOKEN, FakeTelegram, fake_telegram
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.servers import ThreadedServer, serve
from tests.support.services import settings_for

# Fast pacing unless a test is about pacing: 1 message/s per chat would make tests slow.
FAST_LIMITS = {"per_chat_messages_per_second": 100.0, "overall_messages_per_second": 1000.0}


@pytest.fixture
def telegram() -> Iterator[FakeTelegram]:
    with fake_telegram() as fake:
        yield fake


@pytest.fixture
def gateway_secrets(tmp_path: Path) -> TestSecrets:
    """Fresh keys plus a bot token: the token must not leak into other tests' secrets."""
    secrets = TestSecrets(tmp_path / "secrets")
    (secrets.directory / "telegram-bot-token").write_text(TEST_BOT_TOKEN + "\n")
    return secrets


def webhook_secret(secrets: TestSecrets) -> str:
    return (secrets.directory / "telegram-webhook-secret").read_text().strip()


def gateway_settings(
    database: TestDatabase, secrets: TestSecrets, telegram: FakeTelegram | None, **gateway: Any
) -> GatewaySettings:
    section: dict[str, Any] = {"mode": "webhook", **FAST_LIMITS}
    if telegram is not None:
        section.update(bot_api="telegram", bot_api_url=telegram.base_url)
    section.update(gateway)
    settings = settings_for("gateway", database, secrets, gateway=section)
    assert isinstance(settings, GatewaySettings)
    return settings


@contextmanager
def running_gateway(
    database: TestDatabase,
    secrets: TestSecrets,
    telegram: FakeTelegram | None,
    port: int | None = None,
    dispatcher_factory: DispatcherFactory | None = None,
    clock: Clock | None = None,
    **gateway: Any,
) -> Iterator[ThreadedServer]:
    """The real gateway app under uvicorn on a loopback port (webhook mode unless told).

    ``clock``: share it with the other apps of a cross-service test (signatures compare
    clocks)."""
    app = create_app(
        gateway_settings(database, secrets, telegram, **gateway),
        clock=clock,
        dispatcher_factory=dispatcher_factory,
    )
    with serve(app, port) as server:
        yield server


def signed(server: ThreadedServer, secrets: TestSecrets, caller: CallerName) -> httpx.Client:
    return httpx.Client(
        base_url=server.base_url,
        auth=ServiceRequestSigner(caller, secrets.key(caller)),
        timeout=30.0,
    )
