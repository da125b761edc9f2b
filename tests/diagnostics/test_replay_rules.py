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
