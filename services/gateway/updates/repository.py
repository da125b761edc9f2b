"""Queries for inbound updates and audit counters (flush only; callers own the transaction)."""

from __future__ import annotations

from datetime import date, datetime

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
