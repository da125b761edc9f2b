"""Signed read of one draft from delivery (the test customer's draft the owner approves)."""

from __future__ import annotations

from collections.abc import Callable

import httpx
from pydantic import BaseModel, ConfigDict, ValidationError

from shared.topology import ServiceName


class DraftUnavailable(Exception):
    """Delivery could not show the draft; nothing is sent."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class TestDraft(BaseModel):
    """The parts of ``GET /v1/drafts/{id}`` a diagnostic send uses."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    draft_id: str
    customer_id: str
    audience: str
    held: bool
    status: str
    latest_revision: int
    text: str


class DraftsPeer:
    def __init__(self, client_for: Callable[[ServiceName], httpx.Client]) -> None:
        self._client_for = client_for

    def draft(self, draft_id: str) -> TestDraft:
        try:
            response = self._client_for("delivery").get(f"/v1/drafts/{draft_id}")
        except httpx.HTTPError as error:
            raise DraftUnavailable(f"delivery_{type(error).__name__}") from None
        if response.status_code == 404:
            raise DraftUnavailable("draft_not_found")
        if response.status_code != 200:
            raise DraftUnavailable(f"delivery_status_{response.status_code}")
        try:
            return TestDraft.model_validate(response.json())
        except (ValueError, ValidationError):
            raise DraftUnavailable("malformed_draft") from None
