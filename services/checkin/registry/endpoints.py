"""Registry routes: routing by exact triple, destinations, and Richard's admin commands.

``schedule_router`` answers what is due today for the enabled customers: the registry's
entries through ``schedule.rules`` (the schedule is pure rules the registry also uses for
the pilot window, so its one route lives here, ADR 0086).
"""

from __future__ import annotations

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Query

from services.checkin.api import CustomerIdPath
from services.checkin.customers import customer_stream, require_registered_customer
from services.checkin.registry import rules, service
from services.checkin.registry.repository import RegistryRepository
from services.checkin.registry.schemas import (
    ActivationRequest,
    ActivationResult,
    ConsentRequest,
    CustomerDraftRequest,
    CustomerEntry,
    Destination,
    DestinationsInUse,
    DestinationsResponse,
    DisableRequest,
    EnabledCustomers,
    OwnerRequest,
    RegistryView,
    ResolveRequest,
    ResolveResponse,
    TransitionView,
)
from services.checkin.schedule.rules import due_tasks
from services.checkin.schedule.schemas import DueTasksResponse, ScheduledCustomer
from shared.auth.verify import Caller, require_callers
from shared.deps import DatabaseDep, RuntimeDep, TransactionDep, in_transaction
from shared.problems import Problem

router = APIRouter(tags=["registry"])
schedule_router = APIRouter(
    prefix="/v1/schedule", tags=["schedule"], dependencies=[require_callers("delivery", "operator")]
)
OperatorCaller = Annotated[Caller, require_callers("operator")]


@router.post(
    "/v1/routing/resolve",
    response_model=ResolveResponse,
    dependencies=[require_callers("gateway", "operator")],
)
def resolve(request: ResolveRequest, session: TransactionDep) -> ResolveResponse:
    """The role of an exact Telegram triple (owner, enabled customer/trainer, a customer who
    withdrew, or unknown)."""
    role, customer_id = service.resolve_triple(session, request.triple)
    return ResolveResponse.model_validate({"role": role, "customer_id": customer_id})


@router.get(
    "/v1/routing/destinations",
    response_model=DestinationsInUse,
    dependencies=[require_callers("gateway")],
)
def destinations_in_use(session: TransactionDep) -> DestinationsInUse:
    """Every chat and topic the registry names (the gateway's erasure keeps sends to these)."""
    document = service.current_document(session)
    in_use = rules.destinations_in_use(document.owner, [entry.spec for entry in document.customers])
    return DestinationsInUse(
        destinations=tuple(Destination(chat_id=chat, topic_id=topic) for chat, topic in in_use)
    )


@router.get(
    "/v1/customers",
    response_model=EnabledCustomers,
    dependencies=[require_callers("gateway", "operator")],
)
def enabled_customers(session: TransactionDep) -> EnabledCustomers:
    """The enabled customers' ids (Richard's ``/kpi`` asks each one's judgement)."""
    ids = RegistryRepository(session).enabled_customer_ids()
    return EnabledCustomers(customer_ids=tuple(ids))


@router.get(
    "/v1/customers/{customer_id}/destinations",
    response_model=DestinationsResponse,
    # Delivery asks before every send: one read in one trip with its nonce (ADR 0089).
    dependencies=[
        require_callers("gateway", "delivery", "diagnostics", "operator", nonce_in_transaction=True)
    ],
)
async def destinations(customer_id: CustomerIdPath, database: DatabaseDep) -> DestinationsResponse:
    """Where this customer's messages go, whether they may go at all, and a pin of both."""
    authority = await in_transaction(database, service.customer_authority, customer_id)
    return service.destinations_of(authority)


@router.get(
    "/v1/admin/registry", response_model=RegistryView, dependencies=[require_callers("operator")]
)
def show_registry(session: TransactionDep) -> RegistryView:
    document = service.current_document(session)
    return RegistryView(document=document, document_digest=document.digest())


@router.get(
    "/v1/admin/customers/{customer_id}/transitions",
    response_model=list[TransitionView],
    dependencies=[require_callers("operator")],
)
def customer_transitions(
    customer_id: CustomerIdPath, session: TransactionDep
) -> list[TransitionView]:
    require_registered_customer(session, customer_id)
    return RegistryRepository(session).transitions(customer_stream(customer_id))


@router.put("/v1/admin/owner", response_model=RegistryView)
def put_owner(
    request: OwnerRequest, caller: OperatorCaller, runtime: RuntimeDep, session: TransactionDep
) -> RegistryView:
    document = service.set_owner(session, request.owner, actor=caller.id, clock=runtime.clock)
    return RegistryView(document=document, document_digest=document.digest())


@router.put("/v1/admin/customers/{customer_id}", response_model=CustomerEntry)
def put_customer(
    customer_id: CustomerIdPath,
    request: CustomerDraftRequest,
    caller: OperatorCaller,
    runtime: RuntimeDep,
    session: TransactionDep,
) -> CustomerEntry:
    """Create or replace a disabled customer draft (never enables)."""
    return service.save_customer_draft(
        session, customer_id, request, actor=caller.id, clock=runtime.clock
    )


@router.post("/v1/admin/customers/{customer_id}/consent", response_model=CustomerEntry)
def post_consent(
    customer_id: CustomerIdPath,
    request: ConsentRequest,
    caller: OperatorCaller,
    runtime: RuntimeDep,
    session: TransactionDep,
) -> CustomerEntry:
    return service.record_consent(
        session,
        customer_id,
        granted=request.action == "grant",
        provider_terms_checked=request.provider_terms_checked,
        actor=caller.id,
        clock=runtime.clock,
    )


@router.post("/v1/admin/customers/{customer_id}/activate", response_model=ActivationResult)
def post_activate(
    customer_id: CustomerIdPath,
    request: ActivationRequest,
    caller: OperatorCaller,
    runtime: RuntimeDep,
) -> ActivationResult:
    """G1-G5 guarded activation; a refusal is recorded (committed) and answered with 409.

    A customer activated before may be activated again only in its first window up to
    day 27 (``pilot-window-closed`` / ``pilot-window-changed`` otherwise)."""
    # Hand-opened, not TransactionDep (ADR 0081): the refusal is committed before the 409
    # below is raised, and a TransactionDep route that raises rolls its transaction back.
    with runtime.database.transaction() as session:
        result = service.activate_customer(
            session, customer_id, request.checklist_evidence, actor=caller.id, clock=runtime.clock
        )
    window_problem = service.window_refusal(result)
    if window_problem is not None:
        raise window_problem
    if not result.enabled:
        raise Problem(
            409,
            "activation-refused",
            "Activation refused: not every guard passed",
            reason_codes=result.reason_codes,
            findings=result.findings,
        )
    return result


@router.post("/v1/admin/customers/{customer_id}/disable", response_model=CustomerEntry)
def post_disable(
    customer_id: CustomerIdPath,
    request: DisableRequest,
    caller: OperatorCaller,
    runtime: RuntimeDep,
    session: TransactionDep,
) -> CustomerEntry:
    """Disable at once (always allowed)."""
    return service.disable_customer(
        session, customer_id, reason=request.reason, actor=caller.id, clock=runtime.clock
    )


@schedule_router.get("/due", response_model=DueTasksResponse)
def get_due(kst_date: Annotated[date, Query()], session: TransactionDep) -> DueTasksResponse:
    """Tasks due on ``kst_date`` for enabled customers, only inside their 28-day window."""
    document = service.current_document(session)
    scheduled = [
        ScheduledCustomer(customer_id=entry.spec.customer_id, starts_on=entry.spec.plan.starts_on)
        for entry in document.customers
        if entry.enabled and entry.spec.plan is not None and entry.spec.plan.starts_on is not None
    ]
    return DueTasksResponse(kst_date=kst_date, tasks=due_tasks(scheduled, kst_date))
