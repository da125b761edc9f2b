"""The closed vocabulary of adaptive nutrition proposals shared by both operator cards.

Decisions and reasons are the enums of ``design/ADAPTIVE_NUTRITION.md``. Each has a
semantic id (``P_DUAL_DECISION_*`` / ``P_DUAL_REASON_*``) whose exact local Korean
expansion is the sentence the dual card states, and a short label the physique card lists.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class AdaptiveDecision(StrEnum):
    OBSERVE = "observe"
    MAINTAIN = "maintain"
    INCREASE = "increase"
    DECREASE = "decrease"
    HUMAN_REVIEW = "human_review"


class AdaptiveReason(StrEnum):
    IN_RANGE = "in_range"
    ABOVE_RANGE = "above_range"
    BELOW_RANGE = "below_range"
    INSUFFICIENT_WEIGHT_SAMPLES = "insufficient_weight_samples"
    LOW_LOGGING_COVERAGE = "low_logging_coverage"
    COOLDOWN = "cooldown"
    GAP_OVER_14_DAYS = "gap_over_14_days"
    SAFETY_HOLD = "safety_hold"
    PAIN_PRESENT = "pain_present"
    MISSING_CONSENT = "missing_consent"
    GOAL_UNKNOWN = "goal_unknown"


def decision_id(decision: AdaptiveDecision) -> str:
    return f"P_DUAL_DECISION_{decision.value.upper()}"


def reason_id(reason: AdaptiveReason) -> str:
    return f"P_DUAL_REASON_{reason.value.upper()}"


DECISION_SENTENCES: Final[dict[AdaptiveDecision, str]] = {
    AdaptiveDecision.OBSERVE: "목표가 정해지기 전이라 이번 주는 관찰만 합니다",
    AdaptiveDecision.MAINTAIN: "현재 목표 열량을 그대로 유지하는 안입니다",
    AdaptiveDecision.INCREASE: "목표 열량을 한 단계 늘리는 안입니다",
    AdaptiveDecision.DECREASE: "목표 열량을 한 단계 줄이는 안입니다",
    AdaptiveDecision.HUMAN_REVIEW: "자동 제안 없이 운영자 검토가 필요합니다",
}

REASON_SENTENCES: Final[dict[AdaptiveReason, str]] = {
    AdaptiveReason.IN_RANGE: "주간 체중 변화가 목표 범위 안에 있습니다",
    AdaptiveReason.ABOVE_RANGE: "주간 체중 변화가 목표 범위보다 큽니다",
    AdaptiveReason.BELOW_RANGE: "주간 체중 변화가 목표 범위보다 작습니다",
    AdaptiveReason.INSUFFICIENT_WEIGHT_SAMPLES: "비교할 체중 기록이 충분하지 않습니다",
    AdaptiveReason.LOW_LOGGING_COVERAGE: "식단 기록 비율이 낮아 판단 근거가 약합니다",
    AdaptiveReason.COOLDOWN: "최근 조정 뒤 대기 기간이 끝나지 않았습니다",
    AdaptiveReason.GAP_OVER_14_DAYS: "기록 공백이 14일을 넘었습니다",
    AdaptiveReason.SAFETY_HOLD: "안전 확인이 필요한 기록이 있어 보류 중입니다",
    AdaptiveReason.PAIN_PRESENT: "통증 기록이 있어 운영자 확인이 필요합니다",
    AdaptiveReason.MISSING_CONSENT: "동의 기록이 확인되지 않았습니다",
    AdaptiveReason.GOAL_UNKNOWN: "목표가 아직 정해지지 않았습니다",
}

DECISION_LABELS: Final[dict[AdaptiveDecision, str]] = {
    AdaptiveDecision.OBSERVE: "관찰",
    AdaptiveDecision.MAINTAIN: "현재 목표 유지",
    AdaptiveDecision.INCREASE: "목표 열량 증가",
    AdaptiveDecision.DECREASE: "목표 열량 감소",
    AdaptiveDecision.HUMAN_REVIEW: "운영자 검토 필요",
}

REASON_LABELS: Final[dict[AdaptiveReason, str]] = {
    AdaptiveReason.IN_RANGE: "목표 범위 안",
    AdaptiveReason.ABOVE_RANGE: "목표 범위 초과",
    AdaptiveReason.BELOW_RANGE: "목표 범위 미만",
    AdaptiveReason.INSUFFICIENT_WEIGHT_SAMPLES: "체중 기록 부족",
    AdaptiveReason.LOW_LOGGING_COVERAGE: "식단 기록 부족",
    AdaptiveReason.COOLDOWN: "조정 대기 기간",
    AdaptiveReason.GAP_OVER_14_DAYS: "14일 넘는 기록 공백",
    AdaptiveReason.SAFETY_HOLD: "안전 보류",
    AdaptiveReason.PAIN_PRESENT: "통증 있음",
    AdaptiveReason.MISSING_CONSENT: "동의 없음",
    AdaptiveReason.GOAL_UNKNOWN: "목표 미정",
}

GLOSSARY: Final[dict[str, str]] = {
    **{decision_id(d): text for d, text in DECISION_SENTENCES.items()},
    **{reason_id(r): text for r, text in REASON_SENTENCES.items()},
}


def decision_matches_target(decision: AdaptiveDecision, current: int, proposed: int) -> bool:
    """Increase raises the target, decrease lowers it, every other decision keeps it."""
    if decision is AdaptiveDecision.INCREASE:
        return proposed > current
    if decision is AdaptiveDecision.DECREASE:
        return proposed < current
    return proposed == current
