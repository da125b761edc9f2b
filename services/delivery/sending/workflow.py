"""The at-most-once send procedure: reserve -> prepare (pin) -> sending -> outcome (ADR 0081).

Every step is one short transaction that re-reads the delivery's state under its
customer's chain lock and appends the next ledger row only if the state allows it, so any
number of concurrent requests, retries and recovery passes advance a delivery at most one
step at a time and exactly one of them can append ``sending``. ``sending`` is committed
before the gateway is called; after that the gateway's answer decides (``sending.rules``)
and nothing ambiguous is ever sent again. Checkin (destinations, the safety state) and the
gateway are called between the steps, never inside one.
"""

import logging
from dataclasses import replace
from datetime import datetime

from sqlalchemy.orm import Session

from services.delivery.context import DeliveryContext
from services.delivery.drafts import repository as drafts
from services.delivery.drafts import rules as draft_rules
from services.delivery.drafts.repository import DraftRecord
from services.delivery.drafts.service import DraftNotFound
from services.delivery.holds import rules as hold_rules
from services.delivery.holds import service as holds
from services.delivery.ledger import repository as ledger
from services.delivery.ledger import rules as ledger_rules
from services.delivery.ledger.prepared import PreparedMaterialError, load_prepared, receipt_of
from services.delivery.ledger.repository import LedgerRow
from services.delivery.ledger.rules import (
    DeliveryReceipt,
    PinnedDelivery,
    destination_digest,
    destination_document,
)
from services.delivery.peers.checkin import Destinations
from services.delivery.peers.errors import PeerError
from services.delivery.sending.rules import (
    DIAGNOSTIC_BOUND,
    SendOutcome,
    authority_problem,
    classify_send,
    destination_for,
    is_diagnostic_bound,
)
from services.delivery.sending.service import (
    announce_sent,
    next_fields,
    reserve,
    try_append,
)

_logger = logging.getLogger("dualcoach.delivery.sending")


def require_ordinary_binding(
    context: DeliveryContext, customer_id: str, live: Destinations | None = None
) -> None:
    """Refuse (before any row) a customer bound to a diagnostic session: seed 003 Rev 37's
    host-only reservation ownership. Checkin silent means refused too (fail closed).
    ``live``: checkin's answer the caller has just read for this customer in the same
    procedure (a press reads it to check the owner); otherwise it is asked now."""
    if live is None:
        try:
            live = context.checkin.destinations(customer_id)
        except PeerError:
            raise hold_rules.refusal(hold_rules.SAFETY_UNKNOWN) from None
    if is_diagnostic_bound(live.binding_mode):
        _logger.info("diagnostic_bound_refused", extra={"fields": {"customer_id": customer_id}})
        raise hold_rules.refusal(DIAGNOSTIC_BOUND)


def dispatch(context: DeliveryContext, draft_id: str, *, actor: str) -> LedgerRow:
    """Send an approved draft (or resume it); idempotent under any concurrency.

    Checkin is asked for the customer's binding and safety state before the reservation; a
    held draft is refused by the reservation itself (``check_dispatch`` under the row lock),
    and checkin is asked again after the reservation, just before ``sending``
    (``send_prepared``). An approval that sends at once asks the same two questions before
    its approval and reserves in the approval's transaction (``reserve_or_resume``, from
    ``services.delivery.workflow.approve_and_send``).
    """
    with context.runtime.database.transaction() as session:
        found = drafts.get(session, draft_id)
    if found is None:
        raise DraftNotFound(draft_id)
    require_ordinary_binding(context, found.customer_id)
    if found.status == "approved" and not found.held:
        # Before a reservation exists: refuse while the customer is held (or checkin is
        # silent). A reserved delivery is re-checked just before ``sending`` instead.
        holds.require_sendable(context, found.customer_id, found.created_at)
    with context.runtime.database.transaction() as session:
        record = drafts.get(session, draft_id, lock=True)
        if record is None:
            raise DraftNotFound(draft_id)
        row = reserve_or_resume(session, context, record, actor=actor)
    return drive_on(context, row, record)


def reserve_or_resume(
    session: Session, context: DeliveryContext, record: DraftRecord, *, actor: str
) -> LedgerRow:
    """In the caller's transaction, holding ``record``'s row lock: reserve an approved draft,
    or return the current row of its delivery (a dispatched draft), or refuse."""
    if record.status == "approved":
        now = context.runtime.clock.now()
        return reserve(session, context, record, purpose="customer_message", actor=actor, now=now)
    if record.status != "dispatched":
        draft_rules.check_not_replaced(record.replaced_by_draft_id)
        draft_rules.check_dispatch(record.status, record.held)
    delivery_id = ledger_rules.delivery_id_for(record.draft_id, "customer_message")
    current = ledger.current(session, delivery_id)
    if current is None:
        # Dispatched without a ledger row: the diagnostics host approved and sent it
        # (ADR 0072). It is never delivery's to send, even if the customer's binding
        # changed since.
        raise draft_rules.refusal(draft_rules.DISPATCHED)
    return current


def drive_on(context: DeliveryContext, row: LedgerRow, record: DraftRecord) -> LedgerRow:
    """After ``reserve_or_resume`` committed: drive a reserved or prepared delivery on."""
    if row.state in ("reserved", "prepared"):
        return drive(context, row.delivery_id, row, draft_created_at=record.created_at)
    return row


# ------------------------------------------------------------------ driving


def drive(
    context: DeliveryContext,
    delivery_id: str,
    row: LedgerRow | None = None,
    *,
    draft_created_at: datetime | None = None,
) -> LedgerRow:
    """Move a delivery forward from wherever it is (reserved -> prepared -> sent).

    ``row``: its current row, when the caller has just committed or read it;
    ``draft_created_at``: when its draft was created, when the caller has read the draft.
    Each step passes the row it committed to the next instead of reading it again; every
    step still decides under the customer's chain lock from the row it finds there
    (``ledger.append``'s compare-and-append, ``_claim_sending``), so a row that another
    request moved in between is refused there, never sent twice."""
    if row is None:
        with context.runtime.database.transaction() as session:
            row = ledger.current(session, delivery_id)
            assert row is not None
            if draft_created_at is None and row.purpose == "customer_message":
                draft_created_at = _draft_created_at(session, row.draft_id)
    assert row is not None and row.delivery_id == delivery_id
    if row.state == "reserved":
        row = prepare(context, row)
    if row.state == "prepared":
        receipt = receipt_of(row)
        row = send_prepared(context, receipt, prepared=row, draft_created_at=draft_created_at)
    return row


def _draft_created_at(session: Session, draft_id: str) -> datetime | None:
    """When a customer message's draft was created (it never changes); None: it is gone."""
    record = drafts.get(session, draft_id)
    return record.created_at if record is not None else None


def _current(context: DeliveryContext, delivery_id: str) -> LedgerRow:
    with context.runtime.database.transaction() as session:
        row = ledger.current(session, delivery_id)
    assert row is not None
    return row


def _live_destinations(context: DeliveryContext, row: LedgerRow) -> Destinations | str | None:
    """Destinations from checkin; a reason to abandon; or None (try later, nothing sent)."""
    try:
        return context.checkin.destinations(row.customer_id)
    except PeerError as error:
        if error.status in (404, 410):
            return ledger_rules.REASON_DESTINATION_UNAVAILABLE
        _logger.warning(
            "destinations_unavailable",
            extra={"fields": {"status": error.status, "reason": error.transport or error.slug}},
        )
        return None


def _safety_checked(
    context: DeliveryContext,
    row: LedgerRow,
    live: Destinations | str,
    draft_created_at: datetime | None,
) -> Destinations | str | None:
    """``live``, or the reason to abandon (the customer is held), or None (ask later).

    The last re-check of seed principle 6 before the customer's bytes leave: a hold that
    arrived after the reservation abandons the delivery, never sends it. ``draft_created_at``
    None: the draft is gone.
    """
    if draft_created_at is None:
        return ledger_rules.REASON_PREPARED_UNAVAILABLE
    problem = holds.safety_refusal(context, row.customer_id, draft_created_at)
    if problem is None:
        return live
    if problem == hold_rules.SAFETY_UNKNOWN:
        return None
    return ledger_rules.REASON_SAFETY_HELD


def audience_of(row: LedgerRow) -> str:
    return "owner" if row.purpose == "owner_notice" else "customer"


def prepare(context: DeliveryContext, reserved: LedgerRow) -> LedgerRow:
    """Pin the exact body and the destination (with the registry revision) in ``prepared``."""
    live = _live_destinations(context, reserved)
    if live is None:
        return reserved
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        revision = drafts.revision(session, reserved.draft_id, reserved.draft_revision)
        if revision is None or draft_rules.text_digest(revision.text) != reserved.body_digest:
            fields = next_fields(
                reserved, "abandoned", now, reason=ledger_rules.REASON_PREPARED_UNAVAILABLE
            )
        elif isinstance(live, str):
            fields = next_fields(reserved, "abandoned", now, reason=live)
        else:
            triple, problem = destination_for(live, audience_of(reserved))
            if problem is not None or triple is None:
                fields = next_fields(reserved, "abandoned", now, reason=problem)
            else:
                destination = destination_document(
                    audience_of(reserved), triple.chat_id, triple.topic_id
                )
                fields = next_fields(
                    reserved,
                    "prepared",
                    now,
                    body=revision.text,
                    destination=destination,
                    destination_digest=destination_digest(destination),
                    registry_revision=live.registry_revision,
                    config_pin=context.config_pin,
                )
        appended = try_append(session, fields, after=reserved)
    return appended or _current(context, reserved.delivery_id)


def _claim_sending(
    context: DeliveryContext, receipt: DeliveryReceipt, live: Destinations | str
) -> tuple[PinnedDelivery | None, LedgerRow]:
    """Under the chain lock: load the pinned material, re-check authority, append sending."""
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        head = ledger.lock_chain(session, "delivery", receipt.customer_id)
        row = ledger.current(session, receipt.delivery_id)
        assert row is not None
        if row.state != "prepared" or row.row_digest != receipt.prepared_row_digest:
            return None, row  # someone else moved it: not ours to send
        try:
            pinned = load_prepared(session, receipt, head=head, config_pin=context.config_pin)
        except PreparedMaterialError as error:
            _logger.error("prepared_material_refused", extra={"fields": {"reason": error.reason}})
            if not error.chain_ok:
                raise
            reason = ledger_rules.REASON_PREPARED_UNAVAILABLE
            abandoned = next_fields(row, "abandoned", now, reason=reason)
            return None, ledger.append(session, abandoned, after=row)
        problem = (
            live
            if isinstance(live, str)
            else DIAGNOSTIC_BOUND[0]
            if is_diagnostic_bound(live.binding_mode)
            else authority_problem(
                live, pinned.audience, row.destination or {}, receipt.registry_revision
            )
        )
        if problem is not None:
            abandoned = next_fields(row, "abandoned", now, reason=problem)
            return None, ledger.append(session, abandoned, after=row)
        claimed = next_fields(row, "sending", now, boot_id=context.boot_id)
        sending = ledger.append(session, claimed, after=row)
    return pinned, sending


def send_prepared(
    context: DeliveryContext,
    receipt: DeliveryReceipt,
    *,
    prepared: LedgerRow | None = None,
    draft_created_at: datetime | None = None,
) -> LedgerRow:
    """Send the pinned bytes of a prepared delivery once (zero rendering, zero expression).

    ``prepared``: the row of ``receipt``, when the caller has just committed or read it;
    ``draft_created_at``: when its draft was created (for the safety re-check), when the
    caller has read the draft. Either is read here otherwise. ``_claim_sending`` decides
    under the chain lock from the row it finds there, whatever the caller passed."""
    row, created_at = prepared, draft_created_at
    if row is None:
        with context.runtime.database.transaction() as session:
            row = ledger.current(session, receipt.delivery_id)
            assert row is not None
            if created_at is None and row.purpose == "customer_message":
                created_at = _draft_created_at(session, row.draft_id)
    live = _live_destinations(context, row)
    if live is None:
        return row  # authority cannot be checked now: stay prepared, send nothing
    if row.purpose == "customer_message":
        if created_at is None:
            with context.runtime.database.transaction() as session:
                created_at = _draft_created_at(session, row.draft_id)
        live = _safety_checked(context, row, live, created_at)
        if live is None:
            return row  # the safety state cannot be checked now: stay prepared, send nothing
    pinned, row = _claim_sending(context, receipt, live)
    if pinned is None:
        return row
    answer = context.gateway.send(
        reservation_id=receipt.delivery_id,
        chat_id=pinned.chat_id,
        topic_id=pinned.topic_id,
        text=pinned.body,
        timeout_seconds=context.section.telegram_timeout_seconds,
    )
    outcome = classify_send(answer)
    _logger.info(
        "delivery_sent" if outcome.verdict == "delivered" else "delivery_not_confirmed",
        extra={
            "fields": {
                "outcome": outcome.verdict,
                "reason": outcome.reason,
                "customer_id": row.customer_id,
                "draft_id": row.draft_id,
                "attempt": row.attempt,
            }
        },
    )
    return record_outcome(context, row, pinned, outcome)


def record_outcome(
    context: DeliveryContext, sending: LedgerRow, pinned: PinnedDelivery, outcome: SendOutcome
) -> LedgerRow:
    """Append what the gateway's answer means; a failure here leaves ``sending`` (-> unknown)."""
    now = context.runtime.clock.now()
    try:
        with context.runtime.database.transaction() as session:
            if outcome.verdict == "delivered":
                fields = next_fields(sending, "delivered", now, receipt=outcome.receipt)
            elif outcome.verdict == "refused":
                # Provably nothing reached the chat: the same pinned bytes wait, prepared,
                # for Richard (or the next explicit send) - never an automatic loop.
                fields = next_fields(
                    sending,
                    "prepared",
                    now,
                    attempt=sending.attempt + 1,
                    reason=outcome.reason,
                    body=pinned.body,
                )
            elif outcome.verdict == "rejected":
                fields = next_fields(sending, "abandoned", now, reason=outcome.reason)
            else:
                fields = next_fields(sending, "unknown", now, reason=outcome.reason)
            appended = try_append(session, fields, after=sending)
            if appended is None and outcome.verdict == "delivered":
                # A late receipt: recovery already called this send unknown. The receipt is
                # the truth arriving (never a resend), so it closes the same attempt.
                latest = ledger.current(session, sending.delivery_id)
                if latest and latest.state == "unknown" and latest.attempt == sending.attempt:
                    appended = try_append(
                        session, replace(fields, reason="late-receipt"), after=latest
                    )
            if appended is not None and outcome.verdict == "delivered":
                announce_sent(session, appended, pinned.body, now)
    except Exception as error:
        _logger.error(
            "delivery_outcome_not_recorded",
            extra={"fields": {"error_type": type(error).__name__, "outcome": outcome.verdict}},
        )
        return sending
    return appended or _current(context, sending.delivery_id)
