"""Pure rules of a synthetic replay: which days a bundle recorded and what was answered.

A bundle's ``canonical_events.jsonl`` holds the recorded customer's event stream. Each
accepted check-in carries its base answers as typed fields and its follow-up answers as
words (a button's label, or the typed text); ``recorded_answers`` turns them back into
answers by question id, text kept. Each trainer record's typed fields become the trainer
questions' answers (``recorded_trainer_answers``). The latest event per KST date and kind
wins (a same-day correction supersedes). A multi-day replay shifts every recorded date by
one whole number of weeks into the test customer's window, never after today
(``weekday_keeping_shift``): weekdays and the gaps between days are kept, and checkin runs
each day's turns on that day (ADR 0073, ADR 0077).
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any, Literal

from shared.clock import is_weekday


class BundleUnreadable(ValueError):
    """The bundle is not a verified evidence bundle of canonical events."""


@dataclass(frozen=True, slots=True)
class RecordedDay:
    kst_date: str
    answers: dict[str, str]
    # The trainer's record of that day by trainer question id (None: none was recorded).
    trainer_answers: dict[str, str] | None = None


def recorded_days(canonical_events: bytes) -> list[RecordedDay]:
    """Every recorded day (a check-in, a trainer record or both) in date order, answers by
    question id, texts kept."""
    checkins: dict[str, tuple[int, dict[str, str]]] = {}
    trainer: dict[str, tuple[int, dict[str, str]]] = {}
    for number, line in enumerate(canonical_events.splitlines(), start=1):
        try:
            record: dict[str, Any] = json.loads(line)
        except ValueError:
            raise BundleUnreadable(f"line {number} is not JSON") from None
        row = record.get("row") or {}
        kind = row.get("event_type")
        if record.get("table") != "event" or kind not in ("checkin", "trainer_session_record"):
            continue
        payload = row.get("payload") or {}
        day = payload.get("kst_date")
        if not isinstance(day, str):
            raise BundleUnreadable(f"line {number}: a record without its date")
        sequence = int(row.get("sequence", 0))
        latest, answers = (
            (checkins, recorded_answers(payload))
            if kind == "checkin"
            else (trainer, recorded_trainer_answers(payload))
        )
        if day not in latest or latest[day][0] < sequence:
            latest[day] = (sequence, answers)
    return [
        RecordedDay(
            day,
            checkins[day][1] if day in checkins else {},
            trainer[day][1] if day in trainer else None,
        )
        for day in sorted(checkins.keys() | trainer.keys())
    ]


def recorded_trainer_answers(payload: dict[str, Any]) -> dict[str, str]:
    """The trainer questions' answers a recorded trainer record was given (notes kept as
    written; an absent note answers ``none``, the wizard's own skip value)."""
    answers = {"Q-T-DONE": "done" if payload.get("done") else "not_done"}
    if payload.get("performance") is not None:
        answers["Q-T-PERFORMANCE"] = str(payload["performance"])
    if payload.get("intensity") is not None:
        answers["Q-T-INTENSITY"] = str(payload["intensity"])
    answers["Q-T-PAIN"] = "yes" if payload.get("pain") else "no"
    answers["Q-T-PAIN-NOTE"] = str(payload.get("pain_note") or "none")
    answers["Q-T-NOTE"] = str(payload.get("operator_note") or "none")
    return answers


ShiftRefusal = Literal[
    "no_recorded_days",
    "test_window_unknown",
    "test_window_not_started",
    "window_too_short",
    "no_whole_week_fits",
    "recorded_checkin_on_weekend",
]


class ShiftRefused(ValueError):
    """No whole-week shift puts every recorded day inside the test customer's window."""

    def __init__(self, reason: ShiftRefusal) -> None:
        super().__init__(reason)
        self.reason: ShiftRefusal = reason


def weekday_keeping_shift(
    recorded: Sequence[date],
    *,
    today: date,
    window_starts_on: date | None,
    window_ends_on: date | None,
    checkin_dates: Collection[date] = (),
) -> list[date]:
    """Each recorded date moved by the same whole number of weeks - so a Tuesday stays a
    Tuesday and check-ins stay on weekdays - to the latest place where every day lies in
    the test customer's window ``[window_starts_on, window_ends_on]`` and none after
    ``today`` (gaps kept). ``ShiftRefused`` with the reason when there is none, before
    anything is played (ADR 0077).

    The latest fitting shift is chosen so the replayed days are as close to today as the
    window allows: the drafts they produce appear at the top of the owner's queue."""
    if not recorded:
        raise ShiftRefused("no_recorded_days")
    if window_starts_on is None or window_ends_on is None:
        raise ShiftRefused("test_window_unknown")
    if any(not is_weekday(day) for day in checkin_dates):
        # A whole-week shift keeps the weekday: such a day could never be played.
        raise ShiftRefused("recorded_checkin_on_weekend")
    latest = min(window_ends_on, today)
    if latest < window_starts_on:
        raise ShiftRefused("test_window_not_started")
    first, last = min(recorded), max(recorded)
    if last - first > latest - window_starts_on:
        raise ShiftRefused("window_too_short")
    # Floor division rounds toward the past for a negative gap, so ``last`` never passes
    # ``latest``; it is the latest whole-week shift, and any earlier one only moves further
    # from the window's end.
    offset = timedelta(weeks=(latest - last).days // 7)
    if first + offset < window_starts_on:
        raise ShiftRefused("no_whole_week_fits")
    return [day + offset for day in recorded]


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
