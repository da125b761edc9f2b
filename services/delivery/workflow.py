"""Richard's and checkin's operations, each its own transaction(s), shared by every entry point.

The signed API, the console and Telegram operator actions all call these, so a rule is
enforced once: submit (held drafts become Richard's notice, sent to him at once), edit,
approve (optionally sending right away), discard, send, reconcile. A customer draft that
becomes pending (submitted, or edited) is shown to Richard in Telegram for review.
"""

from __future__ import annotations

import logging

from sqlalchemy.orm import Session

from services.delivery.context import DeliveryContext
from services.delivery.drafts import repository as drafts
from services.delivery.drafts import service as draft_service
from services.delivery.drafts.repository import DraftRecord
from services.delivery.drafts.schemas import DraftView, EditRequest
from services.delivery.drafts.service import DraftNotFound
from services.delivery.holds import service as holds
from services.delivery.ledger import rules as ledger_rules
from services.delivery.ledger.prepared import PreparedMaterialError
from services.delivery.ledger.repository import LedgerRow
from services.delivery.peers.checkin import Destinations
from services.delivery.reviews import workflow as reviews
from services.delivery.sending import workflow as sending
from services.delivery.sending.service import reserve
from shared.contracts.drafts import DraftSubmission

_logger = logging.getLogger("dualcoach.delivery.workflow")


def submit_draft(
    context: DeliveryContext, submission: DraftSubmission, *, submitted_by: str
) -> tuple[DraftView, bool]:
    """Store a draft; a held one also reserves Richard's notice in the same transaction."""
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        record, created = draft_service.submit(
            session, submission, submitted_by=submitted_by, now=now
        )
        if created and record.held:
            reserve(session, context, record, purpose="owner_notice", actor="system", now=now)
    if created and record.held:
        owe_notice(context, record.draft_id)
    elif created:
        owe_review(context, record.draft_id, 1)
    with context.runtime.database.transaction() as session:
        return draft_service.view(session, _get(session, record.draft_id)), created


def owe_review(context: DeliveryContext, draft_id: str, revision: int) -> None:
    """Have Richard's review of a newly pending revision sent soon, off this thread."""
    context.owed.owe(
        f"review:{draft_id}:{revision}", lambda: review_now(context, draft_id, revision)
    )


def owe_notice(context: DeliveryContext, draft_id: str) -> None:
    """Have a held draft's notice sent to Richard soon, off this thread."""
    context.owed.owe(f"notice:{draft_id}", lambda: notify_owner(context, draft_id))


def review_now(context: DeliveryContext, draft_id: str, revision: int) -> None:
    """Send Richard the review of a newly pending revision; recovery retries what is left."""
    try:
        reviews.send_review(context, draft_id, revision)
    except Exception as error:  # the draft is stored; its review is owed, not lost
        _logger.error("review_send_failed", extra={"fields": {"error_type": type(error).__name__}})


def notify_owner(context: DeliveryContext, draft_id: str) -> LedgerRow | None:
    """Send a held draft's notice to Richard now; recovery retries whatever is left."""
    try:
        return sending.drive(context, ledger_rules.delivery_id_for(draft_id, "owner_notice"))
    except PreparedMaterialError as error:
        _logger.error("owner_notice_hard_stop", extra={"fields": {"reason": error.reason}})
        return None


def _get(session: Session, draft_id: str) -> DraftRecord:
    record = drafts.get(session, draft_id)
    if record is None:
        raise DraftNotFound(draft_id)
    return record


def get_view(context: DeliveryContext, draft_id: str) -> DraftView:
    with context.runtime.database.transaction() as session:
        return draft_service.view(session, _get(session, draft_id))


def edit_draft(context: DeliveryContext, draft_id: str, request: EditRequest) -> DraftView:
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        before = _get(session, draft_id).latest_revision
        record = draft_service.edit(session, draft_id, request, now=now)
    if record.latest_revision != before:
        owe_review(context, draft_id, record.latest_revision)
    return get_view(context, draft_id)


def approve_draft(
    context: DeliveryContext,
    draft_id: str,
    revision: int,
    *,
    send: bool,
    destinations: Destinations | None = None,
) -> DraftView:
    """Approve exactly ``revision``; with ``send`` dispatch it at once (at most one send)."""
    approve_and_send(context, draft_id, revision, send=send, destinations=destinations)
    return get_view(context, draft_id)


def approve_and_send(
    context: DeliveryContext,
    draft_id: str,
    revision: int,
    *,
    send: bool,
    destinations: Destinations | None = None,
    read: DraftRecord | None = None,
) -> LedgerRow | None:
    """Approve exactly ``revision``; with ``send`` dispatch it at once (at most one send) and
    return its delivery's row after the send (None without ``send``).

    ``destinations``: checkin's answer for the draft's customer, read moments ago in the
    same procedure (Richard's press reads it to check that he is the owner). ``read``: the
    draft as the caller read it moments ago in the same procedure (the press reads it to find
    the customer); only what never changes (customer, audience, creation time) and ``held``
    (whether to ask checkin the safety state at all) are taken from it - the approval decides
    under the draft's row lock from the row it finds there."""
    if read is None or read.draft_id != draft_id:
        with context.runtime.database.transaction() as session:
            read = _get(session, draft_id)
    record = read
    if record.audience == "customer":
        # Host-only reservation ownership (seed 003 Rev 37): refused before any row.
        if destinations is not None and destinations.customer_id != record.customer_id:
            destinations = None  # another customer's answer: ask for this one's
        sending.require_ordinary_binding(context, record.customer_id, destinations)
    checked = record.audience == "customer" and not record.held
    if checked:
        # Checkin owns the safety state: ask it now, refuse if it is held or silent. A hold
        # arriving after this answer holds the draft under its row lock before or after
        # the approval below - either way nothing is sent (``sending`` asks again).
        holds.require_sendable(context, record.customer_id, record.created_at)
    if send and not checked:
        # Not a customer draft that may be sent (an approval refuses it): dispatch's checks.
        with context.runtime.database.transaction() as session:
            draft_service.approve(session, draft_id, revision, now=context.runtime.clock.now())
        return sending.dispatch(context, draft_id, actor="richard")
    # The binding and safety checks above are the ones before the reservation, so an
    # approval that sends reserves in the approval's own transaction, under the same row
    # lock (they were one transaction apart, with nothing but the commit between them): no
    # press leaves a draft approved but unreserved. The send's commit points after it -
    # reserved, prepared, sending, the outcome - are each still their own transaction.
    refused: PreparedMaterialError | None = None
    row: LedgerRow | None = None
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        approved = draft_service.approve(session, draft_id, revision, now=now)
        if send:
            try:
                row = sending.reserve_or_resume(session, context, approved, actor="richard")
            except PreparedMaterialError as error:
                # ``reserve`` checks the pinned body before it writes anything: the
                # approval stands (committed here), only the send is refused.
                refused = error
    if refused is not None:
        raise refused
    if row is None:
        return None
    return sending.drive_on(context, row, approved)


def send_draft(context: DeliveryContext, draft_id: str) -> DraftView:
    sending.dispatch(context, draft_id, actor="richard")
    return get_view(context, draft_id)


def discard_draft(
    context: DeliveryContext, draft_id: str, *, revision: int | None = None
) -> DraftView:
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        record = draft_service.discard(session, draft_id, now=now, revision=revision)
        return draft_service.view(session, record)
