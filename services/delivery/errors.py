"""Domain errors of the delivery service mapped to problem+json, in one place.

Features raise their domain errors and never import this module: the app installs the
mapping (``install_domain_problems``), the console turns the same problems into its
notices and retention into its report (``as_problem``). It sits above the features it
names (ADR 0085).
"""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from services.delivery.cards.rules import CardRefusal
from services.delivery.drafts.rules import DraftRefusal
from services.delivery.drafts.service import DraftNotFound
from services.delivery.erasure.rules import MessagesInFlight
from services.delivery.holds.rules import SAFETY_UNKNOWN
from services.delivery.ledger.prepared import PreparedMaterialError
from services.delivery.sending.recovery import NotAwaitingReconciliation
from shared.problems import Problem, problem_response


def as_problem(error: Exception) -> Problem | None:
    """The problem for a domain error, or None when ``error`` is not one."""
    if isinstance(error, DraftRefusal):
        # Checkin could not answer for the customer's safety: refused, and worth a retry.
        status = 503 if error.slug == SAFETY_UNKNOWN[0] else 409
        return Problem(status, error.slug, error.title)
    if isinstance(error, DraftNotFound):
        return Problem(404, "draft-not-found", "No such draft")
    if isinstance(error, PreparedMaterialError):
        return Problem(
            409,
            "prepared-material-unavailable",
            "The pinned delivery material could not be verified; nothing was sent",
            reason=error.reason,
        )
    if isinstance(error, CardRefusal):
        return Problem(error.status, error.slug, error.title)
    if isinstance(error, NotAwaitingReconciliation):
        return Problem(
            409,
            "not-awaiting-reconciliation",
            "Only an unknown delivery can be reconciled",
            state=error.state,
        )
    if isinstance(error, MessagesInFlight):
        return Problem(
            409,
            "delivery-in-flight",
            "A message of this customer is not settled yet",
            "Reconcile every sending/unknown delivery first (the console's queue, or "
            "POST /v1/deliveries/{id}/reconcile), then erase again; nothing was erased.",
            in_flight=[
                {"kind": item.kind, "id": item.id, "state": item.state} for item in error.in_flight
            ],
        )
    return None


async def _handle_domain_error(request: Request, error: Exception) -> JSONResponse:
    problem = as_problem(error)
    assert problem is not None
    return problem_response(problem)


def install_domain_problems(app: FastAPI) -> None:
    """Answer every domain error a route lets escape as its problem+json."""
    for error_type in (
        DraftRefusal,
        DraftNotFound,
        PreparedMaterialError,
        CardRefusal,
        NotAwaitingReconciliation,
        MessagesInFlight,
    ):
        app.add_exception_handler(error_type, _handle_domain_error)
