"""``adaptive.dualcoachtest.card.v1``: the dual-coach adaptive nutrition operator card.

Grammar (lines joined by LF, no trailing LF)::

    [운영자 확인용] 듀얼코치 영양 제안 카드        ← envelope line
    ──────────                                  ← envelope separator (10 × U+2500)
    영양 조정 제안 · {customer label} · {YYYY년 M월 D일}
    - 주간 체중 변화: {+0.29}% | 계산할 기록 부족
    - 목표 범위: {+0.10}% ~ {+0.25}% | 미정
    현재 판단: {judgment}                        ← slot ``adaptive.dual.judgment``
    <blank>
    권장안
    <blank>
    - 하루 목표 열량: {2,300}kcal → {2,400}kcal | {2,300}kcal 유지
    [<blank>
    검토 필요
    <blank>
    - {reason sentence}                        ← slot ``adaptive.dual.review.N`` (N = 1, 2, ...)
    ...]
    [<blank>
    상세 근거
    <blank>
    - 7일 평균 체중: {70.0}kg → {70.2}kg | 계산할 기록 부족
    - 이번 주 체중 기록: {5}회
    [- 메모: {note}]]
    <blank>
    고객에게는 아직 전달되지 않았습니다.

Buttons: one row ``승인`` / ``보류`` carrying the caller's callback data, optionally a second
row with one ``콘솔에서 열기`` callback button (open the proposal in Richard's console). The
judgment is the ``P_DUAL_DECISION_*`` sentence of the decision, each review line the
``P_DUAL_REASON_*`` sentence of one reason (unique, in the caller's order); anything else is
refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Final

from shared.contracts.presentation import Button, CanonicalSurface, SurfaceVersion
from shared.contracts.surfaces.adaptive import (
    GLOSSARY,
    AdaptiveDecision,
    AdaptiveReason,
    decision_id,
    decision_matches_target,
    reason_id,
)
from shared.contracts.surfaces.common import (
    CalorieTarget,
    LayoutBuilder,
    LineReader,
    SurfaceGrammarError,
    WeeklyRateRange,
    check_decimal,
    check_int,
    check_text,
    format_fixed,
    format_korean_date,
    match_slot_text,
    parse_fixed,
    parse_korean_date,
    parse_plain_int,
    require,
)

SURFACE_VERSION: Final[SurfaceVersion] = "adaptive.dualcoachtest.card.v1"
JUDGMENT_SLOT_ID: Final = "adaptive.dual.judgment"
REVIEW_SLOT_PREFIX: Final = "adaptive.dual.review."
# Seed 001's per-slot manifest: judgment and each review line, 128 code points.
SLOT_MAX_GENERATED_CHARS: Final = 128
MAX_LABEL_CHARS: Final = 40
MAX_NOTE_CHARS: Final = 300

ENVELOPE_LINE: Final = "[운영자 확인용] 듀얼코치 영양 제안 카드"
ENVELOPE_SEPARATOR: Final = "─" * 10
TITLE_PREFIX: Final = "영양 조정 제안 · "
JUDGMENT_PREFIX: Final = "현재 판단: "
RECOMMENDATION_HEADING: Final = "권장안"
REVIEW_HEADING: Final = "검토 필요"
DETAIL_HEADING: Final = "상세 근거"
NOT_DELIVERED: Final = "고객에게는 아직 전달되지 않았습니다."
NO_TREND: Final = "계산할 기록 부족"
NO_GOAL: Final = "미정"
APPROVE_TEXT: Final = "승인"
HOLD_TEXT: Final = "보류"
CONSOLE_TEXT: Final = "콘솔에서 열기"

DECISION_BRANCHES: Final = tuple((decision_id(d),) for d in AdaptiveDecision)
REASON_BRANCHES: Final = tuple((reason_id(r),) for r in AdaptiveReason)


@dataclass(frozen=True, slots=True)
class DualEvidence:
    """The optional ``상세 근거`` block."""

    previous_mean_kg: Decimal | None
    current_mean_kg: Decimal | None
    weight_samples: int
    note: str | None = None


@dataclass(frozen=True, slots=True)
class DualCardFacts:
    customer_label: str
    kst_date: date
    weekly_rate_percent: Decimal | None
    goal_range: WeeklyRateRange | None
    decision: AdaptiveDecision
    target: CalorieTarget
    review_reasons: tuple[AdaptiveReason, ...]
    evidence: DualEvidence | None = None


@dataclass(frozen=True, slots=True)
class CardActions:
    """Callback data of the card's buttons (≤ 64 bytes each): 승인 / 보류, optionally 콘솔."""

    approve_callback: str
    hold_callback: str
    console_callback: str | None = None

    def buttons(self) -> tuple[tuple[Button, ...], ...]:
        decision_row = (
            Button(text=APPROVE_TEXT, callback_data=self.approve_callback),
            Button(text=HOLD_TEXT, callback_data=self.hold_callback),
        )
        if self.console_callback is None:
            return (decision_row,)
        return (decision_row, (Button(text=CONSOLE_TEXT, callback_data=self.console_callback),))


def parse_actions(buttons: tuple[tuple[Button, ...], ...], surface: str) -> CardActions:
    """The callbacks of a card's exact ``승인`` / ``보류`` row (and optional console row)."""
    require(len(buttons) in (1, 2) and len(buttons[0]) == 2, surface, "expected 승인/보류 row")
    approve, hold = buttons[0]
    require(approve.text == APPROVE_TEXT and hold.text == HOLD_TEXT, surface, "button labels")
    require(
        approve.callback_data is not None and hold.callback_data is not None,
        surface,
        "card buttons carry callback data",
    )
    assert approve.callback_data is not None and hold.callback_data is not None
    console_callback = None
    if len(buttons) == 2:
        require(len(buttons[1]) == 1, surface, "the console row has exactly one button")
        (console,) = buttons[1]
        require(console.text == CONSOLE_TEXT, surface, "console button label")
        require(console.callback_data is not None, surface, "the console button is a callback")
        console_callback = console.callback_data
    callbacks = [approve.callback_data, hold.callback_data, console_callback]
    present = [callback for callback in callbacks if callback is not None]
    require(len(set(present)) == len(present), surface, "button callbacks must differ")
    return CardActions(approve.callback_data, hold.callback_data, console_callback)


def _mean(value: Decimal | None, field: str) -> None:
    if value is not None:
        check_decimal(
            value,
            surface=SURFACE_VERSION,
            field=field,
            places=1,
            low=Decimal("20.0"),
            high=Decimal("400.0"),
        )


def _validate(facts: DualCardFacts) -> None:
    s = SURFACE_VERSION
    check_text(
        facts.customer_label,
        surface=s,
        field="customer_label",
        max_chars=MAX_LABEL_CHARS,
        forbidden=("·",),
    )
    require(isinstance(facts.kst_date, date), s, "kst_date must be a date")
    if facts.weekly_rate_percent is not None:
        check_decimal(
            facts.weekly_rate_percent,
            surface=s,
            field="weekly_rate_percent",
            places=2,
            low=Decimal("-50.00"),
            high=Decimal("50.00"),
        )
    if facts.goal_range is not None:
        facts.goal_range.validate(s)
    require(isinstance(facts.decision, AdaptiveDecision), s, "unknown decision")
    facts.target.validate(s)
    require(
        decision_matches_target(
            facts.decision, facts.target.current_kcal, facts.target.proposed_kcal
        ),
        s,
        "the calorie target contradicts the decision",
    )
    require(all(isinstance(r, AdaptiveReason) for r in facts.review_reasons), s, "unknown reason")
    require(len(set(facts.review_reasons)) == len(facts.review_reasons), s, "reasons repeat")
    if facts.evidence is not None:
        _mean(facts.evidence.previous_mean_kg, "previous_mean_kg")
        _mean(facts.evidence.current_mean_kg, "current_mean_kg")
        require(
            (facts.evidence.previous_mean_kg is None) == (facts.evidence.current_mean_kg is None),
            s,
            "both mean weights or neither",
        )
        check_int(facts.evidence.weight_samples, surface=s, field="weight_samples", low=0, high=99)
        if facts.evidence.note is not None:
            check_text(facts.evidence.note, surface=s, field="note", max_chars=MAX_NOTE_CHARS)


def render(facts: DualCardFacts, actions: CardActions) -> CanonicalSurface:
    """The canonical dual card: judgment slot plus one slot per review reason."""
    _validate(facts)
    s = SURFACE_VERSION
    layout = LayoutBuilder(s)
    layout.line(ENVELOPE_LINE)
    layout.line(ENVELOPE_SEPARATOR)
    layout.line(f"{TITLE_PREFIX}{facts.customer_label} · {format_korean_date(facts.kst_date)}")
    rate = facts.weekly_rate_percent
    rate_text = NO_TREND if rate is None else f"{format_fixed(rate, signed=True)}%"
    layout.line(f"- 주간 체중 변화: {rate_text}")
    goal = NO_GOAL if facts.goal_range is None else facts.goal_range.render()
    layout.line(f"- 목표 범위: {goal}")
    layout.slot_line(
        prefix=JUDGMENT_PREFIX,
        slot_id=JUDGMENT_SLOT_ID,
        semantic_ids=(decision_id(facts.decision),),
        glossary=GLOSSARY,
        max_generated_chars=SLOT_MAX_GENERATED_CHARS,
    )
    layout.blank()
    layout.line(RECOMMENDATION_HEADING)
    layout.blank()
    layout.line(f"- 하루 목표 열량: {facts.target.render()}")
    if facts.review_reasons:
        layout.blank()
        layout.line(REVIEW_HEADING)
        layout.blank()
        for number, reason in enumerate(facts.review_reasons, start=1):
            layout.slot_line(
                prefix="- ",
                slot_id=f"{REVIEW_SLOT_PREFIX}{number}",
                semantic_ids=(reason_id(reason),),
                glossary=GLOSSARY,
                max_generated_chars=SLOT_MAX_GENERATED_CHARS,
            )
    if facts.evidence is not None:
        evidence = facts.evidence
        layout.blank()
        layout.line(DETAIL_HEADING)
        layout.blank()
        if evidence.previous_mean_kg is None or evidence.current_mean_kg is None:
            means = NO_TREND
        else:
            means = (
                f"{format_fixed(evidence.previous_mean_kg)}kg → "
                f"{format_fixed(evidence.current_mean_kg)}kg"
            )
        layout.line(f"- 7일 평균 체중: {means}")
        layout.line(f"- 이번 주 체중 기록: {evidence.weight_samples}회")
        if evidence.note is not None:
            layout.line(f"- 메모: {evidence.note}")
    layout.blank()
    layout.line(NOT_DELIVERED)
    return layout.build(actions.buttons())


# ---------------------------------------------------------------- parse


def _parse_evidence(reader: LineReader) -> DualEvidence:
    s = SURFACE_VERSION
    means = reader.prefixed("- 7일 평균 체중: ")
    previous = current = None
    if means != NO_TREND:
        left, arrow, right = means.partition("kg → ")
        require(bool(arrow) and right.endswith("kg"), s, "mean weights are malformed")
        previous = parse_fixed(left, places=1, signed=False, surface=s, field="previous mean")
        current = parse_fixed(right[:-2], places=1, signed=False, surface=s, field="current mean")
    samples_text = reader.prefixed("- 이번 주 체중 기록: ")
    require(samples_text.endswith("회"), s, "weight samples are malformed")
    samples = parse_plain_int(samples_text[:-1], surface=s, field="weight samples")
    note = reader.prefixed("- 메모: ") if reader.next_starts("- 메모: ") else None
    return DualEvidence(previous, current, samples, note)


def parse(body: str) -> DualCardFacts:
    """The facts of a canonical dual card body; refuses any other grammar or reason text."""
    s = SURFACE_VERSION
    reader = LineReader(body, s)
    reader.exact(ENVELOPE_LINE)
    reader.exact(ENVELOPE_SEPARATOR)
    title = reader.prefixed(TITLE_PREFIX)
    label, separator, day_text = title.rpartition(" · ")
    require(bool(separator), s, "title is malformed")
    day = parse_korean_date(day_text, surface=s, field="card date")
    rate_text = reader.prefixed("- 주간 체중 변화: ")
    rate = None
    if rate_text != NO_TREND:
        require(rate_text.endswith("%"), s, "weekly rate is malformed")
        rate = parse_fixed(rate_text[:-1], places=2, signed=True, surface=s, field="weekly rate")
    goal_text = reader.prefixed("- 목표 범위: ")
    goal = None if goal_text == NO_GOAL else WeeklyRateRange.parse(goal_text, surface=s)
    judgment = match_slot_text(
        reader.prefixed(JUDGMENT_PREFIX), DECISION_BRANCHES, GLOSSARY, surface=s, field="judgment"
    )
    decision = AdaptiveDecision(judgment[0].removeprefix("P_DUAL_DECISION_").lower())
    reader.blank()
    reader.exact(RECOMMENDATION_HEADING)
    reader.blank()
    target = CalorieTarget.parse(reader.prefixed("- 하루 목표 열량: "), surface=s)
    reader.blank()
    reasons: list[AdaptiveReason] = []
    if reader.next_is(REVIEW_HEADING):
        reader.exact(REVIEW_HEADING)
        reader.blank()
        for line in reader.bullets():
            (matched,) = match_slot_text(line, REASON_BRANCHES, GLOSSARY, surface=s, field="review")
            reasons.append(AdaptiveReason(matched.removeprefix("P_DUAL_REASON_").lower()))
        reader.blank()
    evidence = None
    if reader.next_is(DETAIL_HEADING):
        reader.exact(DETAIL_HEADING)
        reader.blank()
        evidence = _parse_evidence(reader)
        reader.blank()
    reader.exact(NOT_DELIVERED)
    reader.end()
    facts = DualCardFacts(
        customer_label=label,
        kst_date=day,
        weekly_rate_percent=rate,
        goal_range=goal,
        decision=decision,
        target=target,
        review_reasons=tuple(reasons),
        evidence=evidence,
    )
    _validate(facts)
    if render(facts, CardActions("-", "-")).body != body:
        raise SurfaceGrammarError(s, "body is not the canonical rendering of its facts")
    return facts
