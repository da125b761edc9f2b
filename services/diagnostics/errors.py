"""Domain errors of the diagnostics service mapped to problem+json, in one place (ADR 0081).

Nothing was changed, reserved, sent, replayed or written by any of them. Domain code raises
the error; only this module says how HTTP spells it, and only the app imports it (ADR 0087).
The session, delivery and replay routes wrap their refusals (``SessionRefused``,
``DeliveryRefused``, ``ReplayRefused``, each with the ``cause``), because one domain error
reads differently on each: a refused admission is ``delivery-refused`` on a delivery and
``replay-refused`` on a replay. The evidence and replay failures are answered by type.
"""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from services.diagnostics.evidence.service import (
    CorruptState,
    CustomerNotRegistered,
    SnapshotUnstable,
)
from services.diagnostics.host.results import (
    DeliveryRefused,
    DiagnosticAdmissionRefused,
    DiagnosticReservationConflict,
)
from services.diagnostics.host.transport import TransportRejected
from services.diagnostics.isolation.rules import SpecRejected
from services.diagnostics.replay.service import ReplayFailed, ReplayRefused
from services.diagnostics.sessions.lock import AdmissionBusy
from services.diagnostics.sessions.rules import SessionTransitionRefused
from services.diagnostics.sessions.service import (
    SessionAlreadyOpen,
    SessionNotFound,
    SessionRefused,
)
from shared.problems import Problem, problem_response


def _session_problem(error: SessionRefused) -> Problem:
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


def _delivery_problem(error: DeliveryRefused) -> Problem:
    """The problem for a refused delivery or reconciliation."""
    cause = error.cause
    if isinstance(cause, DiagnosticAdmissionRefused):
        return Problem(409, "delivery-refused", "Nothing was reserved or sent", reason=cause.reason)
    if isinstance(cause, DiagnosticReservationConflict):
        return Problem(
            409,
            "reservation-conflict",
            "The stored evidence contradicts this delivery; nothing was written or sent",
            reason=cause.reason,
        )
    if isinstance(cause, TransportRejected):
        return Problem(
            503, "transport-rejected", "The diagnostic transport is refused", reason=cause.reason
        )
    assert isinstance(cause, AdmissionBusy), cause
    return Problem(503, "admission-busy", "The session's admission lock was not had in time")


def as_problem(error: Exception) -> Problem | None:
    """The problem for a domain error, or None when ``error`` is not one."""
    if isinstance(error, SessionRefused):
        return _session_problem(error)
    if isinstance(error, DeliveryRefused):
        return _delivery_problem(error)
    if isinstance(error, ReplayRefused):
        return Problem(409, "replay-refused", "Nothing was replayed", reason=error.cause.reason)
    if isinstance(error, ReplayFailed):
        return Problem(
            409,
            "replay-failed",
            "The recording could not be played as it was",
            reason=error.reason,
        )
    if isinstance(error, SnapshotUnstable):
        return Problem(
            409,
            "snapshot-unstable",
            "Evidence kept changing while it was read; nothing was written",
            attempts=error.attempts,
            changed_domains=error.changed,
        )
    if isinstance(error, CorruptState):
        return Problem(
            409,
            "corrupt-state",
            "An evidence source is missing or not safe to read; nothing was written",
            domain=error.domain,
            reason=error.reason,
        )
    if isinstance(error, CustomerNotRegistered):
        return Problem(404, "customer-not-registered", "No such customer in the registry")
    return None


_DOMAIN_ERRORS = (
    SessionRefused,
    DeliveryRefused,
    ReplayRefused,
    ReplayFailed,
    SnapshotUnstable,
    CorruptState,
    CustomerNotRegistered,
)


async def _handle_domain_error(request: Request, error: Exception) -> JSONResponse:
    problem = as_problem(error)
    assert problem is not None
    return problem_response(problem)


def install_domain_problems(app: FastAPI) -> None:
    """Answer every domain error a route lets escape as its problem+json."""
    for error_type in _DOMAIN_ERRORS:
        app.add_exception_handler(error_type, _handle_domain_error)
