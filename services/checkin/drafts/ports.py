"""Outbound ports of the drafts: delivery (submit a draft) and expression (present a text).

Both are Protocols with one real implementation over signed loopback HTTP. Neither ever
blocks or breaks a draft:

* ``DraftSubmitter`` is used only by the outbox relay; a failure leaves the row pending
  and the relay tries again later (delivery is idempotent by ``draft_key``).
* ``Presenter`` answers ``None`` on any failure (unreachable, timeout, malformed answer, a
  candidate that does not belong to the request or changes bytes outside the slots):
  the draft then carries no presentation and delivery uses the canonical text.
"""

from __future__ import annotations

import logging
from typing import Final, Protocol

import httpx
from pydantic import ValidationError

from services.checkin.drafts.schemas import DraftSubmission
from shared.contracts.presentation import (
    CanonicalSurface,
    DailyArtifactIdentity,
    ModeContext,
    PresentationCandidate,
    PresentationRequest,
    SurfaceSubmission,
    WeeklyArtifactIdentity,
    rendered_body_mismatch,
)
from shared.http.presentations import request_presentation
from shared.outbox import OutboxRow, PostResult, Sender
from shared.problems import problem_slug

_logger = logging.getLogger("dualcoach.checkin.drafts")

DRAFTS_PATH: Final = "/v1/drafts"
DRAFT_TARGET: Final = "delivery_draft"


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


def draft_sender(submitter: DraftSubmitter) -> Sender:
    """The relay's sender for ``delivery_draft`` rows: the row's payload is the submission."""

    def send(row: OutboxRow) -> PostResult:
        try:
            submission = DraftSubmission.model_validate(row.payload)
        except ValidationError:
            # Never happens for rows we wrote; if it did, delivery would refuse it too.
            return PostResult(422, "invalid-draft-row")
        return submitter.submit(submission)

    return send


class Presenter(Protocol):
    def present(self, request: PresentationRequest) -> PresentationCandidate | None:
        """The selected-or-canonical candidate, or None when expression cannot be used."""
        ...


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


def daily_presentation_request(surface: CanonicalSurface, event_id: str) -> PresentationRequest:
    return PresentationRequest(
        surface=SurfaceSubmission.of(surface),
        mode_context=ModeContext(payload_kind="fresh", source_schema_version="daily.v1"),
        identity=DailyArtifactIdentity(finalized_event_id=event_id),
    )


def weekly_presentation_request(
    surface: CanonicalSurface, task_key: str, due: str
) -> PresentationRequest:
    return PresentationRequest(
        surface=SurfaceSubmission.of(surface),
        mode_context=ModeContext(payload_kind="fresh", source_schema_version="weekly.v1"),
        identity=WeeklyArtifactIdentity.model_validate(
            {"schedule_key": task_key, "task_kind": "weekly", "kst_day": due}
        ),
    )
