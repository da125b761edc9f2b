"""Signed calls to delivery: hand over one operator card or one customer draft.

``HttpDeliveryPort`` is the nutrition flow's ``DeliveryPort`` (declared here): items are
persisted in ``nutrition_outbox`` before any call, and every answer is classified so the
caller knows whether to try again: ``accepted`` (stored by delivery, new or an identical
replay), ``refused`` (delivery said no; nothing to gain by repeating it unchanged) or
``unreachable`` (no answer or a server error: try again later - delivery is idempotent by
``card_key`` / ``draft_key``).

``HttpDraftSubmitter`` is the drafts relay's ``DraftSubmitter``: a failure leaves the
outbox row pending and the relay tries again later. The port is declared here, on the wire
model of ``shared.contracts.drafts``, so that this client imports no feature (ADR 0086).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal, Protocol

import httpx

from shared.contracts.drafts import DraftSubmission
from shared.outbox import PostResult
from shared.problems import problem_slug

DRAFTS_PATH: Final = "/v1/drafts"
PATHS: Final[dict[str, str]] = {"card": "/v1/cards", "draft": DRAFTS_PATH}

Outcome = Literal["accepted", "refused", "unreachable"]


@dataclass(frozen=True, slots=True)
class PortAnswer:
    outcome: Outcome
    http_status: int | None
    detail: dict[str, Any] = field(default_factory=dict)


class DeliveryPort(Protocol):
    def submit(self, item_kind: str, submission: Mapping[str, Any]) -> PortAnswer: ...


class HttpDeliveryPort:
    """Delivery over signed loopback HTTP (the checkin runtime's peer client)."""

    def __init__(self, client: Callable[[], httpx.Client]) -> None:
        self._client = client

    def submit(self, item_kind: str, submission: Mapping[str, Any]) -> PortAnswer:
        try:
            response = self._client().post(PATHS[item_kind], json=dict(submission))
        except httpx.HTTPError as error:
            return PortAnswer("unreachable", None, {"error": type(error).__name__})
        if response.status_code in (200, 201):
            body = response.json()
            keep = ("card_id", "draft_id", "status")
            detail = {k: body[k] for k in keep if isinstance(body, dict) and k in body}
            return PortAnswer("accepted", response.status_code, detail)
        if 400 <= response.status_code < 500:
            return PortAnswer("refused", response.status_code, {"slug": problem_slug(response)})
        return PortAnswer("unreachable", response.status_code, {"slug": problem_slug(response)})


class DraftSubmitter(Protocol):
    def submit(self, submission: DraftSubmission) -> PostResult:
        """POST one draft to delivery; the answer (or transport failure) as a result."""
        ...


class HttpDraftSubmitter:
    """``POST /v1/drafts`` on delivery, signed as checkin."""

    def __init__(self, client: httpx.Client, *, timeout: float) -> None:
        self._client = client
        self._timeout = timeout

    def submit(self, submission: DraftSubmission) -> PostResult:
        try:
            response = self._client.post(
                DRAFTS_PATH, json=submission.document(), timeout=self._timeout
            )
        except httpx.HTTPError as error:
            return PostResult(None, error=type(error).__name__)
        return PostResult(response.status_code, problem_slug(response))
