"""Wire shapes of the safety state and of Richard's clearance (docs/contracts.md)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, StringConstraints

from services.checkin.events.payloads import OPAQUE_ID_PATTERN, ClearanceNote
from services.checkin.events.schemas import StoredEvent
from services.checkin.safety_state.rules import SafetyState
from shared.contracts.safety import SafetyReason


def _not_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("note must not be blank")
    return value


class SafetyStateView(BaseModel):
    """``GET /v1/customers/{id}/safety-state``: held iff a held record follows the latest
    clearance; only drafts created after ``cleared_at`` may be approved."""

    model_config = ConfigDict(frozen=True)

    customer_id: str
    held: bool
    held_since: datetime | None
    reasons: list[SafetyReason]
    cleared_at: datetime | None

    @classmethod
    def of(cls, customer_id: str, state: SafetyState) -> SafetyStateView:
        return cls(
            customer_id=customer_id,
            held=state.held,
            held_since=state.held_since,
            reasons=list(state.reasons),
            cleared_at=state.cleared_at,
        )


class ClearHoldRequest(BaseModel):
    """Richard's clearance; ``clearance_id`` is minted once by the client and kept on retry."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    clearance_id: Annotated[str, StringConstraints(pattern=OPAQUE_ID_PATTERN)]
    note: Annotated[ClearanceNote, AfterValidator(_not_blank)]


class ClearHoldResult(BaseModel):
    """``created`` False: the same clearance was already recorded (a retry, nothing new)."""

    model_config = ConfigDict(frozen=True)

    created: bool
    event: StoredEvent
    state: SafetyStateView
