"""Code-owned words of the daily drafts (합니다체 / 명사형 action lines; golden-pinned).

Short outcome: the daily.v1 status line is the one confirmation, ``KEEP_ACTION`` the one
keep-behaviour line. Detailed outcome: one action per problem, and a locked ``확인한 변화``
section stating the numbers that opened it (ADR 0015).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Final

KEEP_ACTION: Final = "지금처럼 수면과 식사, 운동 흐름을 그대로 이어 가기"

ACTIONS: Final[dict[str, str]] = {
    "sleep": "오늘 밤은 평소보다 30분 일찍 잠자리에 들기",
    "condition": "오늘 운동은 강도를 한 단계 낮춰 진행하기",
    "performance": "다음 운동 일정과 강도를 코치와 다시 맞추기",
    "trainer_below_plan": "다음 운동 일정과 강도를 코치와 다시 맞추기",
    "weight_change": "내일 아침 같은 조건에서 체중을 다시 재기",
    "pain": "통증이 있는 부위는 운동 전에 코치와 먼저 상의하기",
    "trainer_pain": "통증이 있는 부위는 운동 전에 코치와 먼저 상의하기",
}

CHANGES_HEADING: Final = "확인한 변화"
SLEEP_RULE: Final = "(기준: 6시간 미만 또는 만족도 2점 이하)"
CONDITION_RULE: Final = "(기준: 2점 이하)"
TRAINER_BELOW_PLAN: Final = "- 트레이너 기록: 강도 계획보다 낮음"
TRAINER_PAIN: Final = "- 트레이너 기록: 수업 중 통증 있음"
PAIN_PRESENT: Final = "- 통증: 있음"

WORKOUT_LABELS: Final[dict[str, str]] = {
    "done": "완료",
    "partial": "일부 수행",
    "missed": "하지 못함",
    "rest": "쉬는 날",
}
INTENSITY_LABELS: Final[dict[str, str]] = {
    "below": "계획보다 낮음",
    "as_planned": "계획대로",
    "above": "계획보다 높음",
}
MISSING: Final = "기록 없음"


def signed_kg(change: Decimal) -> str:
    return f"{'+' if change >= 0 else '-'}{abs(change):f}kg"


def sleep_line(hours: Decimal | None, quality: int | None) -> str:
    parts = []
    if hours is not None:
        parts.append(f"{hours:f}시간")
    if quality is not None:
        parts.append(f"만족도 5점 중 {quality}점")
    return f"- 수면: {' · '.join(parts)} {SLEEP_RULE}"


def condition_line(readiness: int) -> str:
    return f"- 컨디션: 5점 중 {readiness}점 {CONDITION_RULE}"


def workout_text(status: str | None, quality: int | None) -> str:
    if status is None:
        return MISSING
    label = WORKOUT_LABELS[status]
    return label if quality is None else f"{label} · 수행도 5점 중 {quality}점"


def workout_line(status: str | None, quality: int | None) -> str:
    return f"- 운동: {workout_text(status, quality)}"


def weight_line(prior: Decimal, today: Decimal, change: Decimal) -> str:
    return f"- 체중: 지난주 같은 요일 {prior:f}kg → 오늘 {today:f}kg ({signed_kg(change)})"
