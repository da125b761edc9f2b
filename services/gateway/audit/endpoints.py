"""``GET /audit/telegram/counters``: the inbound update counters of one KST day (numbers only)."""

from __future__ import annotations

from datetime import date
from functools import partial

from fastapi import APIRouter, Query

from services.gateway.context import GatewayDep
from services.gateway.updates import repository
from services.gateway.updates.schemas import CounterRow
from services.gateway.updates.service import in_transaction
from shared.auth.verify import require_callers
from shared.clock import kst_date

router = APIRouter(prefix="/audit/telegram", tags=["audit"])


@router.get(
    "/counters",
    response_model=list[CounterRow],
    dependencies=[require_callers("diagnostics", "operator")],
)
async def update_counters(
    gateway: GatewayDep, day: date | None = Query(default=None, alias="kst_date")
) -> list[CounterRow]:
    """Counts of inbound updates by kind and outcome for one KST day (numbers only)."""
    runtime = gateway.runtime
    wanted = day or kst_date(runtime.clock.now())
    return await in_transaction(
        runtime.audit_database, partial(repository.counters_on, kst_date=wanted)
    )
