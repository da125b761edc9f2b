"""What the drafts hand their outbound ports: delivery (submit a draft), expression (present).

Both ports are Protocols declared beside their one real implementation over signed
loopback HTTP, in ``services.checkin.peers`` (the only place that calls another service;
``DraftSubmitter`` in ``peers/delivery.py``, ``Presenter`` in ``peers/expression.py``).
Neither ever blocks or breaks a draft:

* ``DraftSubmitter`` is used only by the outbox relay; a failure leaves the row pending
  and the relay tries again later (delivery is idempotent by ``draft_key``).
* ``Presenter`` answers ``None`` on any failure (unreachable, timeout, malformed answer, a
  candidate that does not belong to the request or changes bytes outside the slots):
  the draft then carries no presentation and delivery uses the canonical text.
"""

from __future__ import annotations

from typing import Final

from pydantic import ValidationError

from services.checkin.drafts.schemas import DraftSubmission
from services.checkin.peers.delivery import DraftSubmitter
from shared.contracts.presentation import (
    CanonicalSurface,
    DailyArtifactIdentity,
    ModeContext,
    PresentationRequest,
    SurfaceSubmission,
    WeeklyArtifactIdentity,
)
from shared.outbox import OutboxRow, PostResult, Sender

DRAFT_TARGET: Final = "delivery_draft"


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
