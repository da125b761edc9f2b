"""The outbound port to delivery: hand over one operator card or customer draft.

``DeliveryPort`` is what the nutrition flow depends on; ``HttpDeliveryPort`` is the real
one (signed ``POST /v1/cards`` / ``POST /v1/drafts`` on delivery). Items are persisted in
``nutrition_outbox`` before any call, and every answer is classified so the caller knows
whether to try again: ``accepted`` (stored by delivery, new or an identical replay),
``refused`` (delivery said no; nothing to gain by repeating it unchanged) or
``unreachable`` (no answer or a server error: try again later - delivery is idempotent by
``card_key`` / ``draft_key``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal, Protocol

import httpx
from fastapi import Request

from shared.problems import problem_slug

PATHS: Final[dict[str, str]] = {"card": "/v1/cards", "draft": "/v1/drafts"}
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


def delivery_port(request: Request) -> DeliveryPort:
    """The app's port (``app.state.delivery_port``; tests put a fake one there)."""
    port: DeliveryPort = request.app.state.delivery_port
    return port
