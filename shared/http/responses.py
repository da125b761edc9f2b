"""OpenAPI declarations for routes that answer more than one success status.

FastAPI documents only a route's ``status_code``. An idempotent create answers 201 the first
time and 200 for a replay of the same request (nothing new written); a route that documents
only one of them makes every replay a response outside its own schema.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

REPLAY_DESCRIPTION = "Already applied: the same result again, nothing new written"


def also_answers(
    status: int, model: type[BaseModel] | None = None, description: str = REPLAY_DESCRIPTION
) -> dict[int | str, dict[str, Any]]:
    """``responses=`` for a route that may also answer ``status`` (with ``model``'s body)."""
    response: dict[str, Any] = {"description": description}
    if model is not None:
        response["model"] = model
    return {status: response}
