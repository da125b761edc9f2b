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


def test_shifted_dates_put_the_last_recorded_day_on_today_and_keep_the_gaps():
    from datetime import date

    from services.diagnostics.replay.rules import shifted_dates

    recorded = [date(2026, 12, 7), date(2026, 12, 8), date(2026, 12, 10)]
    assert shifted_dates(recorded, date(2026, 12, 21)) == [
        date(2026, 12, 18), date(2026, 12, 19), date(2026, 12, 21),
    ]  # fmt: skip
    assert shifted_dates([], date(2026, 12, 21)) == []


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
