"""The adaptive nutrition proposal rule: pure, deterministic, adherence-neutral.

``decide`` answers one decision of the closed enum with its reasons (in enum order):

1. Missing consent, a safety hold, pain, or a weigh-in gap over 14 days -> ``human_review``
   (any adjustment waits for Richard; nothing is recommended).
2. Goal unknown, or no weigh-in before this week (the first week) -> ``observe``.
3. Too few weigh-ins in either 7-day window -> ``human_review`` (insufficient evidence).
4. The weekly rate (from the two 7-day means) inside the goal's range -> ``maintain``.
5. Outside it -> ``increase`` / ``decrease`` by at most ``calorie_step_kcal`` from the
   **active** target, within floor and ceiling, never aiming beyond ``max_rate_abs_percent``;
   but ``maintain`` during the cooldown after an approved change, or with low logging.

No catch-up: the rule never looks at missed days, skipped logs or logged intake versus the
target to pick a direction or size; missing data can only hold the target (maintain or
human review), never make it harsher, and each proposal moves one bounded step from the
target actually in force, whatever earlier weeks did or did not approve.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal
from typing import Final

from services.checkin.nutrition.measures import WindowStats, round_centi, weekly_rate_percent
from services.checkin.nutrition.schemas import (
    DEFAULT_RATE_RANGES,
    KCAL_PER_KG,
    LimitName,
    NutritionPolicy,
    Targets,
)
from services.checkin.registry.schemas import GoalMode
from shared.contracts.surfaces import WeeklyRateRange
from shared.contracts.surfaces.adaptive import AdaptiveDecision, AdaptiveReason

GAP_LIMIT_DAYS: Final = 14
KCAL_ROUNDING: Final = 10
REASON_ORDER: Final = tuple(AdaptiveReason)


@dataclass(frozen=True, slots=True)
class RuleInputs:
    policy: NutritionPolicy
    goal_mode: GoalMode
    rate_range: WeeklyRateRange | None
    previous: WindowStats
    current: WindowStats
    weighed_in_before_current_window: bool
    longest_gap_days: int | None
    coverage: Decimal
    safety_held: bool
    pain_present: bool
    consent_granted: bool
    in_cooldown: bool
    current_kcal: int


@dataclass(frozen=True, slots=True)
class RuleOutcome:
    decision: AdaptiveDecision
    reasons: tuple[AdaptiveReason, ...]
    weekly_rate: Decimal | None
    recommended_kcal: int
    limited_by: tuple[LimitName, ...]
    forecast_rate: Decimal | None


def effective_goal(
    policy: NutritionPolicy, plan_goal: GoalMode
) -> tuple[GoalMode, WeeklyRateRange | None]:
    """The goal of the week (the policy's, else the plan week's) and its target range."""
    goal = policy.goal_mode or plan_goal
    if goal == "unknown":
        return goal, None
    low, high = policy.weekly_rate_min_percent, policy.weekly_rate_max_percent
    if low is None or high is None:
        low, high = DEFAULT_RATE_RANGES[goal]
    return goal, WeeklyRateRange(low, high)


def macro_targets(kcal: int, policy: NutritionPolicy) -> Targets:
    """Split ``kcal`` by the policy's protein and fat shares; carbohydrates take the rest."""
    protein = Decimal(kcal * policy.protein_percent) / 100 / 4
    fat = Decimal(kcal * policy.fat_percent) / 100 / 9
    carbs = Decimal(kcal * (100 - policy.protein_percent - policy.fat_percent)) / 100 / 4
    whole = Decimal(1)
    return Targets(
        kcal=kcal,
        protein_g=int(protein.quantize(whole, rounding=ROUND_HALF_UP)),
        carb_g=int(carbs.quantize(whole, rounding=ROUND_HALF_UP)),
        fat_g=int(fat.quantize(whole, rounding=ROUND_HALF_UP)),
    )


def rate_effect_percent(kcal_change: int, body_kg: Decimal) -> Decimal:
    """Expected change of the weekly rate (in %) for a daily kcal change (7,700 kcal/kg)."""
    return Decimal(kcal_change * 7) / KCAL_PER_KG / body_kg * 100


def in_cooldown(last_change_effective: date | None, as_of: date, cooldown_days: int) -> bool:
    """An approved change took effect fewer than ``cooldown_days`` days before ``as_of``."""
    if last_change_effective is None:
        return False
    return (as_of - last_change_effective).days < cooldown_days


def _ordered(reasons: set[AdaptiveReason]) -> tuple[AdaptiveReason, ...]:
    return tuple(reason for reason in REASON_ORDER if reason in reasons)


def _bounded_step(inputs: RuleInputs, direction: int, rate: Decimal) -> tuple[int, set[LimitName]]:
    """The kcal change (signed) after the step, the 1 %/week cap, the floor and ceiling."""
    policy = inputs.policy
    limits: set[LimitName] = set()
    step = policy.calorie_step_kcal
    body_kg = inputs.current.mean_kg
    assert body_kg is not None
    # Never aim beyond max_rate_abs: the forecast after this change stays within the cap.
    room = (
        policy.max_rate_abs_percent - rate if direction > 0 else rate + policy.max_rate_abs_percent
    )
    per_kcal = rate_effect_percent(1, body_kg)
    by_cap = int((room / per_kcal / KCAL_ROUNDING).to_integral_value(ROUND_FLOOR)) * KCAL_ROUNDING
    if by_cap < step:
        step = max(by_cap, 0)
        limits.add("max_rate")
    proposed = inputs.current_kcal + direction * step
    if proposed < policy.calorie_floor_kcal:
        proposed = policy.calorie_floor_kcal
        limits.add("calorie_floor")
    if proposed > policy.calorie_ceiling_kcal:
        proposed = policy.calorie_ceiling_kcal
        limits.add("calorie_ceiling")
    change = proposed - inputs.current_kcal
    if change * direction <= 0:
        return 0, limits
    return change, limits


def _forecast(rate: Decimal | None, change: int, body_kg: Decimal | None) -> Decimal | None:
    if rate is None or body_kg is None:
        return None
    return round_centi(rate + rate_effect_percent(change, body_kg))


def decide(inputs: RuleInputs) -> RuleOutcome:
    """The proposal of one week (see the module docstring for the order of the rules)."""
    policy = inputs.policy
    hold: set[AdaptiveReason] = set()
    if not inputs.consent_granted:
        hold.add(AdaptiveReason.MISSING_CONSENT)
    if inputs.safety_held:
        hold.add(AdaptiveReason.SAFETY_HOLD)
    if inputs.pain_present:
        hold.add(AdaptiveReason.PAIN_PRESENT)
    if inputs.longest_gap_days is not None and inputs.longest_gap_days > GAP_LIMIT_DAYS:
        hold.add(AdaptiveReason.GAP_OVER_14_DAYS)
    held = AdaptiveDecision.HUMAN_REVIEW if hold else AdaptiveDecision.OBSERVE
    enough = min(inputs.previous.samples, inputs.current.samples) >= policy.min_weight_samples
    rate: Decimal | None = None
    if enough and inputs.previous.mean_kg is not None and inputs.current.mean_kg is not None:
        rate = weekly_rate_percent(inputs.previous.mean_kg, inputs.current.mean_kg)
    body_kg = inputs.current.mean_kg

    def unchanged(
        decision: AdaptiveDecision, reasons: set[AdaptiveReason], *limits: LimitName
    ) -> RuleOutcome:
        return RuleOutcome(
            decision=decision,
            reasons=_ordered(reasons),
            weekly_rate=rate,
            recommended_kcal=inputs.current_kcal,
            limited_by=tuple(sorted(limits)),
            forecast_rate=_forecast(rate, 0, body_kg),
        )

    if inputs.goal_mode == "unknown" or inputs.rate_range is None:
        return unchanged(held, hold | {AdaptiveReason.GOAL_UNKNOWN})
    if not inputs.weighed_in_before_current_window:
        return unchanged(held, hold | {AdaptiveReason.INSUFFICIENT_WEIGHT_SAMPLES})
    if rate is None:
        return unchanged(
            AdaptiveDecision.HUMAN_REVIEW, hold | {AdaptiveReason.INSUFFICIENT_WEIGHT_SAMPLES}
        )
    if rate > inputs.rate_range.max_percent:
        position, direction = AdaptiveReason.ABOVE_RANGE, -1
    elif rate < inputs.rate_range.min_percent:
        position, direction = AdaptiveReason.BELOW_RANGE, 1
    else:
        position, direction = AdaptiveReason.IN_RANGE, 0
    if hold:
        return unchanged(AdaptiveDecision.HUMAN_REVIEW, hold | {position})
    if not policy.calorie_floor_kcal <= inputs.current_kcal <= policy.calorie_ceiling_kcal:
        # The target in force lies outside the bounds Richard set: no automatic proposal.
        bound: LimitName = (
            "calorie_floor"
            if inputs.current_kcal < policy.calorie_floor_kcal
            else "calorie_ceiling"
        )
        return unchanged(AdaptiveDecision.HUMAN_REVIEW, {position}, bound)
    if direction == 0:
        return unchanged(AdaptiveDecision.MAINTAIN, {position})
    blockers: set[AdaptiveReason] = set()
    if inputs.in_cooldown:
        blockers.add(AdaptiveReason.COOLDOWN)
    if inputs.coverage < policy.min_logging_coverage:
        blockers.add(AdaptiveReason.LOW_LOGGING_COVERAGE)
    if blockers:
        return unchanged(AdaptiveDecision.MAINTAIN, {position} | blockers)
    change, limits = _bounded_step(inputs, direction, rate)
    if change == 0:
        return unchanged(AdaptiveDecision.MAINTAIN, {position}, *limits)
    return RuleOutcome(
        decision=AdaptiveDecision.INCREASE if change > 0 else AdaptiveDecision.DECREASE,
        reasons=(position,),
        weekly_rate=rate,
        recommended_kcal=inputs.current_kcal + change,
        limited_by=tuple(sorted(limits)),
        forecast_rate=_forecast(rate, change, body_kg),
    )


def next_window(end: date) -> tuple[date, date]:
    """The 7 KST days after ``end`` (the period a forecast speaks about)."""
    return end + timedelta(days=1), end + timedelta(days=7)
