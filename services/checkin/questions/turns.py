"""Turn mechanics shared by the customer check-in and the trainer record (pure).

A flow is a fixed catalogue of ``Question``s plus a function naming the next question for
the answers given so far. Each turn answers exactly the question that is current; its raw
value (a button's short value, or what the person typed) is parsed by the question's kind:

* ``buttons`` - one of the option values (a typed label is accepted too);
* ``number`` - a number within the question's range and precision, typed with or without its
  unit (``70.2``, ``70.2kg``; ``2,300`` for whole numbers);
* ``text`` - free text up to the question's limit, or one of its quick options.

The value ``skip`` skips a skippable question (stored as ``None``). Anything else is an
``AnswerInvalid`` carrying the question's Korean re-ask; nothing is stored.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Final, Literal

from services.checkin.questions import texts
from shared.contracts.source_texts import FORBIDDEN_CONTROL

AnswerKind = Literal["buttons", "number", "text"]
Stored = str | int | float | None
SKIP: Final = "skip"
# Telegram callback data is at most 64 bytes; the gateway packs session, question and value.
MAX_OPTION_VALUE_BYTES: Final = 12
_NUMBER = re.compile(r"^[0-9]+(?:\.[0-9]+)?$")
_GROUPED = re.compile(r"^[0-9]{1,3}(?:,[0-9]{3})+$")


@dataclass(frozen=True, slots=True)
class Option:
    """A button: its short ``value`` (callback data) and its Korean ``label``.

    A ``text`` question stores the chosen option's label (or nothing, for "없음"-style
    options with ``stores_nothing``); a ``buttons`` question stores the short value.
    """

    value: str
    label: str
    stores_nothing: bool = False


@dataclass(frozen=True, slots=True)
class Question:
    question_id: str
    prompt: str
    kind: AnswerKind
    reask: str
    options: tuple[Option, ...] = ()
    skippable: bool = True
    minimum: Decimal | None = None
    maximum: Decimal | None = None
    places: int = 0
    units: tuple[str, ...] = ()
    max_chars: int = 500

    @property
    def accepts_text(self) -> bool:
        """Whether a typed message answers it (buttons-only questions need a tap)."""
        return self.kind != "buttons"

    def shown_options(self) -> tuple[Option, ...]:
        """The buttons to show: the options, then "건너뛰기" if skippable."""
        if not self.skippable or any(option.value == SKIP for option in self.options):
            return self.options
        return (*self.options, Option(SKIP, texts.SKIP_LABEL))


class AnswerInvalid(Exception):
    """The value does not answer the question; ``reask`` says what to send instead."""

    def __init__(self, question: Question, reask: str) -> None:
        super().__init__(question.question_id)
        self.question = question
        self.reask = reask


def _clean(text: str) -> str:
    return unicodedata.normalize("NFC", FORBIDDEN_CONTROL.sub("", text)).strip()


def _option(question: Question, raw: str) -> Option | None:
    folded = _clean(raw).casefold()
    for option in question.options:
        if raw == option.value or folded == option.label.casefold():
            return option
    return None


def _parse_number(question: Question, raw: str | int | float) -> int | float:
    if isinstance(raw, bool):
        raise AnswerInvalid(question, question.reask)
    if isinstance(raw, int | float):
        text = repr(raw) if isinstance(raw, float) else str(raw)
    else:
        text = unicodedata.normalize("NFKC", raw).strip().casefold()
        for unit in sorted(question.units, key=len, reverse=True):
            if text.endswith(unit):
                text = text[: -len(unit)].strip()
                break
        if question.places == 0 and _GROUPED.match(text):
            text = text.replace(",", "")
    if not _NUMBER.match(text):
        raise AnswerInvalid(question, question.reask)
    try:
        value = Decimal(text)
    except InvalidOperation:  # pragma: no cover - the pattern rules it out
        raise AnswerInvalid(question, question.reask) from None
    decimals = -int(value.as_tuple().exponent)
    if decimals > question.places and value != value.quantize(Decimal(1).scaleb(-question.places)):
        raise AnswerInvalid(question, question.reask)
    low, high = question.minimum, question.maximum
    if (low is not None and value < low) or (high is not None and value > high):
        raise AnswerInvalid(question, question.reask)
    if question.places == 0:
        return int(value)
    return float(value.quantize(Decimal(1).scaleb(-question.places)))


def parse_answer(question: Question, raw: str | int | float) -> Stored:
    """The value to store for ``raw``, or ``AnswerInvalid`` with the re-ask text."""
    if isinstance(raw, str) and _clean(raw).casefold() == SKIP:
        if not question.skippable:
            raise AnswerInvalid(question, texts.NOT_SKIPPABLE)
        return None
    if question.kind == "number":
        if isinstance(raw, str) and (option := _option(question, raw)) is not None:
            return None if option.stores_nothing else option.value
        return _parse_number(question, raw)
    if not isinstance(raw, str):
        raise AnswerInvalid(question, question.reask)
    option = _option(question, raw)
    if question.kind == "buttons":
        if option is None:
            raise AnswerInvalid(question, question.reask)
        return option.value
    if option is not None:
        return None if option.stores_nothing else option.label
    text = _clean(raw)
    if not text:
        raise AnswerInvalid(question, question.reask)
    if len(text) > question.max_chars:
        raise AnswerInvalid(question, texts.too_long(question.max_chars))
    return text


class NotAsked(Exception):
    """An answer to a question that is not the current one (and is not a replay)."""

    def __init__(self, current: str | None) -> None:
        super().__init__(current or "ready")
        self.current = current


@dataclass(frozen=True, slots=True)
class TurnResult:
    answers: tuple[tuple[str, Stored], ...]
    replayed: bool


NextQuestion = Callable[[Mapping[str, Stored]], str | None]


def apply_answer(
    catalogue: Mapping[str, Question],
    next_question: NextQuestion,
    answers: Sequence[tuple[str, Stored]],
    question_id: str,
    raw: str | int | float,
) -> TurnResult:
    """Answer the current question; the same answer again is an idempotent replay.

    Raises ``NotAsked`` for any other question (a later one, an unknown one, or a
    different answer to one already answered) and ``AnswerInvalid`` for a bad value.
    """
    given = dict(answers)
    current = next_question(given)
    question = catalogue.get(question_id)
    if question is not None and question_id in given:
        try:
            replay = parse_answer(question, raw) == given[question_id]
        except AnswerInvalid:
            replay = False
        if replay:
            return TurnResult(tuple(answers), replayed=True)
        raise NotAsked(current)
    if question is None or question_id != current:
        raise NotAsked(current)
    value = parse_answer(question, raw)
    return TurnResult((*answers, (question_id, value)), replayed=False)


def callback_bytes(session_id: str, question_id: str, value: str) -> int:
    """Bytes of the gateway's callback data ``{session}:{question}:{value}`` (<= 64)."""
    return len(f"{session_id}:{question_id}:{value}".encode())
