"""The weekly judgement of one pilot week, from the stream (pure; AC11, ADR 0019).

``weekly_judgement(inputs)`` is the one function that decides a week: check-in rate, weight
trend (7-day means of this and the previous bucket, >= 3 weigh-ins each), goal range of the
plan week, average sleep and readiness, keep/change behaviours, the next decision, the
typed interpretation/rationale branches (``P_WEEKLY_IN_GOAL``, ``A_WEEKLY_KEEP_BASELINE`` ...
chosen by ``shared.contracts.surfaces.weekly``), the evidence it rests on and whether it is held.
The judgment ledger records it (ADR 0052); ``weekly_surface`` renders it as ``weekly.v1``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

from services.checkin.drafts.rules import checkin_fact, trainer_fact
from services.checkin.events.facts import Recorded
from services.checkin.events.payloads import CheckinPayload, TrainerSessionPayload
from services.checkin.judgments.builders import ObservedFact
from services.checkin.judgments.schemas import HoldKind
from services.checkin.registry.schemas import GoalMode
from services.checkin.safety.holds import HoldVerdict, hold_verdict
from services.checkin.schedule.rules import BUCKET_DAYS
from shared.clock import is_weekday
from shared.contracts.drafts import EvidenceRef
from shared.contracts.presentation import CanonicalSurface
from shared.contracts.safety import Safety
from shared.contracts.surfaces import weekly
from shared.contracts.surfaces.common import WeeklyRateRange

MIN_WEIGHT_SAMPLES: Final = 3
GOOD_CHECKIN_PERCENT: Final = 80
GOOD_SLEEP_HOURS: Final = Decimal("7.0")
SHORT_SLEEP_HOURS: Final = Decimal("6.0")
GOOD_READINESS: Final = Decimal("3.5")
LOW_READINESS: Final = Decimal("2.5")
MAX_EVIDENCE: Final = 50

# Target weekly change of body weight (percent) per plan phase (ADAPTIVE_NUTRITION.md).
GOAL_RANGES: Final[dict[str, WeeklyRateRange]] = {
    "lean_mass_gain": WeeklyRateRange(Decimal("0.10"), Decimal("0.25")),
    "fat_loss": WeeklyRateRange(Decimal("-0.50"), Decimal("-0.25")),
    "maintenance": WeeklyRateRange(Decimal("-0.10"), Decimal("0.10")),
}

KEEP: Final[dict[str, str]] = {
    "checkin": "매일 체크인 기록 이어 가기",
    "sleep": "7시간 이상 잠자는 습관 유지하기",
    "training": "계획한 운동을 빠짐없이 하기",
    "readiness": "컨디션을 지키는 생활 리듬 유지하기",
    "in_goal": "지금의 식사량 유지하기",
}
CHANGE: Final[dict[str, str]] = {
    "checkin": "빠지는 날 없이 체크인하기",
    "sleep": "잠자리에 드는 시간을 30분 앞당기기",
    "training": "운동 일정을 미리 정해 두기",
    "readiness": "컨디션이 낮은 날은 운동 강도를 낮추기",
    "weighing": "아침 공복 체중을 매일 기록하기",
    "out_of_goal": "식사량을 코치와 함께 다시 점검하기",
    "pain": "통증이 있는 부위는 운동 전에 코치와 상의하기",
}


@dataclass(frozen=True, slots=True)
class WeeklyInputs:
    customer_id: str
    week_index: int  # 1..4
    week_start: date
    week_end: date
    as_of: date  # the KST day of the judgement (check-ins after it do not exist yet)
    checkins: Mapping[date, Recorded[CheckinPayload]]
    trainer_records: Mapping[date, Recorded[TrainerSessionPayload]]
    goal_mode: GoalMode
    consent_granted: bool


@dataclass(frozen=True, slots=True)
class WeeklyFigures:
    checkin_dates: tuple[date, ...]
    current_weights: int
    previous_weights: int
    missed_sessions: int
    pain_days: int
    # The events behind the figures, in date order (what the judgment ledger cites).
    checkin_event_ids: tuple[str, ...] = ()
    weigh_in_event_ids: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class WeeklyJudgement:
    customer_id: str
    week_index: int
    as_of: date
    facts: weekly.WeeklyFacts
    figures: WeeklyFigures
    evidence: tuple[EvidenceRef, ...]
    hold: HoldVerdict

    @property
    def decision(self) -> weekly.WeeklyDecision:
        return self.facts.next_decision

    @property
    def interpretation_ids(self) -> tuple[str, str]:
        return self.facts.interpretation_ids

    @property
    def rationale_id(self) -> str:
        return self.facts.rationale_id


def _mean(values: list[Decimal], places: str) -> Decimal | None:
    if not values:
        return None
    return (sum(values, Decimal(0)) / len(values)).quantize(Decimal(places), ROUND_HALF_UP)


def _days(start: date, end: date) -> list[date]:
    return [start + timedelta(days=offset) for offset in range((end - start).days + 1)]


def _weighed(
    checkins: Mapping[date, Recorded[CheckinPayload]], days: list[date]
) -> list[Recorded[CheckinPayload]]:
    return [
        checkins[day]
        for day in days
        if day in checkins and checkins[day].payload.morning_weight_kg is not None
    ]


def _weights(checkins: Mapping[date, Recorded[CheckinPayload]], days: list[date]) -> list[Decimal]:
    return [Decimal(str(r.payload.morning_weight_kg)) for r in _weighed(checkins, days)]


def weight_trend(current: list[Decimal], previous: list[Decimal]) -> weekly.WeightTrend | None:
    """7-day means (one decimal) and the weekly change of the rounded means (two decimals)."""
    if len(current) < MIN_WEIGHT_SAMPLES or len(previous) < MIN_WEIGHT_SAMPLES:
        return None
    now, before = _mean(current, "0.1"), _mean(previous, "0.1")
    assert now is not None and before is not None
    rate = ((now - before) / before * 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
    return weekly.WeightTrend(before, now, rate)


def expected_days(eligible: list[date], as_of: date, checked_in: set[date]) -> int:
    """Eligible days already over, plus today if today's check-in is in (ADR 0019)."""
    return sum(1 for day in eligible if day < as_of or (day == as_of and day in checked_in))


def _decision(
    trend: weekly.WeightTrend | None, goal: WeeklyRateRange | None
) -> weekly.WeeklyDecision:
    if trend is None:
        return weekly.WeeklyDecision.COLLECT_MORE_RECORDS
    if goal is None or goal.contains(trend.weekly_rate_percent):
        return weekly.WeeklyDecision.KEEP_PLAN
    return weekly.WeeklyDecision.REVIEW_ADJUSTMENT


@dataclass(frozen=True, slots=True)
class _Habits:
    """What the week's check-ins and trainer records say about sleep, readiness, training."""

    sleep: Decimal | None
    readiness: Decimal | None
    missed: int
    trained: int
    pain_days: int


def _habits(
    in_week: Mapping[date, Recorded[CheckinPayload]],
    trainer: Mapping[date, Recorded[TrainerSessionPayload]],
) -> _Habits:
    payloads = [record.payload for record in in_week.values()]
    sleep_hours = [Decimal(str(p.sleep_hours)) for p in payloads if p.sleep_hours is not None]
    return _Habits(
        sleep=_mean(sleep_hours, "0.1"),
        readiness=_mean([Decimal(p.readiness) for p in payloads if p.readiness is not None], "0.1"),
        missed=sum(1 for p in payloads if p.training_status == "missed"),
        trained=sum(1 for p in payloads if p.training_status in ("done", "partial")),
        pain_days=sum(1 for p in payloads if p.pain is not None and p.pain.present)
        + sum(1 for record in trainer.values() if record.payload.pain),
    )


def _evidence(
    in_week: Mapping[date, Recorded[CheckinPayload]],
    trainer: Mapping[date, Recorded[TrainerSessionPayload]],
    trend_checkins: Mapping[date, Recorded[CheckinPayload]],
    previous_days: Sequence[date],
) -> list[EvidenceRef]:
    """The week's check-ins and trainer records, then (with a trend) last week's weigh-ins."""
    evidence = [
        EvidenceRef(event_id=r.event_id, fact=checkin_fact(r.payload)) for r in in_week.values()
    ]
    evidence += [
        EvidenceRef(event_id=r.event_id, fact=trainer_fact(r.payload)) for r in trainer.values()
    ]
    evidence += [
        EvidenceRef(
            event_id=trend_checkins[day].event_id, fact=checkin_fact(trend_checkins[day].payload)
        )
        for day in previous_days
        if day in trend_checkins and trend_checkins[day].payload.morning_weight_kg is not None
    ]
    return evidence


@dataclass(frozen=True, slots=True)
class _WeekRecords:
    """The week's records up to the judgement day, and the days of the bucket before it."""

    days: list[date]
    in_week: dict[date, Recorded[CheckinPayload]]
    trainer: dict[date, Recorded[TrainerSessionPayload]]
    checked_in: set[date]
    expected: int
    previous_days: list[date]


def _week_records(inputs: WeeklyInputs) -> _WeekRecords:
    days = [day for day in _days(inputs.week_start, inputs.week_end) if day <= inputs.as_of]
    eligible = [day for day in _days(inputs.week_start, inputs.week_end) if is_weekday(day)]
    in_week = {day: inputs.checkins[day] for day in days if day in inputs.checkins}
    checked_in = {day for day in in_week if day in eligible}
    return _WeekRecords(
        days=days,
        in_week=in_week,
        trainer={day: inputs.trainer_records[day] for day in days if day in inputs.trainer_records},
        checked_in=checked_in,
        # Never below the days actually checked in, and never zero (it divides the rate).
        expected=max(expected_days(eligible, inputs.as_of, checked_in), len(checked_in), 1),
        previous_days=_days(
            inputs.week_start - timedelta(days=BUCKET_DAYS), inputs.week_start - timedelta(days=1)
        ),
    )


def _checkin_percent(week: _WeekRecords) -> int:
    return int(
        (Decimal(100 * len(week.checked_in)) / Decimal(week.expected)).quantize(
            Decimal(1), ROUND_HALF_UP
        )
    )


def _keep_behaviours(percent: int, habits: _Habits, *, in_goal: bool) -> tuple[str, ...]:
    sleep, readiness = habits.sleep, habits.readiness
    keep = [
        KEEP["checkin"] if percent >= GOOD_CHECKIN_PERCENT else None,
        KEEP["sleep"] if sleep is not None and sleep >= GOOD_SLEEP_HOURS else None,
        KEEP["training"] if habits.trained and not habits.missed else None,
        KEEP["readiness"] if readiness is not None and readiness >= GOOD_READINESS else None,
        KEEP["in_goal"] if in_goal else None,
    ]
    return tuple(item for item in keep if item)[: weekly.MAX_BEHAVIOURS]


def _change_behaviours(
    percent: int, habits: _Habits, *, out_of_goal: bool, weight_samples: int
) -> tuple[str, ...]:
    sleep, readiness = habits.sleep, habits.readiness
    # Most important first: at most five fit the report.
    change = [
        CHANGE["pain"] if habits.pain_days else None,
        CHANGE["out_of_goal"] if out_of_goal else None,
        CHANGE["checkin"] if percent < GOOD_CHECKIN_PERCENT else None,
        CHANGE["sleep"] if sleep is not None and sleep < SHORT_SLEEP_HOURS else None,
        CHANGE["training"] if habits.missed >= 2 else None,
        CHANGE["readiness"] if readiness is not None and readiness <= LOW_READINESS else None,
        CHANGE["weighing"] if weight_samples < MIN_WEIGHT_SAMPLES else None,
    ]
    return tuple(item for item in change if item)[: weekly.MAX_BEHAVIOURS]


def _facts(
    inputs: WeeklyInputs,
    week: _WeekRecords,
    habits: _Habits,
    trend: weekly.WeightTrend | None,
    weight_samples: int,
) -> weekly.WeeklyFacts:
    goal = GOAL_RANGES.get(inputs.goal_mode)
    percent = _checkin_percent(week)
    in_goal = trend is not None and goal is not None and goal.contains(trend.weekly_rate_percent)
    out_of_goal = trend is not None and goal is not None and not in_goal
    return weekly.WeeklyFacts(
        week_start=inputs.week_start,
        week_end=inputs.week_end,
        checkin_days=len(week.checked_in),
        expected_days=week.expected,
        weight_trend=trend,
        goal_range=goal,
        average_sleep_hours=habits.sleep,
        average_readiness_score=habits.readiness,
        keep_behaviours=_keep_behaviours(percent, habits, in_goal=in_goal),
        change_behaviours=_change_behaviours(
            percent, habits, out_of_goal=out_of_goal, weight_samples=weight_samples
        ),
        next_decision=_decision(trend, goal),
    )


def _figures(
    inputs: WeeklyInputs,
    week: _WeekRecords,
    habits: _Habits,
    trend: weekly.WeightTrend | None,
    *,
    current_weights: int,
    previous_weights: int,
) -> WeeklyFigures:
    # Weigh-ins are cited only when they made a trend.
    weigh_ins = (
        _weighed(inputs.checkins, week.previous_days) + _weighed(week.in_week, week.days)
        if trend is not None
        else []
    )
    return WeeklyFigures(
        checkin_dates=tuple(sorted(week.checked_in)),
        current_weights=current_weights,
        previous_weights=previous_weights,
        missed_sessions=habits.missed,
        pain_days=habits.pain_days,
        checkin_event_ids=tuple(week.in_week[day].event_id for day in sorted(week.checked_in)),
        weigh_in_event_ids=tuple(r.event_id for r in weigh_ins),
    )


def _safeties(week: _WeekRecords) -> list[Safety]:
    return [r.payload.safety for r in week.in_week.values()] + [
        r.payload.safety for r in week.trainer.values()
    ]


def weekly_judgement(inputs: WeeklyInputs) -> WeeklyJudgement:
    """Decide one week from its check-ins and trainer records (see the module docstring)."""
    week = _week_records(inputs)
    current_weights = _weights(week.in_week, week.days)
    previous_weights = _weights(inputs.checkins, week.previous_days)
    trend = weight_trend(current_weights, previous_weights)
    habits = _habits(week.in_week, week.trainer)
    evidence = _evidence(
        week.in_week, week.trainer, inputs.checkins if trend else {}, week.previous_days
    )
    return WeeklyJudgement(
        customer_id=inputs.customer_id,
        week_index=inputs.week_index,
        as_of=inputs.as_of,
        facts=_facts(inputs, week, habits, trend, len(current_weights)),
        figures=_figures(
            inputs,
            week,
            habits,
            trend,
            current_weights=len(current_weights),
            previous_weights=len(previous_weights),
        ),
        evidence=tuple(evidence[:MAX_EVIDENCE]),
        hold=hold_verdict(_safeties(week), consent_granted=inputs.consent_granted),
    )


def weekly_surface(judgement: WeeklyJudgement) -> CanonicalSurface:
    """The canonical ``weekly.v1`` report of the judgement (fully typed: both slots)."""
    return weekly.render(judgement.facts)


def weekly_observations(judgement: WeeklyJudgement) -> tuple[ObservedFact, ...]:
    """What the judgment ledger records of a week: the check-in days and, when there is a
    trend, the weekly rate - each citing the events it was computed from. Empty when the
    week has no event to cite (nothing grounds a judgement then)."""
    facts = judgement.facts
    figures = judgement.figures
    observed = []
    if figures.checkin_event_ids:
        observed.append(
            ObservedFact(
                "checkin_days",
                Decimal(facts.checkin_days),
                "count",
                facts.week_start,
                facts.week_end,
                figures.checkin_event_ids,
            )
        )
    if facts.weight_trend is not None and figures.weigh_in_event_ids:
        observed.append(
            ObservedFact(
                "weekly_rate",
                facts.weight_trend.weekly_rate_percent,
                "percent_per_week",
                facts.week_start - timedelta(days=BUCKET_DAYS),
                facts.week_end,
                figures.weigh_in_event_ids,
            )
        )
    return tuple(observed)


def hold_kind(verdict: HoldVerdict) -> HoldKind | None:
    """How the ledger names a held week: missing consent alone, or a safety hold."""
    if not verdict.held:
        return None
    if verdict.reasons and all(r.safety_class == "consent_missing" for r in verdict.reasons):
        return "consent_missing"
    return "safety_hold"
