"""A draft as checkin submits it to delivery (``POST /v1/drafts``): one definition.

Delivery validates this model; checkin builds its stricter producer form of it
(``services.checkin.drafts.schemas.DraftSubmission`` adds no field, only the rule that a
held draft is sent exactly as Richard's notice: audience ``owner``, no text). One draft,
idempotent by ``draft_key``. A held submission never yields customer text: whatever text
it carries, delivery renders Richard's held notice from its typed reasons instead.

``source_texts`` are the day's words as the customer and the trainer typed them (check-in
note, pain detail, typed follow-up answers, the trainer's notes), verbatim: delivery shows
them to Richard beside every draft and notice (review message, held notice, console,
``/today``), never to the customer.
"""

from __future__ import annotations

from typing import Annotated, Final, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    model_validator,
)

from shared.contracts.presentation import PresentationCandidate
from shared.contracts.safety import MAX_HOLD_REASONS, HoldReason
from shared.contracts.source_texts import MAX_SOURCE_TEXTS, SourceText, verbatim_text

CUSTOMER_ID_PATTERN: Final = r"^[a-z0-9][a-z0-9-]{2,39}$"
DRAFT_KEY_PATTERN: Final = r"^[A-Za-z0-9][A-Za-z0-9._:-]{7,159}$"
MAX_DRAFT_CHARS: Final = 8000  # the canonical draft events' limit
MAX_FACT_CHARS: Final = 300
MAX_EVIDENCE: Final = 50

DraftText = Annotated[
    str, StringConstraints(min_length=1, max_length=MAX_DRAFT_CHARS), AfterValidator(verbatim_text)
]
CustomerId = Annotated[str, StringConstraints(pattern=CUSTOMER_ID_PATTERN)]
DraftKind = Literal["daily", "weekly", "adaptive", "held_notice"]
Audience = Literal["customer", "owner"]
# The expression surface a customer draft of each kind may carry a presentation for.
SURFACE_OF_KIND: Final = {"daily": "daily.v1", "weekly": "weekly.v1"}


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class EvidenceRef(_Frozen):
    """One fact the draft rests on, and the canonical event it comes from."""

    event_id: str | None = Field(default=None, min_length=1, max_length=80)
    fact: DraftText = Field(max_length=MAX_FACT_CHARS)


class DraftSubmission(_Frozen):
    draft_key: str = Field(pattern=DRAFT_KEY_PATTERN)
    customer_id: CustomerId
    kind: DraftKind
    audience: Audience = "customer"
    canonical_text: DraftText | None = None
    presentation: PresentationCandidate | None = None
    evidence: tuple[EvidenceRef, ...] = Field(default=(), max_length=MAX_EVIDENCE)
    held: bool = False
    hold_reasons: tuple[HoldReason, ...] = Field(default=(), max_length=MAX_HOLD_REASONS)
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
        if not self.held:
            self._check_customer_draft()
        return self

    def _check_customer_draft(self) -> None:
        if self.audience != "customer" or self.kind == "held_notice":
            raise ValueError("only held notices are addressed to the owner")
        if self.canonical_text is None:
            raise ValueError("canonical_text is required")
        if self.presentation is None:
            return
        if self.presentation.surface_version != SURFACE_OF_KIND.get(self.kind):
            raise ValueError(f"a {self.kind} draft cannot carry this presentation")
        if not self.presentation.selected and (
            self.presentation.rendered_body != self.canonical_text
        ):
            raise ValueError("a canonical presentation must be the canonical text")
        verbatim_text(self.presentation.rendered_body)
        if len(self.presentation.rendered_body) > MAX_DRAFT_CHARS:
            raise ValueError("presentation is longer than a draft may be")

    def document(self) -> dict[str, object]:
        """The JSON body posted to delivery."""
        body: dict[str, object] = self.model_dump(mode="json", by_alias=True)
        return body
