"""Queries for inbound updates and audit counters (flush only; callers own the transaction)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

import psycopg
from sqlalchemy import delete, func, select, union_all, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from services.gateway.tables import (
    COUNTER_SHARDS,
    polled_update,
    telegram_update,
    update_counter,
)
from services.gateway.updates.schemas import CounterRow, UpdateKind


def claim_update(
    session: Session, *, bot_id: int, update_id: int, kind: UpdateKind, received_at: datetime
) -> bool:
    """Record the update; False when this bot's update id was already recorded (a replay)."""
    statement = (
        insert(telegram_update)
        .values(bot_id=bot_id, update_id=update_id, kind=kind, received_at=received_at)
        .on_conflict_do_nothing(index_elements=["bot_id", "update_id"])
        .returning(telegram_update.c.id)
    )
    return session.execute(statement).first() is not None


def finish_update(
    session: Session, *, bot_id: int, update_id: int, outcome: str, finished_at: datetime
) -> None:
    session.execute(
        update(telegram_update)
        .where(telegram_update.c.bot_id == bot_id, telegram_update.c.update_id == update_id)
        .values(outcome=outcome, finished_at=finished_at)
    )


def next_offset(session: Session, *, bot_id: int) -> int | None:
    """The getUpdates offset after the newest update recorded - claimed or in polling's inbox
    (None: nothing recorded yet). Every update below it is one or the other (ADR 0093)."""
    recorded = union_all(
        select(telegram_update.c.update_id).where(telegram_update.c.bot_id == bot_id),
        select(polled_update.c.update_id).where(polled_update.c.bot_id == bot_id),
    ).subquery()
    newest = session.execute(select(func.max(recorded.c.update_id))).scalar_one()
    return None if newest is None else int(newest) + 1


def keep_polled(
    session: Session, *, bot_id: int, payloads: list[tuple[int, str]], fetched_at: datetime
) -> None:
    """Put fetched updates in polling's inbox (one already there stays as it is)."""
    if not payloads:
        return
    rows = [
        {"bot_id": bot_id, "update_id": update_id, "payload": payload, "fetched_at": fetched_at}
        for update_id, payload in payloads
    ]
    session.execute(
        insert(polled_update)
        .values(rows)
        .on_conflict_do_nothing(index_elements=["bot_id", "update_id"])
    )


def forget_polled(session: Session, *, bot_id: int, update_id: int) -> None:
    """Take an update out of polling's inbox (it was claimed or skipped in this transaction)."""
    session.execute(
        delete(polled_update).where(
            polled_update.c.bot_id == bot_id, polled_update.c.update_id == update_id
        )
    )


def polled_backlog(session: Session, *, bot_id: int) -> list[tuple[int, str]]:
    """Polling's inbox, oldest first: fetched before a stop or a crash and never started."""
    rows = session.execute(
        select(polled_update.c.update_id, polled_update.c.payload)
        .where(polled_update.c.bot_id == bot_id)
        .order_by(polled_update.c.update_id)
    ).all()
    return [(int(update_id), str(payload)) for update_id, payload in rows]


def counter_shard(update_id: int) -> int:
    """The shard an update's counters go to: different updates, mostly different rows."""
    return update_id % COUNTER_SHARDS


def increment_counter(
    session: Session, *, kst_date: date, counter: str, by: int = 1, shard: int = 0
) -> None:
    """Add ``by`` to the day's ``counter`` in ``shard`` (``counter_shard`` of the update)."""
    statement = insert(update_counter).values(
        kst_date=kst_date, counter=counter, shard=shard, count=by
    )
    session.execute(
        statement.on_conflict_do_update(
            index_elements=["kst_date", "counter", "shard"],
            set_={"count": update_counter.c.count + statement.excluded.count},
        )
    )


def counters_on(session: Session, *, kst_date: date) -> list[CounterRow]:
    """The day's counters, each the sum of its shards."""
    total = func.sum(update_counter.c.count)
    rows = session.execute(
        select(update_counter.c.counter, total)
        .where(update_counter.c.kst_date == kst_date)
        .group_by(update_counter.c.counter)
        .order_by(update_counter.c.counter)
    ).all()
    return [
        CounterRow(kst_date=kst_date.isoformat(), counter=name, count=int(count))
        for name, count in rows
    ]


# -- an update's claim and its finish, each one statement with its counters (ADR 0103) -----
#
# The claim (the inbox row's delete when it came through the inbox, the claim's insert and
# its ``update_received``/``duplicate_update`` counter) and the finish (the outcome's update
# and the dispatch's counters) are each one SQL statement of data-modifying CTEs: the same
# rows written in the same transaction as the separate statements wrote them, in one round
# trip instead of two or three, and - sent as a transaction's opening statement (ADR 0098) -
# with the BEGIN. SQL text written once (psycopg's ``%(name)s`` placeholders): no statement
# is built, keyed or compiled per update.

_CLAIM_AND_COUNT = """claimed AS (
    INSERT INTO gateway.telegram_update (bot_id, update_id, kind, received_at)
    VALUES (%(bot_id)s, %(update_id)s, %(kind)s, %(received_at)s)
    ON CONFLICT (bot_id, update_id) DO NOTHING
    RETURNING id
),
counted AS (
    INSERT INTO gateway.update_counter AS c (kst_date, counter, shard, count)
    SELECT
        CAST(%(kst_date)s AS date),
        CASE WHEN EXISTS (SELECT FROM claimed) THEN 'update_received'
             ELSE 'duplicate_update' END,
        CAST(%(shard)s AS smallint),
        1
    ON CONFLICT (kst_date, counter, shard) DO UPDATE SET count = c.count + excluded.count
)
SELECT id FROM claimed"""

CLAIM_SQL = "WITH " + _CLAIM_AND_COUNT
# Through the inbox: its row goes in the claim's statement, so in its transaction (ADR 0093).
_FORGET = """WITH forgotten AS (
    DELETE FROM gateway.polled_update WHERE bot_id = %(bot_id)s AND update_id = %(update_id)s
),
"""
CLAIM_POLLED_SQL = _FORGET + _CLAIM_AND_COUNT

# The dispatch's counters in the order given (sorted by the caller: concurrent finishes take
# the day's rows in one order, ADR 0097); none is an INSERT of no rows.
FINISH_SQL = """WITH finished AS (
    UPDATE gateway.telegram_update SET outcome = %(outcome)s, finished_at = %(finished_at)s
    WHERE bot_id = %(bot_id)s AND update_id = %(update_id)s
    RETURNING id
),
counted AS (
    INSERT INTO gateway.update_counter AS c (kst_date, counter, shard, count)
    SELECT CAST(%(kst_date)s AS date), t.counter, CAST(%(shard)s AS smallint), t.count
    FROM unnest(CAST(%(counters)s AS text[]), CAST(%(counts)s AS bigint[]))
        WITH ORDINALITY AS t(counter, count, n)
    ORDER BY t.n
    ON CONFLICT (kst_date, counter, shard) DO UPDATE SET count = c.count + excluded.count
)
SELECT id FROM finished"""


@dataclass(frozen=True, slots=True)
class UpdateStatement:
    """An update's claim or finish: one statement, run in the caller's transaction or sent
    as its opening statement (``opening``)."""

    sql: str
    params: dict[str, Any]

    def render(self, connection: psycopg.Connection[Any]) -> bytes:
        # psycopg's own literal quoting for this connection: the values cannot change the
        # statement (as the nonce's opening, ``shared.auth.nonces``).
        rendered = psycopg.ClientCursor(connection).mogrify(self.sql, self.params)
        return rendered.encode(connection.info.encoding)

    def run(self, session: Session, sent_rows: int | None = None) -> int:
        """The rows it returned (the claim: 1 if claimed, 0 if a duplicate). ``sent_rows``:
        the answer when the pool's pre-ping already sent it with the BEGIN."""
        if sent_rows is not None:
            return sent_rows
        return len(session.connection().exec_driver_sql(self.sql, self.params).all())


def claim_counted(
    *,
    bot_id: int,
    update_id: int,
    kind: UpdateKind,
    received_at: datetime,
    kst_date: date,
    polled: bool,
) -> UpdateStatement:
    """Claim the update and count it (``update_received``, or ``duplicate_update`` when
    already claimed) in its shard; ``polled``: also take it out of polling's inbox."""
    params = {
        "bot_id": bot_id,
        "update_id": update_id,
        "kind": kind,
        "received_at": received_at,
        "kst_date": kst_date,
        "shard": counter_shard(update_id),
    }
    return UpdateStatement(CLAIM_POLLED_SQL if polled else CLAIM_SQL, params)


def finish_counted(
    *,
    bot_id: int,
    update_id: int,
    outcome: str,
    finished_at: datetime,
    kst_date: date,
    counters: Sequence[tuple[str, int]],
) -> UpdateStatement:
    """Record the outcome and add the dispatch's counters (distinct names, in the order
    their rows are taken) to the update's shard."""
    params: dict[str, Any] = {
        "bot_id": bot_id,
        "update_id": update_id,
        "outcome": outcome,
        "finished_at": finished_at,
        "kst_date": kst_date,
        "shard": counter_shard(update_id),
        "counters": [counter for counter, _ in counters],
        "counts": [count for _, count in counters],
    }
    return UpdateStatement(FINISH_SQL, params)
