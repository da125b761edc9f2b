"""``GET /v1/customers/{id}/kpi``: the KPI judgement projected from the stream."""

from __future__ import annotations

from fastapi import APIRouter

from services.checkin.api import CustomerIdPath
from services.checkin.events.service import read_stream
from services.checkin.kpi.rules import counted_events, judge
from services.checkin.kpi.schemas import KpiJudgement
from services.checkin.records.service import plan_start
from shared.auth.verify import require_callers
from shared.deps import TransactionDep

router = APIRouter(tags=["kpi"])


@router.get(
    "/v1/customers/{customer_id}/kpi",
    response_model=KpiJudgement,
    dependencies=[require_callers("gateway", "delivery", "operator")],
)
def get_kpi(customer_id: CustomerIdPath, session: TransactionDep) -> KpiJudgement:
    events = read_stream(session, customer_id)
    starts_on = plan_start(session, customer_id)
    return judge(customer_id, starts_on, counted_events(events))
