"""Signed calls to expression: ask for the presentation of a draft's text.

``HttpPresenter`` is the drafts' ``Presenter`` (declared here): it answers ``None`` on
any failure (unreachable, timeout, malformed answer, a candidate that does not belong to
the request or changes bytes outside the slots), and the draft then carries no
presentation: delivery uses the canonical text.
"""

from __future__ import annotations

import logging
from typing import Protocol

import httpx

from shared.contracts.presentation import (
    PresentationCandidate,
    PresentationRequest,
    rendered_body_mismatch,
)
from shared.http.presentations import request_presentation

_logger = logging.getLogger("dualcoach.checkin.drafts")


class Presenter(Protocol):
    def present(self, request: PresentationRequest) -> PresentationCandidate | None:
        """The selected-or-canonical candidate, or None when expression cannot be used."""
        ...


def accepted_candidate(
    request: PresentationRequest, candidate: PresentationCandidate
) -> PresentationCandidate | None:
    """``candidate`` if it belongs to ``request`` and changes nothing outside the slots."""
    canonical = request.surface.to_canonical()
    version = canonical.manifest.surface_version
    if candidate.surface_version != version or candidate.binding_digest != request.binding_digest():
        return None
    if not candidate.selected:
        return candidate if candidate.rendered_body == canonical.body else None
    if rendered_body_mismatch(canonical, candidate.rendered_body) is not None:
        return None
    return candidate


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
