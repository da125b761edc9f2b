"""``POST /v1/customers/{id}/withdrawal``: the gateway's request and checkin's answer."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from services.checkin.registry.schemas import TelegramAddress


class WithdrawalRequest(BaseModel):
    """The exact triple that confirmed: it must be this customer's own customer triple."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    triple: TelegramAddress


class WithdrawalResult(BaseModel):
    """``withdrawn`` (201: disabled now, Richard's notice queued) or ``already`` (200)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    customer_id: str
    outcome: Literal["withdrawn", "already"]
    requested_at: str
    notice_draft_key: str
