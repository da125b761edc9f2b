"""The rate limiter is wired into the bot: per-chat pacing, overall pacing, RetryAfter."""

from __future__ import annotations

import threading
import time
from typing import Any

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families
from telegram.ext import AIORateLimiter

from services.gateway.app import create_app
from services.gateway.settings import GatewaySection
from tests.gateway.conftest import gateway_settings, running_gateway, signed

TOLERANCE = 0.05
# The fake Bot API stamps a message when it arrives, so one send's trip from the limiter to
# the fake server can differ from the next one's by a loaded machine's scheduling delay
# (seen: a 2.0 s pacing measured as 1.93 s). Unpaced, the gap is one round trip (< 0.3 s).
ARRIVAL_JITTER = 0.2

# PTB warns on each RetryAfter it builds (a type migration); pytest resets the filter the
# gateway installs for production, so repeat it here.
pytestmark = pytest.mark.filterwarnings(
    "ignore:.*`retry_after` will be of type:telegram.warnings.PTBDeprecationWarning"
)


def _send(client, reservation_id: str, chat_id: int):
    body = {"reservation_id": reservation_id, "chat_id": chat_id, "text": "알림입니다."}
    return client.post("/internal/send", json=body)


def _times(telegram, chat_id=None):
    return [
        call.monotonic
        for call in telegram.calls("sendMessage")
        if chat_id is None or call.params["chat_id"] == chat_id
    ]


def test_defaults_follow_telegram_flood_limits():
    section = GatewaySection()
    assert section.overall_messages_per_second == 30.0
    assert section.per_chat_messages_per_second == 1.0


def test_the_bot_uses_the_library_rate_limiter(database, gateway_secrets, telegram):
    app = create_app(gateway_settings(database, gateway_secrets, telegram))
    try:
        assert isinstance(app.state.gateway.telegram.bot.rate_limiter, AIORateLimiter)
    finally:
        app.state.runtime.close()


def test_messages_to_one_chat_are_paced_but_other_chats_are_not(
    database, gateway_secrets, telegram
):
    # A slow per-chat rate (one message per 2 s) keeps the two effects far apart. The
    # other chat's message is sent while the paced one waits, and the test asserts the
    # order of arrival rather than a gap: CI saw one loaded round trip take a second.
    with (
        running_gateway(
            database, gateway_secrets, telegram, per_chat_messages_per_second=0.5
        ) as server,
        signed(server, gateway_secrets, "delivery") as paced_client,
        signed(server, gateway_secrets, "delivery") as other_client,
    ):
        assert _send(paced_client, "paced-0", 700).status_code == 200
        results: dict[str, Any] = {}
        paced = threading.Thread(
            target=lambda: results.update(paced=_send(paced_client, "paced-1", 700))
        )
        paced.start()
        results["other"] = _send(other_client, "other-chat", 701)
        paced.join(15)
    assert results["paced"].status_code == results["other"].status_code == 200
    same_chat = _times(telegram, 700)
    assert same_chat[1] - same_chat[0] >= 2.0 - ARRIVAL_JITTER
    # The other chat did not queue behind the paced message.
    assert same_chat[0] < _times(telegram, 701)[0] < same_chat[1]


def test_the_overall_rate_holds_across_chats(database, gateway_secrets, telegram):
    with (
        running_gateway(
            database, gateway_secrets, telegram, overall_messages_per_second=10.0
        ) as server,
        signed(server, gateway_secrets, "delivery") as client,
    ):
        for index in range(14):
            assert _send(client, f"overall-{index}", 800 + index).status_code == 200
    times = _times(telegram)
    # A burst of 10, then one every 0.1 s: the last four wait at least 0.4 s in total.
    assert times[-1] - times[0] >= 0.4 - TOLERANCE


def test_retry_after_is_waited_out_for_every_chat_then_the_message_is_sent_once(
    database, gateway_secrets, telegram
):
    telegram.fail("sendMessage", 429, "Too Many Requests: retry after 1", retry_after=1)
    with (
        running_gateway(database, gateway_secrets, telegram) as server,
        signed(server, gateway_secrets, "delivery") as first_client,
        signed(server, gateway_secrets, "delivery") as second_client,
    ):
        results: dict[str, Any] = {}
        limited = threading.Thread(
            target=lambda: results.update(a=_send(first_client, "retry-a", 900))
        )
        limited.start()
        telegram.wait_for_calls("sendMessage", 1)
        results["b"] = _send(second_client, "retry-b", 901)
        limited.join(10)
    assert results["a"].status_code == results["b"].status_code == 200
    first_try, retry = _times(telegram, 900)
    assert retry - first_try >= 1.0
    # Telegram asked the bot to pause: the other chat's message waited too.
    assert _times(telegram, 901)[0] - first_try >= 1.0
    assert len(telegram.bot_messages(900)) == len(telegram.bot_messages(901)) == 1


def test_a_retry_after_longer_than_the_budget_is_refused_with_one_request(
    database, gateway_secrets, telegram
):
    telegram.fail("sendMessage", 429, "Too Many Requests: retry after 30", retry_after=30)
    started = time.monotonic()
    with (
        running_gateway(database, gateway_secrets, telegram) as server,
        signed(server, gateway_secrets, "delivery") as client,
    ):
        response = _send(client, "retry-long", 902)
    assert time.monotonic() - started < 10
    assert response.status_code == 429
    body = response.json()
    assert (body["outcome"], body["reason"], body["retry_after"]) == ("refused", "rate-limited", 30)
    assert len(telegram.calls("sendMessage")) == 1


def test_retry_after_is_retried_only_as_often_as_configured(database, gateway_secrets, telegram):
    telegram.fail("sendMessage", 429, "Too Many Requests", retry_after=1, times=2)
    with (
        running_gateway(database, gateway_secrets, telegram, retry_after_max_attempts=1) as server,
        signed(server, gateway_secrets, "delivery") as client,
    ):
        response = _send(client, "retry-twice", 903)
    assert response.status_code == 429
    assert len(telegram.calls("sendMessage")) == 2
    assert telegram.bot_messages(903) == []


def _rate_limited(server) -> dict[tuple[str, str], float]:
    text = httpx.get(f"{server.base_url}/metrics", timeout=10).text
    return {
        (sample.labels["method"], sample.labels["outcome"]): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.name == "dualcoach_telegram_rate_limited_total"
    }


def test_every_429_is_counted_on_metrics_as_waited_or_gave_up(database, gateway_secrets, telegram):
    telegram.fail("sendMessage", 429, "Too Many Requests", retry_after=1, times=2)
    with (
        running_gateway(database, gateway_secrets, telegram, retry_after_max_attempts=1) as server,
        signed(server, gateway_secrets, "delivery") as client,
    ):
        assert _rate_limited(server) == {}
        assert _send(client, "retry-counted", 904).status_code == 429
        assert _rate_limited(server) == {
            ("sendMessage", "waited"): 1.0,
            ("sendMessage", "gave_up"): 1.0,
        }
