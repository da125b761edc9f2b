"""``POST /v1/scheduler/tick``: run one tick now (the service also ticks on its own)."""

from __future__ import annotations

from fastapi import APIRouter, Body

from services.delivery.context import DeliveryDep
from services.delivery.peers.errors import PeerError
from services.delivery.scheduler.schemas import TickAnswer, TickRequest
from services.delivery.scheduler.service import tick
from shared.auth.verify import require_callers
from shared.problems import Problem

router = APIRouter(prefix="/v1/scheduler", tags=["scheduler"])


@router.post("/tick", response_model=TickAnswer, dependencies=[require_callers("operator")])
def run_tick(
    context: DeliveryDep, request: TickRequest = Body(default=TickRequest())
) -> TickAnswer:
    try:
        report = tick(context, day=request.kst_date)
    except PeerError as error:
        raise Problem(
            502,
            "checkin-unavailable",
            "Checkin did not answer the due tasks",
            status_from_peer=error.status,
        ) from None
    return TickAnswer.model_validate(report.as_dict())
