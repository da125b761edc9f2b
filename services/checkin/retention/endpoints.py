"""The withdrawal erasure: ``POST /v1/admin/customers/{id}/erase`` (operator only) and
``GET /v1/admin/customers/{id}/erasure``, the tombstone delivery and the gateway ask for
before they erase their own rows. The retention rule (ADR 0059): ``GET
/v1/retention/customers`` (what the rule says about each customer today) and ``POST
/v1/retention/customers/{id}/erase`` (erase one whose data is past it), for delivery's
retention run, which does the rest in order."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict

from services.checkin.api import CustomerIdPath
from services.checkin.retention.service import (
    erase_customer,
    erase_for_retention,
    retention_plan,
)
from services.checkin.tombstones import Tombstone, TombstoneRepository
from shared.auth.verify import Caller, require_callers
from shared.clock import kst_date
from shared.deps import AuditTransactionDep, RuntimeDep, TransactionDep
from shared.erasure import EraseRequest
from shared.problems import Problem

router = APIRouter(tags=["retention"])


@router.post("/v1/admin/customers/{customer_id}/erase", response_model=Tombstone)
def post_erase(
    customer_id: CustomerIdPath,
    request: EraseRequest,
    caller: Annotated[Caller, require_callers("operator")],
    runtime: RuntimeDep,
    session: TransactionDep,
) -> Tombstone:
    """Erase a disabled customer's records (withdrawal); answers the tombstone."""
    return erase_customer(
        session, customer_id, confirm=request.confirm, actor=caller.id, clock=runtime.clock
    )


@router.get(
    "/v1/admin/customers/{customer_id}/erasure",
    response_model=Tombstone,
    dependencies=[require_callers("operator", "delivery", "gateway")],
)
def get_erasure(customer_id: CustomerIdPath, session: AuditTransactionDep) -> Tombstone:
    """The customer's tombstone, or 404 while checkin has not erased them."""
    tombstone = TombstoneRepository(session).find(customer_id)
    if tombstone is None:
        raise Problem(404, "customer-not-erased", "Checkin has not erased this customer")
    return tombstone


class CustomerRetentionView(BaseModel):
    """One registered customer under the retention rule; ``rows`` only when due."""

    model_config = ConfigDict(frozen=True)

    customer_id: str
    enabled: bool
    window_starts_on: date | None
    window_ends_on: date | None
    due_on: date | None
    due: bool
    rows: dict[str, int]


class RetentionCustomers(BaseModel):
    model_config = ConfigDict(frozen=True)

    kst_date: date
    pilot_days_after_window: int
    customers: list[CustomerRetentionView]


@router.get(
    "/v1/retention/customers",
    response_model=RetentionCustomers,
    dependencies=[require_callers("delivery", "operator")],
)
def get_retention_customers(
    runtime: RuntimeDep, session: AuditTransactionDep
) -> RetentionCustomers:
    """What the pilot retention rule says about every registered customer today (read only)."""
    today = kst_date(runtime.clock.now())
    days = runtime.settings.retention.pilot_days_after_window
    planned = retention_plan(session, today=today, days_after_window=days)
    return RetentionCustomers(
        kst_date=today,
        pilot_days_after_window=days,
        customers=[
            CustomerRetentionView(
                customer_id=item.customer_id,
                enabled=item.enabled,
                window_starts_on=item.window_starts_on,
                window_ends_on=item.window_ends_on,
                due_on=item.due_on,
                due=item.due,
                rows=rows,
            )
            for item, rows in planned
        ],
    )


@router.post(
    "/v1/retention/customers/{customer_id}/erase",
    response_model=Tombstone,
    # Only delivery's retention run: it checks first that none of the customer's messages
    # is in flight, and erases delivery and the gateway after this step.
    dependencies=[require_callers("delivery")],
)
def post_retention_erase(
    customer_id: CustomerIdPath, runtime: RuntimeDep, session: TransactionDep
) -> Tombstone:
    """Erase a customer whose pilot data is past the retention rule; answers the tombstone."""
    return erase_for_retention(
        session,
        customer_id,
        today=kst_date(runtime.clock.now()),
        days_after_window=runtime.settings.retention.pilot_days_after_window,
        clock=runtime.clock,
    )
