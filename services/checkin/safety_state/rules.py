"""The customer's safety state, decided from the canonical stream alone (no I/O).

Seed principle 6: any safety signal blocks normal drafting and customer sends until Richard
clears it. The stream is the only memory: the customer is held iff a check-in or trainer
record with held safety was stored *after* the latest ``safety_hold_cleared`` event (by
stream sequence, which is the order the stream lock gave them). ``held_since`` is when the
first such record was stored; ``reasons`` are the typed reasons of every such record (S1
first, at most eight, exactly as a held submission carries them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from services.checkin.events.schemas import StoredEvent
from services.checkin.safety.holds import HoldVerdict, hold_verdict
from shared.clock import parse_rfc3339
from shared.contracts.safety import Safety, SafetyReason

SIGNAL_EVENT_TYPES = frozenset({"checkin", "trainer_session_record"})
CLEARANCE_EVENT_TYPE = "safety_hold_cleared"


@dataclass(frozen=True, slots=True)
class SafetyState:
    """Whether the customer is held now, since when, why, and when it was last cleared."""

    held: bool
    held_since: datetime | None
    reasons: tuple[SafetyReason, ...]
    cleared_at: datetime | None

    def verdict(self) -> HoldVerdict:
        """The hold a customer-bound draft made now must carry (not held: empty)."""
        return HoldVerdict(self.reasons, unexplained=self.held and not self.reasons)


def _held_safety(event: StoredEvent) -> Safety | None:
    if event.event_type not in SIGNAL_EVENT_TYPES:
        return None
    safety = Safety.model_validate(event.payload["safety"])
    return safety if safety.coaching_held else None


def safety_state(events: Sequence[StoredEvent]) -> SafetyState:
    """The state after ``events`` (one customer's stream, any order)."""
    ordered = sorted(events, key=lambda event: event.sequence)
    cleared_at: datetime | None = None
    since_sequence = 0
    for event in ordered:
        if event.event_type == CLEARANCE_EVENT_TYPE:
            cleared_at = parse_rfc3339(event.recorded_at)
            since_sequence = event.sequence
    held_since: datetime | None = None
    safeties: list[Safety] = []
    for event in ordered:
        if event.sequence <= since_sequence:
            continue
        safety = _held_safety(event)
        if safety is None:
            continue
        if held_since is None:
            held_since = parse_rfc3339(event.recorded_at)
        safeties.append(safety)
    reasons = tuple(
        reason
        for reason in hold_verdict(safeties, consent_granted=True).reasons
        if isinstance(reason, SafetyReason)
    )
    return SafetyState(
        held=bool(safeties), held_since=held_since, reasons=reasons, cleared_at=cleared_at
    )


def clearance_refusal(state: SafetyState) -> str | None:
    """Why a new clearance cannot be recorded now (None: it can)."""
    return None if state.held else "nothing-held"


def held_submission(document: Mapping[str, Any], state: SafetyState) -> dict[str, Any]:
    """A draft submission as it must leave checkin given the customer's safety state.

    A customer-bound submission made while the customer is held becomes a held submission
    (Richard's notice, no customer text) carrying the state's typed reasons; anything else
    is returned unchanged. Raises ``ValueError`` when held without a typed reason.
    """
    if not state.held or document.get("held") or document.get("audience") != "customer":
        return dict(document)
    if not state.reasons:
        raise ValueError("coaching is held without a typed reason to tell Richard")
    return {
        **document,
        "audience": "owner",
        "canonical_text": None,
        "presentation": None,
        "held": True,
        "hold_reasons": [reason.model_dump(mode="json", by_alias=True) for reason in state.reasons],
    }
