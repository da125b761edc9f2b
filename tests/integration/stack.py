"""Checkin, delivery and the gateway as real apps on loopback ports, on the fake Telegram.

Every app shares one ``ManualClock`` (signatures compare clocks; checkin decides pilot days
from it). Ports are chosen up front so each service can name its peers before they listen:
delivery can be started late (``start_delivery``), and checkin stopped and started again on
its port (``stop_checkin`` / ``start_checkin``), to make a real outage.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from services.checkin.app import create_app as create_checkin
from services.delivery.app import create_app as create_delivery
from shared.auth.client import ServiceRequestSigner
from shared.clock import ManualClock
from shared.topology import CallerName, ServiceName
from tests.checkin import factories
from tests.fakes.telegram import TEST_BOT_TOKEN, FakeTelegram, fake_telegram
from tests.gateway.conftest import running_gateway
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.ports import free_ports
from tests.support.servers import ThreadedServer, loopback_client, serve
from tests.support.services import settings_for

CUSTOMER_ID = "kim-pilot"
OWNER = factories.OWNER
CUSTOMER = factories.CUSTOMER
TRAINER = factories.TRAINER
OWNER_CHAT = 700001
CUSTOMER_CHAT = 800001
TRAINER_CHAT, TRAINER_TOPIC = -100900001, 7
assert (OWNER["chat_id"], CUSTOMER["chat_id"]) == (OWNER_CHAT, CUSTOMER_CHAT)
assert (TRAINER["chat_id"], TRAINER["topic_id"]) == (TRAINER_CHAT, TRAINER_TOPIC)


@dataclass
class Stack:
    database: TestDatabase
    secrets: TestSecrets
    clock: ManualClock
    telegram: FakeTelegram
    gateway: ThreadedServer
    checkin: ThreadedServer
    delivery_port: int
    _exits: ExitStack
    _data_dir: Path
    _expression_port: int
    _checkin_settings: Any
    delivery: ThreadedServer | None = None
    _clients: list[httpx.Client] = field(default_factory=list)

    def client(self, base_url: str, caller: CallerName, audience: ServiceName) -> httpx.Client:
        client = loopback_client(
            base_url=base_url,
            auth=ServiceRequestSigner(
                caller, self.secrets.key(caller), self.clock, audience=audience
            ),
            timeout=30,
        )
        self._clients.append(client)
        return client

    def to_checkin(self, caller: CallerName) -> httpx.Client:
        return self.client(self.checkin.base_url, caller, "checkin")

    def to_delivery(self, caller: CallerName) -> httpx.Client:
        return self.client(f"http://127.0.0.1:{self.delivery_port}", caller, "delivery")

    def stop_checkin(self) -> None:
        """Take checkin off its port (its data stays in Postgres)."""
        self.checkin.stop()

    def start_checkin(self) -> ThreadedServer:
        """A fresh checkin process on the same port, as after a restart."""
        app = create_checkin(self._checkin_settings, clock=self.clock)
        self.checkin = self._exits.enter_context(serve(app, self.checkin.port))
        return self.checkin

    def start_delivery(self) -> ThreadedServer:
        settings = settings_for(
            "delivery",
            self.database,
            self.secrets,
            data_dir=self._data_dir / "delivery",
            services={
                "checkin": {"port": self.checkin.port},
                "gateway": {"port": self.gateway.port},
                "expression": {"port": self._expression_port},
            },
            delivery={"background_interval_seconds": 0, "scheduler_enabled": False},
        )
        app = create_delivery(settings, clock=self.clock)  # type: ignore[arg-type]
        self.delivery = self._exits.enter_context(serve(app, self.delivery_port))
        return self.delivery


@contextmanager
def running_stack(
    database: TestDatabase, tmp_path: Path, clock: ManualClock, *, with_delivery: bool = True
) -> Iterator[Stack]:
    """The three services with ``kim-pilot`` enabled through checkin's guarded activation."""
    secrets = TestSecrets(tmp_path / "secrets")
    (secrets.directory / "telegram-bot-token").write_text(TEST_BOT_TOKEN + "\n")
    delivery_port, checkin_port, expression_port = free_ports(3)
    with ExitStack() as exits:
        telegram = exits.enter_context(fake_telegram())
        peers = {"checkin": {"port": checkin_port}, "delivery": {"port": delivery_port}}
        gateway = exits.enter_context(
            running_gateway(database, secrets, telegram, clock=clock, services=peers)
        )
        checkin_settings = settings_for(
            "checkin",
            database,
            secrets,
            services={"delivery": {"port": delivery_port}, "expression": {"port": expression_port}},
            checkin={"outbox_relay_interval_seconds": 0},
        )
        checkin_app = create_checkin(checkin_settings, clock=clock)  # type: ignore[arg-type]
        checkin = exits.enter_context(serve(checkin_app, checkin_port))
        stack = Stack(
            database=database,
            secrets=secrets,
            clock=clock,
            telegram=telegram,
            gateway=gateway,
            checkin=checkin,
            delivery_port=delivery_port,
            _exits=exits,
            _data_dir=tmp_path,
            _expression_port=expression_port,
            _checkin_settings=checkin_settings,
        )
        _enable(stack.to_checkin("operator"))
        if with_delivery:
            stack.start_delivery()
        try:
            yield stack
        finally:
            for client in stack._clients:
                client.close()


def _ok(response: httpx.Response) -> Any:
    assert response.status_code in (200, 201), response.text
    return response.json()


def _enable(operator: httpx.Client) -> None:
    _ok(operator.put("/v1/admin/owner", json={"owner": OWNER}))
    enable_customer(operator, CUSTOMER_ID, factories.draft())


def enable_customer(operator: httpx.Client, customer_id: str, draft: dict[str, Any]) -> None:
    """Register ``customer_id`` from ``draft``, grant consent and activate (every guard met)."""
    _ok(operator.put(f"/v1/admin/customers/{customer_id}", json=draft))
    _ok(
        operator.post(
            f"/v1/admin/customers/{customer_id}/consent",
            json={"action": "grant", "provider_terms_checked": True},
        )
    )
    _ok(
        operator.post(
            f"/v1/admin/customers/{customer_id}/activate",
            json={"checklist_evidence": factories.CHECKLIST_OK},
        )
    )


def ok(response: Any) -> Any:
    assert response.status_code in (200, 201), response.text
    return response.json()


def wait_for(condition: Callable[[], Any], timeout: float = 10.0) -> Any:
    """Poll ``condition`` until it is truthy (relays and sends run in background tasks)."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError("the services did not get there in time")
        time.sleep(0.05)


def wait_for_review(stack: Any, draft_id: str, timeout: float = 30.0) -> str:
    """Wait until Richard's review of ``draft_id`` has left (delivery sends it on its
    owed-message thread after the submission answered, ADR 0068); returns its state."""
    from sqlalchemy import text

    def settled() -> str | None:
        with stack.database.engine() as engine, engine.connect() as connection:
            state = connection.execute(
                text("SELECT state FROM delivery.draft_review WHERE draft_id = :id"),
                {"id": draft_id},
            ).scalar()
        return None if state in (None, "pending", "sending") else str(state)

    state: str = wait_for(settled, timeout)
    return state
