"""What delivery's peers answer, as plain values (pure: no HTTP client, no database).

The clients in ``peers/checkin.py`` and ``peers/gateway.py`` make the calls and validate the
answers into these types; the rules that decide what an answer means (sending, reviews,
the scheduler) import them from here, so a rule never reaches the I/O behind a call.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class Triple(BaseModel):
    """An exact Telegram address; routing compares all three fields."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    user_id: int
    chat_id: int
    topic_id: int | None = None


class Destinations(BaseModel):
    """``GET /v1/customers/{id}/destinations``: where this customer's messages may go."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    customer_id: str
    enabled: bool
    consent_granted: bool
    customer: Triple | None = None
    trainer: Triple | None = None
    owner: Triple | None = None
    registry_revision: str = Field(min_length=1)
    # ``diagnostic_isolated_v1``: only the diagnostics host may send to this customer.
    binding_mode: str = "ordinary"


class DueTask(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    task_key: str = Field(min_length=1, max_length=200)
    customer_id: str
    kind: Literal["daily", "weekly"]
    kst_date: date
    week_index: int | None = None


class SafetyState(BaseModel):
    """``GET /v1/customers/{id}/safety-state``: held iff a held check-in or trainer record
    follows the latest clearance; ``reasons`` are its typed S1-S6 reasons (wire form)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    customer_id: str
    held: bool
    held_since: datetime | None = None
    reasons: list[dict[str, Any]] = Field(default_factory=list, max_length=8)
    cleared_at: datetime | None = None


class ClearedHold(BaseModel):
    """What ``POST /v1/customers/{id}/safety-hold/clear`` answered (201 new, 200 replay)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    created: bool
    state: SafetyState


class RelayAnswer(BaseModel):
    """What the relay needs from a post: the HTTP status and the problem slug, if any."""

    model_config = ConfigDict(frozen=True)

    status: int
    slug: str | None = None


@dataclass(frozen=True, slots=True)
class GatewayAnswer:
    """The raw result of one gateway call: an answer, or a transport failure."""

    status: int | None
    body: dict[str, Any] | None
    transport: str | None = None
    never_arrived: bool = False
