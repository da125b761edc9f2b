"""Long polling (development and `make run` with the simulator) against the fake Bot API."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy import text

from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from tests.gateway.conftest import running_gateway

POLLING: dict[str, Any] = {"mode": "polling", "polling_timeout_seconds": 1}


def test_polling_receives_injected_updates_and_answers_them(database, gateway_secrets, telegram):
    with running_gateway(database, gateway_secrets, telegram, **POLLING):
        telegram.inject_message(user_id=501, chat_id=501, text="안녕하세요")
        telegram.inject_message(user_id=502, chat_id=-100502, topic_id=3, text="질문 있습니다")
        telegram.wait_for_calls("sendMessage", 2)
    assert [m.text for m in telegram.bot_messages(501)] == [UNKNOWN_SENDER_REPLY]
    assert [m.text for m in telegram.bot_messages(-100502, 3)] == [UNKNOWN_SENDER_REPLY]


def test_polling_removes_a_webhook_before_asking_for_updates(database, gateway_secrets, telegram):
    telegram.state.set_webhook("https://example.invalid/hook", "secret-token-0123456789")
    with running_gateway(database, gateway_secrets, telegram, **POLLING):
        telegram.inject_message(user_id=503, chat_id=503, text="안녕하세요")
        telegram.wait_for_calls("sendMessage", 1)
    assert telegram.state.webhook() is None
    first_polls = [call.method for call in telegram.calls() if call.method != "getMe"][:2]
    assert first_polls == ["deleteWebhook", "getUpdates"]


def test_after_a_restart_polling_resumes_after_the_last_processed_update(
    database, gateway_secrets, telegram
):
    with running_gateway(database, gateway_secrets, telegram, **POLLING):
        first = telegram.inject_message(user_id=504, chat_id=504, text="첫 메시지")
        telegram.wait_for_calls("sendMessage", 1)
    # The fake still holds the first update if the old process never confirmed it.
    telegram.state.requeue([first])
    second = telegram.inject_message(user_id=504, chat_id=504, text="두 번째 메시지")
    with running_gateway(database, gateway_secrets, telegram, **POLLING):
        telegram.wait_for_calls("sendMessage", 2)
        polls = telegram.wait_for_calls("getUpdates", 1)
    restarted_offsets = [
        call.params.get("offset") for call in polls if call.params.get("offset") is not None
    ]
    assert first["update_id"] + 1 in restarted_offsets
    assert len(telegram.bot_messages(504)) == 2  # one reply per update, none twice
    assert second["update_id"] > first["update_id"]


def test_an_update_the_library_cannot_read_is_skipped_and_polling_goes_on(
    database, gateway_secrets, telegram
):
    # python-telegram-bot cannot build a Message without chat/from: it used to raise
    # TypeError out of get_updates, killing the loop and re-fetching the update forever.
    broken = telegram.state.inject_raw_update({"message": {"date": 1}})
    with running_gateway(database, gateway_secrets, telegram, **POLLING) as server:
        telegram.inject_message(user_id=505, chat_id=505, text="그다음 메시지")
        telegram.wait_for_calls("sendMessage", 1)
        assert httpx.get(f"{server.base_url}/readyz").status_code == 200
        with database.engine(database.owner_url("gateway")) as engine, engine.connect() as db:
            counters = dict(
                db.execute(text("SELECT counter, count FROM gateway.update_counter")).all()
            )
            outcome = db.execute(
                text("SELECT outcome FROM gateway.telegram_update WHERE update_id = :id"),
                {"id": broken["update_id"]},
            ).scalar_one()
    assert [m.text for m in telegram.bot_messages(505)] == [UNKNOWN_SENDER_REPLY]
    assert counters["unparseable_update"] == 1
    assert outcome == "unparseable"


def test_readiness_reports_a_polling_loop_that_is_not_running(database, gateway_secrets, telegram):
    with running_gateway(database, gateway_secrets, telegram, **POLLING) as server:
        telegram.wait_for_calls("getUpdates", 1)
        assert httpx.get(f"{server.base_url}/readyz").status_code == 200
        poller = server.app.state.gateway.poller
        task = poller._task
        task.get_loop().call_soon_threadsafe(task.cancel)  # the loop ends, for any reason
        telegram.inject_message(user_id=506, chat_id=506, text="들리나요")
        answer = httpx.get(f"{server.base_url}/readyz")
        for _ in range(50):
            if answer.status_code == 503:
                break
            answer = httpx.get(f"{server.base_url}/readyz")
    assert answer.status_code == 503
    assert answer.json()["reasons"] == ["telegram_polling_stopped"]
