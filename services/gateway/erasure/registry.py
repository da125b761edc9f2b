"""The chats checkin's registry still names, asked for just before the erasure (fail closed)."""

from __future__ import annotations

import httpx
from pydantic import BaseModel, ConfigDict, ValidationError

from services.gateway.erasure.rules import Destination
from shared.problems import Problem

DESTINATIONS_PATH = "/v1/routing/destinations"


class _Destination(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    chat_id: int
    topic_id: int | None


class _DestinationsInUse(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    destinations: tuple[_Destination, ...]


def destinations_in_use(checkin: httpx.Client) -> frozenset[Destination]:
    """Every (chat_id, topic_id) of the owner and of each registered customer and trainer.

    Anything short of a well-formed answer refuses: without it no send record can be told
    apart from one to a chat still in use, so none may go.
    """
    try:
        response = checkin.get(DESTINATIONS_PATH)
    except httpx.HTTPError as error:
        raise _unavailable(f"Checkin could not be reached ({type(error).__name__})") from None
    if response.status_code != 200:
        raise _unavailable(f"Checkin answered HTTP {response.status_code}")
    try:
        answer = _DestinationsInUse.model_validate_json(response.content)
    except ValidationError:
        raise _unavailable("Checkin's answer was malformed") from None
    return frozenset((d.chat_id, d.topic_id) for d in answer.destinations)


def _unavailable(reason: str) -> Problem:
    return Problem(
        503,
        "checkin-unavailable",
        "Checkin could not name the chats still in use",
        f"{reason}; nothing was erased.",
    )
