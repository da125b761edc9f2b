"""Routes of the customer's safety state: read it (delivery, gateway), clear a hold."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Response

from services.checkin.api import CustomerIdPath
from services.checkin.safety_state import service
from services.checkin.safety_state.schemas import (
    ClearHoldRequest,
    ClearHoldResult,
    SafetyStateView,
)
from shared.auth.verify import Caller, require_callers
from shared.deps import DatabaseDep, RuntimeDep, TransactionDep, in_transaction
from shared.http.responses import also_answers

router = APIRouter(prefix="/v1/customers/{customer_id}", tags=["safety"])


@router.get(
    "/safety-state",
    response_model=SafetyStateView,
    # Delivery re-checks it before every approval and send; the gateway shows it to Richard.
    # One read in one trip with its nonce (ADR 0089).
    dependencies=[
        require_callers("delivery", "gateway", "diagnostics", "operator", nonce_in_transaction=True)
    ],
)
async def get_safety_state(customer_id: CustomerIdPath, database: DatabaseDep) -> SafetyStateView:
    state = await in_transaction(database, service.read_state, customer_id)
    return SafetyStateView.of(customer_id, state)


@router.post(
    "/safety-hold/clear",
    status_code=201,
    response_model=ClearHoldResult,
    responses=also_answers(200, ClearHoldResult),
)
def clear_safety_hold(
    customer_id: CustomerIdPath,
    request: ClearHoldRequest,
    # Delivery for Richard's console form, the gateway for his /clearhold command.
    caller: Annotated[Caller, require_callers("delivery", "gateway", "operator")],
    runtime: RuntimeDep,
    response: Response,
    session: TransactionDep,
) -> ClearHoldResult:
    """201 recorded, 200 the same clearance again (no-op), 409 ``safety-hold-not-held``."""
    result, state = service.clear_hold(
        session, customer_id, request, actor=caller.id, clock=runtime.clock
    )
    response.status_code = 201 if result.created else 200
    return ClearHoldResult(
        created=result.created, event=result.event, state=SafetyStateView.of(customer_id, state)
    )
