"""``POST /v1/admin/customers/{id}/erase``: delivery's part of the withdrawal (operator only),
and ``GET /v1/admin/customers/{id}/erasure``, the tombstone the gateway asks for before it
erases its send records."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path

from services.delivery.context import DeliveryDep
from services.delivery.erasure.service import erase_customer
from services.delivery.tables import erasure_tombstone
from shared.auth.verify import Caller, require_callers
from shared.contracts.drafts import CUSTOMER_ID_PATTERN
from shared.deps import TransactionDep
from shared.erasure import EraseRequest, Tombstone, TombstoneLedger
from shared.problems import Problem

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


@router.get(
    "/v1/admin/customers/{customer_id}/erasure",
    response_model=Tombstone,
    dependencies=[require_callers("operator", "gateway")],
)
def get_erasure(customer_id: CustomerIdPath, session: TransactionDep) -> Tombstone:
    """The customer's tombstone here, or 404 while delivery has not erased them."""
    tombstone = TombstoneLedger(session, erasure_tombstone).find(customer_id)
    if tombstone is None:
        raise Problem(404, "customer-not-erased", "Delivery has not erased this customer")
    return tombstone
