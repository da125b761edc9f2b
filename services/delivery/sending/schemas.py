"""Ledger rows as the API shows them, and Richard's reconciliation request."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from services.delivery.ledger.repository import LedgerRow


class LedgerRowView(BaseModel):
    """One ledger row; the pinned body is left out (it is customer text)."""

    model_config = ConfigDict(frozen=True)

    customer_id: str
    sequence: int
    delivery_id: str
    attempt: int
    state: str
    purpose: str
    draft_id: str
    draft_revision: int
    task_key: str | None
    reason: str | None
    actor: str
    body_digest: str
    destination: dict[str, Any] | None
    destination_digest: str | None
    registry_revision: str | None
    config_pin: str
    receipt: dict[str, Any] | None
    recorded_at: datetime
    previous_row_digest: str
    row_digest: str

    @classmethod
    def of(cls, row: LedgerRow) -> LedgerRowView:
        return cls(
            **{name: getattr(row, name) for name in cls.model_fields},
        )


class ReconcileRequest(BaseModel):
    """Richard looked at the chat: the message is there (``sent_audited``) or not."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    resolution: Literal["sent_audited", "abandoned"]
    message_id: int | None = Field(default=None, ge=1)
