"""Pure rules of the conversations: callback grammars, commands and keyboards.

Callback data (Telegram allows 64 bytes):

    consent:agree                    the customer acknowledges the consent notice
    wd:ok:<tag> / wd:no:<tag>        confirm / cancel the customer's withdrawal; ``tag`` is
                                     the digest of the exact triple it was shown to, so a
                                     press from any other triple changes nothing
    ci:<question_id>:<value>         a check-in answer button (customer)
    tr:start                         start today's session record (trainer)
    tr:<question_id>:<value>         a session record answer button (trainer)
    draft:... / card:... / nut:...   Richard's review and card buttons: delivery's grammar,
                                     forwarded verbatim and never parsed here

Question ids are checkin's (``Q-`` + up to 30 upper-case characters) and option values are
at most 12 bytes, so an answer button takes at most 48 bytes.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Final

from services.gateway.peers.schemas import Option, Question
from shared.contracts.presentation import Button

CONSENT_AGREE: Final = "consent:agree"
CHECKIN_PREFIX: Final = "ci"
TRAINER_PREFIX: Final = "tr"
TRAINER_START: Final = "tr:start"
# Namespaces that belong to delivery (draft reviews, card menus, nutrition cards).
OPERATOR_PREFIXES: Final = ("draft:", "card:", "nut:")
MAX_CALLBACK_BYTES: Final = 64
WITHDRAWAL_PREFIX: Final = "wd"
WITHDRAW_COMMAND: Final = "withdraw"
SKIP_VALUE: Final = "skip"

_ANSWER = re.compile(r"^(ci|tr):(Q-[A-Z0-9-]{2,30}):([A-Za-z0-9_.-]{1,12})$")
_COMMAND = re.compile(r"^/([a-z]{1,32})(?:@[A-Za-z0-9_]{1,64})?(?:\s|$)")
# Short labels ("1점", "있음") fit five to a row; longer ones two, so none is cut off.
_SHORT_LABEL_CHARS: Final = 3


@dataclass(frozen=True, slots=True)
class AnswerPress:
    """A press of an answer button: which question it answers, with which value."""

    question_id: str
    value: str


def answer_callback(prefix: str, question_id: str, value: str) -> str:
    """The callback data of one answer button (refuses anything that would not parse back)."""
    data = f"{prefix}:{question_id}:{value}"
    if parse_answer(data, prefix) is None or len(data.encode("utf-8")) > MAX_CALLBACK_BYTES:
        raise ValueError("not an answer callback")
    return data


def parse_answer(data: str | None, prefix: str) -> AnswerPress | None:
    """The answer press of ``prefix``'s flow, or None (another flow's or malformed data)."""
    if data is None:
        return None
    match = _ANSWER.match(data)
    if match is None or match.group(1) != prefix:
        return None
    return AnswerPress(match.group(2), match.group(3))


def is_operator_callback(data: str | None) -> bool:
    """Does the press belong to delivery (Richard's draft review or card buttons)?"""
    return data is not None and data.startswith(OPERATOR_PREFIXES)


def command_of(text: str | None) -> str | None:
    """``/today`` or ``/today@DualCoachBot args`` -> ``today``; None when not a command."""
    if text is None:
        return None
    match = _COMMAND.match(text.strip())
    return match.group(1) if match else None


_WITHDRAW_ALIAS = re.compile(r"^/탈퇴(?:@[A-Za-z0-9_]{1,64})?(?:\s|$)")
_WITHDRAWAL_PRESS = re.compile(r"^wd:(ok|no):([0-9a-f]{16})$")


@dataclass(frozen=True, slots=True)
class WithdrawalPress:
    """A press of the withdrawal's confirm (``ok``) or cancel (``no``) button."""

    confirm: bool
    tag: str


def is_withdrawal_request(text: str | None) -> bool:
    """``/withdraw`` (or ``/withdraw@Bot``) or its Korean alias ``/탈퇴``."""
    if command_of(text) == WITHDRAW_COMMAND:
        return True
    return text is not None and _WITHDRAW_ALIAS.match(text.strip()) is not None


def triple_tag(user_id: int, chat_id: int, topic_id: int | None) -> str:
    """The digest that binds a withdrawal button to the one exact triple it was shown to."""
    digest = hashlib.sha256(f"withdrawal:{user_id}:{chat_id}:{topic_id}".encode()).hexdigest()
    return digest[:16]


def withdrawal_callbacks(tag: str) -> tuple[str, str]:
    """(confirm, cancel) callback data for the triple of ``tag``."""
    return f"{WITHDRAWAL_PREFIX}:ok:{tag}", f"{WITHDRAWAL_PREFIX}:no:{tag}"


def parse_withdrawal(data: str | None) -> WithdrawalPress | None:
    """A withdrawal button press, or None (another flow's or malformed data)."""
    match = _WITHDRAWAL_PRESS.match(data or "")
    if match is None:
        return None
    return WithdrawalPress(confirm=match.group(1) == "ok", tag=match.group(2))


_CLEARHOLD = re.compile(
    r"^/clearhold(?:@[A-Za-z0-9_]{1,64})?\s+([a-z0-9][a-z0-9-]{2,39})\s+(\S.*)$", re.DOTALL
)
MAX_CLEARANCE_NOTE_CHARS = 500


def clearhold_arguments(text: str | None) -> tuple[str, str] | None:
    """``/clearhold <customer_id> <note>`` -> (customer id, note of 1..500 chars), else None."""
    match = _CLEARHOLD.match((text or "").strip())
    if match is None:
        return None
    note = match.group(2).strip()
    if not 1 <= len(note) <= MAX_CLEARANCE_NOTE_CHARS:
        return None
    return match.group(1), note


def clearance_id_for(update_id: int, chat_id: int, message_id: int | None) -> str:
    """One clearance per Telegram message: a redelivered update clears nothing twice."""
    digest = hashlib.sha256(f"{update_id}:{chat_id}:{message_id}".encode()).hexdigest()
    return f"tg-clear-{digest[:24]}"


def _rows(options: tuple[Option, ...], prefix: str, question_id: str) -> list[list[Button]]:
    per_row = 5 if all(len(o.label) <= _SHORT_LABEL_CHARS for o in options) else 2
    buttons = [
        Button(text=o.label, callback_data=answer_callback(prefix, question_id, o.value))
        for o in options
    ]
    return [buttons[start : start + per_row] for start in range(0, len(buttons), per_row)]


def question_buttons(prefix: str, question: Question) -> list[list[Button]]:
    """The question's options as inline buttons; "skip" always alone on the last row."""
    answers = tuple(o for o in question.options if o.value != SKIP_VALUE)
    skips = tuple(o for o in question.options if o.value == SKIP_VALUE)
    return _rows(answers, prefix, question.question_id) + _rows(skips, prefix, question.question_id)


def reask_text(reask: str, question: Question) -> str:
    """A re-ask: why the answer was not taken, then the question again."""
    return f"{reask}\n\n{question.prompt}"
