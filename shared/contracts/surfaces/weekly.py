"""``weekly.v1``: the customer's weekly report.

Grammar (lines joined by LF, no trailing LF)::

    주간 리포트 · {YYYY년 M월 D일} ~ {YYYY년 M월 D일}
    <blank>
    - 체크인: {expected}일 중 {done}일 ({percent}%)
    - 체중 추세: {70.0}kg → {70.2}kg (주간 {+0.29}%) | 계산할 기록 부족
    - 목표 범위: 주간 {+0.10}% ~ {+0.25}% | 미정
    - 평균 수면: {7.2}시간 | 기록 없음
    - 평균 컨디션: 5점 중 {3.8}점 | 기록 없음
    <blank>
    이번 주 해석
    {interpretation}                          ← slot ``weekly.interpretation`` when typed
    <blank>
    유지할 행동
    - {behaviour} (one to five) | - 없음
    <blank>
    바꿀 행동
    - {behaviour} (one to five) | - 없음
    <blank>
    다음 결정
    - 현재 계획 유지 | 목표 열량 조정 검토 | 기록을 더 모은 뒤 판단
    <blank>
    판단 근거
    {rationale}                               ← slot ``weekly.rationale`` when typed

The check-in percent is ``round(100 * done / expected)`` (half up), derived, never input.
The typed interpretation branch follows from the facts: no trend →
``{P_WEEKLY_TREND_UNAVAILABLE, A_WEEKLY_RECHECK_AFTER_RECORD}``; trend without a goal range →
``{P_WEEKLY_TREND_OBSERVED, A_WEEKLY_HOLD_FOR_MISSING_GOAL}``; rate inside the range →
``{P_WEEKLY_IN_GOAL, P_WEEKLY_KEEP_BASIS}``; outside → ``{P_WEEKLY_OUT_OF_GOAL,
A_WEEKLY_RECHECK_INPUT}``. The typed rationale follows from the next decision (keep →
``A_WEEKLY_KEEP_BASELINE``, review → ``A_WEEKLY_REVIEW_ADJUSTMENT``, collect →
``P_WEEKLY_RECORDS_INSUFFICIENT``). A caller may instead supply explicit source text for
either paragraph; it is then locked, and the report has **no** slots at all (only fully
typed reports are eligible for the postprocessor). On parse, a paragraph equal to its typed
text is typed; any other single line is explicit text.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from enum import StrEnum
from typing import Final

from shared.contracts.presentation import CanonicalSurface, SurfaceVersion
from shared.contracts.surfaces.common import (
    LayoutBuilder,
    LineReader,
    SurfaceGrammarError,
    WeeklyRateRange,
    check_decimal,
    check_int,
    check_text,
    format_fixed,
    format_korean_date,
    parse_fixed,
    parse_korean_date,
    parse_plain_int,
    require,
    slot_text,
)

SURFACE_VERSION: Final[SurfaceVersion] = "weekly.v1"
INTERPRETATION_SLOT_ID: Final = "weekly.interpretation"
RATIONALE_SLOT_ID: Final = "weekly.rationale"
# Seed 001's per-slot manifest (code points of generated_ko): interpretation 220,
# rationale 144. Its example capsule says 160; the manifest table is the contract.
INTERPRETATION_MAX_GENERATED_CHARS: Final = 220
RATIONALE_MAX_GENERATED_CHARS: Final = 144
MAX_BEHAVIOURS: Final = 5
MAX_BEHAVIOUR_CHARS: Final = 80
MAX_EXPLICIT_CHARS: Final = 600

GLOSSARY: Final[dict[str, str]] = {
    "P_WEEKLY_TREND_UNAVAILABLE": "이번 주는 체중 추세를 계산할 만큼 기록이 모이지 않았습니다",
    "A_WEEKLY_RECHECK_AFTER_RECORD": "기록이 더 쌓이면 추세를 다시 확인합니다",
    "P_WEEKLY_TREND_OBSERVED": "이번 주 체중 추세를 확인했습니다",
    "A_WEEKLY_HOLD_FOR_MISSING_GOAL": "목표 범위가 정해질 때까지 조정 판단을 미룹니다",
    "P_WEEKLY_IN_GOAL": "체중 변화가 목표 범위 안에 있습니다",
    "P_WEEKLY_KEEP_BASIS": "지금의 식단과 운동 기준을 이어 갑니다",
    "P_WEEKLY_OUT_OF_GOAL": "체중 변화가 목표 범위를 벗어났습니다",
    "A_WEEKLY_RECHECK_INPUT": "먼저 기록이 정확한지 다시 확인합니다",
    "A_WEEKLY_KEEP_BASELINE": "다음 주에도 현재 기준을 그대로 유지합니다",
    "A_WEEKLY_REVIEW_ADJUSTMENT": "운영자가 목표 열량 조정 여부를 검토합니다",
    "P_WEEKLY_RECORDS_INSUFFICIENT": "기록이 부족해 이번 주에는 판단을 미룹니다",
}

INTERPRETATION_BRANCHES: Final[tuple[tuple[str, str], ...]] = (
    ("P_WEEKLY_TREND_UNAVAILABLE", "A_WEEKLY_RECHECK_AFTER_RECORD"),
    ("P_WEEKLY_TREND_OBSERVED", "A_WEEKLY_HOLD_FOR_MISSING_GOAL"),
    ("P_WEEKLY_IN_GOAL", "P_WEEKLY_KEEP_BASIS"),
    ("P_WEEKLY_OUT_OF_GOAL", "A_WEEKLY_RECHECK_INPUT"),
)

TITLE_PREFIX: Final = "주간 리포트 · "
INTERPRETATION_HEADING: Final = "이번 주 해석"
KEEP_HEADING: Final = "유지할 행동"
CHANGE_HEADING: Final = "바꿀 행동"
DECISION_HEADING: Final = "다음 결정"
RATIONALE_HEADING: Final = "판단 근거"
NONE_ITEM: Final = "없음"
MISSING: Final = "기록 없음"
NO_TREND: Final = "계산할 기록 부족"
NO_GOAL: Final = "미정"
_HEADINGS = frozenset(
    {INTERPRETATION_HEADING, KEEP_HEADING, CHANGE_HEADING, DECISION_HEADING, RATIONALE_HEADING}
)


class WeeklyDecision(StrEnum):
    KEEP_PLAN = "keep_plan"
    REVIEW_ADJUSTMENT = "review_adjustment"
    COLLECT_MORE_RECORDS = "collect_more_records"


DECISION_LABELS: Final[dict[WeeklyDecision, str]] = {
    WeeklyDecision.KEEP_PLAN: "현재 계획 유지",
    WeeklyDecision.REVIEW_ADJUSTMENT: "목표 열량 조정 검토",
    WeeklyDecision.COLLECT_MORE_RECORDS: "기록을 더 모은 뒤 판단",
}
RATIONALE_IDS: Final[dict[WeeklyDecision, str]] = {
    WeeklyDecision.KEEP_PLAN: "A_WEEKLY_KEEP_BASELINE",
    WeeklyDecision.REVIEW_ADJUSTMENT: "A_WEEKLY_REVIEW_ADJUSTMENT",
    WeeklyDecision.COLLECT_MORE_RECORDS: "P_WEEKLY_RECORDS_INSUFFICIENT",
}


@dataclass(frozen=True, slots=True)
class WeightTrend:
    """7-day mean weights (kg, one decimal) and the weekly change in percent (two decimals)."""

    previous_mean_kg: Decimal
    current_mean_kg: Decimal
    weekly_rate_percent: Decimal


@dataclass(frozen=True, slots=True)
class WeeklyFacts:
    week_start: date
    week_end: date
    checkin_days: int
    expected_days: int
    weight_trend: WeightTrend | None
    goal_range: WeeklyRateRange | None
    average_sleep_hours: Decimal | None
    average_readiness_score: Decimal | None
    keep_behaviours: tuple[str, ...]
    change_behaviours: tuple[str, ...]
    next_decision: WeeklyDecision
    interpretation_text: str | None = None  # explicit source text → locked, no slots
    rationale_text: str | None = None

    @property
    def interpretation_ids(self) -> tuple[str, str]:
        if self.weight_trend is None:
            return INTERPRETATION_BRANCHES[0]
        if self.goal_range is None:
            return INTERPRETATION_BRANCHES[1]
        if self.goal_range.contains(self.weight_trend.weekly_rate_percent):
            return INTERPRETATION_BRANCHES[2]
        return INTERPRETATION_BRANCHES[3]

    @property
    def rationale_id(self) -> str:
        return RATIONALE_IDS[self.next_decision]

    @property
    def fully_typed(self) -> bool:
        return self.interpretation_text is None and self.rationale_text is None

    @property
    def checkin_percent(self) -> int:
        ratio = Decimal(100 * self.checkin_days) / Decimal(self.expected_days)
        return int(ratio.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def _validate(facts: WeeklyFacts) -> None:
    s = SURFACE_VERSION
    require(isinstance(facts.week_start, date), s, "week_start must be a date")
    require(isinstance(facts.week_end, date), s, "week_end must be a date")
    require(facts.week_start <= facts.week_end, s, "week_end precedes week_start")
    check_int(facts.expected_days, surface=s, field="expected_days", low=1, high=7)
    check_int(facts.checkin_days, surface=s, field="checkin_days", low=0, high=facts.expected_days)
    if facts.weight_trend is not None:
        trend = facts.weight_trend
        for name in ("previous_mean_kg", "current_mean_kg"):
            check_decimal(
                getattr(trend, name),
                surface=s,
                field=name,
                places=1,
                low=Decimal("20.0"),
                high=Decimal("400.0"),
            )
        check_decimal(
            trend.weekly_rate_percent,
            surface=s,
            field="weekly_rate_percent",
            places=2,
            low=Decimal("-50.00"),
            high=Decimal("50.00"),
        )
    if facts.goal_range is not None:
        facts.goal_range.validate(s)
    if facts.average_sleep_hours is not None:
        check_decimal(
            facts.average_sleep_hours,
            surface=s,
            field="average_sleep_hours",
            places=1,
            low=Decimal("0.0"),
            high=Decimal("24.0"),
        )
    if facts.average_readiness_score is not None:
        check_decimal(
            facts.average_readiness_score,
            surface=s,
            field="average_readiness_score",
            places=1,
            low=Decimal("1.0"),
            high=Decimal("5.0"),
        )
    for items in (facts.keep_behaviours, facts.change_behaviours):
        require(len(items) <= MAX_BEHAVIOURS, s, f"at most {MAX_BEHAVIOURS} behaviours")
        for item in items:
            check_text(item, surface=s, field="behaviour", max_chars=MAX_BEHAVIOUR_CHARS)
            require(item != NONE_ITEM, s, f"a behaviour cannot read {NONE_ITEM!r}")
    require(isinstance(facts.next_decision, WeeklyDecision), s, "unknown next decision")
    for name in ("interpretation_text", "rationale_text"):
        text = getattr(facts, name)
        if text is not None:
            check_text(text, surface=s, field=name, max_chars=MAX_EXPLICIT_CHARS)
            require(text not in _HEADINGS and not text.startswith("- "), s, f"{name} is ambiguous")


def _trend_text(trend: WeightTrend | None) -> str:
    if trend is None:
        return NO_TREND
    return (
        f"{format_fixed(trend.previous_mean_kg)}kg → {format_fixed(trend.current_mean_kg)}kg "
        f"(주간 {format_fixed(trend.weekly_rate_percent, signed=True)}%)"
    )


def _bullets(layout: LayoutBuilder, items: tuple[str, ...]) -> None:
    for item in items or (NONE_ITEM,):
        layout.line(f"- {item}")


def _paragraph(
    layout: LayoutBuilder,
    *,
    explicit: str | None,
    slot_id: str,
    ids: tuple[str, ...],
    limit: int,
    slotted: bool,
) -> None:
    if explicit is not None:
        layout.line(explicit)
        return
    layout.slot_line(
        prefix="",
        slot_id=slot_id,
        semantic_ids=ids,
        glossary=GLOSSARY,
        max_generated_chars=limit,
        slotted=slotted,
    )


def render(facts: WeeklyFacts) -> CanonicalSurface:
    """The canonical weekly report; its two paragraphs are slots only when both are typed."""
    _validate(facts)
    layout = LayoutBuilder(SURFACE_VERSION)
    period = f"{format_korean_date(facts.week_start)} ~ {format_korean_date(facts.week_end)}"
    layout.line(TITLE_PREFIX + period)
    layout.blank()
    layout.line(
        f"- 체크인: {facts.expected_days}일 중 {facts.checkin_days}일 ({facts.checkin_percent}%)"
    )
    layout.line(f"- 체중 추세: {_trend_text(facts.weight_trend)}")
    goal = NO_GOAL if facts.goal_range is None else f"주간 {facts.goal_range.render()}"
    layout.line(f"- 목표 범위: {goal}")
    sleep = facts.average_sleep_hours
    layout.line(f"- 평균 수면: {MISSING if sleep is None else format_fixed(sleep) + '시간'}")
    readiness = facts.average_readiness_score
    readiness_text = MISSING if readiness is None else f"5점 중 {format_fixed(readiness)}점"
    layout.line(f"- 평균 컨디션: {readiness_text}")
    layout.blank()
    layout.line(INTERPRETATION_HEADING)
    _paragraph(
        layout,
        explicit=facts.interpretation_text,
        slot_id=INTERPRETATION_SLOT_ID,
        ids=facts.interpretation_ids,
        limit=INTERPRETATION_MAX_GENERATED_CHARS,
        slotted=facts.fully_typed,
    )
    layout.blank()
    layout.line(KEEP_HEADING)
    _bullets(layout, facts.keep_behaviours)
    layout.blank()
    layout.line(CHANGE_HEADING)
    _bullets(layout, facts.change_behaviours)
    layout.blank()
    layout.line(DECISION_HEADING)
    layout.line(f"- {DECISION_LABELS[facts.next_decision]}")
    layout.blank()
    layout.line(RATIONALE_HEADING)
    _paragraph(
        layout,
        explicit=facts.rationale_text,
        slot_id=RATIONALE_SLOT_ID,
        ids=(facts.rationale_id,),
        limit=RATIONALE_MAX_GENERATED_CHARS,
        slotted=facts.fully_typed,
    )
    return layout.build()


# ---------------------------------------------------------------- parse


def _parse_trend(text: str) -> WeightTrend | None:
    s = SURFACE_VERSION
    if text == NO_TREND:
        return None
    means, separator, rate = text.partition(" (주간 ")
    require(bool(separator) and rate.endswith("%)"), s, "weight trend is malformed")
    previous, arrow, current = means.partition("kg → ")
    require(bool(arrow) and current.endswith("kg"), s, "weight trend is malformed")
    return WeightTrend(
        parse_fixed(previous, places=1, signed=False, surface=s, field="previous mean"),
        parse_fixed(current[:-2], places=1, signed=False, surface=s, field="current mean"),
        parse_fixed(rate[:-2], places=2, signed=True, surface=s, field="weekly rate"),
    )


def _parse_bullets(reader: LineReader) -> tuple[str, ...]:
    items = reader.bullets()
    return () if items == [NONE_ITEM] else tuple(items)


def _typed_or_explicit(text: str, typed: tuple[str, ...]) -> str | None:
    return None if text == slot_text(GLOSSARY, typed) else text


def parse(body: str) -> WeeklyFacts:
    """The facts a canonical weekly report states; refuses anything ``render`` would not emit."""
    s = SURFACE_VERSION
    reader = LineReader(body, s)
    start_text, separator, end_text = reader.prefixed(TITLE_PREFIX).partition(" ~ ")
    require(bool(separator), s, "report period is malformed")
    start = parse_korean_date(start_text, surface=s, field="week start")
    end = parse_korean_date(end_text, surface=s, field="week end")
    reader.blank()
    checkin = reader.prefixed("- 체크인: ")
    expected_text, _, rest = checkin.partition("일 중 ")
    done_text, _, percent_text = rest.partition("일 (")
    expected = parse_plain_int(expected_text, surface=s, field="expected days")
    done = parse_plain_int(done_text, surface=s, field="check-in days")
    trend = _parse_trend(reader.prefixed("- 체중 추세: "))
    goal_text = reader.prefixed("- 목표 범위: ")
    goal = None
    if goal_text != NO_GOAL:
        require(goal_text.startswith("주간 "), s, "goal range is malformed")
        goal = WeeklyRateRange.parse(goal_text.removeprefix("주간 "), surface=s)
    sleep_text = reader.prefixed("- 평균 수면: ")
    sleep = None
    if sleep_text != MISSING:
        require(sleep_text.endswith("시간"), s, "average sleep is malformed")
        sleep = parse_fixed(sleep_text[:-2], places=1, signed=False, surface=s, field="sleep")
    readiness_text = reader.prefixed("- 평균 컨디션: ")
    readiness = None
    if readiness_text != MISSING:
        require(
            readiness_text.startswith("5점 중 ") and readiness_text.endswith("점"),
            s,
            "average readiness is malformed",
        )
        readiness = parse_fixed(
            readiness_text[5:-1], places=1, signed=False, surface=s, field="readiness"
        )
    reader.blank()
    reader.exact(INTERPRETATION_HEADING)
    interpretation = reader.take()
    reader.blank()
    reader.exact(KEEP_HEADING)
    keep = _parse_bullets(reader)
    reader.blank()
    reader.exact(CHANGE_HEADING)
    change = _parse_bullets(reader)
    reader.blank()
    reader.exact(DECISION_HEADING)
    label = reader.prefixed("- ")
    decisions = [decision for decision, text in DECISION_LABELS.items() if text == label]
    require(len(decisions) == 1, s, "unknown next decision")
    reader.blank()
    reader.exact(RATIONALE_HEADING)
    rationale = reader.take()
    reader.end()
    base = WeeklyFacts(
        week_start=start,
        week_end=end,
        checkin_days=done,
        expected_days=expected,
        weight_trend=trend,
        goal_range=goal,
        average_sleep_hours=sleep,
        average_readiness_score=readiness,
        keep_behaviours=keep,
        change_behaviours=change,
        next_decision=decisions[0],
    )
    facts = replace(
        base,
        interpretation_text=_typed_or_explicit(interpretation, base.interpretation_ids),
        rationale_text=_typed_or_explicit(rationale, (base.rationale_id,)),
    )
    _validate(facts)
    require(percent_text == f"{facts.checkin_percent}%)", s, "check-in percent is inconsistent")
    if render(facts).body != body:
        raise SurfaceGrammarError(s, "body is not the canonical rendering of its facts")
    return facts
