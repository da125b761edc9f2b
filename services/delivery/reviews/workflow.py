"""Sending Richard's review messages: a procedure of several transactions (ADR 0081).

Read the draft and its review, ask checkin for the owner's live destination outside any
transaction, claim the review (``sending``) under its row lock, send it through the
gateway (``sending.operator``), record the outcome. The claim is committed before the
gateway call and each revision is one reservation, so a retry never shows Richard the same
review twice (see ``reviews/service.py``). Run by the owed-message queue after a draft
becomes pending, and by the worker's timer (``resend_reviews``).
"""

from __future__ import annotations

import logging
from typing import Any

from services.delivery.context import DeliveryContext
from services.delivery.drafts import repository as drafts
from services.delivery.drafts.rules import stored_source_texts
from services.delivery.peers.errors import PeerError
from services.delivery.reviews import repository, rules, texts
from services.delivery.reviews.repository import ReviewRecord
from services.delivery.reviews.service import buttons
from services.delivery.sending.operator import OWED, due, send_operator_message

_logger = logging.getLogger("dualcoach.delivery.reviews")


def _finish(context: DeliveryContext, review: ReviewRecord, state: str, **values: Any) -> None:
    with context.runtime.database.transaction() as session:
        repository.update_review(
            session,
            review.draft_id,
            review.revision,
            state=state,
            updated_at=context.runtime.clock.now(),
            **values,
        )


def send_review(
    context: DeliveryContext, draft_id: str, revision: int, *, resume_sending: bool = False
) -> str:
    """Send the review of one revision if it is still owed; returns the review's state.

    ``resume_sending`` also takes a review a crash left ``sending`` (see ``resend_reviews``).
    """
    owed = (*OWED, "sending") if resume_sending else OWED
    with context.runtime.database.transaction() as session:
        review = repository.get(session, draft_id, revision)
        record = drafts.get(session, draft_id)
        text = drafts.revision(session, draft_id, revision)
        replaced = (
            drafts.get(session, record.replaces_draft_id)
            if record and record.replaces_draft_id
            else None
        )
    if review is None or record is None or text is None:
        return "missing"
    replacement = (
        rules.replacement_kind(draft_id, replaced.status, replaced.replaced_by_draft_id)
        if replaced is not None
        else None
    )
    if review.state not in owed:
        return review.state
    try:
        live = context.checkin.destinations(record.customer_id)
    except PeerError:
        return review.state  # the registry cannot be read now: try again later
    target, problem = rules.review_destination(live)
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        locked = repository.get(session, draft_id, revision, lock=True)
        current = drafts.get(session, draft_id)
        if locked is None or current is None or locked.state not in owed:
            return locked.state if locked else "missing"
        if current.status != "pending" or rules.stale(current.latest_revision, revision):
            repository.update_review(
                session, draft_id, revision, state="skipped", reason="not-pending", updated_at=now
            )
            return "skipped"
        if target is None:
            repository.update_review(
                session, draft_id, revision, state="blocked", reason=problem, updated_at=now
            )
            _logger.error("review_destination_refused", extra={"fields": {"reason": problem}})
            return "blocked"
        repository.update_review(
            session,
            draft_id,
            revision,
            state="sending",
            chat_id=target.chat_id,
            topic_id=target.topic_id,
            attempts=locked.attempts + 1,
            updated_at=now,
        )
    sent = send_operator_message(
        context,
        reservation_id=rules.reservation_id(draft_id, revision),
        target=target,
        text=texts.review_text(
            record.customer_id,
            record.kind,
            revision,
            text.text,
            replacement=replacement,
            draft_id=draft_id,
            source_texts=stored_source_texts(record.source_texts),
        ),
        buttons=buttons(draft_id, revision),
    )
    if sent.state == "sent":
        _finish(context, review, "sent", message_id=sent.message_id, reason=None)
        return "sent"
    _finish(context, review, sent.state, reason=sent.reason)
    _logger.warning(
        "review_not_sent", extra={"fields": {"outcome": sent.state, "reason": sent.reason}}
    )
    return sent.state


def resend_reviews(context: DeliveryContext, *, grace_seconds: float) -> list[str]:
    """Send every review still owed: pending, or refused at least ``grace_seconds`` ago.

    A review left ``sending`` by a crash is tried again once it is older than the stale-send
    limit: the gateway answers a reservation it already sent with its receipt (or with
    ``unknown`` when that send's outcome is unknown) - never a second message.
    """
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        owed = repository.list_reviews(session, states=(*OWED, "sending"))
    sent = []
    for review in owed:
        if not due(
            review.state,
            now - review.updated_at,
            grace_seconds=grace_seconds,
            stale_seconds=context.section.stale_sending_seconds,
        ):
            continue
        state = send_review(
            context, review.draft_id, review.revision, resume_sending=review.state == "sending"
        )
        if state == "sent":
            sent.append(f"{review.draft_id}.r{review.revision}")
    return sent
