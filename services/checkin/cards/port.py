"""The outbound port to delivery: hand over one operator card or customer draft.

``DeliveryPort`` is what the nutrition flow depends on; the real one, over signed HTTP, is
``services.checkin.peers.delivery.HttpDeliveryPort``. Every answer is classified so the
caller knows whether to try again: ``accepted``, ``refused`` or ``unreachable``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from fastapi import Request

Outcome = Literal["accepted", "refused", "unreachable"]


@dataclass(frozen=True, slots=True)
class PortAnswer:
    outcome: Outcome
    http_status: int | None
    detail: dict[str, Any] = field(default_factory=dict)


class DeliveryPort(Protocol):
    def submit(self, item_kind: str, submission: Mapping[str, Any]) -> PortAnswer: ...


def delivery_port(request: Request) -> DeliveryPort:
    """The app's port (``app.state.delivery_port``; tests put a fake one there)."""
    port: DeliveryPort = request.app.state.delivery_port
    return port
