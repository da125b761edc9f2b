"""Pure rules of a synthetic replay: which days a bundle recorded and what was answered.

A bundle's ``canonical_events.jsonl`` holds the recorded customer's event stream. Each
accepted check-in carries its base answers as typed fields and its follow-up answers as
words (a button's label, or the typed text); ``recorded_answers`` turns them back into
answers by question id, text kept. The latest event per KST date wins (a same-day
correction supersedes). Replaying a day plays those
answers, text kept, into the test customer's wizard *today*: the date shifts to the day of
the replay because checkin dates a check-in by its own clock.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any


class BundleUnreadable(ValueError):
    """The bundle is not a verified evidence bundle of canonical events."""


@dataclass(frozen=True, slots=True)
class RecordedDay:
    kst_date: str
    answers: dict[str, str]


def recorded_days(canonical_events: bytes) -> list[RecordedDay]:
    """Every recorded check-in day in date order (answers by question id, text kept)."""
    latest: dict[str, tuple[int, dict[str, str]]] = {}
    for number, line in enumerate(canonical_events.splitlines(), start=1):
        try:
            record: dict[str, Any] = json.loads(line)
        except ValueError:
            raise BundleUnreadable(f"line {number} is not JSON") from None
        row = record.get("row") or {}
        if record.get("table") != "event" or row.get("event_type") != "checkin":
            continue
        payload = row.get("payload") or {}
        day = payload.get("kst_date")
        if not isinstance(day, str):
            raise BundleUnreadable(f"line {number}: a check-in without its date")
        sequence = int(row.get("sequence", 0))
        if day not in latest or latest[day][0] < sequence:
            latest[day] = (sequence, recorded_answers(payload))
    return [RecordedDay(day, answers) for day, (_, answers) in sorted(latest.items())]


def recorded_answers(payload: dict[str, Any]) -> dict[str, str]:
    """The answers a recorded check-in was given, by question id (texts kept as recorded;
    a skipped note answers ``none``, the wizard's own skip value)."""
    answers: dict[str, str] = {}
    fields = {
        "Q-SLEEP-HOURS": payload.get("sleep_hours"),
        "Q-SLEEP-QUALITY": payload.get("sleep_quality"),
        "Q-READINESS": payload.get("readiness"),
        "Q-CALORIES": payload.get("calories"),
        "Q-TRAINING-STATUS": payload.get("training_status"),
        "Q-TRAINING-QUALITY": payload.get("training_quality"),
        "Q-WEIGHT": payload.get("morning_weight_kg"),
    }
    for question_id, value in fields.items():
        if value is not None:
            answers[question_id] = str(value)
    pain = payload.get("pain")
    if isinstance(pain, dict):
        answers["Q-PAIN"] = "yes" if pain.get("present") else "no"
        if pain.get("text"):
            answers["Q-PAIN-DETAIL"] = str(pain["text"])
    note = payload.get("note")
    answers["Q-NOTE"] = str(note) if note else "none"
    for question_id, text in (payload.get("answers") or {}).items():
        answers[str(question_id)] = str(text)
    return answers
