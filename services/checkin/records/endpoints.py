"""Operator record routes: payment, satisfaction, operator time (each one canonical event)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Response

from services.checkin.api import CustomerIdPath, append_status
from services.checkin.events.schemas import AppendResult
from services.checkin.records import service
from services.checkin.records.schemas import (
    OperatorTimeRequest,
    PaymentRequest,
    SatisfactionRequest,
)
from shared.auth.verify import Caller, require_callers
from shared.deps import RuntimeDep, in_transaction
from shared.http.responses import also_answers
from shared.runtime import ServiceRuntime

router = APIRouter(prefix="/v1/customers/{customer_id}/records", tags=["records"])
# Each record's every effect is its one ``in_transaction`` call: the nonce is spent there.
OperatorCaller = Annotated[Caller, require_callers("operator", nonce_in_transaction=True)]
RecordRequest = PaymentRequest | SatisfactionRequest | OperatorTimeRequest


async def _record(
    record: Callable[..., AppendResult],
    customer_id: str,
    request: RecordRequest,
    caller: Caller,
    runtime: ServiceRuntime,
    response: Response,
) -> AppendResult:
    """Append one record as the operator, in one transaction and one worker-thread trip."""
    result = await in_transaction(
        runtime.database, record, customer_id, request, actor=caller.id, clock=runtime.clock
    )
    return append_status(result, response)


@router.post(
    "/payment",
    status_code=201,
    response_model=AppendResult,
    responses=also_answers(200, AppendResult),
)
async def post_payment(
    customer_id: CustomerIdPath,
    request: PaymentRequest,
    caller: OperatorCaller,
    runtime: RuntimeDep,
    response: Response,
) -> AppendResult:
    """Record a KRW 150,000 bank transfer (initial or renewal) for the plan's period."""
    return await _record(service.record_payment, customer_id, request, caller, runtime, response)


@router.post(
    "/satisfaction",
    status_code=201,
    response_model=AppendResult,
    responses=also_answers(200, AppendResult),
)
async def post_satisfaction(
    customer_id: CustomerIdPath,
    request: SatisfactionRequest,
    caller: OperatorCaller,
    runtime: RuntimeDep,
    response: Response,
) -> AppendResult:
    """Record the customer's satisfaction score (one per ISO week)."""
    return await _record(
        service.record_satisfaction, customer_id, request, caller, runtime, response
    )


@router.post(
    "/operator-time",
    status_code=201,
    response_model=AppendResult,
    responses=also_answers(200, AppendResult),
)
async def post_operator_time(
    customer_id: CustomerIdPath,
    request: OperatorTimeRequest,
    caller: OperatorCaller,
    runtime: RuntimeDep,
    response: Response,
) -> AppendResult:
    """Record one work entry; the same ``entry_id`` again is a no-op retry."""
    return await _record(
        service.record_operator_time, customer_id, request, caller, runtime, response
    )
