"""The outbox table, enqueueing in the caller's transaction, and the relay's row queries."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, Final, Literal

from sqlalchemy import (
    CheckConstraint,
    Column,
    DateTime,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    Row,
    Table,
    Text,
    func,
    literal,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import JSONB, insert
from sqlalchemy.orm import Session

from shared.canonical import canonical_digest

OutboxStatus = Literal["pending", "acknowledged", "conflict", "rejected"]
Verdict = Literal["acknowledged", "conflict", "rejected", "retry"]
STATUSES: Final[tuple[OutboxStatus, ...]] = ("pending", "acknowledged", "conflict", "rejected")
FIRST_BACKOFF: Final = timedelta(seconds=2)
MAX_BACKOFF: Final = timedelta(minutes=5)
# The smallest step Postgres timestamps keep: the queue order of rows enqueued at one instant.
QUEUE_STEP: Final = timedelta(microseconds=1)


# ---------------------------------------------------------------- the table


def _columns() -> list[Column[Any]]:
    return [
        Column("target", Text, nullable=False),
        Column("dedupe_key", Text, nullable=False),
        Column("customer_id", Text, nullable=True),
        Column("path", Text, nullable=False),
        Column("payload", JSONB, nullable=False),
        Column("payload_digest", Text, nullable=False),
        Column("status", Text, nullable=False),
        Column("attempts", Integer, nullable=False),
        Column("next_attempt_at", DateTime(timezone=True), nullable=False),
        Column("last_status", Integer, nullable=True),
        Column("last_reason", Text, nullable=True),
        Column("created_at", DateTime(timezone=True), nullable=False),
        Column("finished_at", DateTime(timezone=True), nullable=True),
    ]


_STATUS_CHECK = "status IN ('pending', 'acknowledged', 'conflict', 'rejected')"


def _target_check(targets: Iterable[str]) -> str:
    names = list(targets)
    if not names or any(not name.isidentifier() for name in names):
        raise ValueError("outbox targets are plain identifiers")
    return f"target IN ({', '.join(repr(name) for name in names)})"


def outbox_table(
    metadata: MetaData, name: str = "outbox", *, targets: Iterable[str] | None = None
) -> Table:
    """The outbox table of a service schema (create it with ``create_outbox_table``).

    The natural key ``(target, dedupe_key)`` is the primary key: no identity sequence, so a
    backup restores rows verbatim. Order is ``created_at`` (microseconds), then the key.
    ``targets``, when given, is the closed set of targets the database accepts.
    """
    extra = [] if targets is None else [CheckConstraint(_target_check(targets), "target_known")]
    return Table(
        name,
        metadata,
        *_columns(),
        PrimaryKeyConstraint("target", "dedupe_key", name=f"pk_{name}"),
        CheckConstraint(_STATUS_CHECK, name="status_known"),
        CheckConstraint("attempts >= 0", name="attempts_not_negative"),
        *extra,
        Index(f"ix_{name}_status_next_attempt_at", "status", "next_attempt_at"),
    )


def create_outbox_table(
    op: Any, schema: str, name: str = "outbox", *, targets: Iterable[str] | None = None
) -> None:
    """Create the outbox table in a migration (frozen: revisions that ran call it; new
    options only ever get defaults that keep their result unchanged)."""
    extra = (
        []
        if targets is None
        else [CheckConstraint(_target_check(targets), name=f"ck_{name}_target_known")]
    )
    op.create_table(
        name,
        *_columns(),
        PrimaryKeyConstraint("target", "dedupe_key", name=f"pk_{name}"),
        CheckConstraint(_STATUS_CHECK, name=f"ck_{name}_status_known"),
        CheckConstraint("attempts >= 0", name=f"ck_{name}_attempts_not_negative"),
        *extra,
        schema=schema,
    )
    op.create_index(
        f"ix_{name}_status_next_attempt_at",
        name,
        ["status", "next_attempt_at"],
        schema=schema,
    )


def drop_outbox_table(op: Any, schema: str, name: str = "outbox") -> None:
    op.drop_index(f"ix_{name}_status_next_attempt_at", table_name=name, schema=schema)
    op.drop_table(name, schema=schema)


# ---------------------------------------------------------------- rows


@dataclass(frozen=True, slots=True)
class OutboxMessage:
    """What to post, where, and under which idempotency key."""

    target: str
    dedupe_key: str
    path: str
    payload: Mapping[str, Any]
    customer_id: str | None = None


@dataclass(frozen=True, slots=True)
class OutboxRow:
    target: str
    dedupe_key: str
    customer_id: str | None
    path: str
    payload: dict[str, Any]
    payload_digest: str
    status: OutboxStatus
    attempts: int
    next_attempt_at: datetime
    last_status: int | None
    last_reason: str | None
    created_at: datetime
    finished_at: datetime | None


class OutboxKeyConflict(Exception):
    """The key is already queued with a different payload; nothing was written."""

    def __init__(self, target: str, dedupe_key: str) -> None:
        super().__init__(f"{target}: key already queued with another payload")
        self.target = target
        self.dedupe_key = dedupe_key


def _row(mapping: Any) -> OutboxRow:
    return OutboxRow(**{name: mapping[name] for name in OutboxRow.__slots__})


def _queue_position(table: Table, message: OutboxMessage, now: datetime) -> Any:
    """``now``, or just after the lane's newest row when the clock has not moved past it:
    an expression the INSERT evaluates, so the position costs no round trip of its own.

    ``created_at`` is the queue order. A clock that stands still (a manual or file clock)
    or a second row in the same transaction would otherwise tie, and ties fall back to the
    keys' alphabetical order - not the order the changes happened in. Whatever was enqueued
    (and visible) before this row sorts before it. (``greatest`` ignores the NULL of an
    empty lane.)
    """
    lane = (
        table.c.customer_id.is_(None)
        if message.customer_id is None
        else table.c.customer_id == message.customer_id
    )
    newest = (
        select(func.max(table.c.created_at) + QUEUE_STEP)
        .where(table.c.target == message.target, lane)
        .scalar_subquery()
    )
    return func.greatest(literal(now, DateTime(timezone=True)), newest)


def enqueue(
    session: Session,
    table: Table,
    message: OutboxMessage,
    *,
    now: datetime,
    not_before: datetime | None = None,
) -> bool:
    """Add ``message`` in the caller's transaction; False if the same message is queued.

    ``not_before`` keeps a new row from being posted before then (its first
    ``next_attempt_at``): a caller that will still complete the row after its own commit
    (``complete_held``) holds it back; if the caller never comes, the row goes as queued.
    """
    payload = dict(message.payload)
    digest = canonical_digest(payload)
    # No lookup of the key first and no query of the queue position: the INSERT computes
    # the position, and a replay's insert does nothing whatever it is, the stored row being
    # compared below - one statement where there were three (issue 18).
    created_at = _queue_position(table, message, now)
    inserted = session.execute(
        insert(table)
        .values(
            target=message.target,
            dedupe_key=message.dedupe_key,
            customer_id=message.customer_id,
            path=message.path,
            payload=payload,
            payload_digest=digest,
            status="pending",
            attempts=0,
            next_attempt_at=now if not_before is None else max(now, not_before),
            created_at=created_at,
        )
        .on_conflict_do_nothing(index_elements=["target", "dedupe_key"])
        .returning(table.c.dedupe_key)
    ).first()
    session.flush()
    if inserted is not None:
        return True
    existing = get_row(session, table, message.target, message.dedupe_key)
    if existing is None or existing.payload_digest != digest:
        raise OutboxKeyConflict(message.target, message.dedupe_key)
    return False


def complete_held(
    session: Session,
    table: Table,
    target: str,
    dedupe_key: str,
    *,
    queued_digest: str,
    payload: Mapping[str, Any] | None,
    now: datetime,
) -> bool:
    """Release a row ``enqueue`` held back (``not_before``), with ``payload`` in place of the
    queued one when given; one statement. True if the row was completed.

    Only a row still exactly as queued (``queued_digest``), never attempted, and still held
    (``next_attempt_at`` after ``now``) changes. A relay claims only due rows, so such a row
    was never posted: the peer can never have seen the queued bytes and then get others
    under the same key. A row released already, posted, changed or gone is left alone.
    """
    values: dict[str, Any] = {"next_attempt_at": now}
    if payload is not None:
        document = dict(payload)
        values |= {"payload": document, "payload_digest": canonical_digest(document)}
    completed = session.execute(
        update(table)
        .where(
            table.c.target == target,
            table.c.dedupe_key == dedupe_key,
            table.c.status == "pending",
            table.c.attempts == 0,
            table.c.payload_digest == queued_digest,
            table.c.next_attempt_at > now,
        )
        .values(**values)
        .returning(table.c.dedupe_key)
    ).first()
    return completed is not None


def get_row(session: Session, table: Table, target: str, dedupe_key: str) -> OutboxRow | None:
    found = (
        session.execute(
            select(table).where(table.c.target == target, table.c.dedupe_key == dedupe_key)
        )
        .mappings()
        .first()
    )
    return _row(found) if found else None


def list_rows(
    session: Session,
    table: Table,
    *,
    target: str | None = None,
    customer_id: str | None = None,
    statuses: Iterable[OutboxStatus] | None = None,
) -> list[OutboxRow]:
    """Rows in queue order (oldest first), optionally filtered."""
    query = select(table).order_by(table.c.created_at, table.c.target, table.c.dedupe_key)
    if target is not None:
        query = query.where(table.c.target == target)
    if customer_id is not None:
        query = query.where(table.c.customer_id == customer_id)
    if statuses is not None:
        query = query.where(table.c.status.in_(list(statuses)))
    return [_row(found) for found in session.execute(query).mappings()]


def due_keys(session: Session, table: Table, now: datetime, limit: int) -> list[tuple[str, str]]:
    query = (
        select(table.c.target, table.c.dedupe_key)
        .where(table.c.status == "pending", table.c.next_attempt_at <= now)
        .order_by(table.c.created_at, table.c.target, table.c.dedupe_key)
        .limit(limit)
    )
    return [(row.target, row.dedupe_key) for row in session.execute(query)]


def claim(session: Session, table: Table, target: str, dedupe_key: str) -> OutboxRow | None:
    """Lock one pending row; None if another relay holds it or it is finished."""
    query = (
        select(table)
        .where(
            table.c.target == target,
            table.c.dedupe_key == dedupe_key,
            table.c.status == "pending",
        )
        .with_for_update(skip_locked=True)
    )
    found = session.execute(query).mappings().first()
    return _row(found) if found else None


def pending_before(session: Session, table: Table, row: OutboxRow) -> bool:
    """Is an older row of the same lane still pending? (keeps a customer's posts in order)"""
    if row.customer_id is None:
        return False
    older = (table.c.created_at < row.created_at) | (
        (table.c.created_at == row.created_at) & (table.c.dedupe_key < row.dedupe_key)
    )
    query = (
        select(table.c.dedupe_key)
        .where(
            table.c.target == row.target,
            table.c.customer_id == row.customer_id,
            table.c.status == "pending",
            older,
        )
        .limit(1)
    )
    return session.execute(query).first() is not None


def finish(
    session: Session,
    table: Table,
    row: OutboxRow,
    *,
    status: OutboxStatus,
    http_status: int | None,
    reason: str | None,
    finished_at: datetime | None,
    next_attempt_at: datetime | None = None,
) -> None:
    values: dict[str, Any] = {
        "status": status,
        "attempts": table.c.attempts + 1,
        "last_status": http_status,
        "last_reason": reason,
        "finished_at": finished_at,
    }
    if next_attempt_at is not None:
        values["next_attempt_at"] = next_attempt_at
    session.execute(
        update(table)
        .where(table.c.target == row.target, table.c.dedupe_key == row.dedupe_key)
        .values(**values)
    )
    session.flush()


@dataclass(frozen=True, slots=True)
class OutboxBacklog:
    """What one target's queue holds right now: counts only, never a row's content."""

    target: str
    pending: int = 0
    oldest_pending_at: datetime | None = None
    conflict: int = 0
    rejected: int = 0


def backlog(session: Session, table: Table) -> dict[str, OutboxBacklog]:
    """Per target: pending rows and the oldest one's age, and rows finished unacknowledged.

    One grouped query that skips acknowledged rows (the bulk of the table) - cheap enough
    to run at every metrics scrape and console page.
    """
    query = (
        select(
            table.c.target,
            table.c.status,
            func.count().label("rows"),
            func.min(table.c.created_at).label("oldest"),
        )
        .where(table.c.status != "acknowledged")
        .group_by(table.c.target, table.c.status)
    )
    return fold_backlog(session.execute(query))


def fold_backlog(rows: Iterable[Row[Any]]) -> dict[str, OutboxBacklog]:
    """Per target, from rows of (target, status, rows, oldest) grouped by target and status:
    one customer's (``backlog``) or every registered customer's (checkin's due scan)."""
    found: dict[str, OutboxBacklog] = {}
    for row in rows:
        current = found.get(row.target, OutboxBacklog(row.target))
        if row.status == "pending":
            current = replace(current, pending=row.rows, oldest_pending_at=row.oldest)
        elif row.status in ("conflict", "rejected"):
            current = replace(current, **{row.status: row.rows})
        found[row.target] = current
    return found


def merge_backlogs(parts: Iterable[Mapping[str, OutboxBacklog]]) -> dict[str, OutboxBacklog]:
    """Add up the backlogs of several scopes (tables under row-level security)."""
    merged: dict[str, OutboxBacklog] = {}
    for part in parts:
        for target, item in part.items():
            seen = merged.get(target)
            if seen is None:
                merged[target] = item
                continue
            oldest = [at for at in (seen.oldest_pending_at, item.oldest_pending_at) if at]
            merged[target] = OutboxBacklog(
                target,
                pending=seen.pending + item.pending,
                oldest_pending_at=min(oldest) if oldest else None,
                conflict=seen.conflict + item.conflict,
                rejected=seen.rejected + item.rejected,
            )
    return merged
