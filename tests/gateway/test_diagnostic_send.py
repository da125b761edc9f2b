"""``/internal/diagnostic-send`` over real HTTP against the fake Bot API: diagnostics only,
the test bot only, once per reservation; every refusal sends nothing."""

from __future__ import annotations

import pytest
from pydantic import SecretStr

from services.gateway.telegram.rules import BotApiTarget, choose_test_bot_target
from shared.settings import ConfigError
from tests.fakes.telegram import TEST_BOT_ID, TEST_BOT_TOKEN
from tests.gateway.conftest import running_gateway, signed

TEST_BOT_TOKEN_2 = "7000000002:a-second-fake-bot-for-diagnostics"
CHAT, TOPIC = -1009000000001, 61


def _body(**changes):
    body = {
        "reservation_id": "diag:0123456789abcdef",
        "test_bot_id": 7000000002,
        "chat_id": CHAT,
        "topic_id": TOPIC,
        "text": "오늘도 수고하셨어요.",
        "timeout_seconds": 5,
        "transport_binding_digest": "a" * 64,
    }
    body.update(changes)
    return body


@pytest.fixture
def gateway(database, gateway_secrets, telegram):
    (gateway_secrets.directory / "telegram-test-bot-token").write_text(TEST_BOT_TOKEN_2 + "\n")
    with running_gateway(database, gateway_secrets, telegram) as server:
        yield server


def test_the_host_sends_with_the_test_bot_once_per_reservation(gateway, gateway_secrets, telegram):
    with signed(gateway, gateway_secrets, "diagnostics") as diagnostics:
        first = diagnostics.post("/internal/diagnostic-send", json=_body())
        again = diagnostics.post("/internal/diagnostic-send", json=_body())
    assert first.status_code == 200, first.text
    (message,) = telegram.bot_messages(CHAT, TOPIC)
    assert (message.text, message.user_id) == ("오늘도 수고하셨어요.", 7000000002)
    assert first.json()["message_id"] == message.message_id
    assert again.json()["replayed"] is True
    sends = telegram.calls("sendMessage")
    assert [call.bot_id for call in sends] == [7000000002]


@pytest.mark.parametrize(
    ("caller", "body", "status"),
    [
        ("delivery", _body(), 403),
        ("operator", _body(), 403),
        ("diagnostics", _body(test_bot_id=TEST_BOT_ID), 409),
        ("diagnostics", _body(reservation_id="res-1"), 422),
    ],
)
def test_other_callers_the_product_bot_and_foreign_reservations_send_nothing(
    gateway, gateway_secrets, telegram, caller, body, status
):
    with signed(gateway, gateway_secrets, caller) as client:
        response = client.post("/internal/diagnostic-send", json=body)
    assert response.status_code == status, response.text
    assert telegram.calls("sendMessage") == []


def test_without_a_test_bot_the_route_refuses_and_sends_nothing(
    database, gateway_secrets, telegram
):
    with (
        running_gateway(database, gateway_secrets, telegram) as server,
        signed(server, gateway_secrets, "diagnostics") as diagnostics,
    ):
        response = diagnostics.post("/internal/diagnostic-send", json=_body())
    assert (response.status_code, response.json()["reason"]) == (503, "test-bot-not-configured")
    assert telegram.calls("sendMessage") == []


def test_the_test_bot_may_never_be_the_product_bot():
    main = BotApiTarget("telegram", "http://x", SecretStr(TEST_BOT_TOKEN))
    with pytest.raises(ConfigError):
        choose_test_bot_target(main, SecretStr(TEST_BOT_TOKEN))
    assert choose_test_bot_target(main, None) is None
    simulator = BotApiTarget("simulator", "http://sim", SecretStr(TEST_BOT_TOKEN))
    target = choose_test_bot_target(simulator, None)
    assert target is not None and target.bot_id == 7000000002
