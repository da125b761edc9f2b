"""What checkin submits to delivery and what it shows of the drafts it submitted.

The wire model is ``shared.contracts.drafts.DraftSubmission`` (delivery validates it).
Checkin sends only its exact form: a held draft is Richard's notice and nothing else -
audience ``owner``, no text, no presentation (delivery renders the notice from the typed
reasons; it would drop a text, checkin never sends one).
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

from shared.contracts import drafts as wire
from shared.contracts.drafts import Audience, DraftKind


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DraftSubmission(wire.DraftSubmission):
    """The wire submission as checkin builds it: no field of its own, one rule more."""

    @model_validator(mode="after")
    def _exactly_the_notice_when_held(self) -> DraftSubmission:
        if not self.held:
            return self
        if self.audience != "owner" or self.presentation is not None:
            raise ValueError("a held draft is Richard's notice only, never customer text")
        if self.canonical_text is not None:
            raise ValueError("a held draft carries its typed reasons, never a text")
        return self


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
