"""Signed calls to expression: ask for the presentation of a draft's text.

``HttpPresenter`` is the drafts' ``Presenter`` (``drafts/ports.py``): it answers ``None`` on
any failure (unreachable, timeout, malformed answer, a candidate that does not belong to
the request or changes bytes outside the slots), and the draft then carries no
presentation: delivery uses the canonical text.
"""

from __future__ import annotations

import logging

import httpx

from services.checkin.drafts.ports import accepted_candidate
from shared.contracts.presentation import PresentationCandidate, PresentationRequest
from shared.http.presentations import request_presentation

_logger = logging.getLogger("dualcoach.checkin.drafts")


class HttpPresenter:
    """``POST /v1/presentations`` on expression, signed as checkin; fails to None."""

    def __init__(self, client: httpx.Client, *, timeout: float) -> None:
        self._client = client
        self._timeout = timeout

    def present(self, request: PresentationRequest) -> PresentationCandidate | None:
        candidate = request_presentation(
            self._client,
            request.model_dump(mode="json"),
            logger=_logger,
            timeout=self._timeout,
        )
        if candidate is None:
            return None
        return accepted_candidate(request, candidate)
