"""Synthetic facts for every surface (no real customer data), shared by surface and
expression tests. ``*_variants()`` return twelve distinct facts per surface covering every
typed branch, used by the live proof harness."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta
from decimal import Decimal

from shared.contracts.presentation import CanonicalSurface
from shared.contracts.surfaces import (
    CalorieTarget,
    WeeklyRateRange,
    daily,
    dual_card,
    physique_card,
    weekly,
)
from shared.contracts.surfaces.adaptive import AdaptiveDecision, AdaptiveReason

DAY = date(2026, 12, 2)
ACTIONS = dual_card.CardActions("card:approve:s-001", "card:hold:s-001")

DAILY_COMPLETE = daily.DailyFacts(
    kst_date=DAY,
    weight_kg=Decimal("70.2"),
    sleep_hours=Decimal("7.5"),
    sleep_quality_score=4,
    readiness_score=4,
    pain_present=False,
    intake_kcal=2300,
    workout=daily.WorkoutRecord(daily.WorkoutStatus.DONE, 4),
    actions=("물을 자주 마시기", "단백질을 먼저 챙기기"),
)
DAILY_PARTIAL = replace(DAILY_COMPLETE, sleep_hours=None, workout=None)

WEEKLY_IN_GOAL = weekly.WeeklyFacts(
    week_start=date(2026, 11, 30),
    week_end=date(2026, 12, 4),
    checkin_days=4,
    expected_days=5,
    weight_trend=weekly.WeightTrend(Decimal("70.0"), Decimal("70.1"), Decimal("0.14")),
    goal_range=WeeklyRateRange(Decimal("0.10"), Decimal("0.25")),
    average_sleep_hours=Decimal("7.2"),
    average_readiness_score=Decimal("3.8"),
    keep_behaviours=("아침 공복 체중 재기",),
    change_behaviours=(),
    next_decision=weekly.WeeklyDecision.KEEP_PLAN,
)
WEEKLY_NO_TREND = replace(
    WEEKLY_IN_GOAL,
    weight_trend=None,
    average_sleep_hours=None,
    next_decision=weekly.WeeklyDecision.COLLECT_MORE_RECORDS,
)
WEEKLY_NO_GOAL = replace(WEEKLY_IN_GOAL, goal_range=None)
WEEKLY_OUT_OF_GOAL = replace(
    WEEKLY_IN_GOAL,
    weight_trend=weekly.WeightTrend(Decimal("70.0"), Decimal("70.4"), Decimal("0.57")),
    change_behaviours=("저녁 간식 줄이기",),
    next_decision=weekly.WeeklyDecision.REVIEW_ADJUSTMENT,
)

DUAL_INCREASE = dual_card.DualCardFacts(
    customer_label="테스트 고객 A",
    kst_date=DAY,
    weekly_rate_percent=Decimal("0.05"),
    goal_range=WeeklyRateRange(Decimal("0.10"), Decimal("0.25")),
    decision=AdaptiveDecision.INCREASE,
    target=CalorieTarget(2300, 2400),
    review_reasons=(AdaptiveReason.BELOW_RANGE, AdaptiveReason.LOW_LOGGING_COVERAGE),
    evidence=dual_card.DualEvidence(Decimal("70.0"), Decimal("70.0"), 5, "주말 외식이 잦음"),
)
DUAL_MAINTAIN_PLAIN = replace(
    DUAL_INCREASE,
    weekly_rate_percent=None,
    goal_range=None,
    decision=AdaptiveDecision.MAINTAIN,
    target=CalorieTarget(2300, 2300),
    review_reasons=(),
    evidence=None,
)

PHYSIQUE_INCREASE = physique_card.PhysiqueCardFacts(
    customer_label="테스트 고객 A",
    kst_date=DAY,
    day_number=15,
    decision=AdaptiveDecision.INCREASE,
    reasons=(AdaptiveReason.BELOW_RANGE,),
    target=CalorieTarget(2300, 2400),
    plan_week=physique_card.PlanWeek(3, 12),
    meal_guidance="탄수화물은 운동 전후에 배치",
    note="무릎 상태를 다음 수업에서 확인",
)
PHYSIQUE_MINIMAL = physique_card.PhysiqueCardFacts(
    customer_label="테스트 고객 B",
    kst_date=DAY,
    day_number=0,
    decision=AdaptiveDecision.OBSERVE,
    reasons=(AdaptiveReason.GOAL_UNKNOWN,),
)


def daily_variants() -> list[daily.DailyFacts]:
    variants = []
    for index in range(12):
        base = DAILY_COMPLETE if index % 2 == 0 else DAILY_PARTIAL
        variants.append(
            replace(
                base,
                kst_date=DAY + timedelta(days=index),
                weight_kg=Decimal("70.0") + Decimal(index) / 10,
            )
        )
    return variants


def weekly_variants() -> list[weekly.WeeklyFacts]:
    bases = [WEEKLY_IN_GOAL, WEEKLY_NO_TREND, WEEKLY_NO_GOAL, WEEKLY_OUT_OF_GOAL]
    return [
        replace(
            bases[index % 4],
            week_start=date(2026, 11, 30) + timedelta(days=7 * index),
            week_end=date(2026, 12, 4) + timedelta(days=7 * index),
            next_decision=list(weekly.WeeklyDecision)[index % 3],
        )
        for index in range(12)
    ]


def dual_variants() -> list[dual_card.DualCardFacts]:
    reasons = list(AdaptiveReason)
    decisions = [
        (AdaptiveDecision.OBSERVE, CalorieTarget(2300, 2300)),
        (AdaptiveDecision.MAINTAIN, CalorieTarget(2300, 2300)),
        (AdaptiveDecision.INCREASE, CalorieTarget(2300, 2400)),
        (AdaptiveDecision.DECREASE, CalorieTarget(2300, 2200)),
        (AdaptiveDecision.HUMAN_REVIEW, CalorieTarget(2300, 2300)),
    ]
    variants = []
    for index in range(12):
        decision, target = decisions[index % 5]
        variants.append(
            replace(
                DUAL_INCREASE,
                kst_date=DAY + timedelta(days=7 * index),
                decision=decision,
                target=target,
                review_reasons=tuple(reasons[index % 11 : index % 11 + 1 + index % 3]),
                evidence=DUAL_INCREASE.evidence if index % 2 else None,
            )
        )
    return variants


def physique_variants() -> list[physique_card.PhysiqueCardFacts]:
    variants = []
    for index in range(12):
        base = PHYSIQUE_INCREASE if index % 2 == 0 else PHYSIQUE_MINIMAL
        variants.append(replace(base, day_number=index, kst_date=DAY + timedelta(days=index)))
    return variants


def all_surfaces() -> dict[str, list[CanonicalSurface]]:
    """Twelve distinct canonical surfaces per surface version."""
    return {
        daily.SURFACE_VERSION: [daily.render(f) for f in daily_variants()],
        weekly.SURFACE_VERSION: [weekly.render(f) for f in weekly_variants()],
        dual_card.SURFACE_VERSION: [dual_card.render(f, ACTIONS) for f in dual_variants()],
        physique_card.SURFACE_VERSION: [
            physique_card.render(f, ACTIONS) for f in physique_variants()
        ],
    }
