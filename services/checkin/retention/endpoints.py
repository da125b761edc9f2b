"""The withdrawal erasure: ``POST /v1/admin/customers/{id}/erase`` (operator only) and
``GET /v1/admin/customers/{id}/erasure``, the tombstone delivery and the gateway ask for
before they erase their own rows."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter

from services.checkin.api import CustomerIdPath
from services.checkin.retention.repository import Tombstone, TombstoneRepository
from services.checkin.retention.service import erase_customer
from shared.auth.verify import Caller, require_callers
from shared.deps import RuntimeDep
from shared.erasure import EraseRequest
from shared.problems import Problem

router = APIRouter(tags=["retention"])


@router.post("/v1/admin/customers/{customer_id}/erase", response_model=Tombstone)
def post_erase(
    customer_id: CustomerIdPath,
    request: EraseRequest,
    caller: Annotated[Caller, require_callers("operator")],
    runtime: RuntimeDep,
) -> Tombstone:
    """Erase a disabled customer's records (withdrawal); answers the tombstone."""
    with runtime.database.transaction() as session:
        return erase_customer(
            session, customer_id, confirm=request.confirm, actor=caller.id, clock=runtime.clock
        )


@router.get(
    "/v1/admin/customers/{customer_id}/erasure",
    response_model=Tombstone,
    dependencies=[require_callers("operator", "delivery", "gateway")],
)
def get_erasure(customer_id: CustomerIdPath, runtime: RuntimeDep) -> Tombstone:
    """The customer's tombstone, or 404 while checkin has not erased them."""
    with runtime.audit_database.transaction() as session:
        tombstone = TombstoneRepository(session).find(customer_id)
    if tombstone is None:
        raise Problem(404, "customer-not-erased", "Checkin has not erased this customer")
    return tombstone
