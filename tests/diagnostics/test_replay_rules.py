"""Reading a bundle's recorded check-ins back into answers by question id, text kept."""

from __future__ import annotations

from typing import Any

import pytest

from services.diagnostics.replay.rules import BundleUnreadable, recorded_answers, recorded_days
from shared.canonical import canonical_json


def _line(sequence: int, payload: dict[str, Any], event_type: str = "checkin") -> bytes:
    row = {"sequence": sequence, "event_type": event_type, "payload": payload}
    return canonical_json({"table": "event", "row": row}) + b"\n"


PAYLOAD = {
    "kst_date": "2026-12-08",
    "sleep_hours": 5.0,
    "sleep_quality": 2,
    "readiness": 4,
    "pain": {"present": True, "text": "왼쪽 무릎이 조금 아파요"},
    "calories": 2300,
    "training_status": "done",
    "training_quality": 4,
    "morning_weight_kg": 70.2,
    "note": None,
    "answers": {"Q-SLEEP-CAUSE": "야근"},
}


def test_answers_come_back_by_question_id_with_texts_kept():
    assert recorded_answers(PAYLOAD) == {
        "Q-SLEEP-HOURS": "5.0", "Q-SLEEP-QUALITY": "2", "Q-READINESS": "4",
        "Q-CALORIES": "2300", "Q-TRAINING-STATUS": "done", "Q-TRAINING-QUALITY": "4",
        "Q-WEIGHT": "70.2", "Q-PAIN": "yes", "Q-PAIN-DETAIL": "왼쪽 무릎이 조금 아파요",
        "Q-NOTE": "none", "Q-SLEEP-CAUSE": "야근",
    }  # fmt: skip


def test_days_in_order_the_latest_event_of_a_day_wins_and_other_events_are_skipped():
    earlier = {**PAYLOAD, "kst_date": "2026-12-07", "note": "첫날"}
    corrected = {**PAYLOAD, "readiness": 5}
    lines = (
        _line(3, PAYLOAD) + _line(1, earlier) + _line(4, corrected)
        + _line(5, {"kst_date": "2026-12-08"}, "trainer_session")
    )  # fmt: skip
    days = recorded_days(lines)
    assert [(d.kst_date, d.answers["Q-READINESS"]) for d in days] == [
        ("2026-12-07", "4"), ("2026-12-08", "5"),
    ]  # fmt: skip
    assert days[0].answers["Q-NOTE"] == "첫날"


def test_a_line_that_is_not_json_is_refused():
    with pytest.raises(BundleUnreadable):
        recorded_days(b"{not json\n")


TRAINER_PAYLOAD = {
    "kst_date": "2026-12-07",
    "done": True,
    "performance": 4,
    "intensity": "below",
    "pain": True,
    "pain_note": "오른쪽 어깨가 뻐근하다고 했습니다",
    "operator_note": None,
}


def test_a_trainer_record_comes_back_as_the_trainer_questions_answers_notes_kept():
    from services.diagnostics.replay.rules import recorded_trainer_answers

    assert recorded_trainer_answers(TRAINER_PAYLOAD) == {
        "Q-T-DONE": "done", "Q-T-PERFORMANCE": "4", "Q-T-INTENSITY": "below",
        "Q-T-PAIN": "yes", "Q-T-PAIN-NOTE": "오른쪽 어깨가 뻐근하다고 했습니다",
        "Q-T-NOTE": "none",
    }  # fmt: skip
    assert recorded_trainer_answers({"kst_date": "2026-12-07", "done": False}) == {
        "Q-T-DONE": "not_done", "Q-T-PAIN": "no", "Q-T-PAIN-NOTE": "none", "Q-T-NOTE": "none",
    }  # fmt: skip


def test_days_join_check_ins_and_trainer_records_by_date_latest_of_each_kind_wins():
    bundle = (
        _line(1, PAYLOAD)
        + _line(2, TRAINER_PAYLOAD, "trainer_session_record")
        + _line(3, {**TRAINER_PAYLOAD, "performance": 5}, "trainer_session_record")
    )
    first, second = recorded_days(bundle)
    assert first.trainer_answers is not None
    assert (first.kst_date, first.answers, first.trainer_answers["Q-T-PERFORMANCE"]) == (
        "2026-12-07", {}, "5",
    )  # fmt: skip
    assert (second.kst_date, second.trainer_answers) == ("2026-12-08", None)
    assert second.answers == recorded_answers(PAYLOAD)


def _shift(recorded, today, starts_on, *, checkins=()):
    from datetime import timedelta

    from services.diagnostics.replay.rules import weekday_keeping_shift

    return weekday_keeping_shift(
        recorded,
        today=today,
        window_starts_on=starts_on,
        window_ends_on=starts_on + timedelta(days=27),
        checkin_dates=checkins,
    )


def test_the_shift_is_whole_weeks_keeps_weekdays_and_gaps_and_ends_closest_to_today():
    from datetime import date

    # Mon, Tue, Thu; today is a Monday two weeks on: a plain "last on today" offset of 11
    # days would have put the Tuesday on a Saturday.
    recorded = [date(2026, 12, 7), date(2026, 12, 8), date(2026, 12, 10)]
    shifted = _shift(recorded, date(2026, 12, 21), date(2026, 12, 7), checkins=recorded)
    assert shifted == [date(2026, 12, 14), date(2026, 12, 15), date(2026, 12, 17)]
    assert [d.weekday() for d in shifted] == [d.weekday() for d in recorded]
    # Today on the last recorded weekday: the last day lands on today.
    assert _shift(recorded, date(2026, 12, 24), date(2026, 12, 7))[-1] == date(2026, 12, 24)


def test_the_shift_crosses_month_and_year_boundaries_and_may_go_backwards():
    from datetime import date

    recorded = [date(2026, 11, 26), date(2026, 12, 1)]  # Thu, Tue (gap over a month end)
    assert _shift(recorded, date(2027, 1, 6), date(2026, 12, 21)) == [
        date(2026, 12, 31), date(2027, 1, 5),
    ]  # fmt: skip
    # A recording later than the test window: moved back by whole weeks into it.
    assert _shift([date(2027, 3, 2)], date(2027, 3, 10), date(2026, 12, 28)) == [date(2027, 1, 19)]


def test_the_window_end_not_today_bounds_the_shift_when_the_window_is_over():
    from datetime import date

    # Window 2026-12-07..2027-01-03, today long after: the last day stays in the window.
    assert _shift([date(2027, 2, 2)], date(2027, 3, 1), date(2026, 12, 7)) == [date(2026, 12, 29)]


@pytest.mark.parametrize(
    ("recorded", "today", "starts_on", "checkins", "reason"),
    [
        ([], "2026-12-21", "2026-12-07", [], "no_recorded_days"),
        # 29 days recorded cannot fit 28.
        (["2026-11-02", "2026-12-01"], "2026-12-31", "2026-12-01", [], "window_too_short"),
        # Today is the window's second day: two days a week apart do not fit yet.
        (["2026-12-01", "2026-12-08"], "2026-12-08", "2026-12-07", [], "window_too_short"),
        # It fits in days but not in whole weeks: a Friday into a Mon..Wed window so far.
        (["2026-12-04"], "2026-12-09", "2026-12-07", [], "no_whole_week_fits"),
        (["2026-12-07"], "2026-12-06", "2026-12-07", [], "test_window_not_started"),
        (["2026-12-05"], "2026-12-21", "2026-12-07", ["2026-12-05"], "recorded_checkin_on_weekend"),
    ],
)
def test_no_fitting_shift_is_a_typed_refusal(recorded, today, starts_on, checkins, reason):
    from datetime import date

    from services.diagnostics.replay.rules import ShiftRefused

    def days(values):
        return [date.fromisoformat(v) for v in values]

    with pytest.raises(ShiftRefused) as refused:
        _shift(days(recorded), date.fromisoformat(today), date.fromisoformat(starts_on),
               checkins=days(checkins))  # fmt: skip
    assert refused.value.reason == reason


def test_without_a_known_window_nothing_is_shifted():
    from datetime import date

    from services.diagnostics.replay.rules import ShiftRefused, weekday_keeping_shift

    with pytest.raises(ShiftRefused) as refused:
        weekday_keeping_shift(
            [date(2026, 12, 7)], today=date(2026, 12, 8), window_starts_on=None,
            window_ends_on=None,
        )  # fmt: skip
    assert refused.value.reason == "test_window_unknown"


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"recorded_kst_date": "2026-12-07"},
        {"recorded_kst_date": "2026-12-07", "answers": {"Q-NOTE": "none"}, "days": []},
        {"days": [{"recorded_kst_date": "2026-12-07"}]},
        {
            "days": [
                {"recorded_kst_date": "2026-12-08", "answers": {"Q-NOTE": "none"}},
                {"recorded_kst_date": "2026-12-07", "answers": {"Q-NOTE": "none"}},
            ]
        },
    ],
)
def test_a_replay_request_names_one_day_or_ordered_days_each_with_something_recorded(body):
    from pydantic import ValidationError

    from services.diagnostics.replay.schemas import ReplayRequest

    with pytest.raises(ValidationError):
        ReplayRequest.model_validate(body)
