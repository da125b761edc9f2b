"""``POST /v1/customers/{id}/withdrawal``: the customer's confirmed ``/withdraw`` (gateway)."""

from __future__ import annotations

from fastapi import APIRouter, Response

from services.checkin.api import CustomerIdPath
from services.checkin.context import ContextDep
from services.checkin.withdrawal import workflow
from services.checkin.withdrawal.schemas import WithdrawalRequest, WithdrawalResult
from shared.auth.verify import require_callers
from shared.http.responses import also_answers

router = APIRouter(tags=["withdrawal"])


@router.post(
    "/v1/customers/{customer_id}/withdrawal",
    response_model=WithdrawalResult,
    # 201 when this request withdrew the customer; 200 when they already had been.
    responses=also_answers(201, WithdrawalResult, "Withdrawn by this request"),
    dependencies=[require_callers("gateway")],
)
def post_withdrawal(
    customer_id: CustomerIdPath,
    request: WithdrawalRequest,
    response: Response,
    context: ContextDep,
) -> WithdrawalResult:
    """Disable now (201) or answer the recorded withdrawal (200); Richard is told once."""
    result = workflow.withdraw_and_tell(context, customer_id, request)
    response.status_code = 201 if result.outcome == "withdrawn" else 200
    return result
