"""Request and answer of ``POST /v1/sessions/{id}/replay``."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class ReplayRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    recorded_kst_date: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$")
    answers: dict[str, str] = Field(min_length=1, max_length=64)


class ReplayAnswer(BaseModel):
    model_config = ConfigDict(frozen=True)

    recorded_kst_date: str
    replayed_kst_date: str
    questions: list[str]
    event_id: str | None
    outcome: str | None
