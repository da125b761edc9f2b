"""Operator record routes: payment, satisfaction, operator time (each one canonical event)."""

from __future__ import annotations

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
from shared.deps import RuntimeDep, TransactionDep
from shared.http.responses import also_answers

router = APIRouter(prefix="/v1/customers/{customer_id}/records", tags=["records"])
OperatorCaller = Annotated[Caller, require_callers("operator")]


@router.post(
    "/payment",
    status_code=201,
    response_model=AppendResult,
    responses=also_answers(200, AppendResult),
)
def post_payment(
    customer_id: CustomerIdPath,
    request: PaymentRequest,
    caller: OperatorCaller,
    runtime: RuntimeDep,
    response: Response,
    session: TransactionDep,
) -> AppendResult:
    """Record a KRW 150,000 bank transfer (initial or renewal) for the plan's period."""
    result = service.record_payment(
        session, customer_id, request, actor=caller.id, clock=runtime.clock
    )
    return append_status(result, response)


@router.post(
    "/satisfaction",
    status_code=201,
    response_model=AppendResult,
    responses=also_answers(200, AppendResult),
)
def post_satisfaction(
    customer_id: CustomerIdPath,
    request: SatisfactionRequest,
    caller: OperatorCaller,
    runtime: RuntimeDep,
    response: Response,
    session: TransactionDep,
) -> AppendResult:
    """Record the customer's satisfaction score (one per ISO week)."""
    result = service.record_satisfaction(
        session, customer_id, request, actor=caller.id, clock=runtime.clock
    )
    return append_status(result, response)


@router.post(
    "/operator-time",
    status_code=201,
    response_model=AppendResult,
    responses=also_answers(200, AppendResult),
)
def post_operator_time(
    customer_id: CustomerIdPath,
    request: OperatorTimeRequest,
    caller: OperatorCaller,
    runtime: RuntimeDep,
    response: Response,
    session: TransactionDep,
) -> AppendResult:
    """Record one work entry; the same ``entry_id`` again is a no-op retry."""
    result = service.record_operator_time(
        session, customer_id, request, actor=caller.id, clock=runtime.clock
    )
    return append_status(result, response)
