"""Shapes of the gateway-facing routes of the diagnostic operator topic."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

_INT64 = 2**63 - 1


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RouteTriple(_Frozen):
    user_id: int = Field(ge=-_INT64, le=_INT64)
    chat_id: int = Field(ge=-_INT64, le=_INT64)
    topic_id: int | None = Field(default=None, ge=-_INT64, le=_INT64)


class ResolveRequest(_Frozen):
    triple: RouteTriple


class RouteView(_Frozen):
    role: Literal["diagnostic", "unknown"]
    session_id: str | None = None
    generation: int | None = None


class CommandRequest(_Frozen):
    """A message from the operator topic, with the route the gateway resolved for it."""

    triple: RouteTriple
    session_id: str = Field(pattern=r"^ds-[0-9a-f]{20}$")
    generation: int = Field(ge=1)
    text: str = Field(max_length=4096)


class CommandAnswer(_Frozen):
    command: str
    reply_text: str
