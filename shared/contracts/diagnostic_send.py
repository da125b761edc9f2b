"""``POST /internal/diagnostic-send`` (gateway): the diagnostics host's test-bot send.

Defined once here because it crosses the diagnostics -> gateway boundary. The gateway
sends ``text`` with its *test bot* only, and only when ``test_bot_id`` is that bot's id;
reservation ids live in their own ``diag:`` namespace of the gateway's send records, so a
diagnostic send can never replay or collide with an ordinary delivery's reservation.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

MAX_DIAGNOSTIC_TEXT = 4096


class DiagnosticSendRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    reservation_id: str = Field(pattern=r"^diag:[A-Za-z0-9._:-]{1,120}$")
    test_bot_id: int = Field(ge=1)
    chat_id: int
    topic_id: int | None = Field(default=None, ge=1)
    text: str = Field(min_length=1, max_length=MAX_DIAGNOSTIC_TEXT)
    timeout_seconds: float = Field(gt=0, le=30)
    transport_binding_digest: str = Field(pattern=r"^[0-9a-f]{64}$")
