"""Richard's held notice: typed reasons and referral guidance, in one polite register.

Pure and pinned by golden tests: the wording is part of the product. Excerpts are the
customer's own words (already normalised and bounded by checkin); they go only to Richard.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from services.delivery.drafts.schemas import ConsentHoldReason, HoldReason, SafetyHoldReason

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


def guidance_lines(reasons: Sequence[HoldReason]) -> list[str]:
    """Referral guidance, one line per class, in the order the classes first appear."""
    seen: list[str] = []
    for reason in reasons:
        if reason.safety_class not in seen:
            seen.append(reason.safety_class)
    return [f"- {REFERRAL_GUIDANCE[safety_class]}" for safety_class in seen]


def is_urgent(reasons: Sequence[HoldReason]) -> bool:
    return any(isinstance(r, SafetyHoldReason) and r.rule_id == "S1" for r in reasons)


def held_notice_text(customer_id: str, kind: str, reasons: Sequence[HoldReason]) -> str:
    """The complete notice delivery sends to Richard (and shows in the console)."""
    lines = [URGENT_NOTICE_TITLE if is_urgent(reasons) else NOTICE_TITLE, f"고객: {customer_id}"]
    if kind != "held_notice":
        lines.append(f"보류된 초안: {KIND_LABELS[kind]}")
    lines += ["", "보류 사유", *(reason_line(reason) for reason in reasons)]
    lines += ["", "안내", *guidance_lines(reasons), "", NOTICE_FOOTER]
    return "\n".join(lines)
