"""The deterministic customer check-in (ADR 0016): thresholds, branching, the stored payload.

The question order is fixed (``questions.checkin.ORDER``); the next question is the first
one that applies to the answers so far and is not yet answered. Follow-ups open exactly as
the seed says and right after the answer that opens them:

* sleep < 6.0 h or sleep quality <= 2  -> ``Q-SLEEP-CAUSE``, ``Q-SLEEP-ADJUST``
* readiness <= 2                       -> ``Q-COND-SYMPTOM``, ``Q-COND-INTENSITY``
* training missed/partial, quality <= 2, or the same day's trainer record below plan
                                       -> ``Q-PERF-REASON``, ``Q-PERF-NEXT``

The thresholds themselves are ``questions/thresholds.py``, shared with the daily draft. A
skipped answer opens nothing (it is unknown, not low). Nothing here touches a database, a
clock or the network.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any, Final, Literal

from services.checkin.events.payloads import CheckinPayload, TrainerSessionPayload
from services.checkin.questions.checkin import CATALOGUE, ORDER
from services.checkin.questions.thresholds import (
    condition_anomaly,
    performance_anomaly,
    sleep_anomaly,
)
from services.checkin.questions.turns import Question, Stored
from services.checkin.safety.rules import classify
from services.checkin.schedule.rules import in_window
from shared.clock import is_weekday
from shared.contracts.safety import QuestionId

SLEEP_FOLLOW_UPS: Final[tuple[QuestionId, ...]] = ("Q-SLEEP-CAUSE", "Q-SLEEP-ADJUST")
CONDITION_FOLLOW_UPS: Final[tuple[QuestionId, ...]] = ("Q-COND-SYMPTOM", "Q-COND-INTENSITY")
PERFORMANCE_FOLLOW_UPS: Final[tuple[QuestionId, ...]] = ("Q-PERF-REASON", "Q-PERF-NEXT")
FOLLOW_UPS: Final = (*SLEEP_FOLLOW_UPS, *CONDITION_FOLLOW_UPS, *PERFORMANCE_FOLLOW_UPS)

Eligibility = Literal[
    "eligible", "not_enabled", "plan_missing", "before_window", "after_window", "not_weekday"
]


# --- eligibility -----------------------------------------------------------------------


def window_eligibility(*, enabled: bool, starts_on: date | None, day: date) -> Eligibility:
    """An enabled customer on any day of ``[starts_on, starts_on + 27]`` (KST): the trainer's
    rule as it stands, and the check-in's before its weekday condition."""
    if not enabled:
        return "not_enabled"
    if starts_on is None:
        return "plan_missing"
    if day < starts_on:
        return "before_window"
    if not in_window(starts_on, day):
        return "after_window"
    return "eligible"


def checkin_eligibility(*, enabled: bool, starts_on: date | None, day: date) -> Eligibility:
    """A check-in may start only on a weekday of ``[starts_on, starts_on + 27]`` (KST)."""
    window = window_eligibility(enabled=enabled, starts_on=starts_on, day=day)
    if window == "eligible" and not is_weekday(day):
        return "not_weekday"
    return window


# --- branching -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CheckinContext:
    """What the flow knows besides the answers: the same day's trainer record, if any."""

    trainer_record: TrainerSessionPayload | None = None


def _value(answers: Mapping[str, Stored], question_id: str) -> Any:
    return answers.get(question_id)


def _applies(question_id: str, answers: Mapping[str, Stored], context: CheckinContext) -> bool:
    if question_id in SLEEP_FOLLOW_UPS:
        quality = _value(answers, "Q-SLEEP-QUALITY")
        return "Q-SLEEP-QUALITY" in answers and sleep_anomaly(
            _value(answers, "Q-SLEEP-HOURS"), None if quality is None else int(quality)
        )
    if question_id in CONDITION_FOLLOW_UPS:
        readiness = _value(answers, "Q-READINESS")
        return condition_anomaly(None if readiness is None else int(readiness))
    if question_id == "Q-PAIN-DETAIL":
        return bool(_value(answers, "Q-PAIN") == "yes")
    if question_id == "Q-TRAINING-QUALITY":
        return bool(_value(answers, "Q-TRAINING-STATUS") in ("done", "partial"))
    if question_id in PERFORMANCE_FOLLOW_UPS:
        status = _value(answers, "Q-TRAINING-STATUS")
        if "Q-TRAINING-STATUS" not in answers:
            return False
        if status in ("done", "partial") and "Q-TRAINING-QUALITY" not in answers:
            return False
        quality = _value(answers, "Q-TRAINING-QUALITY")
        return performance_anomaly(
            status, None if quality is None else int(quality), context.trainer_record
        )
    return True


def next_question(answers: Mapping[str, Stored], context: CheckinContext) -> str | None:
    """The current question, or None when the check-in is ready to be saved."""
    for question_id in ORDER:
        if question_id not in answers and _applies(question_id, answers, context):
            return question_id
    return None


# --- the stored payload ----------------------------------------------------------------


def _answer_text(question: Question, stored: Stored) -> str | None:
    """What a follow-up answer means in words: an option's label, or the typed text."""
    if stored is None:
        return None
    for option in question.options:
        if stored == option.value and question.kind == "buttons":
            return option.label
    return str(stored)


def checkin_payload(kst_date: date, answers: Mapping[str, Stored]) -> CheckinPayload:
    """The canonical ``checkin`` payload of a finished check-in, safety classified."""
    pain_answer = _value(answers, "Q-PAIN")
    pain_text = _value(answers, "Q-PAIN-DETAIL")
    pain = None if pain_answer is None else {"present": pain_answer == "yes", "text": pain_text}
    status = _value(answers, "Q-TRAINING-STATUS")
    follow_ups: dict[str, str] = {}
    for question_id in FOLLOW_UPS:
        text = _answer_text(CATALOGUE[question_id], answers.get(question_id))
        if text is not None:
            follow_ups[question_id] = text
    sleep_quality = _value(answers, "Q-SLEEP-QUALITY")
    readiness = _value(answers, "Q-READINESS")
    quality = _value(answers, "Q-TRAINING-QUALITY")
    calories = _value(answers, "Q-CALORIES")
    note = _value(answers, "Q-NOTE")
    texts: list[tuple[str, str | None]] = [("note", note), ("pain_text", pain_text)]
    texts += [(f"answer.{question_id}", text) for question_id, text in follow_ups.items()]
    safety = classify("customer_checkin", texts, calories=calories)
    fields: dict[str, Any] = {
        "kst_date": kst_date,
        "sleep_hours": _value(answers, "Q-SLEEP-HOURS"),
        "sleep_quality": None if sleep_quality is None else int(sleep_quality),
        "readiness": None if readiness is None else int(readiness),
        "pain": pain,
        "calories": calories,
        "training_status": status,
        "training_quality": None if quality is None else int(quality),
        "morning_weight_kg": _value(answers, "Q-WEIGHT"),
        "note": note,
        "answers": follow_ups,
        "safety": safety,
    }
    probe = CheckinPayload.model_construct(**fields)
    fields["completeness"] = "partial" if probe.missing_base_answers() else "complete"
    return CheckinPayload.model_validate(fields)
