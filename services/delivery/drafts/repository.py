"""Drafts and their revisions (SQLAlchemy Core; only ``flush()``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, literal, select, tuple_, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from services.delivery.tables import draft, draft_review, draft_revision


@dataclass(frozen=True, slots=True)
class DraftRecord:
    draft_id: str
    draft_key: str
    submission_digest: str
    customer_id: str
    kind: str
    audience: str
    held: bool
    hold_reasons: list[dict[str, Any]]
    evidence: list[dict[str, Any]]
    presentation: dict[str, Any] | None
    pinned_body_digest: str
    task_key: str | None
    submitted_by: str
    status: str
    latest_revision: int
    approved_revision: int | None
    approved_at: datetime | None
    discarded_at: datetime | None
    created_at: datetime
    updated_at: datetime
    replaces_draft_id: str | None
    replaced_by_draft_id: str | None
    source_texts: list[dict[str, Any]] | None
    held_by_draft_id: str | None


@dataclass(frozen=True, slots=True)
class RevisionRecord:
    draft_id: str
    revision: int
    text: str
    text_digest: str
    actor: str
    edit_of_revision: int | None
    created_at: datetime


def _draft(mapping: Any) -> DraftRecord:
    return DraftRecord(**{name: mapping[name] for name in DraftRecord.__slots__})


def _revision(mapping: Any) -> RevisionRecord:
    return RevisionRecord(**{name: mapping[name] for name in RevisionRecord.__slots__})


def insert_draft(session: Session, values: dict[str, Any]) -> bool:
    """Insert a new draft; False when its ``draft_key`` already exists (a resubmission)."""
    inserted = session.execute(
        insert(draft)
        .values(**values)
        .on_conflict_do_nothing(index_elements=["draft_key"])
        .returning(draft.c.draft_id)
    ).first()
    session.flush()
    return inserted is not None


def insert_revision(
    session: Session,
    *,
    draft_id: str,
    revision: int,
    text: str,
    text_digest: str,
    actor: str,
    edit_of_revision: int | None,
    now: datetime,
) -> None:
    session.execute(
        insert(draft_revision).values(
            draft_id=draft_id,
            revision=revision,
            text=text,
            text_digest=text_digest,
            actor=actor,
            edit_of_revision=edit_of_revision,
            created_at=now,
        )
    )
    session.flush()


def get(session: Session, draft_id: str, *, lock: bool = False) -> DraftRecord | None:
    """One draft; ``lock`` takes its row lock (every state change does)."""
    query = select(draft).where(draft.c.draft_id == draft_id)
    if lock:
        query = query.with_for_update()
    found = session.execute(query).mappings().first()
    return _draft(found) if found else None


def get_by_key(session: Session, draft_key: str) -> DraftRecord | None:
    found = session.execute(select(draft).where(draft.c.draft_key == draft_key)).mappings().first()
    return _draft(found) if found else None


def update_draft(session: Session, draft_id: str, **values: Any) -> None:
    session.execute(update(draft).where(draft.c.draft_id == draft_id).values(**values))
    session.flush()


# Customer drafts that can still reach the customer: a later safety signal holds these.
WAITING_STATUSES = ("pending", "approved")


def hold_waiting_customer_drafts(
    session: Session,
    customer_id: str,
    *,
    held_by_draft_id: str,
    hold_reasons: list[dict[str, Any]],
    now: datetime,
) -> list[DraftRecord]:
    """Lock and hold every waiting customer draft of ``customer_id``; them, as they were.

    The rows are locked (``FOR UPDATE``, in id order so two holds never deadlock) before the
    update, exactly like every other state change of a draft: an approval or a dispatch
    racing this either committed first (then a dispatched draft is the ledger's) or waits
    and then finds the draft held.
    """
    found = session.execute(
        select(draft)
        .where(
            draft.c.customer_id == customer_id,
            draft.c.audience == "customer",
            draft.c.status.in_(WAITING_STATUSES),
            draft.c.draft_id != held_by_draft_id,
        )
        .order_by(draft.c.draft_id)
        .with_for_update()
    ).mappings()
    waiting = [_draft(row) for row in found]
    ids = [record.draft_id for record in waiting]
    if ids:
        session.execute(
            update(draft)
            .where(draft.c.draft_id.in_(ids), draft.c.status.in_(WAITING_STATUSES))
            .values(
                status="held",
                held=True,
                held_by_draft_id=held_by_draft_id,
                hold_reasons=hold_reasons,
                updated_at=now,
            )
        )
        session.flush()
    return waiting


def revisions(session: Session, draft_id: str) -> list[RevisionRecord]:
    query = (
        select(draft_revision)
        .where(draft_revision.c.draft_id == draft_id)
        .order_by(draft_revision.c.revision)
    )
    return [_revision(found) for found in session.execute(query).mappings()]


def revision(session: Session, draft_id: str, number: int) -> RevisionRecord | None:
    query = select(draft_revision).where(
        draft_revision.c.draft_id == draft_id, draft_revision.c.revision == number
    )
    found = session.execute(query).mappings().first()
    return _revision(found) if found else None


def list_drafts(
    session: Session,
    *,
    statuses: tuple[str, ...] | None = None,
    customer_id: str | None = None,
    limit: int = 200,
    before: tuple[datetime, str] | None = None,
) -> list[DraftRecord]:
    """Drafts newest first; ``before``: only those after this ``(created_at, draft_id)`` key."""
    query = select(draft).order_by(draft.c.created_at.desc(), draft.c.draft_id.desc()).limit(limit)
    if before is not None:
        key = tuple_(draft.c.created_at, draft.c.draft_id)
        query = query.where(key < tuple_(literal(before[0]), literal(before[1])))
    if statuses:
        query = query.where(draft.c.status.in_(statuses))
    if customer_id is not None:
        query = query.where(draft.c.customer_id == customer_id)
    return [_draft(found) for found in session.execute(query).mappings()]


def count_drafts(session: Session, *, statuses: tuple[str, ...]) -> int:
    query = select(func.count()).select_from(draft).where(draft.c.status.in_(statuses))
    return int(session.execute(query).scalar_one())


def customer_ids(session: Session) -> list[str]:
    return sorted(session.execute(select(draft.c.customer_id).distinct()).scalars())


def queue_review(
    session: Session, *, draft_id: str, revision: int, customer_id: str, now: datetime
) -> None:
    """A review is owed for this revision, written by the transaction that made it pending.

    Drafts write the row (it must commit with the revision); ``reviews`` sends and
    advances it.
    """
    session.execute(
        insert(draft_review)
        .values(
            draft_id=draft_id,
            revision=revision,
            customer_id=customer_id,
            state="pending",
            attempts=0,
            created_at=now,
            updated_at=now,
        )
        .on_conflict_do_nothing(index_elements=["draft_id", "revision"])
    )
    session.flush()
