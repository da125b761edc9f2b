"""May a customer draft be approved or sent, given checkin's safety state? (pure)

Seed principle 6 fails closed: a draft reaches the customer only when checkin answered,
the customer is not held, and the draft was created after the latest clearance (a draft
from before it stays held: Richard re-creates it if he still wants it sent).
"""

from __future__ import annotations

from datetime import datetime
from typing import Final

from services.delivery.drafts.rules import DraftRefusal

SAFETY_HELD: Final = (
    "customer-safety-held",
    "The customer's safety state is held: nothing can be approved or sent to the customer",
)
SAFETY_UNKNOWN: Final = (
    "safety-state-unavailable",
    "Checkin could not confirm the customer's safety state: nothing was approved or sent",
)
BEFORE_CLEARANCE: Final = (
    "drafted-before-clearance",
    "The draft was made before the latest safety clearance: it stays held; create it again",
)


def safety_refusal(
    *, answered: bool, held: bool, cleared_at: datetime | None, created_at: datetime
) -> tuple[str, str] | None:
    """Why the draft may not reach the customer now (None: it may)."""
    if not answered:
        return SAFETY_UNKNOWN
    if held:
        return SAFETY_HELD
    if cleared_at is not None and created_at <= cleared_at:
        return BEFORE_CLEARANCE
    return None


def refusal(kind: tuple[str, str]) -> DraftRefusal:
    return DraftRefusal(*kind)
