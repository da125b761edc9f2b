"""Domain errors of the delivery service mapped to problem+json, in one place."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from services.delivery.cards.rules import CardRefusal
from services.delivery.drafts.rules import DraftRefusal
from services.delivery.drafts.service import DraftNotFound
from services.delivery.holds.rules import SAFETY_UNKNOWN
from services.delivery.ledger.prepared import PreparedMaterialError
from services.delivery.sending.recovery import NotAwaitingReconciliation
from shared.problems import Problem


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
    return None


@contextmanager
def domain_problems() -> Iterator[None]:
    """Raise the matching ``Problem`` for any domain error escaping the block."""
    try:
        yield
    except Exception as error:
        problem = as_problem(error)
        if problem is None:
            raise
        raise problem from None
