"""The weekly judgement (pure, AC11): golden report, branches, rate, behaviours, holds."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

import pytest

from services.checkin.events.facts import Recorded
from services.checkin.events.payloads import CheckinPayload, TrainerSessionPayload
from services.checkin.reports.weekly import (
    WeeklyInputs,
    expected_days,
    weekly_judgement,
    weekly_surface,
    weight_trend,
)
from services.checkin.safety.rules import classify
from shared.contracts.surfaces import verify_canonical, weekly
from tests.checkin import factories

START = factories.START  # Monday 2026-12-07
WEEK2 = START + timedelta(days=7)
FRIDAY2 = WEEK2 + timedelta(days=4)
PREVIOUS = [70.0, 70.2, 70.0, 69.8, 70.0]
CURRENT = [69.8, 69.8, 69.9, 69.7, 69.8]


def _checkin(day: date, weight: float | None, **changes: Any) -> Recorded[CheckinPayload]:
    values: dict[str, Any] = {"morning_weight_kg": weight, **changes}
    if weight is None:
        values["completeness"] = "partial"
    payload = factories.checkin("kim-pilot", day, **values).payload
    assert isinstance(payload, CheckinPayload)
    return Recorded(f"ev-{day.isoformat()}", payload)


def _weeks(
    previous: Sequence[float | None] = PREVIOUS,
    current: Sequence[float | None] = CURRENT,
    **changes: Any,
) -> dict[date, Recorded[CheckinPayload]]:
    checkins = {}
    for offset, weight in enumerate(previous):
        day = START + timedelta(days=offset)
        checkins[day] = _checkin(day, weight)
    for offset, weight in enumerate(current):
        day = WEEK2 + timedelta(days=offset)
        checkins[day] = _checkin(day, weight, sleep_hours=7.0, **changes)
    return checkins


def _inputs(**changes: Any) -> WeeklyInputs:
    values: dict[str, Any] = {
        "customer_id": "kim-pilot",
        "week_index": 2,
        "week_start": WEEK2,
        "week_end": WEEK2 + timedelta(days=6),
        "as_of": FRIDAY2,
        "checkins": _weeks(),
        "trainer_records": {},
        "goal_mode": "fat_loss",
        "consent_granted": True,
    }
    values.update(changes)
    return WeeklyInputs(**values)


GOLDEN = (
    "주간 리포트 · 2026년 12월 14일 ~ 2026년 12월 20일\n"
    "\n"
    "- 체크인: 5일 중 5일 (100%)\n"
    "- 체중 추세: 70.0kg → 69.8kg (주간 -0.29%)\n"
    "- 목표 범위: 주간 -0.50% ~ -0.25%\n"
    "- 평균 수면: 7.0시간\n"
    "- 평균 컨디션: 5점 중 4.0점\n"
    "\n"
    "이번 주 해석\n"
    "체중 변화가 목표 범위 안에 있습니다. 지금의 식단과 운동 기준을 이어 갑니다.\n"
    "\n"
    "유지할 행동\n"
    "- 매일 체크인 기록 이어 가기\n"
    "- 7시간 이상 잠자는 습관 유지하기\n"
    "- 계획한 운동을 빠짐없이 하기\n"
    "- 컨디션을 지키는 생활 리듬 유지하기\n"
    "- 지금의 식사량 유지하기\n"
    "\n"
    "바꿀 행동\n"
    "- 없음\n"
    "\n"
    "다음 결정\n"
    "- 현재 계획 유지\n"
    "\n"
    "판단 근거\n"
    "다음 주에도 현재 기준을 그대로 유지합니다."
)


def test_an_on_target_week_renders_the_golden_report_with_its_typed_branches():
    judgement = weekly_judgement(_inputs())
    surface = weekly_surface(judgement)
    assert surface.body == GOLDEN
    verify_canonical(surface)
    assert judgement.decision == weekly.WeeklyDecision.KEEP_PLAN
    assert judgement.interpretation_ids == ("P_WEEKLY_IN_GOAL", "P_WEEKLY_KEEP_BASIS")
    assert judgement.rationale_id == "A_WEEKLY_KEEP_BASELINE"
    assert [slot.slot_id for slot in surface.manifest.slots] == [
        "weekly.interpretation",
        "weekly.rationale",
    ]
    assert not judgement.hold.held
    cited = [ref.event_id for ref in judgement.evidence]
    assert cited[:5] == [f"ev-{(WEEK2 + timedelta(days=n)).isoformat()}" for n in range(5)]
    assert cited[5:] == [f"ev-{(START + timedelta(days=n)).isoformat()}" for n in range(5)]


@pytest.mark.parametrize(
    ("changes", "decision", "interpretation"),
    [
        ({"week_index": 1}, "collect_more_records", ("P_WEEKLY_TREND_UNAVAILABLE",)),
        ({"goal_mode": "unknown"}, "keep_plan", ("P_WEEKLY_TREND_OBSERVED",)),
        ({"goal_mode": "lean_mass_gain"}, "review_adjustment", ("P_WEEKLY_OUT_OF_GOAL",)),
        (
            {"checkins": _weeks(previous=[70.0, 70.1, None, None, None])},
            "collect_more_records",
            ("P_WEEKLY_TREND_UNAVAILABLE",),
        ),
    ],
    ids=["first-week", "no-goal", "out-of-goal", "too-few-weigh-ins"],
)
def test_each_branch_follows_from_the_facts(changes, decision, interpretation):
    if changes.get("week_index") == 1:
        changes = {
            **changes,
            "week_start": START,
            "week_end": START + timedelta(days=6),
            "as_of": START + timedelta(days=4),
        }
    judgement = weekly_judgement(_inputs(**changes))
    assert judgement.decision.value == decision
    assert judgement.interpretation_ids[: len(interpretation)] == interpretation
    verify_canonical(weekly_surface(judgement))


def test_the_weight_trend_is_the_change_of_the_rounded_seven_day_means():
    trend = weight_trend([Decimal("71.0")] * 3, [Decimal("70.0")] * 3)
    assert trend is not None
    assert (
        str(trend.previous_mean_kg),
        str(trend.current_mean_kg),
        str(trend.weekly_rate_percent),
    ) == (
        "70.0",
        "71.0",
        "1.43",
    )


@pytest.mark.parametrize(
    ("as_of_offset", "friday_checked_in", "expected"),
    [(4, False, 4), (4, True, 5), (5, False, 5), (9, False, 5)],
)
def test_expected_days_count_only_days_already_over_or_checked_in(
    as_of_offset, friday_checked_in, expected
):
    eligible = [WEEK2 + timedelta(days=n) for n in range(5)]
    checked = {WEEK2 + timedelta(days=4)} if friday_checked_in else set()
    assert expected_days(eligible, WEEK2 + timedelta(days=as_of_offset), checked) == expected


def test_a_thin_week_asks_for_change():
    checkins = _weeks(current=[69.8, None, None])
    checkins[WEEK2 + timedelta(days=1)] = _checkin(
        WEEK2 + timedelta(days=1),
        None,
        sleep_hours=5.0,
        readiness=2,
        training_status="missed",
        training_quality=None,
    )
    checkins[WEEK2 + timedelta(days=2)] = _checkin(
        WEEK2 + timedelta(days=2),
        None,
        sleep_hours=5.0,
        readiness=1,
        training_status="missed",
        training_quality=None,
        pain={"present": True},
    )
    judgement = weekly_judgement(_inputs(checkins=checkins, as_of=WEEK2 + timedelta(days=6)))
    facts = judgement.facts
    assert (facts.checkin_days, facts.expected_days, facts.checkin_percent) == (3, 5, 60)
    assert facts.average_sleep_hours == Decimal("5.7")
    assert facts.change_behaviours == (
        "통증이 있는 부위는 운동 전에 코치와 상의하기",
        "빠지는 날 없이 체크인하기",
        "잠자리에 드는 시간을 30분 앞당기기",
        "운동 일정을 미리 정해 두기",
        "컨디션이 낮은 날은 운동 강도를 낮추기",
    )
    assert facts.keep_behaviours == ()
    assert facts.next_decision == weekly.WeeklyDecision.COLLECT_MORE_RECORDS


def test_a_safety_reason_in_the_week_or_missing_consent_holds_the_report():
    checkins = _weeks()
    day = WEEK2 + timedelta(days=2)
    safety = classify("customer_checkin", [("note", "약 먹고 잤어요")])
    checkins[day] = _checkin(day, 69.9, sleep_hours=7.0, safety=safety, note="약 먹고 잤어요")
    held = weekly_judgement(_inputs(checkins=checkins))
    assert [r.safety_class for r in held.hold.reasons] == ["drugs"]
    trainer = TrainerSessionPayload(
        kst_date=WEEK2,
        done=True,
        performance=4,
        intensity="as_planned",
        operator_note="숨이 차서 중단함",
        safety=classify("trainer_session", [("operator_note", "숨이 차서 중단함")]),
    )
    with_trainer = weekly_judgement(
        _inputs(trainer_records={WEEK2: Recorded("ev-t", trainer)}, consent_granted=False)
    )
    assert [r.safety_class for r in with_trainer.hold.reasons] == ["urgent", "consent_missing"]
    assert "ev-t" in [ref.event_id for ref in with_trainer.evidence]
    assert weekly_judgement(_inputs()).hold.reasons == ()
    assert weight_trend([Decimal("70.0")] * 2, [Decimal("70.0")] * 5) is None
