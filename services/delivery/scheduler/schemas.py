"""The operator's tick request and its report."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict


class TickRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    # Default: today in KST by the service clock.
    kst_date: date | None = None


class TickAnswer(BaseModel):
    model_config = ConfigDict(frozen=True)

    kst_date: date
    due: int
    drafted: list[str]
    # Tasks checkin answered ``nothing_to_send`` for: closed for good, without a draft.
    closed: list[str]
    already_drafted: int
    already_closed: int
    busy: int
    pending: dict[str, str]
    # The day's nutrition weekly run (None: no weekly task that day); see ``TickReport``.
    weekly_run: str | None = None


class TaskView(BaseModel):
    """The scheduler's record of one due task: pending, drafted (with its draft) or closed
    (with checkin's reason, no draft)."""

    model_config = ConfigDict(frozen=True)

    task_key: str
    customer_id: str
    kind: str
    kst_date: date
    status: Literal["pending", "drafted", "closed"]
    draft_id: str | None
    closed_reason: str | None
    attempts: int
    last_reason: str | None
    first_seen_at: datetime
    updated_at: datetime


class WeeklyRunView(BaseModel):
    """One day's nutrition weekly run: ``pending`` (asked, not answered yet) or ``done`` with
    checkin's per-customer results."""

    model_config = ConfigDict(frozen=True)

    kst_date: date
    status: Literal["pending", "done"]
    attempts: int
    last_reason: str | None
    results: list[dict[str, Any]] | None
    first_seen_at: datetime
    updated_at: datetime
