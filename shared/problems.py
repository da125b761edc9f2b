"""RFC 9457 problem details: the only error body any service returns.

Domain code raises ``Problem``; request validation errors become 422 problems; anything
unexpected becomes a bare 500 problem whose log line carries the exception type and the
code location, never the message (messages can contain customer text).
"""

from __future__ import annotations

import logging
import traceback
from typing import Any

import httpx
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import DataError
from starlette.exceptions import HTTPException as StarletteHTTPException

# Re-exported: the wire form of a problem's type is a pure contract (shared.contracts).
from shared.contracts.problems import PROBLEM_TYPE_PREFIX as PROBLEM_TYPE_PREFIX
from shared.contracts.problems import slug_of as slug_of

PROBLEM_MEDIA_TYPE = "application/problem+json"


def problem_slug(response: httpx.Response) -> str | None:
    """The slug of a peer's problem+json answer, if it is one."""
    try:
        body = response.json()
    except ValueError:
        return None
    problem_type = body.get("type") if isinstance(body, dict) else None
    return slug_of(problem_type) if problem_type else None


_logger = logging.getLogger("dualcoach.problems")

_STATUS_SLUGS = {
    400: "bad-request",
    401: "unauthorized",
    403: "forbidden",
    404: "not-found",
    405: "method-not-allowed",
    409: "conflict",
    413: "payload-too-large",
    415: "unsupported-media-type",
    422: "validation-failed",
    429: "too-many-requests",
    503: "unavailable",
}


class Problem(Exception):
    """An expected failure with an HTTP status, a stable slug and a human title."""

    def __init__(
        self,
        status: int,
        slug: str,
        title: str,
        detail: str | None = None,
        **extensions: Any,
    ) -> None:
        super().__init__(f"{status} {slug}")
        self.status = status
        self.slug = slug
        self.title = title
        self.detail = detail
        self.extensions = extensions

    @classmethod
    def from_body(cls, body: dict[str, Any]) -> Problem:
        """The problem whose ``body()`` is ``body`` (one stored earlier, answered again)."""
        rest = dict(body)
        status = int(rest.pop("status"))
        slug = slug_of(str(rest.pop("type")))
        title = str(rest.pop("title"))
        detail = rest.pop("detail", None)
        return cls(status, slug, title, detail, **rest)

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "type": PROBLEM_TYPE_PREFIX + self.slug,
            "title": self.title,
            "status": self.status,
        }
        if self.detail is not None:
            body["detail"] = self.detail
        body.update(self.extensions)
        return body


# What every error body looks like (RFC 9457), for the OpenAPI documents: a problem may
# carry more members (``reasons``, ``errors``, ``question``, ...) than these.
PROBLEM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["type", "title", "status"],
    "properties": {
        "type": {"type": "string", "examples": [PROBLEM_TYPE_PREFIX + "validation-failed"]},
        "title": {"type": "string"},
        "status": {"type": "integer", "minimum": 400, "maximum": 599},
        "detail": {"type": "string"},
    },
    "additionalProperties": True,
}
_DOCUMENTED = {
    400: "Bad request",
    401: "Not signed, or the signature does not verify",
    403: "The caller may not use this route",
    404: "Not found",
    409: "Conflicts with the current state",
    422: "The request does not validate",
    500: "Internal error (nothing was changed)",
    502: "A dependency refused or failed the call (nothing was retried)",
    503: "A dependency is unavailable",
    504: "A dependency did not answer in time: the outcome may be unknown, never retried",
}
PROBLEM_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"description": text, "content": {PROBLEM_MEDIA_TYPE: {"schema": PROBLEM_SCHEMA}}}
    for status, text in _DOCUMENTED.items()
}


def problem_response(problem: Problem) -> JSONResponse:
    headers = {"WWW-Authenticate": "DualCoach-HMAC"} if problem.status == 401 else None
    return JSONResponse(
        problem.body(), status_code=problem.status, media_type=PROBLEM_MEDIA_TYPE, headers=headers
    )


async def _handle_problem(request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, Problem)
    return problem_response(error)


async def _handle_http_exception(request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, StarletteHTTPException)
    slug = _STATUS_SLUGS.get(error.status_code, "http-error")
    detail = error.detail if isinstance(error.detail, str) else None
    return problem_response(Problem(error.status_code, slug, slug.replace("-", " "), detail))


async def handle_validation(request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, RequestValidationError)
    # Echo where and why, never the submitted value: it may be customer text.
    errors = [
        {"loc": [str(part) for part in item.get("loc", ())], "msg": item.get("msg", "invalid")}
        for item in error.errors()
    ]
    problem = Problem(422, "validation-failed", "Request validation failed", errors=errors)
    return problem_response(problem)


async def _handle_data_error(request: Request, error: Exception) -> JSONResponse:
    """A value the database cannot hold (an integer past its range, ...): the request's
    fault, and its transaction was rolled back. Edge validation should have said so."""
    assert isinstance(error, DataError)
    _logger.warning("data_error", extra={"fields": {"error_type": type(error.orig).__name__}})
    return problem_response(Problem(422, "invalid-value", "A value is out of range or malformed"))


async def _handle_unexpected(request: Request, error: Exception) -> JSONResponse:
    frames = traceback.extract_tb(error.__traceback__)
    where = [f"{frame.filename}:{frame.lineno}:{frame.name}" for frame in frames[-5:]]
    _logger.error(
        "unhandled_exception",
        extra={"fields": {"error_type": type(error).__name__, "where": where}},
    )
    return problem_response(Problem(500, "internal", "Internal error"))


def install_problem_handlers(app: FastAPI) -> None:
    """Route every error through problem+json."""
    app.add_exception_handler(Problem, _handle_problem)
    app.add_exception_handler(StarletteHTTPException, _handle_http_exception)
    app.add_exception_handler(RequestValidationError, handle_validation)
    app.add_exception_handler(DataError, _handle_data_error)
    app.add_exception_handler(Exception, _handle_unexpected)
