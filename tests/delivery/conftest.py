"""Fixtures of the delivery tests: the real delivery app wired over loopback HTTP to the real
gateway (which talks to the fake Telegram Bot API) and to checkin."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from services.delivery.app import create_app
from services.delivery.settings import DeliverySettings
from shared.clock import Clock
from tests.delivery.checkin_peer import CheckinPeer, running_checkin
from tests.fakes.telegram import TEST_BOT_TOKEN, FakeTelegram, fake_telegram
from tests.gateway.conftest import running_gateway
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.servers import ThreadedServer
from tests.support.services import settings_for, signed_client

# No background thread unless a test is about it: tests drive the relay and recovery.
QUIET = {"background_interval_seconds": 0, "scheduler_enabled": False}


@pytest.fixture
def delivery_secrets(tmp_path: Path) -> TestSecrets:
    secrets = TestSecrets(tmp_path / "secrets")
    (secrets.directory / "telegram-bot-token").write_text(TEST_BOT_TOKEN + "\n")
    return secrets


@pytest.fixture
def telegram() -> Iterator[FakeTelegram]:
    with fake_telegram() as fake:
        yield fake


@pytest.fixture
def clock() -> Clock | None:
    """The clock every app of a test shares; the system clock unless a module overrides it
    (e.g. with a ``ManualClock`` on a pilot date)."""
    return None


@pytest.fixture
def gateway(database, delivery_secrets, telegram, clock) -> Iterator[ThreadedServer]:
    with running_gateway(database, delivery_secrets, telegram, clock=clock) as server:
        yield server


@pytest.fixture
def checkin(database, delivery_secrets, clock) -> Iterator[CheckinPeer]:
    """The real checkin service with ``kim-pilot`` enabled through guarded activation."""
    with running_checkin(database, delivery_secrets, clock=clock) as peer:
        yield peer


def delivery_settings(
    database: TestDatabase,
    secrets: TestSecrets,
    *,
    gateway_port: int | None = None,
    checkin_port: int | None = None,
    expression_port: int | None = None,
    **delivery: Any,
) -> DeliverySettings:
    services: dict[str, Any] = {}
    if expression_port:
        services["expression"] = {"port": expression_port}
    if gateway_port:
        services["gateway"] = {"port": gateway_port}
    if checkin_port:
        services["checkin"] = {"port": checkin_port}
    settings = settings_for(
        "delivery", database, secrets, services=services, delivery={**QUIET, **delivery}
    )
    assert isinstance(settings, DeliverySettings)
    return settings


@pytest.fixture
def delivery_app(database, delivery_secrets, gateway, checkin, clock) -> FastAPI:
    return create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=gateway.port, checkin_port=checkin.port
        ),
        clock=clock,
    )


def settled(client: TestClient, app: FastAPI) -> TestClient:
    """Each call returns only once the messages its request made owed have been sent.

    Richard's reviews and held notices are sent on delivery's owed-message thread, never on
    the request's (issue 18); these tests assert what Telegram saw right after a call, so
    the client waits for that thread first. The sends are the same calls, made once.
    """
    send = client.request

    def request_then_wait(*args: Any, **kwargs: Any) -> Any:
        response = send(*args, **kwargs)
        assert app.state.delivery.owed.wait_idle(30), "owed messages still unsent after 30 s"
        return response

    client.request = request_then_wait  # type: ignore[method-assign]
    return client


@pytest.fixture
def operator(delivery_app, delivery_secrets, clock) -> Iterator[TestClient]:
    with signed_client(delivery_app, "operator", delivery_secrets, clock) as client:
        yield settled(client, delivery_app)


@pytest.fixture
def checkin_caller(delivery_app, delivery_secrets, clock) -> Iterator[TestClient]:
    with signed_client(delivery_app, "checkin", delivery_secrets, clock) as client:
        yield settled(client, delivery_app)


@pytest.fixture
def gateway_caller(delivery_app, delivery_secrets, clock) -> Iterator[TestClient]:
    """Delivery as the gateway calls it (forwarding Richard's button presses)."""
    with signed_client(delivery_app, "gateway", delivery_secrets, clock) as client:
        yield settled(client, delivery_app)


@pytest.fixture
def context(delivery_app):
    return delivery_app.state.delivery
