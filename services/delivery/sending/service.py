"""The single-transaction steps of the at-most-once send, each in the caller's session.

``reserve`` appends the first ledger row with its draft; ``next_fields`` and ``try_append``
compute and append the next row only if the state allows it; ``announce_sent`` queues the
``draft_sent`` event. The procedure that strings the steps together around checkin and the
gateway is ``sending.workflow``.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from datetime import datetime

from sqlalchemy.orm import Session

from services.delivery.context import DeliveryContext
from services.delivery.drafts import events, outbox
from services.delivery.drafts import repository as drafts
from services.delivery.drafts import rules as draft_rules
from services.delivery.drafts.repository import DraftRecord
from services.delivery.ledger import repository as ledger
from services.delivery.ledger import rules as ledger_rules
from services.delivery.ledger.prepared import PreparedMaterialError
from services.delivery.ledger.repository import LedgerRow
from services.delivery.ledger.rules import (
    LedgerFields,
    Purpose,
    TransitionRefused,
)

_logger = logging.getLogger("dualcoach.delivery.sending")


def next_fields(
    row: LedgerRow, state: str, now: datetime, *, actor: str = "system", **changes: object
) -> LedgerFields:
    """The next row of ``row``'s delivery: same identity and pins, new state."""
    base = LedgerFields(
        customer_id=row.customer_id,
        delivery_id=row.delivery_id,
        attempt=row.attempt,
        state=state,
        purpose=row.purpose,
        draft_id=row.draft_id,
        draft_revision=row.draft_revision,
        task_key=row.task_key,
        reason=None,
        actor=actor,
        body=None,
        body_digest=row.body_digest,
        destination=row.destination,
        destination_digest=row.destination_digest,
        registry_revision=row.registry_revision,
        config_pin=row.config_pin,
        receipt=None,
        boot_id=None,
        recorded_at=now,
    )
    return replace(base, **changes)  # type: ignore[arg-type]


def try_append(session: Session, fields: LedgerFields, *, after: LedgerRow) -> LedgerRow | None:
    """Append after ``after``; None when another request already moved the delivery."""
    try:
        return ledger.append(session, fields, after=after)
    except TransitionRefused:
        return None


# ------------------------------------------------------------------ reservation


def reserve(
    session: Session,
    context: DeliveryContext,
    record: DraftRecord,
    *,
    purpose: Purpose,
    actor: str,
    now: datetime,
) -> LedgerRow:
    """Append ``reserved`` for a draft (caller holds the draft's row lock).

    A customer message needs the draft approved; the reserved body is exactly the approved
    revision (for revision 1: the body pinned at submission, checked by digest).
    """
    if purpose == "customer_message":
        draft_rules.check_dispatch(record.status, record.held)
        assert record.approved_revision is not None
        number = record.approved_revision
    else:
        number = 1
    revision = drafts.revision(session, record.draft_id, number)
    assert revision is not None
    digest = draft_rules.text_digest(revision.text)
    if number == 1 and digest != record.pinned_body_digest:
        raise PreparedMaterialError("pinned body digest mismatch", chain_ok=True)
    row = ledger.append(
        session,
        after=None,
        fields=LedgerFields(
            customer_id=record.customer_id,
            delivery_id=ledger_rules.delivery_id_for(record.draft_id, purpose),
            attempt=1,
            state="reserved",
            purpose=purpose,
            draft_id=record.draft_id,
            draft_revision=number,
            task_key=record.task_key,
            reason=None,
            actor=actor,
            body=None,
            body_digest=digest,
            destination=None,
            destination_digest=None,
            registry_revision=None,
            config_pin=context.config_pin,
            receipt=None,
            boot_id=None,
            recorded_at=now,
        ),
    )
    if purpose == "customer_message":
        drafts.update_draft(session, record.draft_id, status="dispatched", updated_at=now)
    return row


def announce_sent(session: Session, row: LedgerRow, body: str, now: datetime) -> None:
    """``draft_sent`` for a customer message that reached Telegram (with its message id)."""
    message_id = (row.receipt or {}).get("message_id")
    if row.purpose != "customer_message" or not isinstance(message_id, int):
        return
    document = events.draft_sent(
        row.customer_id, row.draft_id, row.draft_revision, body, message_id
    )
    outbox.enqueue_event(session, document, now=now)
