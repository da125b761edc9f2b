"""Recording a diagnostics-host send on its draft (each use case: checks, one transaction).

``approve``: the customer must be bound ``diagnostic_isolated_v1`` right now (asked of
checkin; silent checkin refuses) and not held, as for an ordinary approval; then, under
the draft's row lock, the draft is approved at exactly ``revision`` with its
``draft_approved`` event and moves to ``dispatched`` in the same transaction - from then on
neither the console nor Telegram can edit, approve or discard it. A repeat of the same
approval changes nothing. No ledger row is written: the send's ledger is the host's
reservation chain, and delivery's ledger stays empty for a diagnostic-bound customer.

``record_sent``: the host's receipt becomes ``draft_sent`` (with the message id), queued
once - its outbox key is per draft, so a repeat is a no-op.

These run in the caller's transaction; ``diagnostic/workflow.py`` strings the approval's
read, checkin's answers and the locked write together (ADR 0081).
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from services.delivery.context import DeliveryContext
from services.delivery.diagnostic import rules
from services.delivery.drafts import events, outbox
from services.delivery.drafts import repository as drafts
from services.delivery.drafts import service as draft_service
from services.delivery.drafts.repository import DraftRecord
from services.delivery.drafts.service import DraftNotFound
from services.delivery.holds import rules as hold_rules
from services.delivery.ledger import repository as ledger
from services.delivery.ledger import rules as ledger_rules
from services.delivery.peers.errors import PeerError
from services.delivery.sending.rules import is_diagnostic_bound


def require_diagnostic_binding(context: DeliveryContext, customer_id: str) -> None:
    """The mirror of ``sending.require_ordinary_binding``: only a diagnostic-bound customer
    (checkin silent: refused, fail closed)."""
    try:
        live = context.checkin.destinations(customer_id)
    except PeerError:
        raise hold_rules.refusal(hold_rules.SAFETY_UNKNOWN) from None
    if not is_diagnostic_bound(live.binding_mode):
        raise rules.DraftRefusal(*rules.ORDINARY_CUSTOMER)


def found(session: Session, draft_id: str) -> DraftRecord:
    record = drafts.get(session, draft_id)
    if record is None:
        raise DraftNotFound(draft_id)
    return record


def approve_locked(session: Session, draft_id: str, revision: int, *, now: datetime) -> DraftRecord:
    """Under the draft's row lock: approve exactly ``revision`` and mark it dispatched, or
    return it unchanged when this approval was recorded before."""
    delivery_id = ledger_rules.delivery_id_for(draft_id, "customer_message")
    locked = drafts.get(session, draft_id, lock=True)
    if locked is None:
        raise DraftNotFound(draft_id)
    step = rules.approval_step(
        status=locked.status,
        approved_revision=locked.approved_revision,
        revision=revision,
        ordinary_rows=len(ledger.delivery_rows(session, delivery_id)),
    )
    if step == "replay":
        return locked
    draft_service.approve(session, draft_id, revision, now=now)
    drafts.update_draft(session, draft_id, status="dispatched", updated_at=now)
    dispatched = drafts.get(session, draft_id)
    assert dispatched is not None
    return dispatched


def record_sent(
    session: Session, draft_id: str, revision: int, message_id: int, *, now: datetime
) -> DraftRecord:
    """Queue ``draft_sent`` for the host's receipt of ``revision`` (once per draft)."""
    record = drafts.get(session, draft_id, lock=True)
    if record is None:
        raise DraftNotFound(draft_id)
    rules.check_sent(
        status=record.status, approved_revision=record.approved_revision, revision=revision
    )
    text = drafts.revision(session, draft_id, revision)
    assert text is not None
    document = events.draft_sent(record.customer_id, draft_id, revision, text.text, message_id)
    outbox.enqueue_event(session, document, now=now)
    return record
