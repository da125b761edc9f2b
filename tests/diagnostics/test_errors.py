"""Each refusal of a diagnostics route is answered by errors.py with the problem it had when
each route spelled its own: status, slug, title and members (ADR 0081, ADR 0087)."""

from __future__ import annotations

import pytest

from services.diagnostics.errors import as_problem
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
from shared.problems import Problem

CASES = [
    (
        SessionRefused(SpecRejected("invalid:spec")),
        Problem(422, "spec-rejected", "The isolation spec is refused", reason="invalid:spec"),
    ),
    (
        SessionRefused(SessionAlreadyOpen("tc-1")),
        Problem(409, "session-already-open", "The test customer already has an open session"),
    ),
    (
        SessionRefused(SessionTransitionRefused("stale_generation", state="active", generation=3)),
        Problem(
            409,
            "session-transition-refused",
            "The session is not in a state that allows this",
            reason="stale_generation",
            state="active",
            generation=3,
        ),
    ),
    (
        SessionRefused(SessionNotFound("ds-1")),
        Problem(404, "session-not-found", "No such diagnostic session"),
    ),
    (
        SessionRefused(AdmissionBusy("ds-1")),
        Problem(
            503,
            "admission-busy",
            "The session's admission lock was not had in time; nothing changed",
        ),
    ),
    (
        DeliveryRefused(DiagnosticAdmissionRefused("session_closed")),
        Problem(409, "delivery-refused", "Nothing was reserved or sent", reason="session_closed"),
    ),
    (
        DeliveryRefused(DiagnosticReservationConflict("reservation_changed")),
        Problem(
            409,
            "reservation-conflict",
            "The stored evidence contradicts this delivery; nothing was written or sent",
            reason="reservation_changed",
        ),
    ),
    (
        DeliveryRefused(TransportRejected("transport_swapped")),
        Problem(
            503,
            "transport-rejected",
            "The diagnostic transport is refused",
            reason="transport_swapped",
        ),
    ),
    (
        DeliveryRefused(AdmissionBusy("ds-1")),
        Problem(503, "admission-busy", "The session's admission lock was not had in time"),
    ),
    (
        ReplayRefused(DiagnosticAdmissionRefused("session_expired")),
        Problem(409, "replay-refused", "Nothing was replayed", reason="session_expired"),
    ),
    (
        ReplayFailed("answer_missing:q1"),
        Problem(
            409,
            "replay-failed",
            "The recording could not be played as it was",
            reason="answer_missing:q1",
        ),
    ),
    (
        SnapshotUnstable(3, ["sends"]),
        Problem(
            409,
            "snapshot-unstable",
            "Evidence kept changing while it was read; nothing was written",
            attempts=3,
            changed_domains=["sends"],
        ),
    ),
    (
        CorruptState("sends", "missing"),
        Problem(
            409,
            "corrupt-state",
            "An evidence source is missing or not safe to read; nothing was written",
            domain="sends",
            reason="missing",
        ),
    ),
    (
        CustomerNotRegistered("c-1"),
        Problem(404, "customer-not-registered", "No such customer in the registry"),
    ),
]


@pytest.mark.parametrize(("error", "expected"), CASES, ids=lambda value: type(value).__name__)
def test_each_refusal_keeps_the_problem_its_route_answered(
    error: Exception, expected: Problem
) -> None:
    problem = as_problem(error)
    assert problem is not None
    assert problem.status == expected.status
    assert problem.body() == expected.body()


def test_an_error_that_is_not_a_refusal_has_no_problem() -> None:
    assert as_problem(ValueError("not ours")) is None
