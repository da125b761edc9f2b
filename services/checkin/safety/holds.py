"""``safe_hold_reasons``: the one accessor adapters use to learn why coaching is held.

It reads only the typed ``Safety`` of a stored check-in or trainer event (never raw wizard
answers) plus whether consent is granted, and answers a ``HoldVerdict``: the typed reasons
(each S1-S6 ``SafetyReason`` as stored, plus ``consent_missing``), Richard's held notice
with one line per reason, and referral guidance per class. ``require_normal_draft``
refuses a normal draft whenever the verdict holds anything.

The notice wording matches delivery's held notice (issue 7) byte for byte, so whichever
service renders it, Richard reads the same text; golden tests pin it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from services.checkin.events.safety import Safety, SafetyReason
from services.checkin.events.schemas import CheckinEvent, TrainerSessionEvent


class ConsentHoldReason(BaseModel):
    """Consent absent or not granted at the current version: no normal draft or send."""

    model_config = ConfigDict(
        extra="forbid",
        frozen=True,
        validate_by_name=True,
        validate_by_alias=True,
        serialize_by_alias=True,
    )

    safety_class: Literal["consent_missing"] = Field(default="consent_missing", alias="class")


HoldReason = Annotated[SafetyReason | ConsentHoldReason, Field(discriminator="safety_class")]
# Delivery accepts at most eight typed reasons per draft: six safety reasons and consent fit.
MAX_HOLD_REASONS: Final = 8

CLASS_LABELS: Final[dict[str, str]] = {
    "urgent": "응급 징후",
    "pain": "통증",
    "disease": "질환",
    "eating_risk": "섭식 위험",
    "drugs": "약물",
    "extreme_manipulation": "극단적 체중 조절",
    "consent_missing": "동의 없음",
}

REFERRAL_GUIDANCE: Final[dict[str, str]] = {
    "urgent": "즉시 119에 연락하거나 가까운 응급실을 찾도록 안내하고, 코칭을 중단합니다.",
    "pain": "운동을 멈추고 정형외과나 재활의학과 진료를 받도록 안내합니다.",
    "disease": "코칭을 이어가기 전에 담당 의사와 먼저 상담하도록 안내합니다.",
    "eating_risk": "식사 제한을 멈추고 의료진이나 섭식 문제 전문 상담가와 상담하도록 안내합니다.",
    "drugs": "약물이나 보충제 사용은 의사나 약사와 먼저 상담하도록 안내합니다.",
    "extreme_manipulation": (
        "급격한 체중 조절을 멈추고 의료진과 안전한 목표를 다시 정하도록 안내합니다."
    ),
    "consent_missing": "현재 버전의 동의를 받은 뒤에만 코칭을 이어갈 수 있습니다.",
}

FLOW_LABELS: Final[dict[str, str]] = {
    "customer_checkin": "고객 체크인",
    "trainer_session": "트레이너 기록",
}

FIELD_LABELS: Final[dict[str, str]] = {
    "note": "메모",
    "pain_text": "통증 내용",
    "calories": "섭취 열량",
    "operator_note": "운영 메모",
    "pain_note": "통증 메모",
}

KIND_LABELS: Final[dict[str, str]] = {
    "daily": "일일 피드백",
    "weekly": "주간 요약",
    "adaptive": "영양 조정 제안",
    "held_notice": "보류 알림",
}

NOTICE_TITLE: Final = "[보류 알림] 고객에게 보내지 않았습니다"
URGENT_NOTICE_TITLE: Final = "[긴급 보류 알림] 고객에게 보내지 않았습니다"
NOTICE_FOOTER: Final = (
    "이 알림은 리처드에게만 전달됩니다. 고객에게 보낼 내용은 직접 확인한 뒤 정해 주십시오."
)
CONSENT_LINE: Final = "- 동의 없음: 현재 버전의 동의가 확인되지 않았습니다."


class NormalDraftRefused(Exception):
    """A normal (customer-bound) draft was asked for while coaching is held."""

    def __init__(self, reasons: Sequence[HoldReason]) -> None:
        super().__init__(f"{len(reasons)} hold reason(s)")
        self.reasons = tuple(reasons)


def field_label(field: str) -> str:
    if field.startswith("answer."):
        return f"추가 질문 답변({field.removeprefix('answer.')})"
    return FIELD_LABELS.get(field, field)


def reason_line(reason: HoldReason) -> str:
    """One reason as Richard reads it: rule, class, flow, field and the matched words."""
    if isinstance(reason, ConsentHoldReason):
        return CONSENT_LINE
    return (
        f"- {reason.rule_id} {CLASS_LABELS[reason.safety_class]} · "
        f"{FLOW_LABELS[reason.source_flow]} · {field_label(reason.matched_field)}: "
        f"“{reason.excerpt}”"
    )


def guidance_lines(reasons: Sequence[HoldReason]) -> tuple[str, ...]:
    """Referral guidance, one line per class, in the order the classes first appear."""
    seen: list[str] = []
    for reason in reasons:
        if reason.safety_class not in seen:
            seen.append(reason.safety_class)
    return tuple(f"- {REFERRAL_GUIDANCE[safety_class]}" for safety_class in seen)


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
    def urgent(self) -> bool:
        return any(isinstance(r, SafetyReason) and r.rule_id == "S1" for r in self.reasons)

    @property
    def reason_lines(self) -> tuple[str, ...]:
        return tuple(reason_line(reason) for reason in self.reasons)

    @property
    def referral_guidance(self) -> tuple[str, ...]:
        return guidance_lines(self.reasons)

    def notice_text(self, customer_id: str, kind: str) -> str:
        """Richard's complete held notice (only for a held verdict)."""
        if not self.reasons:
            raise ValueError("no typed reason to tell Richard")
        lines = [URGENT_NOTICE_TITLE if self.urgent else NOTICE_TITLE, f"고객: {customer_id}"]
        if kind != "held_notice":
            lines.append(f"보류된 초안: {KIND_LABELS[kind]}")
        lines += ["", "보류 사유", *self.reason_lines]
        lines += ["", "안내", *self.referral_guidance, "", NOTICE_FOOTER]
        return "\n".join(lines)


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
