"""Richard's 승인 / 수정 / 폐기 on a review message, forwarded verbatim by the gateway.

Only the owner's exact triple (live, from checkin) may act; anyone else changes nothing.
Every button acts on the revision its message shows: 승인 approves exactly that revision and
sends it (at most once, through the ledger); a press on an older revision is refused with a
Korean answer and nothing is sent. 수정 answers with the console path (Telegram cannot edit
a long text well). 폐기 discards the draft, again only at that revision.

It lives with the operator route that receives the press, above ``workflow``: a press runs
the same procedures as the signed API and the console, and ``reviews`` (which the workflow
uses to send the review) stays below them.
"""

from __future__ import annotations

import logging

from services.delivery import workflow
from services.delivery.cards.schemas import OperatorAnswer
from services.delivery.context import DeliveryContext
from services.delivery.drafts import repository as drafts
from services.delivery.drafts.repository import DraftRecord
from services.delivery.drafts.rules import DraftRefusal
from services.delivery.holds import texts as hold_texts
from services.delivery.ledger import rules as ledger_rules
from services.delivery.ledger.prepared import PreparedMaterialError
from services.delivery.ledger.repository import LedgerRow
from services.delivery.peers.checkin import Destinations, Triple
from services.delivery.peers.errors import PeerError
from services.delivery.reviews import repository, rules, texts
from services.delivery.reviews.rules import ReviewCallback

_logger = logging.getLogger("dualcoach.delivery.reviews")
REASON_DISABLED = ledger_rules.REASON_CUSTOMER_DISABLED

# A refusal of the draft state machine, as Richard reads it.
_REFUSALS = {
    "stale-revision": "stale",
    "draft-held": "held",
    "draft-discarded": "already-discarded",
    "draft-dispatched": "dispatched",
    "draft-replaced": "replaced",
}


def _answer(outcome: str, *, handled: bool, text_key: str | None = None) -> OperatorAnswer:
    return OperatorAnswer(
        handled=handled, outcome=outcome, answer_text=texts.ANSWERS[text_key or outcome]
    )


def _refused(refusal: DraftRefusal) -> OperatorAnswer:
    if refusal.slug in hold_texts.REFUSALS:
        text = hold_texts.REFUSALS[refusal.slug]
        return OperatorAnswer(handled=False, outcome=refusal.slug, answer_text=text)
    key = _REFUSALS.get(refusal.slug, "unknown")
    return OperatorAnswer(handled=False, outcome=refusal.slug, answer_text=texts.ANSWERS[key])


def _sent_outcome(delivery: LedgerRow | None, *, was_dispatched: bool) -> OperatorAnswer:
    """Richard's answer from the customer message's row as the send left it."""
    state = delivery.state if delivery else None
    if state in ("delivered", "sent_audited"):
        key = "already-sent" if was_dispatched else "sent"
        return _answer(key, handled=True)
    if state == "unknown":
        return _answer("approved-unknown", handled=True)
    if state == "abandoned" and delivery is not None and delivery.reason == REASON_DISABLED:
        # Disabled (a withdrawal, a revoked consent, Richard's disable): never sent, never
        # to be sent - "not sent yet" would promise a send that cannot come.
        return _answer("approved-disabled", handled=True)
    return _answer("approved-waiting", handled=True)


def press(
    context: DeliveryContext,
    callback_data: str,
    pressed_by: Triple,
    message_id: int | None,
) -> OperatorAnswer:
    """Handle one press of a review button (``draft:`` callback data)."""
    callback = rules.parse_callback(callback_data)
    if callback is None:
        return _answer("callback-invalid", handled=False, text_key="unknown")
    # Hand-opened: a press is a procedure; this read ends before checkin is asked and the
    # workflow runs (each with transactions of its own), so the route takes none (ADR 0081).
    with context.runtime.database.transaction() as session:
        record = drafts.get(session, callback.draft_id)
        review = repository.get(session, callback.draft_id, callback.revision)
    if record is None or record.audience != "customer":
        # Held notices have no buttons; a press naming one is not ours to act on.
        return _answer("draft-not-reviewable", handled=False, text_key="unknown")
    if record.held:
        # A customer draft a later safety signal held: its review message still has
        # buttons, so say why nothing happens (nothing changes, whoever pressed).
        return OperatorAnswer(
            handled=False,
            outcome="draft-held",
            answer_text=hold_texts.later_hold_answer(record.hold_reasons),
        )
    try:
        live = context.checkin.destinations(record.customer_id)
    except PeerError:
        return _answer("authority-unavailable", handled=False, text_key="unavailable")
    if not rules.is_owner(pressed_by, live):
        _logger.warning("review_press_refused", extra={"fields": {"reason": "not-owner"}})
        return _answer("operator-mismatch", handled=False, text_key="not-owner")
    if (
        review is not None
        and review.message_id is not None
        and message_id is not None
        and message_id != review.message_id
    ):
        return _answer("origin-mismatch", handled=False, text_key="unknown")
    if record.replaced_by_draft_id is not None:
        # Any button of a retired draft: its same-day revision has its own review message.
        return _answer("draft-replaced", handled=False, text_key="replaced")
    return _act(context, callback, live, record)


def _act(
    context: DeliveryContext, callback: ReviewCallback, live: Destinations, record: DraftRecord
) -> OperatorAnswer:
    if callback.action == "edit":
        return OperatorAnswer(
            handled=True, outcome="edit", answer_text=texts.edit_answer(callback.draft_id)
        )
    try:
        if callback.action == "discard":
            before = workflow.get_view(context, callback.draft_id).status
            workflow.discard_draft(context, callback.draft_id, revision=callback.revision)
            if before == "discarded":
                return _answer("already-discarded", handled=True)
            return _answer("discarded", handled=True)
        # The owner check's answer is also the binding check's: one question to checkin; the
        # draft this press read is the approval's too (it decides under its row lock). The
        # answer is read from the delivery's row the send returns (the row it committed,
        # or the one it found under the chain lock), not from a view read again after it.
        delivery = workflow.approve_and_send(
            context,
            callback.draft_id,
            callback.revision,
            send=True,
            destinations=live,
            read=record,
        )
    except DraftRefusal as refusal:
        return _refused(refusal)
    except PreparedMaterialError:
        return _answer("approved-waiting", handled=True)
    return _sent_outcome(delivery, was_dispatched=record.status == "dispatched")
