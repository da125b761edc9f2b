"""Request and response shapes of the session routes."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from shared.contracts.base import FrozenModel


class OpenRequest(FrozenModel):
    """The owner-approved isolation spec (digests optional; when given they must derive)."""

    spec: dict[str, Any]


class GenerationRequest(FrozenModel):
    """A transition names the generation its caller saw (the fence)."""

    generation: int = Field(ge=1)


class CloseRequest(FrozenModel):
    generation: int | None = Field(default=None, ge=1)
    reason: str = Field(default="owner_close", pattern=r"^[a-z][a-z0-9_]{2,40}$")


class SessionView(FrozenModel):
    session_id: str
    test_customer_id: str
    state: str
    generation: int
    spec_digest: str
    authority_digest: str
    transport_binding_digest: str
    opened_at: str
    expires_at: str
    reservations: dict[str, int]
