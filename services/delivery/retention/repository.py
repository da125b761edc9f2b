"""Ledger rows retention may empty, the emptying itself, and the run's own rows. Flush only."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import ColumnElement, delete, func, null, or_, select, text, update
from sqlalchemy.dialects.postgresql import distinct_on, insert
from sqlalchemy.orm import Session

from services.delivery.ledger.rules import TERMINAL
from services.delivery.retention.rules import is_ledger_body_due
from services.delivery.tables import delivery_ledger, retention_pending, retention_run

# The ledger's guard admits the one redaction UPDATE only inside a transaction that set this
# (``delivery_0012_retention``); nothing else sets it.
REDACTION_SETTING = "dualcoach.redaction_authorized"


@dataclass(frozen=True, slots=True)
class DueBodies:
    """One customer's ledger rows past the rule that still hold a body, destination or receipt."""

    customer_id: str
    deliveries: int
    rows: int
    # Rows written before ``delivery_0012_retention``: their digest covers the body itself,
    # so they keep it until the customer's pilot data goes (ADR 0059).
    kept_rows: int


def _holds_json(column: ColumnElement[object]) -> ColumnElement[bool]:
    # A JSONB column written as Python None holds JSON ``null``, not SQL NULL: neither holds
    # anything.
    return func.coalesce(func.jsonb_typeof(column), "null") != "null"


def _holds_material() -> ColumnElement[bool]:
    return or_(
        delivery_ledger.c.body.is_not(None),
        _holds_json(delivery_ledger.c.destination),
        _holds_json(delivery_ledger.c.receipt),
    )


def due_deliveries(session: Session, *, today: date, days_after_send: int) -> list[str]:
    """The settled deliveries past the ledger rule on ``today`` (by their terminal row)."""
    latest = session.execute(
        select(
            delivery_ledger.c.delivery_id, delivery_ledger.c.state, delivery_ledger.c.recorded_at
        )
        .order_by(delivery_ledger.c.delivery_id, delivery_ledger.c.sequence.desc())
        .ext(distinct_on(delivery_ledger.c.delivery_id))
    )
    return [
        row.delivery_id
        for row in latest
        if row.state in TERMINAL
        and is_ledger_body_due(row.recorded_at, today=today, days_after_send=days_after_send)
    ]


def due_bodies(session: Session, delivery_ids: list[str]) -> list[DueBodies]:
    """Per customer: the rows of these deliveries that still hold a body (nothing changes)."""
    if not delivery_ids:
        return []
    rows = session.execute(
        select(
            delivery_ledger.c.customer_id,
            delivery_ledger.c.delivery_id,
            delivery_ledger.c.digest_version,
        ).where(
            delivery_ledger.c.delivery_id.in_(delivery_ids),
            delivery_ledger.c.redacted_at.is_(None),
            _holds_material(),
        )
    ).all()
    deliveries: dict[str, set[str]] = {}
    redactable: Counter[str] = Counter()
    kept: Counter[str] = Counter()
    for row in rows:
        if row.digest_version >= 2:
            deliveries.setdefault(row.customer_id, set()).add(row.delivery_id)
            redactable[row.customer_id] += 1
        else:
            kept[row.customer_id] += 1
    return [
        DueBodies(customer, len(deliveries.get(customer, ())), redactable[customer], kept[customer])
        for customer in sorted(set(redactable) | set(kept))
    ]


def redact(session: Session, delivery_ids: list[str], now: datetime) -> Counter[str]:
    """Empty the body, destination and receipt of these deliveries' version-2 rows; the
    number of rows emptied per customer. Rows already empty are left alone (idempotent)."""
    if not delivery_ids:
        return Counter()
    session.execute(text("SELECT set_config(:name, 'on', true)"), {"name": REDACTION_SETTING})
    result = session.execute(
        update(delivery_ledger)
        .where(
            delivery_ledger.c.delivery_id.in_(delivery_ids),
            delivery_ledger.c.digest_version == 2,
            delivery_ledger.c.redacted_at.is_(None),
            _holds_material(),
        )
        # SQL NULL, not JSON null: the ledger's guard admits only that.
        .values(body=None, destination=null(), receipt=null(), redacted_at=now)
        .returning(delivery_ledger.c.customer_id)
    )
    emptied = Counter(str(customer) for customer in result.scalars())
    session.flush()
    return emptied


# ---------------------------------------------------------------- unfinished erasures


def pending_customers(session: Session) -> list[str]:
    return sorted(session.execute(select(retention_pending.c.customer_id)).scalars())


def mark_pending(session: Session, customer_id: str, now: datetime) -> None:
    session.execute(
        insert(retention_pending)
        .values(customer_id=customer_id, started_at=now)
        .on_conflict_do_nothing(index_elements=["customer_id"])
    )
    session.flush()


def clear_pending(session: Session, customer_id: str) -> None:
    session.execute(delete(retention_pending).where(retention_pending.c.customer_id == customer_id))
    session.flush()


# ---------------------------------------------------------------- the daily run


@dataclass(frozen=True, slots=True)
class RunRecord:
    kst_date: date
    status: str
    attempts: int


def claim_run(session: Session, day: date, now: datetime) -> RunRecord | None:
    """Remember ``day``'s run and lock it; None while another run holds it."""
    session.execute(
        insert(retention_run)
        .values(kst_date=day, status="pending", attempts=0, first_seen_at=now, updated_at=now)
        .on_conflict_do_nothing(index_elements=["kst_date"])
    )
    found = session.execute(
        select(retention_run.c.kst_date, retention_run.c.status, retention_run.c.attempts)
        .where(retention_run.c.kst_date == day)
        .with_for_update(skip_locked=True)
    ).first()
    return None if found is None else RunRecord(found.kst_date, found.status, found.attempts)


def finish_run(session: Session, day: date, summary: dict[str, int], now: datetime) -> None:
    session.execute(
        update(retention_run)
        .where(retention_run.c.kst_date == day)
        .values(
            status="done",
            attempts=retention_run.c.attempts + 1,
            summary=summary,
            last_reason=None,
            updated_at=now,
        )
    )
    session.flush()


def record_failed_run(session: Session, day: date, reason: str, now: datetime) -> None:
    session.execute(
        update(retention_run)
        .where(retention_run.c.kst_date == day)
        .values(attempts=retention_run.c.attempts + 1, last_reason=reason[:200], updated_at=now)
    )
    session.flush()
