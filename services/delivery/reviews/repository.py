"""Review messages of draft revisions (SQLAlchemy Core; only ``flush()``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from services.delivery.tables import draft_review


@dataclass(frozen=True, slots=True)
class ReviewRecord:
    draft_id: str
    revision: int
    customer_id: str
    state: str
    chat_id: int | None
    topic_id: int | None
    message_id: int | None
    reason: str | None
    attempts: int
    created_at: datetime
    updated_at: datetime


def _review(mapping: Any) -> ReviewRecord:
    return ReviewRecord(**{name: mapping[name] for name in ReviewRecord.__slots__})


def get(
    session: Session, draft_id: str, revision: int, *, lock: bool = False
) -> ReviewRecord | None:
    query = select(draft_review).where(
        draft_review.c.draft_id == draft_id, draft_review.c.revision == revision
    )
    if lock:
        query = query.with_for_update()
    found = session.execute(query).mappings().first()
    return _review(found) if found else None


def update_review(session: Session, draft_id: str, revision: int, **values: Any) -> None:
    session.execute(
        update(draft_review)
        .where(draft_review.c.draft_id == draft_id, draft_review.c.revision == revision)
        .values(**values)
    )
    session.flush()


def list_reviews(
    session: Session,
    *,
    states: tuple[str, ...] | None = None,
    draft_id: str | None = None,
) -> list[ReviewRecord]:
    """Every review in these states, oldest first: the resend loop must see all it owes (a
    cap here once let 200 refused reviews, not yet due, hide every newer one)."""
    query = select(draft_review).order_by(
        draft_review.c.created_at, draft_review.c.draft_id, draft_review.c.revision
    )
    if states:
        query = query.where(draft_review.c.state.in_(states))
    if draft_id is not None:
        query = query.where(draft_review.c.draft_id == draft_id)
    return [_review(found) for found in session.execute(query).mappings()]
