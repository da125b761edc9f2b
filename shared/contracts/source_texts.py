"""The day's words: what the customer and the trainer wrote, carried verbatim with a draft.

Checkin puts them in a draft submission; delivery stores them and shows them to Richard
only (review message, held notice, console, ``/today``). One definition for both sides, so
a field added on one side can never be a 422 on the other.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date
from typing import Annotated, Final, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints

MAX_SOURCE_TEXTS: Final = 12
MAX_SOURCE_TEXT_CHARS: Final = 2000
SourceAuthor = Literal["customer", "trainer"]
SourceField = Literal[
    "note",
    "pain_text",
    "answer.Q-SLEEP-CAUSE",
    "answer.Q-SLEEP-ADJUST",
    "answer.Q-COND-SYMPTOM",
    "answer.Q-COND-INTENSITY",
    "answer.Q-PERF-REASON",
    "answer.Q-PERF-NEXT",
    "operator_note",
    "pain_note",
]
# The control characters no stored text may hold: C0 but tab, newline and carriage return,
# and DEL. One definition for every text the services store; a regular-expression scan (a
# per-character Python loop cost several percent of an answer's CPU on long texts).
FORBIDDEN_CONTROL: Final = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def verbatim_text(value: str) -> str:
    """A person's text as stored: no control characters, NFC, not blank (else ValueError)."""
    if FORBIDDEN_CONTROL.search(value):
        raise ValueError("text must not contain control characters")
    if unicodedata.normalize("NFC", value) != value:
        raise ValueError("text must be NFC")
    if not value.strip():
        raise ValueError("text must not be blank")
    return value


SourceTextValue = Annotated[
    str,
    StringConstraints(min_length=1, max_length=MAX_SOURCE_TEXT_CHARS),
    AfterValidator(verbatim_text),
]


class SourceText(BaseModel):
    """One free text of the day, exactly as its author stored it (shown to Richard only)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    author: SourceAuthor
    field: SourceField
    kst_date: date
    event_id: str | None = Field(default=None, min_length=1, max_length=80)
    text: SourceTextValue
