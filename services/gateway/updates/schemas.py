"""Value types of inbound updates, as the dispatcher sees them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict
from telegram import Update

UpdateKind = Literal["message", "callback_query", "other"]
Role = Literal["customer", "trainer", "owner", "withdrawn", "diagnostic", "unknown"]


@dataclass(frozen=True, slots=True)
class Triple:
    """Who wrote where: routing always compares all three exactly (topic None = no topic)."""

    user_id: int
    chat_id: int
    topic_id: int | None


@dataclass(frozen=True, slots=True)
class InboundUpdate:
    """One accepted (not duplicate) update, reduced to what routing needs.

    ``triple`` is None when the sender or the exact place cannot be known (channel posts,
    callbacks on messages Telegram no longer shows us): such updates can never be routed.
    ``raw`` is python-telegram-bot's parsed ``Update`` for handlers that need more.
    """

    update_id: int
    kind: UpdateKind
    triple: Triple | None
    text: str | None
    message_id: int | None
    callback_query_id: str | None
    callback_data: str | None
    raw: Update


class WebhookAccepted(BaseModel):
    """Answer to Telegram: any 2xx stops redelivery; ``status`` is for our own tests/logs."""

    model_config = ConfigDict(frozen=True)

    status: Literal["processed", "duplicate", "skipped"]


class CounterRow(BaseModel):
    model_config = ConfigDict(frozen=True)

    kst_date: str
    counter: str
    count: int
