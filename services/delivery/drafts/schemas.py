"""Draft submissions from checkin, Richard's edits and decisions, and what we answer."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    model_validator,
)

from shared.contracts.source_texts import MAX_SOURCE_TEXTS, SourceText, verbatim_text
from shared.presentation import PresentationCandidate
from shared.safety import RULE_CLASSES, RuleId, SafetyClass, UrgentDetail

CUSTOMER_ID_PATTERN = r"^[a-z0-9][a-z0-9-]{2,39}$"
DRAFT_KEY_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:-]{7,159}$"
MAX_TEXT_CHARS = 8000  # the canonical draft events' limit
RFC3339_UTC_PATTERN = r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$"

DraftText = Annotated[
    str, StringConstraints(min_length=1, max_length=MAX_TEXT_CHARS), AfterValidator(verbatim_text)
]
CustomerId = Annotated[str, StringConstraints(pattern=CUSTOMER_ID_PATTERN)]
DraftKind = Literal["daily", "weekly", "adaptive", "held_notice"]
Audience = Literal["customer", "owner"]
DraftStatus = Literal["pending", "held", "approved", "discarded", "dispatched"]

SURFACE_OF_KIND = {"daily": "daily.v1", "weekly": "weekly.v1"}


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class EvidenceRef(_Frozen):
    """A fact the draft cites, and the canonical event it comes from."""

    event_id: str | None = Field(default=None, min_length=1, max_length=80)
    fact: DraftText = Field(max_length=300)


class SafetyHoldReason(_Frozen):
    """A typed S1-S6 reason exactly as checkin classifies it (ADR-9 of the seed)."""

    model_config = ConfigDict(
        extra="forbid", frozen=True, validate_by_name=True, serialize_by_alias=True
    )

    safety_class: SafetyClass = Field(alias="class")
    rule_id: RuleId
    source_flow: Literal["customer_checkin", "trainer_session"]
    matched_field: str = Field(pattern=r"^[a-z_]+(\.[A-Z0-9-]+)?$", max_length=40)
    excerpt: DraftText = Field(max_length=160)
    # S1's kind of urgency (self_harm, chest_pain, ...); absent on reasons made before it.
    detail: UrgentDetail | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _rule_matches_class(self) -> SafetyHoldReason:
        if RULE_CLASSES[self.rule_id] != self.safety_class:
            raise ValueError("the reason's class is not the class of its rule")
        if self.detail is not None and self.rule_id != "S1":
            raise ValueError("only an S1 reason names a kind of urgency")
        return self


class ConsentHoldReason(_Frozen):
    """Consent absent or not granted for the current version: no normal draft or send."""

    model_config = ConfigDict(
        extra="forbid", frozen=True, validate_by_name=True, serialize_by_alias=True
    )

    safety_class: Literal["consent_missing"] = Field(alias="class")


class WithdrawalHoldReason(_Frozen):
    """The customer asked to withdraw (``/withdraw``): Richard's withdrawal notice only."""

    model_config = ConfigDict(
        extra="forbid", frozen=True, validate_by_name=True, serialize_by_alias=True
    )

    safety_class: Literal["customer_withdrawal"] = Field(alias="class")
    requested_at: str = Field(pattern=RFC3339_UTC_PATTERN)


HoldReason = Annotated[
    SafetyHoldReason | ConsentHoldReason | WithdrawalHoldReason,
    Field(discriminator="safety_class"),
]


class DraftSubmission(_Frozen):
    """``POST /v1/drafts``: one draft, idempotent by ``draft_key``.

    ``source_texts`` are the customer's and the trainer's words of the day, verbatim: Richard
    reads them beside the draft (review message, held notice, console, ``/today``); they never
    reach the customer.

    A held submission (any kind) never yields customer text: it becomes Richard's held
    notice with the typed reasons and referral guidance, and can never be approved.
    """

    draft_key: str = Field(pattern=DRAFT_KEY_PATTERN)
    customer_id: CustomerId
    kind: DraftKind
    audience: Audience = "customer"
    canonical_text: DraftText | None = None
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
        if (self.kind == "held_notice" or self.audience == "owner") and not self.held:
            raise ValueError("only held notices are addressed to the owner")
        if not self.held and self.canonical_text is None:
            raise ValueError("canonical_text is required")
        if self.presentation is not None:
            expected = SURFACE_OF_KIND.get(self.kind)
            if self.presentation.surface_version != expected:
                raise ValueError(f"a {self.kind} draft cannot carry a presentation")
            if not self.presentation.selected and (
                self.presentation.rendered_body != self.canonical_text
            ):
                raise ValueError("a canonical presentation must be the canonical text")
            verbatim_text(self.presentation.rendered_body)
            if len(self.presentation.rendered_body) > MAX_TEXT_CHARS:
                raise ValueError("presentation is longer than a draft may be")
        return self


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
