"""Value types of inbound updates, as the dispatcher sees them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict
from telegram import Update

# The sender triple and the update kind are pure values the rules decide on; re-exported.
from services.gateway.updates.rules import Triple as Triple
from services.gateway.updates.rules import UpdateKind as UpdateKind

Role = Literal["customer", "trainer", "owner", "withdrawn", "diagnostic", "unknown"]


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
