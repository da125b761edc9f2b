"""``POST /v1/admin/customers/{id}/erase``: the gateway's part of the withdrawal (operator only),
and ``POST /v1/retention/customers/{id}/erase``: the same step for the retention rule
(delivery's retention run only; ADR 0059)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path

from services.gateway.erasure.service import erase_customer
from shared.auth.verify import Caller, require_callers
from shared.deps import RuntimeDep
from shared.erasure import EraseRequest, Tombstone

router = APIRouter(tags=["erasure"])

CustomerIdPath = Annotated[str, Path(pattern=r"^[a-z0-9][a-z0-9-]{2,39}$")]


@router.post("/v1/admin/customers/{customer_id}/erase", response_model=Tombstone)
def post_erase(
    customer_id: CustomerIdPath,
    request: EraseRequest,
    caller: Annotated[Caller, require_callers("operator")],
    runtime: RuntimeDep,
) -> Tombstone:
    """Erase the customer's gateway rows once checkin and delivery have erased the customer."""
    return erase_customer(runtime, customer_id, confirm=request.confirm, actor=caller.id)


@router.post(
    "/v1/retention/customers/{customer_id}/erase",
    response_model=Tombstone,
    dependencies=[require_callers("delivery")],
)
def post_retention_erase(customer_id: CustomerIdPath, runtime: RuntimeDep) -> Tombstone:
    """The retention step: the same erasure, after checkin's and delivery's retention steps."""
    return erase_customer(
        runtime, customer_id, confirm=customer_id, actor="retention", reason="retention"
    )
