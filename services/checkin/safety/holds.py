"""``safe_hold_reasons``: the one accessor adapters use to learn why coaching is held.

It reads only the typed ``Safety`` of a stored check-in or trainer event (never raw wizard
answers) plus whether consent is granted, and answers a ``HoldVerdict``: the typed reasons
(each S1-S6 ``SafetyReason`` as stored, plus ``consent_missing``), one line per reason and
referral guidance per class. ``require_normal_draft`` refuses a normal draft whenever the
verdict holds anything.

The wording is ``shared.contracts.surfaces.held_notice`` - the renderer delivery uses for the notice
it sends Richard from a held draft's typed reasons - so checkin's views and Richard's
Telegram say the same thing. Held submissions carry only the reasons, never a text.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from services.checkin.events.schemas import CheckinEvent, TrainerSessionEvent
from shared.contracts.safety import (
    MAX_HOLD_REASONS,
    ConsentHoldReason,
    HoldReason,
    Safety,
    SafetyReason,
)
from shared.contracts.surfaces import held_notice


class NormalDraftRefused(Exception):
    """A normal (customer-bound) draft was asked for while coaching is held."""

    def __init__(self, reasons: Sequence[HoldReason]) -> None:
        super().__init__(f"{len(reasons)} hold reason(s)")
        self.reasons = tuple(reasons)


def held_reason(reason: HoldReason) -> held_notice.HeldReason:
    """The shared notice's view of a typed reason (its wire form is the common ground)."""
    return held_notice.reason_from_document(reason.model_dump(mode="json", by_alias=True))


@dataclass(frozen=True, slots=True)
class HoldVerdict:
    """Why coaching is held (empty ``reasons``: it is not) and what Richard is told."""

    reasons: tuple[HoldReason, ...]
    # ``coaching_held`` set on a stored event without any typed reason (only possible for an
    # event appended by hand): held, but nothing to tell Richard - drafting must refuse.
    unexplained: bool = False

    @property
    def held(self) -> bool:
        return bool(self.reasons) or self.unexplained

    @property
    def held_reasons(self) -> tuple[held_notice.HeldReason, ...]:
        return tuple(held_reason(reason) for reason in self.reasons)

    @property
    def urgent(self) -> bool:
        return held_notice.is_urgent(self.held_reasons)

    @property
    def reason_lines(self) -> tuple[str, ...]:
        return tuple(held_notice.reason_line(reason) for reason in self.held_reasons)

    @property
    def referral_guidance(self) -> tuple[str, ...]:
        return held_notice.guidance_lines(self.held_reasons)

    def notice_text(self, customer_id: str, kind: str) -> str:
        """Richard's complete held notice (only for a held verdict), as delivery renders it."""
        if not self.reasons:
            raise ValueError("no typed reason to tell Richard")
        return held_notice.render(customer_id, kind, self.held_reasons)


def _ordered(reasons: Iterable[SafetyReason]) -> list[SafetyReason]:
    unique: dict[tuple[str, str, str, str], SafetyReason] = {}
    for reason in reasons:
        unique.setdefault(
            (reason.rule_id, reason.source_flow, reason.matched_field, reason.excerpt), reason
        )
    return [unique[key] for key in sorted(unique)]


def hold_verdict(safeties: Iterable[Safety], *, consent_granted: bool) -> HoldVerdict:
    """The verdict over several stored safeties (e.g. a week): S1 first, consent last."""
    safeties = list(safeties)
    safety_reasons = _ordered(reason for safety in safeties for reason in safety.reasons)
    limit = MAX_HOLD_REASONS - (0 if consent_granted else 1)
    reasons: list[HoldReason] = list(safety_reasons[:limit])
    if not consent_granted:
        reasons.append(ConsentHoldReason())
    unexplained = any(safety.coaching_held and not safety.reasons for safety in safeties)
    return HoldVerdict(tuple(reasons), unexplained=unexplained)


def safe_hold_reasons(
    event: CheckinEvent | TrainerSessionEvent, *, consent_granted: bool
) -> HoldVerdict:
    """The typed reasons a stored event holds coaching for (plus missing consent)."""
    return hold_verdict([event.payload.safety], consent_granted=consent_granted)


def require_normal_draft(verdict: HoldVerdict) -> None:
    """Raise ``NormalDraftRefused`` unless a customer-bound draft may be made."""
    if verdict.held:
        raise NormalDraftRefused(verdict.reasons)
