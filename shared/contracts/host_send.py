"""``GET /v1/host-sends/{dedupe_key}`` (diagnostics): what the diagnostics host did with one
send key - read by delivery's console for a draft the host sent to the test bot.

Defined once here because it crosses the diagnostics -> delivery boundary (ADR 0076). The
answer is read from the host's reservation chain, never written by the reader (ADR 0078):

* ``none`` - no row: the host reserved nothing for this key (e.g. the session was closed
  between the approval and the send);
* ``in_progress`` - reserved and not yet terminal (an attempt under the admission lock);
* ``sent`` - ``sent_audited``, with the test bot's message id;
* ``unknown`` - ``delivery_unknown`` without a receipt: never resend;
* ``audit_pending`` - a receipt without its audit: reconcile, never resend;
* ``conflict`` - the stored evidence contradicts itself: keep it, repair nothing by hand.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

HostSendOutcome = Literal["none", "in_progress", "sent", "unknown", "audit_pending", "conflict"]


class HostSendView(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    dedupe_key: str = Field(min_length=1, max_length=160)
    outcome: HostSendOutcome
    session_id: str | None = None
    # When the host reserved the send (first row) and recorded its latest row.
    reserved_at: datetime | None = None
    last_recorded_at: datetime | None = None
    message_id: int | None = Field(default=None, ge=1)
