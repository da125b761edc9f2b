"""Refused outcome reports of the expression service mapped to problem+json, in one place
(ADR 0081). The journal answers what became of a report; only this module says how HTTP
spells a refusal. Expression calls no other service, so it has no ``peers/``: its one
outbound client is the model provider (``provider/``), outside the product.
"""

from __future__ import annotations

from services.expression.journal.service import ReportAnswer
from shared.contracts.presentation import OutcomeReport
from shared.problems import Problem


def report_problem(answer: ReportAnswer, report: OutcomeReport) -> Problem | None:
    """The problem for a refused outcome report, or None when it was recorded or a no-op."""
    if answer.result == "not_found":
        return Problem(404, "attempt-not-found", "No attempt with this id for this artifact")
    if answer.result == "not_enabled":
        return Problem(
            409, "attempt-not-enabled", "Only enabled-mode attempts take outcome reports"
        )
    if answer.result == "conflict":
        return Problem(
            409,
            "attempt-already-final",
            "The attempt already has another outcome; the journal keeps it",
            recorded_outcome=answer.recorded_outcome,
            reported_outcome=report.outcome,
        )
    return None
