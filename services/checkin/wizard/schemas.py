"""The turn API's request and response shapes (customer check-in and trainer record).

Every response carries the session's state and, while it is open, the current question:
its id, the Korean prompt, the answer kind and the buttons (short ``value`` for callback
data, Korean ``label`` for the button). ``accepts_text`` says whether a typed message
answers it. When ``status`` is ``ready`` the gateway calls finalize; ``message`` is the
fixed acknowledgement to show once the record is saved.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Literal

from pydantic import Field, StrictFloat, StrictInt, StringConstraints

from services.checkin.questions.turns import AnswerKind, Question
from services.checkin.registry.schemas import TelegramAddress
from shared.contracts.base import FrozenModel
from shared.contracts.outcomes import TurnOutcome
from shared.contracts.safety import SourceFlow

SESSION_ID_PATTERN = r"^[0-9a-f]{16}$"
SessionStatus = Literal["open", "ready", "finalized"]
# What became of a finalized record (for the operator and tests; the gateway shows
# ``message`` only): ``shared.contracts.outcomes``.
Outcome = TurnOutcome


class OptionView(FrozenModel):
    value: str
    label: str


class QuestionView(FrozenModel):
    question_id: str
    prompt: str
    answer_kind: AnswerKind
    options: tuple[OptionView, ...]
    accepts_text: bool
    skippable: bool

    @classmethod
    def of(cls, question: Question) -> QuestionView:
        return cls(
            question_id=question.question_id,
            prompt=question.prompt,
            answer_kind=question.kind,
            options=tuple(
                OptionView(value=option.value, label=option.label)
                for option in question.shown_options()
            ),
            accepts_text=question.accepts_text,
            skippable=question.skippable,
        )


class TurnView(FrozenModel):
    session_id: str
    flow: SourceFlow
    customer_id: str
    kst_date: date
    status: SessionStatus
    question: QuestionView | None
    answered: tuple[str, ...]
    message: str | None = None
    event_id: str | None = None
    outcome: Outcome | None = None
    replayed: bool = False


# The wire bound is only a transport guard, far above any Telegram message: each question's
# own limit (``Question.max_chars``) decides, with the re-ask the customer reads.
MAX_ANSWER_WIRE_CHARS = 65_536
AnswerValue = (
    Annotated[str, StringConstraints(min_length=1, max_length=MAX_ANSWER_WIRE_CHARS)]
    | StrictInt
    | StrictFloat
)


class AnswerRequest(FrozenModel):
    """One answer: the question it answers and the button value or typed text."""

    question_id: str = Field(pattern=r"^Q-[A-Z0-9-]{2,30}$")
    value: AnswerValue


class TrainerStartRequest(FrozenModel):
    """The sender's exact triple; it must be the trainer bound to this customer."""

    triple: TelegramAddress


class TrainerAnswerRequest(AnswerRequest):
    triple: TelegramAddress


class TrainerFinalizeRequest(FrozenModel):
    triple: TelegramAddress
