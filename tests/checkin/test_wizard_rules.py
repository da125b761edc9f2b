"""Customer check-in branching and payload (pure): the seed's thresholds, exactly."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from services.checkin.events.payloads import TrainerSessionPayload
from services.checkin.questions.checkin import CATALOGUE
from services.checkin.questions.thresholds import weight_change_kg, weight_changed
from services.checkin.questions.turns import parse_answer
from services.checkin.wizard.rules import (
    CheckinContext,
    checkin_eligibility,
    checkin_payload,
    next_question,
)
from shared.contracts.safety import Safety
from tests.checkin.flows import (
    F_ANOM_COND_1,
    F_ANOM_PERF_1,
    F_ANOM_SLEEP_1,
    F_CHANGE_1,
    F_NORMAL_1,
    FOLLOW_UP_ANSWERS,
)

BASE = [
    "Q-SLEEP-HOURS",
    "Q-SLEEP-QUALITY",
    "Q-READINESS",
    "Q-PAIN",
    "Q-CALORIES",
    "Q-TRAINING-STATUS",
    "Q-TRAINING-QUALITY",
    "Q-WEIGHT",
    "Q-NOTE",
]
DAY = date(2026, 12, 9)


def _walk(
    raw: dict[str, Any], context: CheckinContext | None = None
) -> tuple[list[str], dict[str, Any]]:
    context = context or CheckinContext()
    replies = {**FOLLOW_UP_ANSWERS, **raw}
    answers: dict[str, Any] = {}
    asked = []
    while (question_id := next_question(answers, context)) is not None:
        asked.append(question_id)
        answers[question_id] = parse_answer(CATALOGUE[question_id], replies[question_id])
    return asked, answers


def _follow_ups(asked: list[str]) -> list[str]:
    return [q for q in asked if q not in BASE]


def _trainer(intensity: str = "below", *, done: bool = True, pain: bool = False):
    return TrainerSessionPayload(
        kst_date=DAY,
        done=done,
        performance=3 if done else None,
        intensity=intensity if done else None,
        pain=pain,
        safety=Safety.clear(),
    )


def test_f_normal_1_asks_the_nine_base_questions_and_no_follow_up():
    asked, _ = _walk(F_NORMAL_1)
    assert asked == BASE


@pytest.mark.parametrize(
    ("fixture", "expected"),
    [
        (F_ANOM_SLEEP_1, ["Q-SLEEP-CAUSE", "Q-SLEEP-ADJUST"]),
        (F_ANOM_COND_1, ["Q-COND-SYMPTOM", "Q-COND-INTENSITY"]),
        (F_ANOM_PERF_1, ["Q-PERF-REASON", "Q-PERF-NEXT"]),
        (F_CHANGE_1, []),
    ],
)
def test_anomaly_fixtures_open_exactly_their_ids(fixture, expected):
    asked, _ = _walk(fixture)
    assert _follow_ups(asked) == expected


def test_follow_ups_come_right_after_the_answer_that_opens_them():
    asked, _ = _walk({**F_NORMAL_1, "Q-SLEEP-HOURS": "5", "Q-READINESS": "1"})
    assert asked[:8] == [
        "Q-SLEEP-HOURS",
        "Q-SLEEP-QUALITY",
        "Q-SLEEP-CAUSE",
        "Q-SLEEP-ADJUST",
        "Q-READINESS",
        "Q-COND-SYMPTOM",
        "Q-COND-INTENSITY",
        "Q-PAIN",
    ]


@pytest.mark.parametrize(
    ("hours", "quality", "opens"),
    [
        ("6.0", "3", False),
        ("5.9", "3", True),
        ("8", "2", True),
        ("8", "3", False),
        ("skip", "1", True),
        ("4", "skip", True),
        ("skip", "skip", False),
    ],
)
def test_sleep_threshold_is_under_six_hours_or_quality_two_or_less(hours, quality, opens):
    asked, _ = _walk({**F_NORMAL_1, "Q-SLEEP-HOURS": hours, "Q-SLEEP-QUALITY": quality})
    assert ("Q-SLEEP-CAUSE" in asked) is opens


@pytest.mark.parametrize(("readiness", "opens"), [("2", True), ("1", True), ("3", False)])
def test_condition_threshold_is_readiness_two_or_less(readiness, opens):
    asked, _ = _walk({**F_NORMAL_1, "Q-READINESS": readiness})
    assert ("Q-COND-SYMPTOM" in asked) is opens


@pytest.mark.parametrize(
    ("status", "quality", "asks_quality", "opens"),
    [
        ("done", "3", True, False),
        ("done", "2", True, True),
        ("partial", "5", True, True),
        ("missed", None, False, True),
        ("rest", None, False, False),
        ("skip", None, False, False),
    ],
)
def test_performance_threshold(status, quality, asks_quality, opens):
    asked, _ = _walk({**F_NORMAL_1, "Q-TRAINING-STATUS": status, "Q-TRAINING-QUALITY": quality})
    assert ("Q-TRAINING-QUALITY" in asked) is asks_quality
    assert _follow_ups(asked) == (["Q-PERF-REASON", "Q-PERF-NEXT"] if opens else [])


def test_a_same_day_trainer_record_below_plan_opens_the_performance_follow_ups():
    asked, _ = _walk(F_NORMAL_1, CheckinContext(trainer_record=_trainer("below")))
    assert _follow_ups(asked) == ["Q-PERF-REASON", "Q-PERF-NEXT"]
    for record in (_trainer("as_planned"), _trainer("above"), _trainer(done=False)):
        asked, _ = _walk(F_NORMAL_1, CheckinContext(trainer_record=record))
        assert _follow_ups(asked) == []


def test_pain_opens_its_detail_question():
    asked, answers = _walk({**F_NORMAL_1, "Q-PAIN": "yes"})
    assert asked[asked.index("Q-PAIN") + 1] == "Q-PAIN-DETAIL"
    payload = checkin_payload(DAY, answers)
    assert payload.pain is not None and payload.pain.present and payload.pain.text == "왼쪽 무릎"


def test_f_normal_1_payload_states_the_seed_values_and_is_complete():
    _, answers = _walk(F_NORMAL_1)
    payload = checkin_payload(DAY, answers)
    assert payload.model_dump(mode="json", exclude={"safety"}) == {
        "kst_date": "2026-12-09",
        "sleep_hours": 7.5,
        "sleep_quality": 4,
        "readiness": 4,
        "pain": {"present": False, "text": None},
        "calories": 2300,
        "training_status": "done",
        "training_quality": 4,
        "morning_weight_kg": 70.2,
        "note": None,
        "answers": {},
        "completeness": "complete",
    }
    assert payload.safety == Safety.clear()


def test_follow_up_answers_are_stored_in_words():
    _, answers = _walk({**F_ANOM_SLEEP_1, "Q-SLEEP-ADJUST": "자기 전에 휴대폰을 안 보기"})
    assert checkin_payload(DAY, answers).answers == {
        "Q-SLEEP-CAUSE": "스트레스",
        "Q-SLEEP-ADJUST": "자기 전에 휴대폰을 안 보기",
    }
    _, answers = _walk(F_ANOM_PERF_1)
    assert checkin_payload(DAY, answers).answers == {
        "Q-PERF-REASON": "시간 부족",
        "Q-PERF-NEXT": "예정대로 하기",
    }


def test_skipped_base_answers_make_a_partial_check_in():
    _, answers = _walk({**F_NORMAL_1, "Q-WEIGHT": "skip", "Q-CALORIES": "skip"})
    payload = checkin_payload(DAY, answers)
    assert payload.completeness == "partial"
    assert payload.missing_base_answers() == ("calories", "morning_weight_kg")


def test_a_rest_day_is_complete_without_a_quality_score():
    _, answers = _walk({**F_NORMAL_1, "Q-TRAINING-STATUS": "rest"})
    payload = checkin_payload(DAY, answers)
    assert (payload.training_status, payload.training_quality) == ("rest", None)
    assert payload.completeness == "complete"


def test_safety_is_classified_over_note_pain_text_and_answers_at_payload_time():
    _, answers = _walk(
        {
            **F_ANOM_COND_1,
            "Q-NOTE": "약 먹고 잤어요",
            "Q-COND-SYMPTOM": "숨이 차요",
            "Q-CALORIES": "900",
        }
    )
    safety = checkin_payload(DAY, answers).safety
    assert [(r.rule_id, r.matched_field) for r in safety.reasons] == [
        ("S1", "answer.Q-COND-SYMPTOM"),
        ("S4", "calories"),
        ("S5", "note"),
    ]


@pytest.mark.parametrize(
    ("today", "prior", "change", "changed"),
    [
        (70.2, 70.0, "0.2", False),
        (71.4, 70.2, "1.2", True),
        (71.4, 70.4, "1.0", True),
        (69.0, 70.0, "-1.0", True),
        (70.9, 70.0, "0.9", False),
        (70.0, None, None, False),
    ],
)
def test_weight_change_against_the_prior_week_is_exact_to_one_decimal(
    today, prior, change, changed
):
    result = weight_change_kg(today, prior)
    assert (None if result is None else str(result)) == change
    assert weight_changed(result) is changed


@pytest.mark.parametrize(
    ("enabled", "starts_on", "day", "expected"),
    [
        (True, date(2026, 12, 7), date(2026, 12, 7), "eligible"),
        (True, date(2026, 12, 7), date(2027, 1, 1), "eligible"),
        (True, date(2026, 12, 7), date(2026, 12, 6), "before_window"),
        (True, date(2026, 12, 7), date(2027, 1, 4), "after_window"),
        (True, date(2026, 12, 7), date(2026, 12, 12), "not_weekday"),
        (False, date(2026, 12, 7), date(2026, 12, 7), "not_enabled"),
        (True, None, date(2026, 12, 7), "plan_missing"),
    ],
)
def test_check_ins_only_on_weekdays_of_the_28_day_window(enabled, starts_on, day, expected):
    assert checkin_eligibility(enabled=enabled, starts_on=starts_on, day=day) == expected
