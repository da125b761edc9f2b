"""Outbound ports of the drafts: delivery (submit a draft) and expression (present a text).

Both are Protocols with one real implementation over signed loopback HTTP, in
``services.checkin.peers`` (the only place that calls another service). Neither ever
blocks or breaks a draft:

* ``DraftSubmitter`` is used only by the outbox relay; a failure leaves the row pending
  and the relay tries again later (delivery is idempotent by ``draft_key``).
* ``Presenter`` answers ``None`` on any failure (unreachable, timeout, malformed answer, a
  candidate that does not belong to the request or changes bytes outside the slots):
  the draft then carries no presentation and delivery uses the canonical text.
"""

from __future__ import annotations

from typing import Final, Protocol

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
from shared.outbox import OutboxRow, PostResult, Sender

DRAFT_TARGET: Final = "delivery_draft"


class DraftSubmitter(Protocol):
    def submit(self, submission: DraftSubmission) -> PostResult:
        """POST one draft to delivery; the answer (or transport failure) as a result."""
        ...


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
