"""Ledger rows: append under the customer's chain lock; read a delivery or a whole chain."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import fields as dataclass_fields
from datetime import datetime
from typing import Any, Final

from sqlalchemy import Select, and_, func, literal, select, tuple_, update
from sqlalchemy.dialects.postgresql import distinct_on, insert
from sqlalchemy.orm import Session

from services.delivery.ledger.rules import (
    DIGEST_VERSION,
    LedgerFields,
    TransitionRefused,
    chain_row,
    check_transition,
    digested_document,
    receipt_digest,
)
from services.delivery.tables import chain_head, delivery_ledger
from shared.hashchain import GENESIS_DIGEST


@dataclass(frozen=True, slots=True)
class ChainHead:
    """The row the next append of a chain links to: its sequence and its digest."""

    sequence: int
    digest: str


# A customer's head before their first row: what ``lock_chain`` creates on first use, and
# what an empty chain must match.
NEW_CHAIN_HEAD: Final = ChainHead(0, GENESIS_DIGEST)


def lock_chain(session: Session, chain: str, customer_id: str) -> ChainHead:
    """Lock (``FOR UPDATE``) the head of a customer's chain, creating it on first use.

    Every append of that customer waits here, so reading the current state and appending
    the next row is one serialised step: two requests can never both see ``prepared`` and
    both append ``sending``. The unique ``(customer_id, sequence)`` would catch a fork anyway.
    """
    session.execute(
        insert(chain_head)
        .values(
            chain=chain,
            customer_id=customer_id,
            head_sequence=NEW_CHAIN_HEAD.sequence,
            head_digest=NEW_CHAIN_HEAD.digest,
        )
        .on_conflict_do_nothing(index_elements=["chain", "customer_id"])
    )
    found = session.execute(
        select(chain_head.c.head_sequence, chain_head.c.head_digest)
        .where(chain_head.c.chain == chain, chain_head.c.customer_id == customer_id)
        .with_for_update()
    ).one()
    return ChainHead(found.head_sequence, found.head_digest)


def advance_chain(
    session: Session, chain: str, customer_id: str, sequence: int, digest: str
) -> None:
    session.execute(
        update(chain_head)
        .where(chain_head.c.chain == chain, chain_head.c.customer_id == customer_id)
        .values(head_sequence=sequence, head_digest=digest)
    )


@dataclass(frozen=True, slots=True)
class LedgerRow(LedgerFields):
    """A stored ledger row: its fields and its place in the customer's chain."""

    id: int
    sequence: int
    previous_row_digest: str
    row_digest: str
    digest_version: int
    receipt_digest: str | None
    # Set once, when retention removed the body, destination and receipt (v2 rows only).
    redacted_at: datetime | None

    def chain_document(self) -> dict[str, Any]:
        """The stored row in the form the hash chain verifies."""
        document = digested_document(
            self,
            self.sequence,
            self.previous_row_digest,
            digest_version=self.digest_version,
            stored_receipt_digest=self.receipt_digest,
        )
        document["row_digest"] = self.row_digest  # the stored one, to be checked
        return document


# Every column a ``LedgerRow`` holds, in its fields' order: rows are read positionally into
# it, not through a mapping looked up by name per field (a chain read is every row of a
# customer, before every send).
_LEDGER_COLUMNS = tuple(delivery_ledger.c[field.name] for field in dataclass_fields(LedgerRow))


def _row(found: Any) -> LedgerRow:
    return LedgerRow(*found)


def _select_rows() -> Select[Any]:
    return select(*_LEDGER_COLUMNS)


def current(session: Session, delivery_id: str) -> LedgerRow | None:
    """The latest row of a delivery: its state."""
    found = session.execute(
        _select_rows()
        .where(delivery_ledger.c.delivery_id == delivery_id)
        .order_by(delivery_ledger.c.sequence.desc())
        .limit(1)
    ).first()
    return _row(found) if found else None


def append(session: Session, fields: LedgerFields, *, after: LedgerRow | None) -> LedgerRow:
    """Append the next state of a delivery: compare-and-append on its latest row.

    Takes the customer's chain lock and re-reads the delivery's latest row under it. The
    row is appended only if that latest row is still ``after`` (the row the caller decided
    from; None for a new delivery) and the transition is allowed; otherwise someone else
    moved the delivery first and ``TransitionRefused`` says where it is now.
    """
    head = lock_chain(session, "delivery", fields.customer_id)
    latest = current(session, fields.delivery_id)
    latest_id = latest.id if latest else None
    if latest_id != (after.id if after else None):
        raise TransitionRefused(latest.state if latest else None, fields.state)
    check_transition(latest.state if latest else None, fields.state)
    sequence = head.sequence + 1
    row = chain_row(fields, sequence, head.digest)
    values = {field.name: getattr(fields, field.name) for field in dataclass_fields(LedgerFields)}
    values.update(
        sequence=sequence,
        previous_row_digest=head.digest,
        row_digest=row["row_digest"],
        digest_version=DIGEST_VERSION,
        receipt_digest=receipt_digest(fields.receipt),
    )
    inserted = session.execute(insert(delivery_ledger).values(**values).returning(*_LEDGER_COLUMNS))
    stored = _row(inserted.one())
    advance_chain(session, "delivery", fields.customer_id, sequence, str(row["row_digest"]))
    session.flush()
    return stored


def delivery_rows(session: Session, delivery_id: str) -> list[LedgerRow]:
    query = (
        _select_rows()
        .where(delivery_ledger.c.delivery_id == delivery_id)
        .order_by(delivery_ledger.c.sequence)
    )
    return [_row(found) for found in session.execute(query).all()]


def chain_rows(session: Session, customer_id: str) -> list[LedgerRow]:
    """The customer's whole chain in order (one index range scan of ``(customer_id, sequence)``)."""
    query = (
        _select_rows()
        .where(delivery_ledger.c.customer_id == customer_id)
        .order_by(delivery_ledger.c.sequence)
    )
    return [_row(found) for found in session.execute(query).all()]


def chain_heads(session: Session) -> dict[str, ChainHead]:
    """Every customer's delivery chain head, unlocked (for a read-only view in a snapshot)."""
    query = select(
        chain_head.c.customer_id, chain_head.c.head_sequence, chain_head.c.head_digest
    ).where(chain_head.c.chain == "delivery")
    return {
        customer_id: ChainHead(sequence, digest)
        for customer_id, sequence, digest in session.execute(query).all()
    }


def _latest(
    *,
    states: tuple[str, ...] | None,
    draft_ids: list[str] | None,
    with_reason: bool,
    not_actor: str | None,
) -> Select[Any]:
    """The current row of every delivery that matches: its latest ``sequence``."""
    latest = (
        select(
            delivery_ledger.c.delivery_id,
            func.max(delivery_ledger.c.sequence).label("sequence"),
            delivery_ledger.c.customer_id,
        )
        .group_by(delivery_ledger.c.delivery_id, delivery_ledger.c.customer_id)
        .subquery()
    )
    query = _select_rows().join(
        latest,
        and_(
            delivery_ledger.c.delivery_id == latest.c.delivery_id,
            delivery_ledger.c.sequence == latest.c.sequence,
            delivery_ledger.c.customer_id == latest.c.customer_id,
        ),
    )
    if states:
        query = query.where(delivery_ledger.c.state.in_(states))
    if draft_ids is not None:
        query = query.where(delivery_ledger.c.draft_id.in_(draft_ids))
    if with_reason:
        query = query.where(delivery_ledger.c.reason.is_not(None))
    if not_actor is not None:
        query = query.where(delivery_ledger.c.actor.is_distinct_from(not_actor))
    return query


def latest_rows(
    session: Session,
    *,
    states: tuple[str, ...] | None = None,
    draft_ids: list[str] | None = None,
    with_reason: bool = False,
    not_actor: str | None = None,
    limit: int | None = 500,
    before: tuple[datetime, str] | None = None,
) -> list[LedgerRow]:
    """The current row of every delivery (optionally only those in ``states``, with a reason,
    or whose current row another actor than ``not_actor`` wrote), newest first.

    ``limit`` None: all of them (recovery must not miss one). ``before``: only rows older than
    this ``(recorded_at, delivery_id)`` key - the next page after a page's last row.
    """
    query = _latest(
        states=states, draft_ids=draft_ids, with_reason=with_reason, not_actor=not_actor
    )
    if before is not None:
        key = tuple_(delivery_ledger.c.recorded_at, delivery_ledger.c.delivery_id)
        query = query.where(key < tuple_(literal(before[0]), literal(before[1])))
    query = query.order_by(
        delivery_ledger.c.recorded_at.desc(), delivery_ledger.c.delivery_id.desc()
    )
    if limit is not None:
        query = query.limit(limit)
    return [_row(found) for found in session.execute(query).all()]


def count_latest(
    session: Session,
    *,
    states: tuple[str, ...],
    with_reason: bool = False,
    not_actor: str | None = None,
) -> int:
    """How many rows ``latest_rows`` would return with no limit (a page's "N in all")."""
    query = _latest(states=states, draft_ids=None, with_reason=with_reason, not_actor=not_actor)
    return int(session.execute(select(func.count()).select_from(query.subquery())).scalar_one())


def recent_rows(session: Session, *, limit: int = 200) -> list[LedgerRow]:
    query = _select_rows().order_by(delivery_ledger.c.id.desc()).limit(limit)
    return [_row(found) for found in session.execute(query).all()]


def count_by_state(session: Session) -> dict[str, int]:
    """How many deliveries are in each state (a delivery's state is its latest row).

    One pass over the ledger with ``DISTINCT ON`` along ``(delivery_id, sequence)``; counts
    only, for ``/metrics`` and the console's health panel.
    """
    latest = (
        select(delivery_ledger.c.state)
        .ext(distinct_on(delivery_ledger.c.delivery_id))
        .order_by(delivery_ledger.c.delivery_id, delivery_ledger.c.sequence.desc())
        .subquery()
    )
    query = select(latest.c.state, func.count()).group_by(latest.c.state)
    return {str(state): int(count) for state, count in session.execute(query).all()}
