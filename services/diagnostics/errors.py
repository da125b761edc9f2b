"""Domain errors of the diagnostics service mapped to problem+json, in one place (ADR 0081).

The session routes' refusals (``sessions.service.SessionRefused``, whose ``cause`` says why)
become 422, 409, 404 and 503; nothing was changed by any of them. Domain code raises the
error; only this module says how HTTP spells it, and only the app imports it (ADR 0087).
Not yet here: the delivery, replay and evidence routes still turn their refusals into
problems themselves (ADR 0087 lists them).
"""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from services.diagnostics.isolation.rules import SpecRejected
from services.diagnostics.sessions.lock import AdmissionBusy
from services.diagnostics.sessions.rules import SessionTransitionRefused
from services.diagnostics.sessions.service import (
    SessionAlreadyOpen,
    SessionNotFound,
    SessionRefused,
)
from shared.problems import Problem, problem_response


def as_problem(error: SessionRefused) -> Problem:
    """The problem for a refused session route."""
    cause = error.cause
    if isinstance(cause, SpecRejected):
        return Problem(422, "spec-rejected", "The isolation spec is refused", reason=cause.reason)
    if isinstance(cause, SessionAlreadyOpen):
        return Problem(409, "session-already-open", "The test customer already has an open session")
    if isinstance(cause, SessionTransitionRefused):
        return Problem(
            409,
            "session-transition-refused",
            "The session is not in a state that allows this",
            reason=cause.reason,
            state=cause.state,
            generation=cause.generation,
        )
    if isinstance(cause, SessionNotFound):
        return Problem(404, "session-not-found", "No such diagnostic session")
    assert isinstance(cause, AdmissionBusy), cause
    return Problem(
        503,
        "admission-busy",
        "The session's admission lock was not had in time; nothing changed",
    )


async def _handle_session_refused(request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, SessionRefused)
    return problem_response(as_problem(error))


def install_domain_problems(app: FastAPI) -> None:
    """Answer every refusal a route lets escape as its problem+json."""
    app.add_exception_handler(SessionRefused, _handle_session_refused)
