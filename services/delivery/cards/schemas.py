"""Operator card submissions from checkin and what the card API answers."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from shared.contracts.presentation import SurfaceSubmission

CUSTOMER_ID_PATTERN = r"^[a-z0-9][a-z0-9-]{2,39}$"


class CardSubmission(BaseModel):
    """``POST /v1/cards``: a fresh adaptive card, idempotent by ``card_key``.

    ``surface`` is the canonical enveloped card (body, slot manifest, the 승인/보류 buttons
    whose callback data checkin chose); delivery re-parses it with its grammar and refuses
    anything that is not exactly canonical.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    card_key: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._:-]{7,159}$")
    customer_id: str = Field(pattern=CUSTOMER_ID_PATTERN)
    session_id: str = Field(min_length=1, max_length=200)
    proposal_digest: str = Field(pattern=r"^[0-9a-f]{64}$")
    revision: int = Field(ge=0)
    card_kind: str = Field(default="card", min_length=1, max_length=40)
    surface: SurfaceSubmission


class CardView(BaseModel):
    model_config = ConfigDict(frozen=True)

    card_id: str
    card_key: str
    customer_id: str
    session_id: str
    proposal_digest: str
    revision: int
    surface_version: str
    status: str
    decision: str | None
    # ``decision-refused``: checkin's problem slug, and the state of Richard's notice of it.
    refusal: str | None = None
    notice_state: str | None = None
    menu_state: str | None
    menu_message_id: int | None
    expires_at: datetime
    canonical_body: str
    published_text: str | None = None
    publications: list[dict[str, Any]] = Field(default_factory=list)


class OperatorAction(BaseModel):
    """``POST /v1/operator/actions``: a button Richard pressed, with his exact triple."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    user_id: int
    chat_id: int
    topic_id: int | None = None
    callback_data: str = Field(min_length=1, max_length=64)
    message_id: int | None = Field(default=None, ge=1)


class OperatorAnswer(BaseModel):
    model_config = ConfigDict(frozen=True)

    handled: bool
    outcome: str
    # A short Korean line the gateway shows as the callback answer.
    answer_text: str
