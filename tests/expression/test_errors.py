"""A refused outcome report is answered by errors.py with the problem the route answered
before the coordinator raised it (ADR 0081, ADR 0087)."""

from __future__ import annotations

from services.expression.errors import as_problem
from services.expression.journal.service import REFUSED_REPORTS, ReportAnswer, ReportRefused


def test_an_unknown_attempt_is_404() -> None:
    problem = as_problem(ReportRefused(ReportAnswer("not_found"), "selected"))
    assert (problem.status, problem.slug) == (404, "attempt-not-found")
    assert problem.title == "No attempt with this id for this artifact"
    assert problem.extensions == {}


def test_a_report_on_a_shadow_attempt_is_409_not_enabled() -> None:
    problem = as_problem(ReportRefused(ReportAnswer("not_enabled", "daily.v1"), "selected"))
    assert (problem.status, problem.slug) == (409, "attempt-not-enabled")
    assert problem.title == "Only enabled-mode attempts take outcome reports"
    assert problem.extensions == {}


def test_another_outcome_is_409_naming_both() -> None:
    answer = ReportAnswer("conflict", "daily.v1", "selected")
    problem = as_problem(ReportRefused(answer, "commit_failed"))
    assert (problem.status, problem.slug) == (409, "attempt-already-final")
    assert problem.title == "The attempt already has another outcome; the journal keeps it"
    assert problem.extensions == {
        "recorded_outcome": "selected",
        "reported_outcome": "commit_failed",
    }


def test_only_refusing_answers_are_refusals() -> None:
    assert {"not_found", "not_enabled", "conflict"} == REFUSED_REPORTS
