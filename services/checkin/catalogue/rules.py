"""The catalogue document, built from the flows' own question tuples and texts (pure).

Built from the same constants the flows show, so the published catalogue cannot drift
from what a person sees in Telegram.
"""

from __future__ import annotations

from collections.abc import Iterable

from services.checkin.questions import texts
from services.checkin.questions.checkin import QUESTIONS as CHECKIN_QUESTIONS
from services.checkin.questions.turns import Question
from services.checkin.trainer.questions import QUESTIONS as TRAINER_QUESTIONS
from shared.contracts.question_catalogue import (
    CatalogueQuestion,
    FlowCatalogue,
    QuestionCatalogue,
)


def _flow(questions: Iterable[Question], closings: tuple[str, ...]) -> FlowCatalogue:
    return FlowCatalogue(
        questions=tuple(
            CatalogueQuestion(question_id=q.question_id, prompt=q.prompt) for q in questions
        ),
        closings=closings,
    )


def question_catalogue() -> QuestionCatalogue:
    return QuestionCatalogue(
        checkin=_flow(CHECKIN_QUESTIONS, (texts.CHECKIN_SAVED, texts.CHECKIN_ALREADY_RECORDED)),
        trainer=_flow(TRAINER_QUESTIONS, (texts.TRAINER_SAVED, texts.TRAINER_ALREADY_RECORDED)),
    )
