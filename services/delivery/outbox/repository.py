"""Outbox rows: enqueue inside the caller's transaction; claim and finish for the relay."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from sqlalchemy import select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from services.delivery.tables import outbox

Target = Literal["checkin_event", "expression_outcome"]


@dataclass(frozen=True, slots=True)
class OutboxRow:
    id: int
    target: Target
    dedupe_key: str
    customer_id: str | None
    path: str
    payload: dict[str, Any]
    status: str
    attempts: int
    next_attempt_at: datetime
    last_status: int | None
    last_reason: str | None
    created_at: datetime
    finished_at: datetime | None


def enqueue(
    session: Session,
    *,
    target: Target,
    dedupe_key: str,
    customer_id: str | None,
    path: str,
    payload: dict[str, Any],
    now: datetime,
) -> None:
    """Add a row in the caller's transaction; the same key twice stays one row."""
    session.execute(
        insert(outbox)
        .values(
            target=target,
            dedupe_key=dedupe_key,
            customer_id=customer_id,
            path=path,
            payload=payload,
            status="pending",
            attempts=0,
            next_attempt_at=now,
            created_at=now,
        )
        .on_conflict_do_nothing(index_elements=["target", "dedupe_key"])
    )
    session.flush()


def _row(mapping: Any) -> OutboxRow:
    return OutboxRow(**{column: mapping[column] for column in OutboxRow.__slots__})


def due_ids(session: Session, now: datetime, limit: int) -> list[int]:
    """Pending rows whose time has come, oldest first."""
    query = (
        select(outbox.c.id)
        .where(outbox.c.status == "pending", outbox.c.next_attempt_at <= now)
        .order_by(outbox.c.id)
        .limit(limit)
    )
    return list(session.execute(query).scalars())


def claim(session: Session, row_id: int) -> OutboxRow | None:
    """Lock one pending row; None if another relay holds it or it is finished.

    ``SKIP LOCKED``: two relays never post the same row at the same time; a killed relay's
    lock dies with its connection, so the row is simply pending again.
    """
    query = (
        select(outbox)
        .where(outbox.c.id == row_id, outbox.c.status == "pending")
        .with_for_update(skip_locked=True)
    )
    found = session.execute(query).mappings().first()
    return _row(found) if found else None


def pending_before(session: Session, row: OutboxRow) -> bool:
    """Is an older row of the same customer and target still pending? (keeps order)"""
    if row.customer_id is None:
        return False
    query = (
        select(outbox.c.id)
        .where(
            outbox.c.target == row.target,
            outbox.c.customer_id == row.customer_id,
            outbox.c.status == "pending",
            outbox.c.id < row.id,
        )
        .limit(1)
    )
    return session.execute(query).first() is not None


def finish(
    session: Session,
    row_id: int,
    *,
    status: str,
    http_status: int | None,
    reason: str | None,
    now: datetime,
) -> None:
    session.execute(
        update(outbox)
        .where(outbox.c.id == row_id)
        .values(
            status=status,
            attempts=outbox.c.attempts + 1,
            last_status=http_status,
            last_reason=reason,
            finished_at=now,
        )
    )
    session.flush()


def postpone(
    session: Session,
    row_id: int,
    *,
    http_status: int | None,
    reason: str | None,
    next_attempt_at: datetime,
) -> None:
    session.execute(
        update(outbox)
        .where(outbox.c.id == row_id)
        .values(
            attempts=outbox.c.attempts + 1,
            last_status=http_status,
            last_reason=reason,
            next_attempt_at=next_attempt_at,
        )
    )
    session.flush()


def list_rows(
    session: Session, *, statuses: tuple[str, ...] | None = None, limit: int = 200
) -> list[OutboxRow]:
    query = select(outbox).order_by(outbox.c.id.desc()).limit(limit)
    if statuses:
        query = query.where(outbox.c.status.in_(statuses))
    return [_row(found) for found in session.execute(query).mappings()]
