"""The trainer record (ADR 0016): exact-triple authorisation, branching, the stored payload.

Only the trainer triple bound to the customer in the registry may record, and only while
the customer is enabled and inside the pilot window (any day of it: a session may fall on
a weekend). Performance and intensity are asked only for a session that took place; the
pain note only when the trainer reports pain. Safety rules cover both notes at finalize.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from services.checkin.events.payloads import TrainerSessionPayload
from services.checkin.questions.turns import Stored
from services.checkin.registry.schemas import TelegramAddress
from services.checkin.safety.rules import classify
from services.checkin.trainer.questions import ORDER


def is_bound_trainer(bound: TelegramAddress | None, triple: TelegramAddress) -> bool:
    """All three fields equal (a topic id of ``None`` matches only ``None``)."""
    return bound is not None and bound.as_tuple() == triple.as_tuple()


def _applies(question_id: str, answers: Mapping[str, Stored]) -> bool:
    if question_id in ("Q-T-PERFORMANCE", "Q-T-INTENSITY"):
        return answers.get("Q-T-DONE") == "done"
    if question_id == "Q-T-PAIN-NOTE":
        return answers.get("Q-T-PAIN") == "yes"
    return True


def next_question(answers: Mapping[str, Stored]) -> str | None:
    for question_id in ORDER:
        if question_id not in answers and _applies(question_id, answers):
            return question_id
    return None


def trainer_payload(kst_date: date, answers: Mapping[str, Stored]) -> TrainerSessionPayload:
    """The canonical ``trainer_session_record`` payload, safety classified."""
    done = answers.get("Q-T-DONE") == "done"
    performance = answers.get("Q-T-PERFORMANCE")
    pain = answers.get("Q-T-PAIN") == "yes"
    pain_note = answers.get("Q-T-PAIN-NOTE") if pain else None
    operator_note = answers.get("Q-T-NOTE")
    safety = classify(
        "trainer_session",
        [("operator_note", _text(operator_note)), ("pain_note", _text(pain_note))],
    )
    fields: dict[str, Any] = {
        "kst_date": kst_date,
        "done": done,
        "performance": int(performance) if done and performance is not None else None,
        "intensity": answers.get("Q-T-INTENSITY") if done else None,
        "pain": pain,
        "pain_note": pain_note,
        "operator_note": operator_note,
        "safety": safety,
    }
    return TrainerSessionPayload.model_validate(fields)


def _text(value: Stored) -> str | None:
    return None if value is None else str(value)
