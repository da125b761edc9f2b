"""Request and response of ``POST /v1/evidence/snapshots``."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class SnapshotRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    customer_id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]{2,39}$")


class BundleView(BaseModel):
    """The bundle's files as UTF-8 text (every file is canonical JSON or JSON lines)."""

    model_config = ConfigDict(frozen=True)

    customer_id: str
    attempts: int
    files: dict[str, str]
