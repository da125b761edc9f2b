"""Adaptive nutrition's procedures of several transactions (ADR 0081).

A proposal or a decision is committed first, with its event, judgment records and outbox
item; only then is the outbox offered to delivery (``cards.workflow.flush_outbox``, outside
any transaction while it waits), so an unreachable delivery never loses a card or a draft.
The weekly run does that once per customer due that day, each in its own transactions, and
one customer's refusal never stops the others.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from functools import partial
from typing import Any, TypeVar

from sqlalchemy.orm import Session

from services.checkin.cards.workflow import flush_outbox
from services.checkin.customers import require_registered_customer
from services.checkin.errors import Refusal
from services.checkin.nutrition.schemas import (
    DecisionRequest,
    DecisionResult,
    ProposalResult,
)
from services.checkin.peers.delivery import DeliveryPort
from services.checkin.proposals.service import compute_weekly_proposal, decide_proposal
from services.checkin.registry.service import current_document
from services.checkin.schedule.rules import tasks_for_customer
from services.checkin.scope import enter_customer_scope
from services.checkin.settings import CardGrammar
from shared.problems import Problem
from shared.runtime import ServiceRuntime

_Result = TypeVar("_Result", ProposalResult, DecisionResult)


def _commit_then_offer(
    runtime: ServiceRuntime,
    port: DeliveryPort,
    customer_id: str,
    write: Callable[[Session], _Result],
) -> _Result:
    """Commit ``write``, then offer the customer's outbox; the answer says what is pending."""
    with runtime.database.transaction() as session:
        result = write(session)
    outbox = flush_outbox(runtime.database, customer_id, port, clock=runtime.clock)
    return result.model_copy(update={"outbox": outbox})


def propose_and_offer(
    runtime: ServiceRuntime,
    port: DeliveryPort,
    customer_id: str,
    week_index: int,
    *,
    actor: str,
    grammar: CardGrammar,
) -> ProposalResult:
    """Compute and commit the week's proposal, then offer the customer's outbox."""
    compute = partial(
        compute_weekly_proposal,
        customer_id=customer_id,
        week_index=week_index,
        actor=actor,
        clock=runtime.clock,
        grammar=grammar,
    )
    return _commit_then_offer(runtime, port, customer_id, compute)


def decide_and_offer(
    runtime: ServiceRuntime,
    port: DeliveryPort,
    customer_id: str,
    proposal_id: str,
    request: DecisionRequest,
    *,
    actor: str,
) -> DecisionResult:
    """Commit Richard's decision on one revision, then offer the customer's outbox."""
    decide = partial(
        decide_proposal,
        customer_id=customer_id,
        proposal_id=proposal_id,
        request=request,
        actor=actor,
        clock=runtime.clock,
    )
    return _commit_then_offer(runtime, port, customer_id, decide)


def offer_again(
    runtime: ServiceRuntime, port: DeliveryPort, customer_id: str
) -> list[dict[str, Any]]:
    """Offer every pending item of a registered customer to delivery again."""
    with runtime.database.transaction() as session:
        enter_customer_scope(session, customer_id)
        require_registered_customer(session, customer_id)
    return flush_outbox(runtime.database, customer_id, port, clock=runtime.clock)


def _due(runtime: ServiceRuntime, kst_date: date) -> list[tuple[str, int]]:
    """(customer, week) of every enabled customer whose weekly task falls on ``kst_date``."""
    with runtime.database.transaction() as session:
        document = current_document(session)
    return [
        (entry.spec.customer_id, task.week_index)
        for entry in document.customers
        if entry.enabled and entry.spec.plan is not None and entry.spec.plan.starts_on is not None
        for task in tasks_for_customer(entry.spec.customer_id, entry.spec.plan.starts_on, kst_date)
        if task.kind == "weekly" and task.week_index is not None
    ]


def weekly_run(
    runtime: ServiceRuntime, port: DeliveryPort, kst_date: date, *, actor: str, grammar: CardGrammar
) -> list[dict[str, Any]]:
    """Each due customer's proposal, committed and offered; a refusal is that row's answer."""
    results: list[dict[str, Any]] = []
    for customer_id, week_index in _due(runtime, kst_date):
        try:
            result = propose_and_offer(
                runtime, port, customer_id, week_index, actor=actor, grammar=grammar
            )
        except (Refusal, Problem) as problem:  # one customer's refusal never stops the others
            results.append(
                {"customer_id": customer_id, "week_index": week_index, "problem": problem.slug}
            )
            continue
        results.append(
            {
                "customer_id": customer_id,
                "week_index": week_index,
                "created": result.created,
                "proposal_id": result.proposal.proposal_id,
                "revision": result.proposal.revision,
                "decision": result.proposal.decision.value,
            }
        )
    return results
