"""``POST /v1/admin/customers/{id}/erase``: delivery's part of the withdrawal (operator only)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path

from services.delivery.context import DeliveryDep
from services.delivery.drafts.schemas import CUSTOMER_ID_PATTERN
from services.delivery.erasure.service import erase_customer
from shared.auth.verify import Caller, require_callers
from shared.erasure import EraseRequest, Tombstone

router = APIRouter(tags=["erasure"])

CustomerIdPath = Annotated[str, Path(pattern=CUSTOMER_ID_PATTERN)]


@router.post("/v1/admin/customers/{customer_id}/erase", response_model=Tombstone)
def post_erase(
    customer_id: CustomerIdPath,
    request: EraseRequest,
    caller: Annotated[Caller, require_callers("operator")],
    context: DeliveryDep,
) -> Tombstone:
    """Erase the customer's delivery rows once checkin has erased them; answers the tombstone."""
    return erase_customer(context, customer_id, confirm=request.confirm, actor=caller.id)
