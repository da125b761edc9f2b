"""The one HTTP call for a presentation: ``POST /v1/presentations`` on expression.

Checkin (daily/weekly drafts) and delivery (operator cards) both ask expression for a
candidate; the wire models are ``shared.contracts.presentation``.
"""

from __future__ import annotations

import logging
from typing import Any, Final

import httpx
from pydantic import ValidationError

from shared.contracts.presentation import PresentationCandidate

PRESENTATIONS_PATH: Final = "/v1/presentations"


def request_presentation(
    client: httpx.Client,
    body: dict[str, Any],
    *,
    logger: logging.Logger,
    timeout: float | None = None,
) -> PresentationCandidate | None:
    """``POST /v1/presentations`` on expression; None on any failure (the caller then uses
    its canonical bytes: presentation is never a reason to hold anything back)."""
    options: dict[str, Any] = {} if timeout is None else {"timeout": timeout}
    try:
        response = client.post(PRESENTATIONS_PATH, json=body, **options)
    except httpx.HTTPError as error:
        logger.warning(
            "presentation_unavailable", extra={"fields": {"error_type": type(error).__name__}}
        )
        return None
    if response.status_code != 200:
        logger.warning("presentation_refused", extra={"fields": {"status": response.status_code}})
        return None
    try:
        return PresentationCandidate.model_validate(response.json())
    except (ValueError, ValidationError):
        logger.warning("presentation_malformed", extra={"fields": {"kind": "candidate"}})
        return None
