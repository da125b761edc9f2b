"""Long polling (development and `make run` with the simulator) against the fake Bot API."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable
from typing import Any

import httpx
from sqlalchemy import text

from services.gateway.updates.schemas import InboundUpdate
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from tests.fakes.telegram import TEST_BOT_ID
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
                db.execute(
                    text("SELECT counter, sum(count) FROM gateway.update_counter GROUP BY counter")
                ).all()
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


# -- chats at once, each chat in order (ADR 0093) ------------------------------------------


class ScriptedDispatcher:
    """Records when each update's handling starts and ends; holds or fails chats on request."""

    def __init__(
        self,
        *,
        hold: dict[int, threading.Event] | None = None,
        seconds: float = 0.0,
        fail: frozenset[int] = frozenset(),
    ) -> None:
        self.hold = hold or {}
        self.seconds = seconds
        self.fail = fail
        self.events: list[tuple[str, int, int, float]] = []  # (what, chat, update, when)
        self._lock = threading.Lock()

    def _note(self, what: str, update: InboundUpdate) -> None:
        assert update.triple is not None
        with self._lock:
            self.events.append((what, update.triple.chat_id, update.update_id, time.monotonic()))

    def seen(self, what: str, chat_id: int | None = None) -> list[int]:
        with self._lock:
            return [u for w, c, u, _ in self.events if w == what and chat_id in (None, c)]

    def wait_until(self, check: Callable[[], bool], timeout: float = 5.0) -> None:
        deadline = time.monotonic() + timeout
        while not check():
            assert time.monotonic() < deadline, f"timed out; events: {self.events}"
            time.sleep(0.01)

    async def dispatch(self, update: InboundUpdate) -> str:
        assert update.triple is not None
        self._note("start", update)
        held = self.hold.get(update.triple.chat_id)
        if held is not None:
            await asyncio.to_thread(held.wait, 10)
        await asyncio.sleep(self.seconds)
        self._note("end", update)
        if update.triple.chat_id in self.fail:
            raise RuntimeError("this chat's handler fails")
        return "scripted"


def scripted(dispatcher: ScriptedDispatcher) -> Callable[[Any, Any], ScriptedDispatcher]:
    return lambda context, telegram: dispatcher


def update_rows(database: Any) -> tuple[dict[int, str | None], list[int]]:
    """The gateway's claimed updates (id -> outcome) and polling's inbox (ids)."""
    with database.engine(database.owner_url("gateway")) as engine, engine.connect() as db:
        claimed = db.execute(text("SELECT update_id, outcome FROM gateway.telegram_update")).all()
        inbox = db.execute(
            text("SELECT update_id FROM gateway.polled_update ORDER BY update_id")
        ).scalars()
        return {int(row[0]): row[1] for row in claimed}, [int(i) for i in inbox]


def test_a_slow_chat_does_not_hold_up_another_chats_update(database, gateway_secrets, telegram):
    release = threading.Event()
    dispatcher = ScriptedDispatcher(hold={611: release})
    try:
        with running_gateway(
            database, gateway_secrets, telegram, dispatcher_factory=scripted(dispatcher), **POLLING
        ):
            slow = telegram.inject_message(user_id=611, chat_id=611, text="천천히")
            dispatcher.wait_until(lambda: dispatcher.seen("start", 611) != [])
            other = telegram.inject_message(user_id=612, chat_id=612, text="다른 채팅")
            # One update at a time across chats would wait here until the test gave up.
            dispatcher.wait_until(lambda: dispatcher.seen("end", 612) == [other["update_id"]])
            assert dispatcher.seen("end", 611) == []
            release.set()
            dispatcher.wait_until(lambda: dispatcher.seen("end", 611) == [slow["update_id"]])
    finally:
        release.set()


def test_one_chats_updates_never_overlap_and_keep_their_order_while_chats_overlap(
    database, gateway_secrets, telegram
):
    mine = [telegram.inject_message(user_id=613, chat_id=613, text=f"{n}") for n in range(4)]
    theirs = [telegram.inject_message(user_id=614, chat_id=614, text=f"{n}") for n in range(4)]
    dispatcher = ScriptedDispatcher(seconds=0.1)
    with running_gateway(
        database, gateway_secrets, telegram, dispatcher_factory=scripted(dispatcher), **POLLING
    ):
        dispatcher.wait_until(lambda: len(dispatcher.seen("end")) == 8)
    for chat, injected in ((613, mine), (614, theirs)):
        spans = [
            (when, what)
            for what, c, _, when in sorted(dispatcher.events, key=lambda e: e[3])
            if c == chat
        ]
        assert [what for _, what in spans] == ["start", "end"] * 4  # never two at once
        assert dispatcher.seen("start", chat) == [u["update_id"] for u in injected]
    first_end = min(when for what, _, _, when in dispatcher.events if what == "end")
    started_before = [
        u for what, _, u, when in dispatcher.events if what == "start" and when < first_end
    ]
    assert len(started_before) == 2  # both chats' first updates were handled at once


def test_a_chat_whose_handler_fails_goes_on_and_so_do_the_others(
    database, gateway_secrets, telegram
):
    failing = [telegram.inject_message(user_id=615, chat_id=615, text=f"{n}") for n in range(2)]
    fine = telegram.inject_message(user_id=616, chat_id=616, text="괜찮아요")
    dispatcher = ScriptedDispatcher(fail=frozenset({615}))
    with running_gateway(
        database, gateway_secrets, telegram, dispatcher_factory=scripted(dispatcher), **POLLING
    ):
        dispatcher.wait_until(lambda: len(dispatcher.seen("end")) == 3)
        dispatcher.wait_until(lambda: None not in update_rows(database)[0].values())
    claimed, inbox = update_rows(database)
    assert dispatcher.seen("end", 615) == [u["update_id"] for u in failing]
    assert claimed[fine["update_id"]] == "scripted"
    assert [claimed[u["update_id"]] for u in failing] == ["dispatch_failed"] * 2
    assert inbox == []


def test_a_stop_mid_batch_leaves_the_unstarted_updates_in_the_inbox_and_a_restart_handles_them_once(
    database, gateway_secrets, telegram
):
    release = threading.Event()
    first = ScriptedDispatcher(hold={617: release})
    a1 = telegram.inject_message(user_id=617, chat_id=617, text="하나")
    a2 = telegram.inject_message(user_id=617, chat_id=617, text="둘")
    b1 = telegram.inject_message(user_id=618, chat_id=618, text="셋")
    try:
        with running_gateway(
            database,
            gateway_secrets,
            telegram,
            dispatcher_factory=scripted(first),
            polling_drain_seconds=0,
            **POLLING,
        ):
            first.wait_until(lambda: first.seen("end", 618) == [b1["update_id"]])
            first.wait_until(lambda: first.seen("start", 617) == [a1["update_id"]])
            # The next getUpdates has confirmed all three to Telegram: only the inbox has a2.
            telegram.wait_for(
                lambda: any(
                    (c.params.get("offset") or 0) > b1["update_id"]
                    for c in telegram.calls("getUpdates")
                )
            )
            assert telegram.state.pending_count() == 0
    finally:
        release.set()
    claimed, inbox = update_rows(database)
    assert inbox == [a2["update_id"]]  # fetched, confirmed, never started: kept
    assert claimed == {a1["update_id"]: None, b1["update_id"]: "scripted"}  # a1 cut off

    second = ScriptedDispatcher()
    calls_before = len(telegram.calls("getUpdates"))
    with running_gateway(
        database, gateway_secrets, telegram, dispatcher_factory=scripted(second), **POLLING
    ):
        second.wait_until(lambda: second.seen("end") == [a2["update_id"]])
        telegram.wait_for(lambda: len(telegram.calls("getUpdates")) > calls_before)
        restarted = telegram.calls("getUpdates")[calls_before]
    claimed, inbox = update_rows(database)
    assert inbox == []
    assert claimed[a2["update_id"]] == "scripted"
    assert second.seen("start") == [a2["update_id"]]  # a1 and b1 are never handled again
    assert restarted.params.get("offset") == b1["update_id"] + 1


def test_after_a_crash_between_the_inbox_and_the_confirmation_each_update_is_handled_once_in_order(
    database, gateway_secrets, telegram
):
    # A crash right after a batch went into the inbox: the old process never called
    # getUpdates again, so Telegram still holds the newest one too.
    batch = [telegram.inject_message(user_id=619, chat_id=619, text=f"{n}") for n in range(3)]
    telegram.state.take_updates(batch[-1]["update_id"], 0)  # the first two were confirmed
    with database.engine(database.owner_url("gateway")) as engine, engine.begin() as db:
        for update in batch:
            db.execute(
                text(
                    "INSERT INTO gateway.polled_update (bot_id, update_id, payload, fetched_at)"
                    " VALUES (:bot, :id, :payload, now())"
                ),
                {"bot": TEST_BOT_ID, "id": update["update_id"], "payload": json.dumps(update)},
            )
    dispatcher = ScriptedDispatcher()
    with running_gateway(
        database, gateway_secrets, telegram, dispatcher_factory=scripted(dispatcher), **POLLING
    ):
        dispatcher.wait_until(lambda: len(dispatcher.seen("end")) == 3)
        telegram.wait_for_calls("getUpdates", 2)
    claimed, inbox = update_rows(database)
    assert dispatcher.seen("start") == [u["update_id"] for u in batch]  # once each, in order
    assert inbox == []
    assert set(claimed) == {u["update_id"] for u in batch}
    assert telegram.state.pending_count() == 0


def test_a_polled_update_with_a_nul_character_goes_through_the_inbox(
    database, gateway_secrets, telegram
):
    telegram.state.inject_raw_update(
        {
            "message": {
                "message_id": 1,
                "date": 1,
                "chat": {"id": 620, "type": "private"},
                "from": {"id": 620, "is_bot": False, "first_name": "x"},
                "text": "a\u0000b",
            }
        }
    )
    with running_gateway(database, gateway_secrets, telegram, **POLLING):
        telegram.wait_for_calls("sendMessage", 1)
    assert [m.text for m in telegram.bot_messages(620)] == [UNKNOWN_SENDER_REPLY]
    assert update_rows(database)[1] == []


def test_an_update_claimed_with_its_batch_is_not_handled_again_when_its_finish_fails(
    database, gateway_secrets, telegram, monkeypatch
):
    """At most once: the handling is retried after a failure (the database, most likely), and
    a retry of an update claimed with its batch (ADR 0097) must ask the claim again - which
    finds it claimed - instead of dispatching it a second time."""
    from services.gateway.updates import service

    in_transaction = service.in_transaction
    failed: list[str] = []

    async def finish_fails_once(database_: Any, work: Callable[..., Any], *opening: Any) -> Any:
        name = getattr(getattr(work, "func", work), "__name__", "?")
        if name == "_finish" and not failed:
            failed.append(name)
            raise RuntimeError("the database went away before the outcome was written")
        return await in_transaction(database_, work, *opening)

    monkeypatch.setattr(service, "in_transaction", finish_fails_once)
    dispatcher = ScriptedDispatcher()
    with running_gateway(
        database, gateway_secrets, telegram, dispatcher_factory=scripted(dispatcher), **POLLING
    ):
        sent = telegram.inject_message(user_id=631, chat_id=631, text="한 번만")
        dispatcher.wait_until(lambda: failed != [])
        later = telegram.inject_message(user_id=632, chat_id=632, text="그다음")
        dispatcher.wait_until(lambda: dispatcher.seen("end", 632) == [later["update_id"]])
        time.sleep(1.5)  # past the handling's retry pause (ERROR_PAUSE_SECONDS)
    assert dispatcher.seen("start", 631) == [sent["update_id"]]
    claimed, inbox = update_rows(database)
    assert sent["update_id"] in claimed
    assert inbox == []


def test_an_idle_chats_update_is_claimed_with_its_batch_and_a_busy_chats_waits_in_the_inbox(
    database, gateway_secrets, telegram, monkeypatch
):
    """A tap's update was written to the inbox in one transaction, then taken out of it and
    claimed in a second before its handling began: two commits in front of every reply. An
    update whose chat is idle is now claimed in its batch's own transaction (ADR 0097); one
    whose chat is busy still waits in the inbox and is claimed from it in order."""
    from services.gateway.updates import service

    transactions: list[str] = []
    in_transaction = service.in_transaction

    async def counted(database_: Any, work: Callable[..., Any], *opening: Any) -> Any:
        name = getattr(getattr(work, "func", work), "__name__", "?")
        transactions.append(name)
        return await in_transaction(database_, work, *opening)

    monkeypatch.setattr(service, "in_transaction", counted)
    release = threading.Event()
    dispatcher = ScriptedDispatcher(hold={621: release})
    try:
        with running_gateway(
            database, gateway_secrets, telegram, dispatcher_factory=scripted(dispatcher), **POLLING
        ):
            first = telegram.inject_message(user_id=621, chat_id=621, text="하나")
            dispatcher.wait_until(lambda: dispatcher.seen("start", 621) == [first["update_id"]])
            before_first = list(transactions)
            second = telegram.inject_message(user_id=621, chat_id=621, text="둘")
            dispatcher.wait_until(lambda: update_rows(database)[1] == [second["update_id"]])
            release.set()
            dispatcher.wait_until(lambda: len(dispatcher.seen("end", 621)) == 2)
            dispatcher.wait_until(lambda: None not in update_rows(database)[0].values())
    finally:
        release.set()
    assert before_first[-1] == "_keep_and_claim"
    assert "_claim" not in before_first  # no second commit before the first one's handling
    assert transactions.count("_claim") == 1  # the busy chat's second, from the inbox
    claimed, inbox = update_rows(database)
    assert claimed == {first["update_id"]: "scripted", second["update_id"]: "scripted"}
    assert inbox == []
    assert dispatcher.seen("start", 621) == [first["update_id"], second["update_id"]]
