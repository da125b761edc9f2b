"""Richard's edits and decisions on drafts, and what we answer (the submission itself is
``shared.contracts.drafts``)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from shared.contracts.drafts import Audience, DraftKind, DraftText, EvidenceRef
from shared.contracts.safety import HoldReason
from shared.contracts.source_texts import SourceText

DraftStatus = Literal["pending", "held", "approved", "discarded", "dispatched"]


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RevisionView(_Frozen):
    revision: int
    text: str
    text_digest: str
    actor: str
    edit_of_revision: int | None
    created_at: datetime


class DeliverySummary(_Frozen):
    delivery_id: str
    purpose: str
    state: str
    attempt: int
    reason: str | None
    message_id: int | None
    recorded_at: datetime


class DraftView(_Frozen):
    draft_id: str
    draft_key: str
    customer_id: str
    kind: DraftKind
    audience: Audience
    held: bool
    hold_reasons: list[HoldReason]
    evidence: list[EvidenceRef]
    status: DraftStatus
    latest_revision: int
    approved_revision: int | None
    text: str
    task_key: str | None
    created_at: datetime
    updated_at: datetime
    # A same-day revision and the draft it replaced (each names the other).
    replaces_draft_id: str | None = None
    replaced_by_draft_id: str | None = None
    # The day's words in full on one draft (``GET /v1/drafts/{id}``); the list leaves them
    # out and carries only ``words_excerpt``: one short line (cut, with the console path).
    source_texts: list[SourceText] = Field(default_factory=list)
    words_excerpt: str | None = None
    # The held draft whose later safety signal held this waiting customer draft, if any.
    held_by_draft_id: str | None = None
    revisions: list[RevisionView] = Field(default_factory=list)
    deliveries: list[DeliverySummary] = Field(default_factory=list)


class EditRequest(_Frozen):
    """A new revision of Richard's; ``base_revision`` is the one he edited (optimistic)."""

    base_revision: int = Field(ge=1)
    text: DraftText


class ApproveRequest(_Frozen):
    """Approve exactly the revision Richard read; ``send`` dispatches it right away."""

    revision: int = Field(ge=1)
    send: bool = False
