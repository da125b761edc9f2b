"""Domain errors of the checkin service mapped to problem+json, in one place (ADR 0081).

Domain code raises ``Refusal``: what kind of refusal it is, a stable slug, a human title
and the members the caller needs. Only this module turns a kind into an HTTP status, so
the checkin features say *why* they refuse and never *how* HTTP spells it.
"""

from __future__ import annotations

from typing import Any, Final, Literal

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from shared.problems import Problem, problem_response

RefusalKind = Literal["forbidden", "not-found", "conflict", "gone", "invalid"]

_STATUS: Final[dict[RefusalKind, int]] = {
    "forbidden": 403,  # the caller may not do this to this customer (e.g. not their triple)
    "not-found": 404,
    "conflict": 409,  # refused by the current state; another state would accept it
    "gone": 410,  # erased on withdrawal: it will never come back
    "invalid": 422,  # the request itself is wrong, whatever the state
}


class Refusal(Exception):
    """The request is refused for a named reason; nothing it asked for was written."""

    def __init__(
        self,
        kind: RefusalKind,
        slug: str,
        title: str,
        detail: str | None = None,
        **extensions: Any,
    ) -> None:
        super().__init__(f"{kind} {slug}")
        self.kind = kind
        self.slug = slug
        self.title = title
        self.detail = detail
        self.extensions = extensions


def as_problem(error: Refusal | Problem) -> Problem:
    """The problem+json answer for a refusal (a ``Problem`` from shared code is one already)."""
    if isinstance(error, Problem):
        return error
    return Problem(_STATUS[error.kind], error.slug, error.title, error.detail, **error.extensions)


async def _handle_refusal(request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, Refusal)
    return problem_response(as_problem(error))


def install_refusal_handler(app: FastAPI) -> None:
    """Answer every refusal a route lets escape as its problem+json."""
    app.add_exception_handler(Refusal, _handle_refusal)
