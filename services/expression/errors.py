"""Refused outcome reports of the expression service mapped to problem+json, in one place
(ADR 0081). The journal answers what became of a report and the coordinator raises
``ReportRefused`` for a refusal; only this module says how HTTP spells it, and only the app
imports it (ADR 0087). Expression calls no other service, so it has no ``peers/``: its one
outbound client is the model provider (``provider/``), outside the product.
"""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from services.expression.journal.service import ReportRefused
from shared.problems import Problem, problem_response


def as_problem(error: ReportRefused) -> Problem:
    """The problem for a refused outcome report."""
    answer = error.answer
    if answer.result == "not_found":
        return Problem(404, "attempt-not-found", "No attempt with this id for this artifact")
    if answer.result == "not_enabled":
        return Problem(
            409, "attempt-not-enabled", "Only enabled-mode attempts take outcome reports"
        )
    return Problem(
        409,
        "attempt-already-final",
        "The attempt already has another outcome; the journal keeps it",
        recorded_outcome=answer.recorded_outcome,
        reported_outcome=error.reported_outcome,
    )


async def _handle_refused_report(request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, ReportRefused)
    return problem_response(as_problem(error))


def install_domain_problems(app: FastAPI) -> None:
    """Answer every refused report a route lets escape as its problem+json."""
    app.add_exception_handler(ReportRefused, _handle_refused_report)
