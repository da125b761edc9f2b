"""What one polled update costs the gateway's database (issue 18, ADR 0103).

An update's claim (with its inbox row's delete and its counter) and its finish (with the
dispatch's counters) were each two or three statements in a transaction of their own
(the pool's ping, BEGIN, the statements, COMMIT: 4-5 round trips each). Each is now one
statement, sent with its BEGIN: two round trips a transaction. The counts are exact, so a
statement or a round trip added back on an update's path fails them.
"""

from __future__ import annotations

import threading
import time
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

from services.gateway.updates import repository
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from tests.gateway.conftest import running_gateway
from tests.gateway.test_updates_polling import POLLING, ScriptedDispatcher, scripted, update_rows
from tests.support.statements import RoundTrips, recorded_transactions


def _finished(database: Any, update_id: int) -> None:
    deadline = time.monotonic() + 10
    while update_rows(database)[0].get(update_id) is None:
        assert time.monotonic() < deadline, "the update's outcome was never written"
        time.sleep(0.02)


def _counters(database: Any) -> dict[tuple[str, int], int]:
    with database.engine(database.owner_url("gateway")) as engine, engine.connect() as db:
        rows = db.execute(text("SELECT counter, shard, count FROM gateway.update_counter")).all()
    return {(str(counter), int(shard)): int(count) for counter, shard, count in rows}


def test_an_idle_chats_update_is_two_statements_in_four_round_trips(
    database, gateway_secrets, telegram, tmp_path
):
    with running_gateway(database, gateway_secrets, telegram, **POLLING) as server:
        engine = server.app.state.gateway.runtime.database.engine
        trace = RoundTrips(engine, Path(tmp_path) / "libpq.trace")
        engine.dispose()  # every connection from here on is traced
        warm = telegram.inject_message(user_id=701, chat_id=701, text="먼저")
        telegram.wait_for_calls("sendMessage", 1)
        _finished(database, warm["update_id"])
        trace.taken()
        seen: list[Any] = []
        with recorded_transactions(engine, seen):
            sent = telegram.inject_message(user_id=702, chat_id=702, text="안녕하세요")
            telegram.wait_for_calls("sendMessage", 2)
            _finished(database, sent["update_id"])
        trips = trace.taken()
        trace.close()
    assert [m.text for m in telegram.bot_messages(702)] == [UNKNOWN_SENDER_REPLY]
    # The batch's transaction: the claim, its counter in it; then the finish, the
    # dispatch's counter in it. One statement each (on main: 2 and 2).
    claim, finish = seen
    assert len(claim) == 1 and len(finish) == 1
    assert "INSERT INTO gateway.telegram_update" in claim[0]
    assert "INSERT INTO gateway.update_counter" in claim[0]
    assert claim[0].startswith("WITH claimed AS")
    assert finish[0].startswith("WITH finished AS ( UPDATE gateway.telegram_update")
    assert "INSERT INTO gateway.update_counter" in finish[0]
    # Each statement went with its BEGIN, as the pool's ping (on main: 10 round trips).
    assert trips == ["BEGIN+WITH", "COMMIT", "BEGIN+WITH", "COMMIT"]
    shard = sent["update_id"] % 16
    counters = _counters(database)
    assert counters[("update_received", shard)] >= 1
    assert counters[("unknown_sender", shard)] >= 1
    assert sum(n for (name, _), n in counters.items() if name == "update_received") == 2
    assert sum(n for (name, _), n in counters.items() if name == "unknown_sender") == 2
    assert update_rows(database)[0][sent["update_id"]] == "unknown_sender_replied"


def test_a_busy_chats_update_leaves_the_inbox_in_its_claims_one_statement(
    database, gateway_secrets, telegram
):
    release = threading.Event()
    dispatcher = ScriptedDispatcher(hold={711: release})
    seen: list[Any] = []
    try:
        with running_gateway(
            database, gateway_secrets, telegram, dispatcher_factory=scripted(dispatcher), **POLLING
        ) as server:
            engine = server.app.state.gateway.runtime.database.engine
            first = telegram.inject_message(user_id=711, chat_id=711, text="하나")
            dispatcher.wait_until(lambda: dispatcher.seen("start", 711) == [first["update_id"]])
            second = telegram.inject_message(user_id=711, chat_id=711, text="둘")
            dispatcher.wait_until(lambda: update_rows(database)[1] == [second["update_id"]])
            with recorded_transactions(engine, seen):
                release.set()
                dispatcher.wait_until(lambda: len(dispatcher.seen("end", 711)) == 2)
                _finished(database, second["update_id"])
    finally:
        release.set()
    # The first's finish; the second's claim out of the inbox; the second's finish.
    assert [len(statements) for statements in seen] == [1, 1, 1]
    claim = seen[1][0]
    assert claim.startswith("WITH forgotten AS ( DELETE FROM gateway.polled_update")
    assert "INSERT INTO gateway.telegram_update" in claim
    assert "INSERT INTO gateway.update_counter" in claim
    claimed, inbox = update_rows(database)
    assert claimed == {first["update_id"]: "scripted", second["update_id"]: "scripted"}
    assert inbox == []
    assert sum(n for (name, _), n in _counters(database).items() if name == "update_received") == 2


def test_a_claim_and_a_finish_count_in_the_update_s_shard_and_a_duplicate_counts_once(
    database,
):
    """The statements themselves, outside the loop: claimed once, the second a duplicate;
    the finish's counters added to what is there, in the update's shard."""
    day = date(2026, 12, 7)
    now_ = datetime(2026, 12, 7, 3, tzinfo=UTC)
    url = database.owner_url("gateway")
    with database.engine(url) as engine, Session(engine) as session, session.begin():
        repository.keep_polled(session, bot_id=1, payloads=[(33, "{}")], fetched_at=now_)
        claim = repository.claim_counted(
            bot_id=1, update_id=33, kind="message", received_at=now_, kst_date=day, polled=True
        )
        assert claim.run(session) == 1
        assert claim.run(session) == 0  # a replay: counted as a duplicate, not claimed
        finish = repository.finish_counted(
            bot_id=1,
            update_id=33,
            outcome="routed_customer",
            finished_at=now_,
            kst_date=day,
            counters=[("routed_customer", 2), ("x", 1)],
        )
        assert finish.run(session) == 1
        none = repository.finish_counted(
            bot_id=1, update_id=33, outcome="again", finished_at=now_, kst_date=day, counters=[]
        )
        assert none.run(session) == 1
    counters = _counters(database)
    shard = 33 % 16
    assert counters[("update_received", shard)] == 1
    assert counters[("duplicate_update", shard)] == 1
    assert counters[("routed_customer", shard)] == 2
    assert counters[("x", shard)] == 1
    claimed, inbox = update_rows(database)
    assert claimed[33] == "again"
    assert 33 not in inbox
