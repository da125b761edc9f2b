"""Exact-triple routing: every input of every role reaches only the resolved role's handler.

The gateway runs for real (webhook, fake Bot API); the registry is a fixed table of
triples and each role's handler records what it received.
"""

from __future__ import annotations

import httpx
import pytest

from services.gateway.conversations.dispatcher import RoutingDispatcher
from services.gateway.conversations.texts import UNAVAILABLE
from services.gateway.peers.errors import PeerUnavailable
from services.gateway.peers.schemas import Resolution
from services.gateway.updates.schemas import InboundUpdate, Role, Triple
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from tests.gateway.conftest import running_gateway, webhook_secret

CUSTOMER = Triple(800001, 800001, None)
TRAINER = Triple(900001, -100900001, 7)
OWNER = Triple(700001, 700001, None)
STRANGER = Triple(500001, 500001, None)
REGISTRY = {
    CUSTOMER: Resolution(role="customer", customer_id="kim-pilot"),
    TRAINER: Resolution(role="trainer", customer_id="kim-pilot"),
    OWNER: Resolution(role="owner"),
}
# What each role would send; every role tries all of it.
TEXTS = ["/start", "/checkin", "7.5", "/record", "/today", "/kpi", "/pending"]
CALLBACKS = [
    "consent:agree",
    "ci:Q-SLEEP-QUALITY:4",
    "tr:start",
    "tr:Q-T-DONE:done",
    "draft:dr-0123456789abcdef01234567:1:approve",
    "card:cd-1:open",
    "nut:np-0123456789abcdef:r1:approve",
]


class FixedRegistry:
    async def resolve(self, triple: Triple) -> Resolution:
        return REGISTRY.get(triple, Resolution(role="unknown"))


class Recorder:
    def __init__(self) -> None:
        self.seen: list[tuple[Triple | None, str, str | None]] = []

    async def handle(self, update: InboundUpdate, customer_id: str) -> str:
        self.seen.append((update.triple, customer_id, update.text or update.callback_data))
        return "recorded"


def _post(server, secrets, update):
    response = httpx.post(
        f"{server.base_url}/telegram/webhook",
        json=update,
        headers={"X-Telegram-Bot-Api-Secret-Token": webhook_secret(secrets)},
    )
    assert response.status_code == 200


def _send_everything(server, secrets, telegram, who: Triple) -> None:
    place = {"user_id": who.user_id, "chat_id": who.chat_id, "topic_id": who.topic_id}
    for text in TEXTS:
        _post(server, secrets, telegram.inject_message(text=text, **place))
    # a bot message to press buttons under (the fake Telegram only knows real messages)
    anchor = telegram.state.bot_sends(
        chat_id=who.chat_id, topic_id=who.topic_id, text="버튼", reply_markup=None
    )
    for data in CALLBACKS:
        _post(
            server,
            secrets,
            telegram.inject_callback(message_id=anchor["message_id"], data=data, **place),
        )


@pytest.mark.parametrize("sender", [CUSTOMER, TRAINER, OWNER, STRANGER], ids=str)
def test_each_role_only_ever_reaches_its_own_handler(database, gateway_secrets, telegram, sender):
    handlers: dict[Role, Recorder] = {
        "customer": Recorder(),
        "trainer": Recorder(),
        "owner": Recorder(),
    }

    def factory(context, io):
        return RoutingDispatcher(io, context.counters, FixedRegistry(), handlers)

    with running_gateway(database, gateway_secrets, telegram, dispatcher_factory=factory) as gw:
        _send_everything(gw, gateway_secrets, telegram, sender)
    resolution = REGISTRY.get(sender, Resolution(role="unknown"))
    everything = TEXTS + CALLBACKS
    for role, handler in handlers.items():
        if role == resolution.role:
            expected = [(sender, resolution.customer_id or "", item) for item in everything]
            assert handler.seen == expected
        else:
            assert handler.seen == []
    if resolution.role == "unknown":
        replies = [m.text for m in telegram.bot_messages(sender.chat_id) if m.text != "버튼"]
        answers = [c.params.get("text") for c in telegram.calls("answerCallbackQuery")]
        assert replies == [UNKNOWN_SENDER_REPLY] * len(TEXTS)
        assert answers == [UNKNOWN_SENDER_REPLY] * len(CALLBACKS)


def test_a_near_miss_of_a_triple_is_a_stranger(database, gateway_secrets, telegram):
    handlers: dict[Role, Recorder] = {"trainer": Recorder()}

    def factory(context, io):
        return RoutingDispatcher(io, context.counters, FixedRegistry(), handlers)

    with running_gateway(database, gateway_secrets, telegram, dispatcher_factory=factory) as gw:
        for topic in (None, 8):  # the trainer's user and chat, another (or no) topic
            update = telegram.inject_message(
                user_id=TRAINER.user_id, chat_id=TRAINER.chat_id, topic_id=topic, text="/record"
            )
            _post(gw, gateway_secrets, update)
    assert handlers["trainer"].seen == []
    assert [m.text for m in telegram.bot_messages(TRAINER.chat_id)] == [UNKNOWN_SENDER_REPLY]
    assert [m.text for m in telegram.bot_messages(TRAINER.chat_id, 8)] == [UNKNOWN_SENDER_REPLY]


class RegistryDown:
    async def resolve(self, triple: Triple) -> Resolution:
        raise PeerUnavailable("checkin", "ConnectError")


def test_without_the_registry_nobody_is_routed(database, gateway_secrets, telegram):
    handlers: dict[Role, Recorder] = {"customer": Recorder()}

    def factory(context, io):
        return RoutingDispatcher(io, context.counters, RegistryDown(), handlers)

    with running_gateway(database, gateway_secrets, telegram, dispatcher_factory=factory) as gw:
        _post(
            gw, gateway_secrets, telegram.inject_message(user_id=800001, chat_id=800001, text="7.5")
        )
    assert handlers["customer"].seen == []
    assert [m.text for m in telegram.bot_messages(800001)] == [UNAVAILABLE]
