"""Signed calls to expression: ask for a presentation of a fresh operator card.

Any failure (unreachable, error, malformed answer) returns None and the caller uses the
canonical bytes: presentation is never a reason to hold a card back.
"""

from __future__ import annotations

import logging
from typing import Any

import httpx
from pydantic import ValidationError

from shared.presentation import PresentationCandidate

_logger = logging.getLogger("dualcoach.delivery.expression")


class ExpressionClient:
    def __init__(self, client: httpx.Client) -> None:
        self._client = client
        self.calls = 0  # presentation requests made by this process (recovery asserts zero)

    def present(self, request: dict[str, Any]) -> PresentationCandidate | None:
        self.calls += 1
        try:
            response = self._client.post("/v1/presentations", json=request)
        except httpx.HTTPError as error:
            _logger.warning(
                "presentation_unavailable", extra={"fields": {"error_type": type(error).__name__}}
            )
            return None
        if response.status_code != 200:
            _logger.warning(
                "presentation_refused", extra={"fields": {"status": response.status_code}}
            )
            return None
        try:
            return PresentationCandidate.model_validate(response.json())
        except (ValueError, ValidationError):
            _logger.warning("presentation_malformed", extra={"fields": {"status": 200}})
            return None
