"""The pure proposal rule: closed decisions and reasons, bounds, the cap, no catch-up."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta
from decimal import Decimal

import pytest
from pydantic import ValidationError

from services.checkin.nutrition import rules
from services.checkin.nutrition.measures import Window, WindowStats
from services.checkin.nutrition.rules import RuleInputs, decide
from services.checkin.nutrition.schemas import NutritionPolicy
from shared.contracts.surfaces import WeeklyRateRange
from shared.contracts.surfaces.adaptive import AdaptiveDecision as D
from shared.contracts.surfaces.adaptive import AdaptiveReason as R

MONDAY = date(2026, 12, 14)
PREVIOUS = Window(MONDAY - timedelta(days=7), MONDAY - timedelta(days=1))
CURRENT = Window(MONDAY, MONDAY + timedelta(days=6))


def stats(window: Window, mean: str | None, samples: int = 5) -> WindowStats:
    return WindowStats(window, None if mean is None else Decimal(mean), samples, ())


GAIN = RuleInputs(
    policy=NutritionPolicy(),
    goal_mode="lean_mass_gain",
    rate_range=WeeklyRateRange(Decimal("0.10"), Decimal("0.25")),
    previous=stats(PREVIOUS, "70.08"),
    current=stats(CURRENT, "70.24"),
    weighed_in_before_current_window=True,
    longest_gap_days=3,
    coverage=Decimal("1.00"),
    safety_held=False,
    pain_present=False,
    consent_granted=True,
    in_cooldown=False,
    current_kcal=2500,
)
TOO_FAST = replace(GAIN, current=stats(CURRENT, "70.60"))
CUT = replace(
    GAIN,
    goal_mode="fat_loss",
    rate_range=WeeklyRateRange(Decimal("-0.50"), Decimal("-0.25")),
    previous=stats(PREVIOUS, "80.00"),
    current=stats(CURRENT, "79.96"),
    current_kcal=2200,
)


def outcome(inputs: RuleInputs) -> tuple[D, tuple[R, ...], Decimal | None, int, tuple[str, ...]]:
    result = decide(inputs)
    return (
        result.decision,
        result.reasons,
        result.weekly_rate,
        result.recommended_kcal,
        result.limited_by,
    )


def test_in_range_maintains():
    assert outcome(GAIN) == (D.MAINTAIN, (R.IN_RANGE,), Decimal("0.23"), 2500, ())
    assert decide(GAIN).forecast_rate == Decimal("0.23")


def test_above_range_decreases_one_step_and_forecasts_the_effect():
    assert outcome(TOO_FAST) == (D.DECREASE, (R.ABOVE_RANGE,), Decimal("0.74"), 2400, ())
    # 0.74 - 100 kcal x 7 / 7,700 kcal/kg / 70.60 kg x 100 = 0.6112...
    assert decide(TOO_FAST).forecast_rate == Decimal("0.61")


def test_a_stalled_cut_decreases_one_step():
    assert outcome(CUT) == (D.DECREASE, (R.ABOVE_RANGE,), Decimal("-0.05"), 2100, ())
    assert decide(CUT).forecast_rate == Decimal("-0.16")


def test_below_range_increases_one_step():
    slow = replace(GAIN, current=stats(CURRENT, "70.10"))
    assert outcome(slow) == (D.INCREASE, (R.BELOW_RANGE,), Decimal("0.03"), 2600, ())


def test_cooldown_and_low_coverage_hold_the_target_and_say_why():
    assert outcome(replace(TOO_FAST, in_cooldown=True))[:2] == (
        D.MAINTAIN,
        (R.ABOVE_RANGE, R.COOLDOWN),
    )
    assert outcome(replace(TOO_FAST, coverage=Decimal("0.40")))[:2] == (
        D.MAINTAIN,
        (R.ABOVE_RANGE, R.LOW_LOGGING_COVERAGE),
    )
    both = replace(TOO_FAST, coverage=Decimal("0.40"), in_cooldown=True)
    assert outcome(both)[:2] == (D.MAINTAIN, (R.ABOVE_RANGE, R.LOW_LOGGING_COVERAGE, R.COOLDOWN))


@pytest.mark.parametrize(
    ("change", "reasons"),
    [
        ({"consent_granted": False}, (R.IN_RANGE, R.MISSING_CONSENT)),
        ({"safety_held": True}, (R.IN_RANGE, R.SAFETY_HOLD)),
        ({"pain_present": True}, (R.IN_RANGE, R.PAIN_PRESENT)),
        ({"longest_gap_days": 15}, (R.IN_RANGE, R.GAP_OVER_14_DAYS)),
        (
            {"safety_held": True, "pain_present": True, "consent_granted": False},
            (R.IN_RANGE, R.SAFETY_HOLD, R.PAIN_PRESENT, R.MISSING_CONSENT),
        ),
    ],
)
def test_hold_reasons_send_the_week_to_human_review_without_a_change(change, reasons):
    assert outcome(replace(GAIN, **change)) == (D.HUMAN_REVIEW, reasons, Decimal("0.23"), 2500, ())
    assert outcome(replace(TOO_FAST, **change))[3] == 2500  # even when out of range


def test_a_gap_of_exactly_fourteen_days_is_not_over_fourteen():
    assert outcome(replace(GAIN, longest_gap_days=14))[0] is D.MAINTAIN


def test_goal_unknown_observes_and_with_a_hold_reviews():
    unknown = replace(GAIN, goal_mode="unknown", rate_range=None)
    assert outcome(unknown)[:2] == (D.OBSERVE, (R.GOAL_UNKNOWN,))
    assert outcome(replace(unknown, pain_present=True))[:2] == (
        D.HUMAN_REVIEW,
        (R.PAIN_PRESENT, R.GOAL_UNKNOWN),
    )


def test_the_first_week_observes_and_too_few_weigh_ins_later_is_reviewed():
    first = replace(GAIN, previous=stats(PREVIOUS, None, 0), weighed_in_before_current_window=False)
    assert outcome(first) == (D.OBSERVE, (R.INSUFFICIENT_WEIGHT_SAMPLES,), None, 2500, ())
    assert decide(first).forecast_rate is None
    few = replace(GAIN, current=stats(CURRENT, "70.24", samples=3))
    assert outcome(few) == (D.HUMAN_REVIEW, (R.INSUFFICIENT_WEIGHT_SAMPLES,), None, 2500, ())


def test_the_floor_bounds_a_decrease_and_stops_it_at_the_floor():
    policy = NutritionPolicy(calorie_floor_kcal=2450)
    assert outcome(replace(TOO_FAST, policy=policy)) == (
        D.DECREASE,
        (R.ABOVE_RANGE,),
        Decimal("0.74"),
        2450,
        ("calorie_floor",),
    )
    at_floor = replace(TOO_FAST, policy=NutritionPolicy(calorie_floor_kcal=2500))
    assert outcome(at_floor) == (
        D.MAINTAIN,
        (R.ABOVE_RANGE,),
        Decimal("0.74"),
        2500,
        ("calorie_floor",),
    )


def test_the_ceiling_bounds_an_increase():
    slow = replace(GAIN, current=stats(CURRENT, "70.10"))
    policy = NutritionPolicy(calorie_ceiling_kcal=2550)
    assert outcome(replace(slow, policy=policy))[2:] == (
        Decimal("0.03"),
        2550,
        ("calorie_ceiling",),
    )


def test_a_target_outside_the_bounds_is_never_kept_automatically():
    below = replace(GAIN, policy=NutritionPolicy(calorie_floor_kcal=2600))
    assert outcome(below) == (
        D.HUMAN_REVIEW,
        (R.IN_RANGE,),
        Decimal("0.23"),
        2500,
        ("calorie_floor",),
    )


def test_a_step_that_would_aim_beyond_one_percent_a_week_is_cut_to_the_cap():
    policy = NutritionPolicy(
        goal_mode="fat_loss",
        weekly_rate_min_percent=Decimal("-0.90"),
        weekly_rate_max_percent=Decimal("-0.60"),
        calorie_step_kcal=300,
    )
    light = replace(
        CUT,
        policy=policy,
        rate_range=WeeklyRateRange(Decimal("-0.90"), Decimal("-0.60")),
        previous=stats(PREVIOUS, "45.00"),
        current=stats(CURRENT, "44.75"),
    )
    result = decide(light)
    # room 1.00 - 0.56 = 0.44 %/week; 0.44 / (7 / 7,700 / 44.75 x 100) = 216.5 -> 210 kcal
    assert outcome(light) == (D.DECREASE, (R.ABOVE_RANGE,), Decimal("-0.56"), 1990, ("max_rate",))
    assert result.forecast_rate is not None and abs(result.forecast_rate) <= Decimal("1.00")
    assert result.forecast_rate == Decimal("-0.99")


def test_no_catch_up_missed_days_never_make_the_target_harsher():
    # A cut that stalls while the customer logged only two of five days: no decrease.
    sparse = replace(CUT, coverage=Decimal("0.40"))
    assert outcome(sparse)[0] is D.MAINTAIN and outcome(sparse)[3] == 2200
    # Fewer weigh-ins never lead to a larger (or any) cut either.
    assert outcome(replace(CUT, current=stats(CURRENT, "79.96", samples=2)))[3] == 2200
    # The step is one step from the target in force, however far the rate is off.
    far_off = replace(CUT, current=stats(CURRENT, "80.80"))
    assert outcome(far_off)[3] == 2100


def test_policy_never_aims_beyond_the_cap_or_below_the_s4_line():
    with pytest.raises(ValidationError):
        NutritionPolicy(
            weekly_rate_min_percent=Decimal("0.10"), weekly_rate_max_percent=Decimal("1.20")
        )
    with pytest.raises(ValidationError):
        NutritionPolicy(max_rate_abs_percent=Decimal("1.50"))
    with pytest.raises(ValidationError):
        NutritionPolicy(calorie_floor_kcal=900)
    with pytest.raises(ValidationError):
        NutritionPolicy(weekly_rate_min_percent=Decimal("0.10"))
    with pytest.raises(ValidationError):
        NutritionPolicy(calorie_floor_kcal=2000, calorie_ceiling_kcal=1800)
    with pytest.raises(ValidationError):
        NutritionPolicy(
            weekly_rate_min_percent=Decimal("0.1"), weekly_rate_max_percent=Decimal("0.25")
        )


def test_macros_split_the_kcal_by_the_policy_shares():
    targets = rules.macro_targets(2400, NutritionPolicy())
    assert (targets.protein_g, targets.carb_g, targets.fat_g) == (180, 270, 67)
    custom = rules.macro_targets(2000, NutritionPolicy(protein_percent=40, fat_percent=20))
    assert (custom.protein_g, custom.carb_g, custom.fat_g) == (200, 200, 44)


def test_cooldown_counts_days_from_the_approved_change():
    start = date(2026, 12, 19)
    assert rules.in_cooldown(start, date(2026, 12, 27), 14) is True
    assert rules.in_cooldown(start, date(2027, 1, 2), 14) is False
    assert rules.in_cooldown(None, date(2027, 1, 2), 14) is False
