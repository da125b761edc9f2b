"""Fixtures of the gateway tests: the fake Bot API and a gateway wired to it over HTTP."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from services.gateway.app import DispatcherFactory, create_app
from services.gateway.context import GatewayContext
from services.gateway.conversations.dispatcher import RoutingDispatcher
from services.gateway.peers.schemas import Resolution
from services.gateway.settings import GatewaySettings
from services.gateway.telegram.client import TelegramIO
from services.gateway.updates.schemas import Triple
from services.gateway.updates.service import UpdateDispatcher
from shared.auth.client import ServiceRequestSigner
from shared.clock import Clock
from shared.topology import CallerName
from tests.fakes.telegram import TEST_BOT_TOKEN, FakeTelegram, fake_telegram
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.servers import ThreadedServer, loopback_client, serve
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


class NobodyRegistered:
    """The registry of a gateway tested alone (no checkin runs): nobody is known."""

    async def resolve(self, triple: Triple) -> Resolution:
        return Resolution(role="unknown")


def nobody_registered(context: GatewayContext, telegram: TelegramIO) -> UpdateDispatcher:
    return RoutingDispatcher(telegram, context.counters, NobodyRegistered(), handlers={})


def gateway_settings(
    database: TestDatabase,
    secrets: TestSecrets,
    telegram: FakeTelegram | None,
    services: dict[str, Any] | None = None,
    **gateway: Any,
) -> GatewaySettings:
    section: dict[str, Any] = {"mode": "webhook", **FAST_LIMITS}
    if telegram is not None:
        section.update(bot_api="telegram", bot_api_url=telegram.base_url)
    section.update(gateway)
    peers = {"services": services} if services is not None else {}
    settings = settings_for("gateway", database, secrets, gateway=section, **peers)
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
    services: dict[str, Any] | None = None,
    wrap: Callable[[Any], Any] | None = None,
    **gateway: Any,
) -> Iterator[ThreadedServer]:
    """The real gateway app under uvicorn on a loopback port (webhook mode unless told).

    ``services``: where checkin and delivery listen; with them the gateway routes through
    the real registry, without them (a gateway tested alone) nobody is registered.
    ``clock``: share it with the other apps of a cross-service test (signatures compare
    clocks). ``wrap`` puts an ASGI middleware around it (e.g. to kill a caller mid-call)."""
    if dispatcher_factory is None and services is None:
        dispatcher_factory = nobody_registered
    app = create_app(
        gateway_settings(database, secrets, telegram, services, **gateway),
        clock=clock,
        dispatcher_factory=dispatcher_factory,
    )
    with serve(wrap(app) if wrap else app, port) as server:
        yield server


def signed(server: ThreadedServer, secrets: TestSecrets, caller: CallerName) -> httpx.Client:
    return loopback_client(
        base_url=server.base_url,
        auth=ServiceRequestSigner(caller, secrets.key(caller), audience="gateway"),
        timeout=30.0,
    )
