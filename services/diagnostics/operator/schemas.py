"""Shapes of the gateway-facing routes of the diagnostic operator topic."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from shared.contracts.base import FrozenModel

_INT64 = 2**63 - 1


class RouteTriple(FrozenModel):
    user_id: int = Field(ge=-_INT64, le=_INT64)
    chat_id: int = Field(ge=-_INT64, le=_INT64)
    topic_id: int | None = Field(default=None, ge=-_INT64, le=_INT64)


class ResolveRequest(FrozenModel):
    triple: RouteTriple


class RouteView(FrozenModel):
    role: Literal["diagnostic", "unknown"]
    session_id: str | None = None
    generation: int | None = None


class CommandRequest(FrozenModel):
    """A message from the operator topic, with the route the gateway resolved for it: a
    session and its generation, or neither (the configured spec's topic, no session)."""

    triple: RouteTriple
    session_id: str | None = Field(default=None, pattern=r"^ds-[0-9a-f]{20}$")
    generation: int | None = Field(default=None, ge=1)
    text: str = Field(max_length=4096)

    @model_validator(mode="after")
    def _session_and_generation_together(self) -> CommandRequest:
        if (self.session_id is None) != (self.generation is None):
            raise ValueError("a session route carries both its session and its generation")
        return self


class CommandAnswer(FrozenModel):
    command: str
    reply_text: str
