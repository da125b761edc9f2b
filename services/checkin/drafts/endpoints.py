"""What checkin submitted to delivery, and a manual push of the outbox (operator).

``GET  /v1/customers/{customer_id}/drafts`` - every draft and held notice checkin queued for
the customer, with where its relay to delivery stands.
``POST /v1/outbox/relay`` - relay due rows now (the background timer does this too).
"""

from __future__ import annotations

from fastapi import APIRouter

from services.checkin.api import CustomerIdPath
from services.checkin.context import ContextDep
from services.checkin.customers import require_registered_customer
from services.checkin.drafts.schemas import DraftRecord
from services.checkin.drafts.service import list_drafts
from shared.auth.verify import require_callers
from shared.deps import TransactionDep

router = APIRouter(tags=["drafts"])


@router.get(
    "/v1/customers/{customer_id}/drafts",
    response_model=list[DraftRecord],
    dependencies=[require_callers("operator", "diagnostics")],
)
def get_drafts(customer_id: CustomerIdPath, session: TransactionDep) -> list[DraftRecord]:
    require_registered_customer(session, customer_id)
    return list_drafts(session, customer_id)


@router.post("/v1/outbox/relay", dependencies=[require_callers("operator")])
def relay_now(context: ContextDep) -> dict[str, int]:
    """One relay pass over every customer's due drafts; counts per verdict."""
    return context.relay.relay_once().as_dict()
