"""Request shapes of the diagnostics host's draft routes."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class DiagnosticApprovalRequest(BaseModel):
    """The host is about to send exactly ``revision`` (the latest) of the draft."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    revision: int = Field(ge=1)


class DiagnosticSentRequest(BaseModel):
    """The host's receipt for ``revision``: the test bot's message id (``sent_audited``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    revision: int = Field(ge=1)
    message_id: int = Field(ge=1)
