"""Request and response bodies of `/internal/send` and `/internal/edit`."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from shared.contracts.presentation import Button

# Larger bodies than this are a caller bug, not a message: refuse before splitting.
MAX_BODY_CHARACTERS = 32_768


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ProtectedSpan(_Frozen):
    """A span of the body that must stay in one message (UTF-8 byte offsets, end exclusive)."""

    byte_start: int = Field(ge=0)
    byte_end: int = Field(ge=1)

    @model_validator(mode="after")
    def _non_empty(self) -> ProtectedSpan:
        if self.byte_end <= self.byte_start:
            raise ValueError("byte_end must be greater than byte_start")
        return self


class SendRequest(_Frozen):
    """Send exactly ``text`` to ``{chat_id, topic_id}``, once per ``reservation_id``."""

    reservation_id: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$")
    chat_id: int
    topic_id: int | None = Field(default=None, ge=1)
    text: str = Field(min_length=1, max_length=MAX_BODY_CHARACTERS)
    # Rows of inline buttons, attached to the last part; callback_data <= 64 bytes.
    buttons: tuple[tuple[Button, ...], ...] = ()
    protected_spans: tuple[ProtectedSpan, ...] = ()
    # The caller's deadline for each Telegram request (diagnostics passes its remaining time).
    timeout_seconds: float | None = Field(default=None, gt=0, le=30)


class MessageReceipt(_Frozen):
    message_id: int
    chat_id: int
    date: str  # UTC RFC 3339 with microseconds


class SendReceipt(_Frozen):
    """Telegram's receipt; top-level fields are the last part's (the one with the buttons)."""

    reservation_id: str
    message_id: int
    chat_id: int
    date: str
    parts: tuple[MessageReceipt, ...]
    replayed: bool


class EditRequest(_Frozen):
    """Replace a message's text and buttons (``text`` null: replace only the buttons)."""

    chat_id: int
    message_id: int = Field(ge=1)
    text: str | None = Field(default=None, min_length=1, max_length=4096)
    buttons: tuple[tuple[Button, ...], ...] = ()
    timeout_seconds: float | None = Field(default=None, gt=0, le=30)


class EditReceipt(_Frozen):
    chat_id: int
    message_id: int
    # False when Telegram said the message already showed exactly this (an idempotent edit).
    modified: bool
    edit_date: str | None


FailureOutcome = Literal["unknown", "refused"]
