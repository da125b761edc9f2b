"""Task render for delivery's scheduler, and the weekly view.

``POST /v1/tasks/{task_key}/render`` [delivery, operator] - ``weekly:{customer}:{n}``: the
weekly draft material; ``daily:{customer}:{date}``: ``nothing_to_send`` (the check-in is
customer-initiated and submits its own draft). 404 unknown key, 409 ``task-not-due``.
``GET /v1/customers/{customer_id}/weekly/{week_index}`` [operator, diagnostics, delivery] -
the week's judgement as of today with its canonical body.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path

from services.checkin.api import CustomerIdPath
from services.checkin.context import ContextDep
from services.checkin.reports import service, workflow
from services.checkin.reports.schemas import NothingToSend, WeeklyMaterial, WeeklyView
from shared.auth.verify import require_callers
from shared.deps import ClockDep, TransactionDep

router = APIRouter(tags=["reports"])
TaskKeyPath = Annotated[str, Path(min_length=1, max_length=200)]


@router.post(
    "/v1/tasks/{task_key}/render",
    response_model=WeeklyMaterial | NothingToSend,
    dependencies=[require_callers("delivery", "operator")],
)
def render(task_key: TaskKeyPath, context: ContextDep) -> WeeklyMaterial | NothingToSend:
    return workflow.render_task(
        context.runtime.database, context.presenter, task_key, clock=context.runtime.clock
    )


@router.get(
    "/v1/customers/{customer_id}/weekly/{week_index}",
    response_model=WeeklyView,
    dependencies=[require_callers("operator", "diagnostics", "delivery")],
)
def weekly(
    customer_id: CustomerIdPath,
    week_index: Annotated[int, Path(ge=1, le=4)],
    clock: ClockDep,
    session: TransactionDep,
) -> WeeklyView:
    return service.weekly_view(session, customer_id, week_index, clock=clock)
