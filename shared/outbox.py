"""A transactional outbox: a message written with the state change it announces, relayed later.

Why: a service that must tell a peer about a change (checkin submitting a draft to delivery)
cannot do both in one transaction. Writing the message as a row *in the same transaction* as
the change, then posting it until the peer acknowledges it, means a crash or an unreachable
peer loses nothing (the row stays pending) and duplicates nothing (the peer is idempotent by
the row's ``dedupe_key``, which travels with every post).

The pieces:

* ``outbox_table(metadata)`` declares the table; ``create_outbox_table(op, schema)`` creates it
  in a migration (both from one column list, so ``alembic check`` agrees).
* ``enqueue(session, table, message, now=...)`` adds a row in the caller's transaction (it only
  flushes). The same ``(target, dedupe_key)`` twice is one row; a different payload under a
  key already used raises ``OutboxKeyConflict`` (fail closed: never silently drop a change).
* ``OutboxRelay.relay_once()`` claims due rows one per transaction with
  ``FOR UPDATE SKIP LOCKED`` (two relays never post the same row at once; a killed relay's
  lock dies with its connection), posts each with the sender registered for its ``target``,
  and applies a pluggable verdict: ``acknowledged`` / ``conflict`` / ``rejected`` finish the
  row, ``retry`` postpones it with exponential backoff. Rows of one ``(target, customer_id)``
  lane go in order: while an older one is pending, younger ones wait.
* ``PeriodicRelay`` runs a relay on a daemon thread every few seconds.

Tables under row-level security (one customer per transaction) pass ``scopes`` (which
scopes to visit) and ``enter_scope`` (how to enter one); the relay visits each scope in turn.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Final, Literal

import httpx
from sqlalchemy import (
    CheckConstraint,
    Column,
    DateTime,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    Table,
    Text,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import JSONB, insert
from sqlalchemy.orm import Session

from shared.canonical import canonical_digest
from shared.clock import Clock
from shared.db.session import Database

_logger = logging.getLogger("dualcoach.outbox")

OutboxStatus = Literal["pending", "acknowledged", "conflict", "rejected"]
Verdict = Literal["acknowledged", "conflict", "rejected", "retry"]
STATUSES: Final[tuple[OutboxStatus, ...]] = ("pending", "acknowledged", "conflict", "rejected")
FIRST_BACKOFF: Final = timedelta(seconds=2)
MAX_BACKOFF: Final = timedelta(minutes=5)


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


def outbox_table(metadata: MetaData, name: str = "outbox") -> Table:
    """The outbox table of a service schema (create it with ``create_outbox_table``).

    The natural key ``(target, dedupe_key)`` is the primary key: no identity sequence, so a
    backup restores rows verbatim. Order is ``created_at`` (microseconds), then the key.
    """
    return Table(
        name,
        metadata,
        *_columns(),
        PrimaryKeyConstraint("target", "dedupe_key", name=f"pk_{name}"),
        CheckConstraint(_STATUS_CHECK, name="status_known"),
        CheckConstraint("attempts >= 0", name="attempts_not_negative"),
        Index(f"ix_{name}_status_next_attempt_at", "status", "next_attempt_at"),
    )


def create_outbox_table(op: Any, schema: str, name: str = "outbox") -> None:
    """Create the outbox table in a migration (frozen: revisions that ran call it)."""
    op.create_table(
        name,
        *_columns(),
        PrimaryKeyConstraint("target", "dedupe_key", name=f"pk_{name}"),
        CheckConstraint(_STATUS_CHECK, name=f"ck_{name}_status_known"),
        CheckConstraint("attempts >= 0", name=f"ck_{name}_attempts_not_negative"),
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


def enqueue(session: Session, table: Table, message: OutboxMessage, *, now: datetime) -> bool:
    """Add ``message`` in the caller's transaction; False if the same message is queued."""
    payload = dict(message.payload)
    digest = canonical_digest(payload)
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
            next_attempt_at=now,
            created_at=now,
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


def _due_keys(session: Session, table: Table, now: datetime, limit: int) -> list[tuple[str, str]]:
    query = (
        select(table.c.target, table.c.dedupe_key)
        .where(table.c.status == "pending", table.c.next_attempt_at <= now)
        .order_by(table.c.created_at, table.c.target, table.c.dedupe_key)
        .limit(limit)
    )
    return [(row.target, row.dedupe_key) for row in session.execute(query)]


def _claim(session: Session, table: Table, target: str, dedupe_key: str) -> OutboxRow | None:
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


def _pending_before(session: Session, table: Table, row: OutboxRow) -> bool:
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


def _finish(
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


# ---------------------------------------------------------------- posting and verdicts


@dataclass(frozen=True, slots=True)
class PostResult:
    """What a post came back with: an HTTP status and problem slug, or a transport error."""

    status: int | None
    slug: str | None = None
    error: str | None = None


@dataclass(frozen=True, slots=True)
class RelayDecision:
    verdict: Verdict
    reason: str | None = None


Sender = Callable[[OutboxRow], PostResult]
Decider = Callable[[OutboxRow, PostResult], RelayDecision]


def decide_by_status(row: OutboxRow, result: PostResult) -> RelayDecision:
    """The default verdict for idempotent peers.

    * 200/201 - acknowledged (200 is the peer's identical replay: the proof that a crash
      after the post but before our commit lost nothing and duplicated nothing);
    * 409 - the key carries different content at the peer: never retried;
    * 400/404/410/422 - the peer will never accept it;
    * anything else (no answer, 5xx, 401/403/429) - try again later.
    """
    status = result.status
    if status in (200, 201):
        return RelayDecision("acknowledged")
    if status == 409:
        return RelayDecision("conflict", result.slug or "conflict")
    if status in (400, 404, 410, 422):
        return RelayDecision("rejected", result.slug or f"http-{status}")
    if status is None:
        return RelayDecision("retry", result.error or "unreachable")
    return RelayDecision("retry", result.slug or f"http-{status}")


def backoff(attempts: int) -> timedelta:
    """2 s, 4 s, 8 s ... capped at five minutes (``attempts`` counts the failed ones)."""
    exponent = max(0, min(attempts - 1, 16))
    return min(FIRST_BACKOFF * (1 << exponent), MAX_BACKOFF)


def problem_slug(response: httpx.Response) -> str | None:
    """The slug of a problem+json answer (``urn:dualcoach:problem:<slug>``), if any."""
    try:
        body = response.json()
    except ValueError:
        return None
    problem_type = body.get("type") if isinstance(body, dict) else None
    return str(problem_type).rsplit(":", 1)[-1] if problem_type else None


def http_sender(client: httpx.Client, *, timeout: float | None = None) -> Sender:
    """A sender that POSTs each row's JSON payload to ``row.path`` on ``client``."""

    def send(row: OutboxRow) -> PostResult:
        try:
            if timeout is None:
                response = client.post(row.path, json=row.payload)
            else:
                response = client.post(row.path, json=row.payload, timeout=timeout)
        except httpx.HTTPError as error:
            return PostResult(None, error=type(error).__name__)
        return PostResult(response.status_code, problem_slug(response))

    return send


# ---------------------------------------------------------------- the relay


@dataclass
class RelayReport:
    acknowledged: int = 0
    retried: int = 0
    conflicts: int = 0
    rejected: int = 0
    skipped: int = 0
    outcomes: list[tuple[str, str, Verdict]] = field(default_factory=list)

    def add(self, row: OutboxRow, verdict: Verdict) -> None:
        self.outcomes.append((row.target, row.dedupe_key, verdict))
        if verdict == "acknowledged":
            self.acknowledged += 1
        elif verdict == "conflict":
            self.conflicts += 1
        elif verdict == "rejected":
            self.rejected += 1
        else:
            self.retried += 1

    def as_dict(self) -> dict[str, int]:
        return {
            "acknowledged": self.acknowledged,
            "retried": self.retried,
            "conflicts": self.conflicts,
            "rejected": self.rejected,
            "skipped": self.skipped,
        }


def _single_scope(session: Session) -> list[str | None]:
    return [None]


class OutboxRelay:
    """Posts due rows of one outbox table with the sender registered for each target."""

    def __init__(
        self,
        *,
        database: Database,
        table: Table,
        clock: Clock,
        senders: Mapping[str, Sender],
        decide: Decider = decide_by_status,
        scopes: Callable[[Session], Iterable[str | None]] = _single_scope,
        enter_scope: Callable[[Session, str], None] | None = None,
        delay: Callable[[int], timedelta] = backoff,
    ) -> None:
        self._database = database
        self._table = table
        self._clock = clock
        self._senders = dict(senders)
        self._decide = decide
        self._scopes = scopes
        self._enter_scope = enter_scope
        self._delay = delay
        self._lock = threading.Lock()

    def _enter(self, session: Session, scope: str | None) -> None:
        if scope is not None and self._enter_scope is not None:
            self._enter_scope(session, scope)

    def relay_once(self, *, limit: int = 100, only_scope: str | None = None) -> RelayReport:
        """One pass over due rows (optionally of one scope); safe to run concurrently."""
        report = RelayReport()
        # One pass at a time in this process; other processes are kept apart by SKIP LOCKED.
        with self._lock:
            if only_scope is not None:
                scopes: list[str | None] = [only_scope]
            else:
                with self._database.transaction() as session:
                    scopes = list(self._scopes(session))
            for scope in scopes:
                self._relay_scope(scope, limit, report)
        return report

    def _relay_scope(self, scope: str | None, limit: int, report: RelayReport) -> None:
        with self._database.transaction() as session:
            self._enter(session, scope)
            keys = _due_keys(session, self._table, self._clock.now(), limit)
        blocked: set[tuple[str, str | None]] = set()
        for target, dedupe_key in keys:
            with self._database.transaction() as session:
                self._enter(session, scope)
                row = _claim(session, self._table, target, dedupe_key)
                lane = (target, row.customer_id if row else None)
                if row is None or lane in blocked or _pending_before(session, self._table, row):
                    report.skipped += 1
                    continue
                sender = self._senders.get(target)
                if sender is None:
                    _logger.error("outbox_unknown_target", extra={"fields": {"kind": target}})
                    report.skipped += 1
                    continue
                result = sender(row)
                decision = self._decide(row, result)
                now = self._clock.now()
                if decision.verdict == "retry":
                    _finish(
                        session,
                        self._table,
                        row,
                        status="pending",
                        http_status=result.status,
                        reason=decision.reason,
                        finished_at=None,
                        next_attempt_at=now + self._delay(row.attempts + 1),
                    )
                    blocked.add(lane)
                else:
                    _finish(
                        session,
                        self._table,
                        row,
                        status=decision.verdict,
                        http_status=result.status,
                        reason=decision.reason,
                        finished_at=now,
                    )
                report.add(row, decision.verdict)
                if decision.verdict != "acknowledged":
                    _logger.warning(
                        "outbox_not_acknowledged",
                        extra={
                            "fields": {
                                "kind": target,
                                "outcome": decision.verdict,
                                "reason": decision.reason,
                                "status": result.status,
                                "customer_id": row.customer_id,
                            }
                        },
                    )


class PeriodicRelay:
    """Runs ``relay.relay_once()`` every ``interval`` seconds on a daemon thread."""

    def __init__(self, relay: OutboxRelay, interval: float, *, name: str = "outbox-relay") -> None:
        self._relay = relay
        self._interval = interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name=name, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=30)

    def _loop(self) -> None:
        while not self._stop.wait(self._interval):
            try:
                self._relay.relay_once()
            except Exception as error:  # an outage delays the relay; it never kills the loop
                _logger.error(
                    "outbox_relay_failed", extra={"fields": {"error_type": type(error).__name__}}
                )
