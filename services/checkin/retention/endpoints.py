"""``POST /v1/admin/customers/{id}/erase``: the withdrawal erasure (operator only)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict

from services.checkin.api import CustomerIdPath
from services.checkin.retention.repository import Tombstone
from services.checkin.retention.service import erase_customer
from shared.auth.verify import Caller, require_callers
from shared.deps import RuntimeDep

router = APIRouter(tags=["retention"])


class EraseRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    confirm: str


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
