"""The operator's tick request and its report."""

from __future__ import annotations

from datetime import date

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
    already_drafted: int
    busy: int
    pending: dict[str, str]
