"""The fake Bot API speaks the real JSON: python-telegram-bot itself is the client here."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx
import pytest
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup
from telegram.error import BadRequest, Conflict, EndPointNotFound

from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from tests.fakes.telegram import TEST_BOT_ID, TEST_BOT_TOKEN
from tests.gateway.conftest import running_gateway, webhook_secret
from tests.support.ports import free_ports
from tests.support.servers import serve
from tools.telegram_simulator.botapi import BotApi
from tools.telegram_simulator.state import SimulatorState


def _run(telegram, work):
    async def main():
        async with Bot(TEST_BOT_TOKEN, base_url=f"{telegram.base_url}/bot") as bot:
            return await work(bot)

    return asyncio.run(main())


def test_get_me_and_send_message_round_trip_through_the_library(telegram):
    async def work(bot):
        keyboard = InlineKeyboardMarkup([[InlineKeyboardButton("좋음", callback_data="q:4")]])
        message = await bot.send_message(
            -1009, "질문입니다", message_thread_id=4, reply_markup=keyboard
        )
        return bot.bot, message

    me, message = _run(telegram, work)
    assert me.id == TEST_BOT_ID and me.is_bot
    assert (message.chat.id, message.message_thread_id, message.text) == (-1009, 4, "질문입니다")
    assert message.reply_markup.inline_keyboard[0][0].callback_data == "q:4"


def test_get_updates_long_polls_and_confirms_by_offset(telegram):
    async def work(bot):
        empty = await bot.get_updates(timeout=0)
        telegram.inject_message(user_id=1, chat_id=1, text="하나")
        first = await bot.get_updates(timeout=2)
        again = await bot.get_updates(offset=first[0].update_id + 1, timeout=0)
        return empty, first, again

    empty, first, again = _run(telegram, work)
    assert empty == () and again == ()
    assert first[0].message.text == "하나"


def test_telegram_refusals_look_like_telegram(telegram):
    async def work(bot):
        errors = []
        for call in (
            lambda: bot.send_message(1, "가" * 4097),
            lambda: bot.edit_message_text("x", chat_id=1, message_id=99),
            lambda: bot.send_message(
                1,
                "x",
                reply_markup=InlineKeyboardMarkup(
                    [[InlineKeyboardButton("b", callback_data="가" * 22)]]
                ),
            ),
        ):
            with pytest.raises(BadRequest) as raised:
                await call()
            errors.append(raised.value.message)
        await bot.set_webhook("http://127.0.0.1:9/hook", secret_token="s" * 20)
        with pytest.raises(Conflict):
            await bot.get_updates(timeout=0)
        return errors

    assert _run(telegram, work) == [
        "Message is too long",
        "Message to edit not found",
        "Button_data_invalid",
    ]


def test_a_malformed_token_is_unauthorized(telegram):
    response = httpx.post(f"{telegram.base_url}/botnot-a-token/getMe")
    assert response.status_code == 401
    assert response.json() == {"ok": False, "error_code": 401, "description": "Unauthorized"}

    async def work(bot):
        with pytest.raises(EndPointNotFound):  # Telegram's 404 for a method it does not know
            await bot.do_api_request("noSuchMethod")

    _run(telegram, work)


def test_webhook_mode_end_to_end_with_the_secret_header(database, gateway_secrets, telegram):
    (port,) = free_ports(1)
    hook = f"http://127.0.0.1:{port}/telegram/webhook"
    with running_gateway(database, gateway_secrets, telegram, webhook_url=hook, port=port):
        assert telegram.state.webhook() == {
            "url": hook,
            "secret_token": webhook_secret(gateway_secrets),
        }
        telegram.inject_message(user_id=77, chat_id=77, text="웹훅으로 왔습니다")
        telegram.wait_for_calls("sendMessage", 1)
    assert [m.text for m in telegram.bot_messages(77)] == [UNKNOWN_SENDER_REPLY]
    assert [d.status for d in telegram.state.webhook_deliveries()] == [200]


def test_a_long_poll_ends_when_the_poller_hangs_up():
    """`make run`'s Ctrl-C stops the gateway first; its open getUpdates must not outlive it
    (uvicorn would cancel it with a traceback after the simulator's grace period)."""
    api = BotApi(SimulatorState())
    checks = []

    async def hung_up() -> bool:
        checks.append(True)
        return len(checks) >= 3

    async def poll():
        return await asyncio.wait_for(
            api.get_updates(TEST_BOT_ID, {"timeout": 60}, hung_up), timeout=10
        )

    assert asyncio.run(poll()) == []
    assert len(checks) == 3


def test_a_long_poll_answers_a_queued_update_at_once_not_on_a_timer():
    """getUpdates waits for an update to be queued; it looked at the queue every 50 ms, so
    each tap and each of Richard's presses in the pilot waited 25 ms on average for it."""
    import threading

    state = SimulatorState()
    api = BotApi(state)
    looks: list[float] = []
    take_updates = state.take_updates

    def counted(offset: int | None, limit: int) -> list[Any]:
        looks.append(time.monotonic())
        return take_updates(offset, limit)

    state.take_updates = counted  # type: ignore[method-assign]
    queued_at: list[float] = []

    def person() -> None:
        time.sleep(0.6)
        queued_at.append(time.monotonic())
        state.inject_message(user_id=1, chat_id=1, topic_id=None, text="하나")

    threading.Thread(target=person).start()
    updates = asyncio.run(api.get_updates(TEST_BOT_ID, {"timeout": 5}))
    answered = time.monotonic()
    assert [update["message"]["text"] for update in updates] == ["하나"]
    assert answered - queued_at[0] < 0.2
    # The first look, one per hang-up check (0.25 s) while nothing came, the one it woke for:
    # a 50 ms timer looked a dozen times.
    assert len(looks) <= 5


def test_the_webhook_gets_each_chat_in_order_and_different_chats_at_once(telegram):
    """Telegram keeps up to ``max_connections`` updates in flight: one chat's in order, one at
    a time, and other chats' beside it. Delivered one by one across all chats, a customer's
    tap waited for every other customer's, and the pilot could not load the product."""
    import threading

    from fastapi import FastAPI

    arrived: list[tuple[int, str]] = []
    in_flight: dict[int, int] = {}
    overlapped: list[int] = []
    second_chat_came = threading.Event()
    released: list[bool] = []
    lock = threading.Lock()
    hook = FastAPI()

    @hook.post("/hook")
    def receive(update: dict[str, Any]) -> dict[str, bool]:  # a sync endpoint: a thread each
        message = update["message"]
        chat = message["chat"]["id"]
        with lock:
            arrived.append((chat, message["text"]))
            in_flight[chat] = in_flight.get(chat, 0) + 1
            overlapped.append(in_flight[chat])
        if chat == 1 and message["text"] == "하나":  # holds until chat 2's update comes
            released.append(second_chat_came.wait(5))
        if chat == 2:
            second_chat_came.set()
        with lock:
            in_flight[chat] -= 1
        return {"ok": True}

    with serve(hook) as server:
        telegram.state.set_webhook(f"{server.base_url}/hook", None)
        for text in ("하나", "둘", "셋"):
            telegram.inject_message(user_id=1, chat_id=1, text=text)
        telegram.inject_message(user_id=2, chat_id=2, text="다른 방")
        deadline = time.monotonic() + 10
        while len(telegram.state.webhook_deliveries()) < 4 and time.monotonic() < deadline:
            time.sleep(0.02)
    assert released == [True]  # chat 2 was delivered while chat 1's first was held
    assert [text for chat, text in arrived if chat == 1] == ["하나", "둘", "셋"]
    assert max(overlapped) == 1  # never two of one chat's updates at once
    assert [d.status for d in telegram.state.webhook_deliveries()] == [200] * 4


def test_a_turn_is_timed_from_the_hand_over_to_the_reply_s_arrival(telegram):
    """The bench's server-side tap figure: the simulator stamps, on its own monotonic clock,
    when the getUpdates answer carrying an update is written and when the bot's reply (its
    sendMessage, an edit) arrives; a reader gets both over the control API."""
    base = telegram.base_url
    bot = f"{base}/bot{TEST_BOT_TOKEN}"
    before = time.monotonic()  # the fake runs in this process: one clock
    update_id = httpx.post(
        f"{base}/sim/api/messages", json={"user_id": 8, "chat_id": 8, "text": "하나"}
    ).json()["update_id"]
    queued = httpx.get(f"{base}/sim/api/updates/{update_id}").json()
    assert queued["handed_at"] is None and queued["chat_id"] == 8
    assert before <= queued["queued_at"] <= time.monotonic()
    assert httpx.get(f"{bot}/getUpdates").json()["result"][0]["update_id"] == update_id
    handed = httpx.get(f"{base}/sim/api/updates/{update_id}").json()["handed_at"]
    assert queued["queued_at"] <= handed <= time.monotonic()
    # Handed again (not confirmed by an offset): the first hand-over still counts.
    assert httpx.get(f"{bot}/getUpdates").json()["result"][0]["update_id"] == update_id
    assert httpx.get(f"{base}/sim/api/updates/{update_id}").json()["handed_at"] == handed

    sent = httpx.post(f"{bot}/sendMessage", json={"chat_id": 8, "text": "둘"}).json()["result"]
    after_send = time.monotonic()
    httpx.post(
        f"{bot}/editMessageText",
        json={"chat_id": 8, "message_id": sent["message_id"], "text": "셋"},
    )
    (view,) = [
        m
        for m in httpx.get(f"{base}/sim/api/messages", params={"chat_id": 8}).json()
        if m["from_bot"]
    ]
    assert handed < view["sent_call_at"] <= after_send <= view["edited_call_at"]
    (send_call,) = telegram.calls("sendMessage")
    assert send_call.monotonic == view["sent_call_at"]  # the same arrival, recorded once
    assert httpx.get(f"{base}/sim/api/updates/{update_id + 1}").status_code == 404


def test_an_empty_long_poll_hands_nothing_and_a_webhook_post_hands_its_update(telegram):
    from fastapi import FastAPI

    hook = FastAPI()
    received: list[int] = []

    @hook.post("/hook")
    def receive(update: dict[str, Any]) -> dict[str, bool]:
        received.append(update["update_id"])
        return {"ok": True}

    base = telegram.base_url
    assert httpx.get(f"{base}/bot{TEST_BOT_TOKEN}/getUpdates").json()["result"] == []
    with serve(hook) as server:
        telegram.state.set_webhook(f"{server.base_url}/hook", None)
        update_id = telegram.inject_message(user_id=9, chat_id=9, text="웹훅")["update_id"]
        telegram.wait_for(lambda: len(telegram.state.webhook_deliveries()) == 1)
    times = telegram.state.update_times(update_id)
    assert received == [update_id]
    assert times is not None and times.handed_at is not None
    assert times.queued_at <= times.handed_at <= time.monotonic()
