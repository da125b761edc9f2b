"""Deterministic dedupe keys (seed table) and the expected ``supersedes`` link per event type.

| type | key |
|---|---|
| checkin | ``checkin:{customer}:{kst_date}`` |
| trainer_session_record | ``trainer-session:{customer}:{kst_date}`` |
| payment_record | ``payment:{customer}:{kind}:{period_start}`` |
| satisfaction_record | ``satisfaction:{customer}:{iso_year}-W{iso_week}`` |
| operator_time_record | ``operator-time:{customer}:{entry_id}`` |
| draft_created / draft_approved / draft_sent | ``{type}:{customer}:{draft_id}`` |
| draft_edited | ``draft_edited:{customer}:{draft_id}.r{revision}`` |
| nutrition_proposal_created | ``nutrition-proposal:{customer}:{proposal_id}.r{revision}`` |
| nutrition_proposal_decided | ``nutrition-decision:{customer}:{proposal_id}.r{revision}`` |
| safety_hold_cleared | ``safety-hold-cleared:{customer}:{clearance_id}`` |
"""

from __future__ import annotations

from datetime import date
from typing import Final

from services.checkin.events.payloads import (
    CheckinPayload,
    DraftApprovedPayload,
    DraftCreatedPayload,
    DraftEditedPayload,
    DraftSentPayload,
    FrozenPayload,
    NutritionProposalCreatedPayload,
    NutritionProposalDecidedPayload,
    OperatorTimePayload,
    PaymentPayload,
    SafetyHoldClearedPayload,
    SatisfactionPayload,
    TrainerSessionPayload,
)

MIN_KEY_LENGTH: Final = 16
MAX_KEY_LENGTH: Final = 200


def iso_week_label(day: date) -> str:
    """``2026-W49``: the ISO year and week of ``day``."""
    year, week, _ = day.isocalendar()
    return f"{year}-W{week:02d}"


def operator_time_key(customer_id: str, entry_id: str) -> str:
    return f"operator-time:{customer_id}:{entry_id}"


def dedupe_key_for(event_type: str, customer_id: str, payload: FrozenPayload) -> str:
    """The one deterministic key of an event; raises ``ValueError`` on a type/payload mismatch."""
    if event_type == "checkin" and isinstance(payload, CheckinPayload):
        return f"checkin:{customer_id}:{payload.kst_date.isoformat()}"
    if event_type == "trainer_session_record" and isinstance(payload, TrainerSessionPayload):
        return f"trainer-session:{customer_id}:{payload.kst_date.isoformat()}"
    if event_type == "payment_record" and isinstance(payload, PaymentPayload):
        return f"payment:{customer_id}:{payload.kind}:{payload.period_start_on.isoformat()}"
    if event_type == "satisfaction_record" and isinstance(payload, SatisfactionPayload):
        return f"satisfaction:{customer_id}:{iso_week_label(payload.collected_on)}"
    if event_type == "operator_time_record" and isinstance(payload, OperatorTimePayload):
        return operator_time_key(customer_id, payload.entry_id)
    if event_type == "draft_edited" and isinstance(payload, DraftEditedPayload):
        return f"draft_edited:{customer_id}:{payload.draft_id}.r{payload.revision}"
    if isinstance(payload, DraftCreatedPayload | DraftApprovedPayload | DraftSentPayload) and (
        event_type in ("draft_created", "draft_approved", "draft_sent")
    ):
        return f"{event_type}:{customer_id}:{payload.draft_id}"
    if event_type == "nutrition_proposal_created" and isinstance(
        payload, NutritionProposalCreatedPayload
    ):
        return f"nutrition-proposal:{customer_id}:{payload.proposal_id}.r{payload.revision}"
    if event_type == "nutrition_proposal_decided" and isinstance(
        payload, NutritionProposalDecidedPayload
    ):
        # One decision per proposal revision: a second, different decision is a 409.
        return f"nutrition-decision:{customer_id}:{payload.proposal_id}.r{payload.revision}"
    if event_type == "safety_hold_cleared" and isinstance(payload, SafetyHoldClearedPayload):
        # The client's clearance id: a retried clearance is the same event (a no-op).
        return f"safety-hold-cleared:{customer_id}:{payload.clearance_id}"
    raise ValueError(f"no key rule for {event_type} with {type(payload).__name__}")


def expected_supersedes(customer_id: str, payload: FrozenPayload) -> str | None:
    """For types whose correction link is implied by the payload, the link it implies."""
    if isinstance(payload, OperatorTimePayload) and payload.supersedes_entry_id is not None:
        return operator_time_key(customer_id, payload.supersedes_entry_id)
    return None


# Types that may carry a ``supersedes`` link at all (every other type must leave it null).
SUPERSEDABLE_TYPES: Final = frozenset({"operator_time_record", "payment_record"})
