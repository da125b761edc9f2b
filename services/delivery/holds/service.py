"""The safety re-check before an approval and before a send, and Richard's clearance.

Both ask checkin (the owner of the customer's safety state) at the moment it matters; a
checkin that cannot answer refuses, never permits (fail closed).
"""

from __future__ import annotations

import logging
import secrets
from datetime import datetime

from services.delivery.context import DeliveryContext
from services.delivery.holds import rules
from services.delivery.peers.checkin import ClearedHold
from services.delivery.peers.errors import PeerError

_logger = logging.getLogger("dualcoach.delivery.holds")


def safety_refusal(
    context: DeliveryContext, customer_id: str, created_at: datetime
) -> tuple[str, str] | None:
    """Why a customer draft created at ``created_at`` may not reach the customer now."""
    try:
        state = context.checkin.safety_state(customer_id)
    except PeerError as error:
        _logger.warning(
            "safety_state_unavailable",
            extra={"fields": {"status": error.status, "reason": error.transport or error.slug}},
        )
        return rules.SAFETY_UNKNOWN
    return rules.safety_refusal(
        answered=True, held=state.held, cleared_at=state.cleared_at, created_at=created_at
    )


def require_sendable(context: DeliveryContext, customer_id: str, created_at: datetime) -> None:
    """Raise the ``DraftRefusal`` that stops an approval or a send, if any."""
    problem = safety_refusal(context, customer_id, created_at)
    if problem is not None:
        _logger.info("customer_send_refused", extra={"fields": {"reason": problem[0]}})
        raise rules.refusal(problem)


def new_clearance_id() -> str:
    """A fresh clearance id; the caller keeps it for every retry of the same clearance."""
    return "clr-" + secrets.token_hex(12)


def clear_hold(
    context: DeliveryContext, customer_id: str, *, clearance_id: str, note: str
) -> ClearedHold:
    """Record Richard's clearance in checkin (a retry with the same id is a no-op)."""
    return context.checkin.clear_hold(customer_id, clearance_id=clearance_id, note=note)
