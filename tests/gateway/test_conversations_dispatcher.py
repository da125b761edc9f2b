"""The dispatcher seam: any dispatcher plugs in; the routing one sends each role to its own."""

from __future__ import annotations

import httpx
from sqlalchemy import text

from services.gateway.conversations.dispatcher import RoutingDispatcher
from services.gateway.peers.schemas import Resolution
from services.gateway.updates.schemas import InboundUpdate, Triple
from tests.gateway.conftest import running_gateway, webhook_secret

SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"


def _post(server, secrets, update):
    return httpx.post(
        f"{server.base_url}/telegram/webhook",
        json=update,
        headers={SECRET_HEADER: webhook_secret(secrets)},
    )


def _outcomes(database):
    with database.engine(database.owner_url("gateway")) as engine, engine.connect() as connection:
        return (
            connection.execute(text("SELECT outcome FROM gateway.telegram_update ORDER BY id"))
            .scalars()
            .all()
        )


class RecordingDispatcher:
    def __init__(self) -> None:
        self.seen: list[InboundUpdate] = []

    async def dispatch(self, update: InboundUpdate) -> str:
        self.seen.append(update)
        return "recorded"


def test_a_dispatcher_plugged_in_receives_each_new_update_once(database, gateway_secrets, telegram):
    dispatcher = RecordingDispatcher()
    with running_gateway(
        database, gateway_secrets, telegram, dispatcher_factory=lambda context, io: dispatcher
    ) as server:
        update = telegram.inject_message(user_id=31, chat_id=-10031, topic_id=5, text="기록")
        assert _post(server, gateway_secrets, update).status_code == 200
        assert _post(server, gateway_secrets, update).json() == {"status": "duplicate"}
    (seen,) = dispatcher.seen
    assert (seen.update_id, seen.triple, seen.text) == (
        update["update_id"],
        Triple(31, -10031, 5),
        "기록",
    )
    assert telegram.calls("sendMessage") == []  # the plugged-in dispatcher decides
    assert _outcomes(database) == ["recorded"]


class FailingDispatcher:
    def __init__(self) -> None:
        self.calls = 0

    async def dispatch(self, update: InboundUpdate) -> str:
        self.calls += 1
        raise RuntimeError("routing broke")


def test_a_failing_dispatch_is_recorded_and_not_repeated(database, gateway_secrets, telegram):
    dispatcher = FailingDispatcher()
    with running_gateway(
        database, gateway_secrets, telegram, dispatcher_factory=lambda context, io: dispatcher
    ) as server:
        update = telegram.inject_message(user_id=32, chat_id=32, text="실패")
        assert _post(server, gateway_secrets, update).json() == {"status": "processed"}
        assert _post(server, gateway_secrets, update).json() == {"status": "duplicate"}
    assert dispatcher.calls == 1
    assert _outcomes(database) == ["dispatch_failed"]


class EveryoneIsACustomer:
    async def resolve(self, triple: Triple) -> Resolution:
        return Resolution(role="customer", customer_id="kim-pilot")


def test_a_role_without_a_handler_gets_no_reply_and_is_counted(database, gateway_secrets, telegram):
    def factory(context, io):
        return RoutingDispatcher(io, context.counters, EveryoneIsACustomer(), handlers={})

    with running_gateway(database, gateway_secrets, telegram, dispatcher_factory=factory) as server:
        update = telegram.inject_message(user_id=33, chat_id=33, text="체크인")
        assert _post(server, gateway_secrets, update).status_code == 200
    assert telegram.calls("sendMessage") == []
    assert _outcomes(database) == ["unhandled"]
