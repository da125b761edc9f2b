"""Routes of adaptive nutrition: policy, weekly proposals, Richard's decision, targets, outbox.

The routes that commit a proposal or a decision and then offer the outbox to delivery run a
procedure of ``proposals.workflow`` and open no transaction here; the answer's ``outbox``
says what is still pending.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, Path, Query, Response
from pydantic import BaseModel

from services.checkin.api import CustomerIdPath
from services.checkin.cards.port import delivery_port
from services.checkin.cards.service import outbox_status
from services.checkin.customers import require_registered_customer
from services.checkin.events.payloads import PROPOSAL_ID_PATTERN
from services.checkin.events.repository import EventRepository
from services.checkin.nutrition import repository
from services.checkin.nutrition.schemas import (
    ComputeRequest,
    DecisionRequest,
    DecisionResult,
    NutritionPolicy,
    PolicyWritten,
    ProposalResult,
    TargetsView,
)
from services.checkin.nutrition.service import (
    active_targets,
    customer_plan,
    executable_policy,
    set_policy,
)
from services.checkin.peers.delivery import DeliveryPort
from services.checkin.proposals import workflow
from services.checkin.scope import enter_customer_scope, lock_stream
from services.checkin.settings import CardGrammar, CheckinSettings
from shared.auth.verify import Caller, require_callers
from shared.clock import kst_date
from shared.deps import RuntimeDep, TransactionDep
from shared.http.responses import also_answers
from shared.problems import Problem
from shared.runtime import ServiceRuntime
from shared.topology import CallerName

router = APIRouter(prefix="/v1/customers/{customer_id}/nutrition", tags=["nutrition"])
batch_router = APIRouter(prefix="/v1/nutrition", tags=["nutrition"])
ProposalIdPath = Annotated[str, Path(pattern=PROPOSAL_ID_PATTERN)]
PortDep = Annotated[DeliveryPort, Depends(delivery_port)]
READERS: tuple[CallerName, ...] = ("operator", "delivery", "diagnostics")


def card_grammar(runtime: ServiceRuntime) -> CardGrammar:
    settings = runtime.settings
    assert isinstance(settings, CheckinSettings)
    return settings.checkin.operator_card_grammar


@router.get("/policy", dependencies=[require_callers(*READERS)])
def get_policy(customer_id: CustomerIdPath, session: TransactionDep) -> dict[str, Any]:
    """Every policy revision (rows under a rule this binary cannot run are flagged)."""
    enter_customer_scope(session, customer_id)
    require_registered_customer(session, customer_id)
    rows = repository.policies(session, customer_id)
    revisions = [
        {
            "revision": row.revision,
            "rule": row.rule,
            "executable": row.executable,
            "policy": None if row.policy is None else row.policy.model_dump(mode="json"),
            "policy_digest": row.policy_digest,
            "actor": row.actor,
            "recorded_at": row.recorded_at,
        }
        for row in rows
    ]
    return {
        "customer_id": customer_id,
        "current": revisions[-1] if revisions else None,
        "revisions": revisions,
    }


@router.put(
    "/policy",
    status_code=201,
    response_model=PolicyWritten,
    responses=also_answers(200, PolicyWritten),
)
def put_policy(
    customer_id: CustomerIdPath,
    policy: Annotated[NutritionPolicy, Body()],
    caller: Annotated[Caller, require_callers("operator")],
    runtime: RuntimeDep,
    response: Response,
    session: TransactionDep,
) -> PolicyWritten:
    """A new policy revision (201), or 200 when it equals the latest one."""
    enter_customer_scope(session, customer_id)
    lock_stream(session, customer_id)
    require_registered_customer(session, customer_id)
    row, created = set_policy(
        session, customer_id, policy, actor=caller.id, now=runtime.clock.now()
    )
    response.status_code = 201 if created else 200
    return PolicyWritten(
        customer_id=customer_id,
        revision=row.revision,
        policy_digest=row.policy_digest,
        created=created,
    )


@router.post(
    "/proposals",
    status_code=201,
    response_model=ProposalResult,
    responses=also_answers(200, ProposalResult),
)
def post_proposal(
    customer_id: CustomerIdPath,
    request: ComputeRequest,
    caller: Annotated[Caller, require_callers("operator", "delivery")],
    runtime: RuntimeDep,
    port: PortDep,
    response: Response,
) -> ProposalResult:
    """Compute the week's proposal: 201 new revision, 200 unchanged (replay), 409 refusals."""
    result = workflow.propose_and_offer(
        runtime,
        port,
        customer_id,
        request.week_index,
        actor=caller.id,
        grammar=card_grammar(runtime),
    )
    response.status_code = 201 if result.created else 200
    return result


class StoredProposalView(BaseModel):
    proposal: dict[str, Any]
    proposal_digest: str
    created_event_id: str
    recorded_at: str
    decision: dict[str, Any] | None


def _proposal_views(
    session: Any, customer_id: str, proposal_id: str | None
) -> list[StoredProposalView]:
    events = EventRepository(session)
    views = []
    for stored in repository.proposals(session, customer_id, proposal_id):
        p = stored.proposal
        decided = events.by_key(
            customer_id, f"nutrition-decision:{customer_id}:{p.proposal_id}.r{p.revision}"
        )
        views.append(
            StoredProposalView(
                proposal=p.document(),
                proposal_digest=stored.proposal_digest,
                created_event_id=stored.created_event_id,
                recorded_at=stored.recorded_at,
                decision=None
                if decided is None
                else {"event_id": decided.event_id, **decided.payload},
            )
        )
    return views


@router.get(
    "/proposals", response_model=list[StoredProposalView], dependencies=[require_callers(*READERS)]
)
def list_proposals(
    customer_id: CustomerIdPath, session: TransactionDep
) -> list[StoredProposalView]:
    """Every proposal revision in the order written, each with Richard's decision if any."""
    enter_customer_scope(session, customer_id)
    require_registered_customer(session, customer_id)
    return _proposal_views(session, customer_id, None)


@router.get(
    "/proposals/{proposal_id}",
    response_model=list[StoredProposalView],
    dependencies=[require_callers(*READERS)],
)
def get_proposal(
    customer_id: CustomerIdPath, proposal_id: ProposalIdPath, session: TransactionDep
) -> list[StoredProposalView]:
    enter_customer_scope(session, customer_id)
    require_registered_customer(session, customer_id)
    views = _proposal_views(session, customer_id, proposal_id)
    if not views:
        raise Problem(404, "proposal-not-found", "No such proposal for this customer")
    return views


@router.post(
    "/proposals/{proposal_id}/decision",
    status_code=201,
    response_model=DecisionResult,
    responses=also_answers(200, DecisionResult),
)
def post_decision(
    customer_id: CustomerIdPath,
    proposal_id: ProposalIdPath,
    request: DecisionRequest,
    caller: Annotated[Caller, require_callers("delivery", "operator")],
    runtime: RuntimeDep,
    port: PortDep,
    response: Response,
) -> DecisionResult:
    """Record Richard's approve/hold of one revision: 201 new, 200 replay, 409 refusals."""
    result = workflow.decide_and_offer(
        runtime, port, customer_id, proposal_id, request, actor=caller.id
    )
    response.status_code = 201 if result.created else 200
    return result


@router.get(
    "/targets",
    response_model=TargetsView,
    dependencies=[require_callers("operator", "delivery", "gateway", "diagnostics")],
)
def get_targets(
    customer_id: CustomerIdPath,
    runtime: RuntimeDep,
    session: TransactionDep,
    kst_date_: Annotated[date | None, Query(alias="kst_date")] = None,
) -> TargetsView:
    """The targets in force on ``kst_date`` (default: today, KST) and every approved change."""
    day = kst_date_ or kst_date(runtime.clock.now())
    enter_customer_scope(session, customer_id)
    require_registered_customer(session, customer_id)
    customer = customer_plan(session, customer_id)
    rows = repository.policies(session, customer_id)
    active = None
    if rows and rows[-1].policy is not None:
        active = active_targets(
            session, customer_id, day, customer=customer, policy=executable_policy(rows[-1])
        )
    history = [
        {
            "effective_from": row.effective_from.isoformat(),
            "targets": row.targets.model_dump(),
            "proposal_id": row.proposal_id,
            "revision": row.revision,
            "decided_event_id": row.decided_event_id,
            "recorded_at": row.recorded_at,
        }
        for row in repository.targets(session, customer_id)
    ]
    return TargetsView(customer_id=customer_id, active=active, history=history)


@router.get("/outbox", dependencies=[require_callers(*READERS)])
def get_outbox(customer_id: CustomerIdPath, session: TransactionDep) -> list[dict[str, Any]]:
    """Cards and drafts for delivery: accepted or still pending, with their attempts."""
    require_registered_customer(session, customer_id)
    return outbox_status(session, customer_id)


@router.post("/outbox/flush", dependencies=[require_callers("operator", "delivery")])
def post_flush(
    customer_id: CustomerIdPath, runtime: RuntimeDep, port: PortDep
) -> list[dict[str, Any]]:
    """Offer every pending item to delivery again (idempotent on delivery's side)."""
    return workflow.offer_again(runtime, port, customer_id)


class WeeklyRunRequest(BaseModel):
    kst_date: date


@batch_router.post("/weekly-run")
def post_weekly_run(
    request: WeeklyRunRequest,
    caller: Annotated[Caller, require_callers("operator", "delivery")],
    runtime: RuntimeDep,
    port: PortDep,
) -> dict[str, Any]:
    """Compute the proposal of every enabled customer whose weekly task is due that day."""
    results = workflow.weekly_run(
        runtime, port, request.kst_date, actor=caller.id, grammar=card_grammar(runtime)
    )
    return {"kst_date": request.kst_date.isoformat(), "results": results}
