"""Signed calls to delivery about one test customer's draft: read it, record the host's
approval before the send and its receipt after (ADR 0072)."""

from __future__ import annotations

from collections.abc import Callable

import httpx
from pydantic import BaseModel, ConfigDict, ValidationError

from shared.problems import problem_slug
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
    approved_revision: int | None = None
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

    def _post(self, path: str, body: dict[str, int]) -> TestDraft:
        try:
            response = self._client_for("delivery").post(path, json=body)
        except httpx.HTTPError as error:
            raise DraftUnavailable(f"delivery_{type(error).__name__}") from None
        if response.status_code == 404:
            raise DraftUnavailable("draft_not_found")
        if response.status_code != 200:
            raise DraftUnavailable(_refusal_slug(response))
        try:
            return TestDraft.model_validate(response.json())
        except (ValueError, ValidationError):
            raise DraftUnavailable("malformed_draft") from None

    def approve_for_host(self, draft_id: str, revision: int) -> TestDraft:
        """Delivery records the approval of exactly ``revision`` and dispatches the draft to
        the host (a repeat answers the same); ``DraftUnavailable`` with its refusal."""
        return self._post(f"/v1/drafts/{draft_id}/diagnostic-approval", {"revision": revision})

    def record_sent(self, draft_id: str, revision: int, message_id: int) -> TestDraft:
        """Delivery records the test bot's receipt as the draft's ``draft_sent`` (once)."""
        return self._post(
            f"/v1/drafts/{draft_id}/diagnostic-sent",
            {"revision": revision, "message_id": message_id},
        )


def _refusal_slug(response: httpx.Response) -> str:
    """Delivery's problem slug with ``_`` for ``-`` (``draft_held``), or the status."""
    slug = problem_slug(response)
    return slug.replace("-", "_") if slug else f"delivery_status_{response.status_code}"
