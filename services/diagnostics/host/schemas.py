"""The delivery candidate and the route shapes of host-owned diagnostic delivery."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

_DIGEST = r"^[0-9a-f]{64}$"
SESSION_ID_PATTERN = r"^ds-[0-9a-f]{20}$"


class DiagnosticDeliveryCandidate(BaseModel):
    """What a caller asks the host to send (Rev 36): the body and every pin it saw. It is
    not a reservation and grants nothing; ``reserve_and_verify`` re-derives every pin."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    session_id: str = Field(pattern=SESSION_ID_PATTERN)
    generation: int = Field(ge=1)
    dedupe_key: str = Field(pattern=r"^[A-Za-z0-9._:-]{8,120}$")
    body: str = Field(min_length=1, max_length=4096)
    body_digest: str = Field(pattern=_DIGEST)
    destination_digest: str = Field(pattern=_DIGEST)
    spec_digest: str = Field(pattern=_DIGEST)
    authority_digest: str = Field(pattern=_DIGEST)
    transport_binding_digest: str = Field(pattern=_DIGEST)


class DeliveryRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    generation: int = Field(ge=1)
    dedupe_key: str = Field(pattern=r"^[A-Za-z0-9._:-]{8,120}$")
    body: str = Field(min_length=1, max_length=4096)
    body_digest: str = Field(pattern=_DIGEST)
    destination_digest: str = Field(pattern=_DIGEST)
    spec_digest: str = Field(pattern=_DIGEST)
    authority_digest: str = Field(pattern=_DIGEST)
    transport_binding_digest: str = Field(pattern=_DIGEST)


class ReconcileRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    dedupe_key: str = Field(pattern=r"^[A-Za-z0-9._:-]{8,120}$")


class DeliveryView(BaseModel):
    """Any result of a delivery: ``sent_audited`` or one of the three no-send variants."""

    model_config = ConfigDict(frozen=True)

    status: str
    reservation_id: str
    terminal_row_digest: str
    provider_authority: bool
    text: str | None = None
    reconciliation_available: bool = False
    receipt: dict[str, Any] | None = None
