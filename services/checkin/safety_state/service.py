"""Reading a customer's safety state and recording Richard's clearance (one transaction each)."""

from __future__ import annotations

import logging
from typing import Any, Final

from sqlalchemy.orm import Session

from services.checkin.customers import enter_registered_scope, require_registered_customer
from services.checkin.errors import Refusal
from services.checkin.events.payloads import SafetyHoldClearedPayload
from services.checkin.events.repository import EventRepository
from services.checkin.events.schemas import AppendResult, build_event
from services.checkin.events.service import append_event
from services.checkin.safety_state.rules import (
    CLEARANCE_EVENT_TYPE,
    SIGNAL_EVENT_TYPES,
    SafetyState,
    clearance_refusal,
    held_submission,
    safety_state,
)
from services.checkin.safety_state.schemas import ClearHoldRequest
from services.checkin.scope import enter_customer_scope, lock_stream
from shared.clock import Clock

_logger = logging.getLogger("dualcoach.checkin.safety_state")

# Richard reads this (console and Telegram show their own wording of the same slug).
NOTHING_HELD_DETAIL: Final = "지금 보류된 안전 신호가 없어 해제할 것이 없습니다."


def read_state(session: Session, customer_id: str, *, registered: bool = False) -> SafetyState:
    """The customer's safety state now (404 unknown, 410 erased customer).

    Read from the latest clearance and the signal records after it - all the rule looks
    at - not the whole stream: delivery asks before every approval and send.
    ``registered``: the caller's transaction is already in this customer's scope and found
    the customer registered under the stream lock (an append did), so neither is asked again.
    """
    if not registered:
        enter_registered_scope(session, customer_id)
    window = EventRepository(session).since_latest(
        customer_id, CLEARANCE_EVENT_TYPE, SIGNAL_EVENT_TYPES
    )
    return safety_state(window)


def unexplained_hold() -> Refusal:
    return Refusal(
        "conflict", "coaching-held-unexplained", "Coaching is held without a typed reason"
    )


def hold_if_held(
    session: Session, customer_id: str, document: dict[str, Any], *, registered: bool = False
) -> dict[str, Any]:
    """The one check every customer-bound draft checkin makes passes through.

    While the customer is held (a held record after the latest clearance), a customer draft
    becomes a held submission with the state's typed reasons; otherwise it is unchanged.
    ``registered`` as for ``read_state``.
    """
    try:
        return held_submission(document, read_state(session, customer_id, registered=registered))
    except ValueError:
        raise unexplained_hold() from None


def clear_hold(
    session: Session, customer_id: str, request: ClearHoldRequest, *, actor: str, clock: Clock
) -> tuple[AppendResult, SafetyState]:
    """Append ``safety_hold_cleared`` once; a retry of the same clearance id is a no-op.

    The state is read under the stream lock, so no held record can slip in between the
    check "something is held" and the clearance that follows it.
    """
    enter_customer_scope(session, customer_id)
    lock_stream(session, customer_id)
    require_registered_customer(session, customer_id)
    event = build_event(
        "safety_hold_cleared",
        customer_id,
        SafetyHoldClearedPayload(
            clearance_id=request.clearance_id, note=request.note, cleared_by="richard"
        ),
    )
    already = EventRepository(session).by_key(customer_id, event.dedupe_key) is not None
    if not already and clearance_refusal(read_state(session, customer_id)) is not None:
        raise Refusal(
            "conflict",
            "safety-hold-not-held",
            "Nothing is held for this customer: there is no hold to clear",
            detail=NOTHING_HELD_DETAIL,
        )
    result = append_event(session, event, appended_by=actor, clock=clock)
    _logger.info(
        "safety_hold_cleared" if result.created else "safety_hold_clear_replayed",
        extra={"fields": {"customer_id": customer_id}},
    )
    return result, read_state(session, customer_id)
