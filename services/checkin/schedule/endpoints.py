"""``GET /v1/schedule/due``: what delivery's scheduler tick should turn into drafts today."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Query

from services.checkin.registry.service import current_document
from services.checkin.schedule.rules import due_tasks
from services.checkin.schedule.schemas import DueTasksResponse, ScheduledCustomer
from shared.auth.verify import require_callers
from shared.deps import RuntimeDep

router = APIRouter(
    prefix="/v1/schedule", tags=["schedule"], dependencies=[require_callers("delivery", "operator")]
)


@router.get("/due", response_model=DueTasksResponse)
def get_due(kst_date: Annotated[date, Query()], runtime: RuntimeDep) -> DueTasksResponse:
    """Tasks due on ``kst_date`` for enabled customers, only inside their 28-day window."""
    with runtime.database.transaction() as session:
        document = current_document(session)
    scheduled = [
        ScheduledCustomer(customer_id=entry.spec.customer_id, starts_on=entry.spec.plan.starts_on)
        for entry in document.customers
        if entry.enabled and entry.spec.plan is not None and entry.spec.plan.starts_on is not None
    ]
    return DueTasksResponse(kst_date=kst_date, tasks=due_tasks(scheduled, kst_date))
