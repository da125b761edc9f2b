"""Queries for inbound updates and audit counters (flush only; callers own the transaction)."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import func, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from services.gateway.tables import telegram_update, update_counter
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
    """The getUpdates offset after the newest recorded update (None: nothing recorded yet)."""
    newest = session.execute(
        select(func.max(telegram_update.c.update_id)).where(telegram_update.c.bot_id == bot_id)
    ).scalar_one()
    return None if newest is None else int(newest) + 1


def increment_counter(session: Session, *, kst_date: date, counter: str, by: int = 1) -> None:
    statement = insert(update_counter).values(kst_date=kst_date, counter=counter, count=by)
    session.execute(
        statement.on_conflict_do_update(
            index_elements=["kst_date", "counter"],
            set_={"count": update_counter.c.count + statement.excluded.count},
        )
    )


def counters_on(session: Session, *, kst_date: date) -> list[CounterRow]:
    rows = session.execute(
        select(update_counter.c.counter, update_counter.c.count)
        .where(update_counter.c.kst_date == kst_date)
        .order_by(update_counter.c.counter)
    ).all()
    return [
        CounterRow(kst_date=kst_date.isoformat(), counter=name, count=int(count))
        for name, count in rows
    ]
