"""Signed calls to expression: ask for a presentation of a fresh operator card.

Any failure (unreachable, error, malformed answer) returns None and the caller uses the
canonical bytes: presentation is never a reason to hold a card back.
"""

from __future__ import annotations

import logging
from typing import Any

import httpx

from shared.contracts.presentation import PresentationCandidate
from shared.http.presentations import request_presentation

_logger = logging.getLogger("dualcoach.delivery.expression")


class ExpressionClient:
    def __init__(self, client: httpx.Client) -> None:
        self._client = client
        self.calls = 0  # presentation requests made by this process (recovery asserts zero)

    def present(self, request: dict[str, Any]) -> PresentationCandidate | None:
        self.calls += 1
        return request_presentation(self._client, request, logger=_logger)
