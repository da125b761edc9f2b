"""What checkin submits to delivery (``POST /v1/drafts``) and what it shows of its drafts.

``DraftSubmission`` is delivery's contract (docs/contracts.md) as checkin builds it: one
draft, idempotent by ``draft_key``. A held submission (audience ``owner``) carries its typed
reasons and no text at all: delivery renders Richard's held notice from the reasons.

``source_texts`` are the day's words as the customer and the trainer typed them (check-in
note, pain detail, typed follow-up answers, the trainer's notes), verbatim: delivery shows
them to Richard beside every draft and notice, never to the customer.
"""

from __future__ import annotations

from datetime import datetime
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from services.checkin.safety.holds import HoldReason
from shared.contracts.source_texts import MAX_SOURCE_TEXTS, SourceText
from shared.presentation import PresentationCandidate

DRAFT_KEY_PATTERN: Final = r"^[A-Za-z0-9][A-Za-z0-9._:-]{7,159}$"
MAX_DRAFT_CHARS: Final = 8000
MAX_FACT_CHARS: Final = 300
DraftKind = Literal["daily", "weekly", "adaptive", "held_notice"]
Audience = Literal["customer", "owner"]
SURFACE_OF_KIND: Final = {"daily": "daily.v1", "weekly": "weekly.v1"}


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class EvidenceRef(_Frozen):
    """One fact the draft rests on, and the canonical event it comes from."""

    event_id: str | None = Field(default=None, min_length=1, max_length=80)
    fact: str = Field(min_length=1, max_length=MAX_FACT_CHARS)


class DraftSubmission(_Frozen):
    draft_key: str = Field(pattern=DRAFT_KEY_PATTERN)
    customer_id: str
    kind: DraftKind
    audience: Audience = "customer"
    canonical_text: str | None = Field(default=None, min_length=1, max_length=MAX_DRAFT_CHARS)
    presentation: PresentationCandidate | None = None
    evidence: tuple[EvidenceRef, ...] = Field(default=(), max_length=50)
    held: bool = False
    hold_reasons: tuple[HoldReason, ...] = Field(default=(), max_length=8)
    task_key: str | None = Field(default=None, min_length=1, max_length=200)
    # The earlier draft (its ``draft_key``) this one replaces: delivery retires it if it is
    # still waiting, or says it was already sent (a trainer record after the check-in).
    # Left out when None, so a draft that replaces nothing keeps its bytes and digests.
    replaces_draft_key: str | None = Field(
        default=None, pattern=DRAFT_KEY_PATTERN, exclude_if=lambda value: value is None
    )
    source_texts: tuple[SourceText, ...] = Field(default=(), max_length=MAX_SOURCE_TEXTS)

    @model_validator(mode="after")
    def _consistent(self) -> DraftSubmission:
        if self.held != bool(self.hold_reasons):
            raise ValueError("held drafts carry their typed hold_reasons, others none")
        if self.replaces_draft_key is not None and (
            self.held or self.replaces_draft_key == self.draft_key
        ):
            raise ValueError("only a customer draft replaces another draft, never itself")
        if self.held and (self.audience != "owner" or self.presentation is not None):
            raise ValueError("a held draft is Richard's notice only, never customer text")
        if not self.held and (self.audience != "customer" or self.kind == "held_notice"):
            raise ValueError("only held notices are addressed to the owner")
        # A held draft is rendered as Richard's notice by delivery from its typed reasons
        # (shared.surfaces.held_notice): it carries no text of its own.
        if self.held and self.canonical_text is not None:
            raise ValueError("a held draft carries its typed reasons, never a text")
        if not self.held and self.canonical_text is None:
            raise ValueError("canonical_text is required")
        if self.presentation is not None:
            if self.presentation.surface_version != SURFACE_OF_KIND.get(self.kind):
                raise ValueError(f"a {self.kind} draft cannot carry this presentation")
            if not self.presentation.selected and (
                self.presentation.rendered_body != self.canonical_text
            ):
                raise ValueError("a canonical presentation must be the canonical text")
        return self

    def document(self) -> dict[str, object]:
        """The JSON body posted to delivery."""
        body: dict[str, object] = self.model_dump(mode="json", by_alias=True)
        return body


class DraftRecord(_Frozen):
    """A draft as checkin submitted it, and where its relay to delivery stands."""

    draft_key: str
    kind: DraftKind
    audience: Audience
    held: bool
    relay_status: Literal["pending", "acknowledged", "conflict", "rejected"]
    attempts: int
    last_status: int | None
    last_reason: str | None
    created_at: datetime
    finished_at: datetime | None
    submission: DraftSubmission
