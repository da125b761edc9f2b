"""``adaptive.physique.card.v1``: the physique-coach adaptive nutrition operator card.

Grammar (lines joined by LF, no trailing LF)::

    [운영자 확인용] 피지크 코칭 제안
    고객: {customer label}
    날짜: {YYYY년 M월 D일} (D+{N})
    결정: {decision label}
    근거: {reason label}[, {reason label}...]
    [목표 열량: {2,300}kcal → {2,400}kcal | {2,300}kcal 유지]
    [주기: {12}주 계획 중 {3}주차]
    [식단: {meal guidance}]
    [메모: {note}]
    <blank>
    검토 안내
    제안의 구조화된 항목을 확인한 뒤 승인 여부를 결정하세요.   ← slot
    상태: 운영자 승인 전 · 고객에게 자동 전달하지 않음

The code-owned review sentence (``A_OPERATOR_REVIEW_DECISION``, slot
``adaptive.physique.review_instruction``) stands immediately before the exact final status.
It is a presentation action, not a proposal field or a change of approval state.
Buttons: one row ``승인`` / ``보류`` carrying the caller's callback data, optionally a second
row with one ``콘솔에서 열기`` callback button (see ``dual_card.CardActions``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Final

from shared.contracts.presentation import CanonicalSurface, SurfaceVersion
from shared.contracts.surfaces.adaptive import (
    DECISION_LABELS,
    REASON_LABELS,
    AdaptiveDecision,
    AdaptiveReason,
    decision_matches_target,
)
from shared.contracts.surfaces.common import (
    CalorieTarget,
    LayoutBuilder,
    LineReader,
    SurfaceGrammarError,
    check_int,
    check_text,
    format_korean_date,
    parse_korean_date,
    parse_plain_int,
    require,
)
from shared.contracts.surfaces.dual_card import CardActions

SURFACE_VERSION: Final[SurfaceVersion] = "adaptive.physique.card.v1"
REVIEW_SLOT_ID: Final = "adaptive.physique.review_instruction"
# Seed 001's per-slot manifest: `review_instruction` 128 code points.
SLOT_MAX_GENERATED_CHARS: Final = 128
MAX_LABEL_CHARS: Final = 40
MAX_FREE_LINE_CHARS: Final = 300

GLOSSARY: Final[dict[str, str]] = {
    "A_OPERATOR_REVIEW_DECISION": "제안의 구조화된 항목을 확인한 뒤 승인 여부를 결정하세요",
}

ENVELOPE_LINE: Final = "[운영자 확인용] 피지크 코칭 제안"
REVIEW_HEADING: Final = "검토 안내"
FINAL_STATUS: Final = "상태: 운영자 승인 전 · 고객에게 자동 전달하지 않음"


@dataclass(frozen=True, slots=True)
class PlanWeek:
    """``주기: {total}주 계획 중 {current}주차``."""

    current_week: int
    total_weeks: int


@dataclass(frozen=True, slots=True)
class PhysiqueCardFacts:
    customer_label: str
    kst_date: date
    day_number: int  # D+N counted from the plan start (D+0)
    decision: AdaptiveDecision
    reasons: tuple[AdaptiveReason, ...]
    target: CalorieTarget | None = None
    plan_week: PlanWeek | None = None
    meal_guidance: str | None = None
    note: str | None = None


def _validate(facts: PhysiqueCardFacts) -> None:
    s = SURFACE_VERSION
    check_text(facts.customer_label, surface=s, field="customer_label", max_chars=MAX_LABEL_CHARS)
    require(isinstance(facts.kst_date, date), s, "kst_date must be a date")
    check_int(facts.day_number, surface=s, field="day_number", low=0, high=999)
    require(isinstance(facts.decision, AdaptiveDecision), s, "unknown decision")
    require(len(facts.reasons) >= 1, s, "at least one reason is required")
    require(all(isinstance(r, AdaptiveReason) for r in facts.reasons), s, "unknown reason")
    require(len(set(facts.reasons)) == len(facts.reasons), s, "reasons repeat")
    if facts.target is not None:
        facts.target.validate(s)
        require(
            decision_matches_target(
                facts.decision, facts.target.current_kcal, facts.target.proposed_kcal
            ),
            s,
            "the calorie target contradicts the decision",
        )
    if facts.plan_week is not None:
        check_int(facts.plan_week.total_weeks, surface=s, field="total_weeks", low=1, high=52)
        check_int(
            facts.plan_week.current_week,
            surface=s,
            field="current_week",
            low=1,
            high=facts.plan_week.total_weeks,
        )
    for name in ("meal_guidance", "note"):
        value = getattr(facts, name)
        if value is not None:
            check_text(value, surface=s, field=name, max_chars=MAX_FREE_LINE_CHARS)


def render(facts: PhysiqueCardFacts, actions: CardActions) -> CanonicalSurface:
    """The canonical physique card with its one review-instruction slot."""
    _validate(facts)
    layout = LayoutBuilder(SURFACE_VERSION)
    layout.line(ENVELOPE_LINE)
    layout.line(f"고객: {facts.customer_label}")
    layout.line(f"날짜: {format_korean_date(facts.kst_date)} (D+{facts.day_number})")
    layout.line(f"결정: {DECISION_LABELS[facts.decision]}")
    layout.line("근거: " + ", ".join(REASON_LABELS[reason] for reason in facts.reasons))
    if facts.target is not None:
        layout.line(f"목표 열량: {facts.target.render()}")
    if facts.plan_week is not None:
        week = facts.plan_week
        layout.line(f"주기: {week.total_weeks}주 계획 중 {week.current_week}주차")
    if facts.meal_guidance is not None:
        layout.line(f"식단: {facts.meal_guidance}")
    if facts.note is not None:
        layout.line(f"메모: {facts.note}")
    layout.blank()
    layout.line(REVIEW_HEADING)
    layout.slot_line(
        prefix="",
        slot_id=REVIEW_SLOT_ID,
        semantic_ids=("A_OPERATOR_REVIEW_DECISION",),
        glossary=GLOSSARY,
        max_generated_chars=SLOT_MAX_GENERATED_CHARS,
    )
    layout.line(FINAL_STATUS)
    return layout.build(actions.buttons())


# ---------------------------------------------------------------- parse


def _one(label: str, table: dict[AdaptiveDecision, str] | dict[AdaptiveReason, str]) -> object:
    found = [key for key, text in table.items() if text == label]
    require(len(found) == 1, SURFACE_VERSION, f"unknown label {label!r}")
    return found[0]


def _optional(reader: LineReader, prefix: str) -> str | None:
    return reader.prefixed(prefix) if reader.next_starts(prefix) else None


def parse(body: str) -> PhysiqueCardFacts:
    """The facts of a canonical physique card body; refuses any other grammar."""
    s = SURFACE_VERSION
    reader = LineReader(body, s)
    reader.exact(ENVELOPE_LINE)
    label = reader.prefixed("고객: ")
    day_line = reader.prefixed("날짜: ")
    day_text, separator, number_text = day_line.partition(" (D+")
    require(bool(separator) and number_text.endswith(")"), s, "day line is malformed")
    day = parse_korean_date(day_text, surface=s, field="card date")
    day_number = parse_plain_int(number_text[:-1], surface=s, field="day number")
    decision = _one(reader.prefixed("결정: "), DECISION_LABELS)
    reasons = tuple(_one(text, REASON_LABELS) for text in reader.prefixed("근거: ").split(", "))
    target_text = _optional(reader, "목표 열량: ")
    target = None if target_text is None else CalorieTarget.parse(target_text, surface=s)
    week_text = _optional(reader, "주기: ")
    plan_week = None
    if week_text is not None:
        total_text, middle, current_text = week_text.partition("주 계획 중 ")
        require(bool(middle) and current_text.endswith("주차"), s, "plan week is malformed")
        plan_week = PlanWeek(
            parse_plain_int(current_text[:-2], surface=s, field="current week"),
            parse_plain_int(total_text, surface=s, field="total weeks"),
        )
    meal = _optional(reader, "식단: ")
    note = _optional(reader, "메모: ")
    reader.blank()
    reader.exact(REVIEW_HEADING)
    reader.exact(GLOSSARY["A_OPERATOR_REVIEW_DECISION"] + ".")
    reader.exact(FINAL_STATUS)
    reader.end()
    assert isinstance(decision, AdaptiveDecision)
    facts = PhysiqueCardFacts(
        customer_label=label,
        kst_date=day,
        day_number=day_number,
        decision=decision,
        reasons=tuple(r for r in reasons if isinstance(r, AdaptiveReason)),
        target=target,
        plan_week=plan_week,
        meal_guidance=meal,
        note=note,
    )
    _validate(facts)
    if render(facts, CardActions("-", "-")).body != body:
        raise SurfaceGrammarError(s, "body is not the canonical rendering of its facts")
    return facts
