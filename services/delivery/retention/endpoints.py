"""``GET /v1/retention/plan`` (what the retention rule would remove now) and ``POST
/v1/retention/apply`` (remove it): the operator's ``dualcoach retention plan|apply``."""

from __future__ import annotations

from collections.abc import Callable

from fastapi import APIRouter

from services.delivery.context import DeliveryContext, DeliveryDep
from services.delivery.peers.errors import PeerError
from services.delivery.retention import workflow
from services.delivery.retention.schemas import RetentionReport
from shared.auth.verify import require_callers
from shared.problems import Problem

router = APIRouter(
    prefix="/v1/retention", tags=["retention"], dependencies=[require_callers("operator")]
)


def _answer(
    run: Callable[[DeliveryContext], RetentionReport], context: DeliveryContext
) -> RetentionReport:
    try:
        return run(context)
    except PeerError as error:
        raise Problem(
            502,
            "checkin-unavailable",
            "Checkin did not say which customers are past the retention rule",
            "Nothing was removed; run it again when checkin answers.",
            status_from_peer=error.status,
        ) from None


@router.get("/plan", response_model=RetentionReport)
def get_plan(context: DeliveryDep) -> RetentionReport:
    """What would be removed now, by service, table and customer; nothing changes."""
    return _answer(workflow.plan, context)  # asks checkin first: a workflow


@router.post("/apply", response_model=RetentionReport)
def post_apply(context: DeliveryDep) -> RetentionReport:
    """Remove what is past the rule; a refused or failed customer is named with the reason."""
    return _answer(workflow.apply, context)  # several transactions and peers
