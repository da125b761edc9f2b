"""Record commands: build the typed event from a request and append it (the one path)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from pydantic import ValidationError
from sqlalchemy.orm import Session

from services.checkin.customers import enter_registered_scope
from services.checkin.errors import Refusal
from services.checkin.events.contract import ContractViolation, model_errors
from services.checkin.events.schemas import AppendResult, CanonicalEvent
from services.checkin.events.service import append_event
from services.checkin.records import rules
from services.checkin.records.schemas import (
    OperatorTimeRequest,
    PaymentRequest,
    SatisfactionRequest,
)
from services.checkin.registry.repository import RegistryRepository
from shared.clock import Clock


def _append_built(
    session: Session,
    customer_id: str,
    build: Callable[[], CanonicalEvent],
    *,
    actor: str,
    clock: Clock,
    registered: bool = False,
) -> AppendResult:
    """Build the record's event and append it.

    The append enters the customer's scope, takes the stream lock and checks the
    registration under it, so a valid record asks for no separate scope statement (ADR
    0096). A record that fails to build, or that the contract refuses, checks the
    registration first, so an unregistered or erased customer is refused as such before
    the record's own faults (as when the scope was entered before the build).
    ``registered``: the caller's transaction entered the scope and checked it already.
    """
    try:
        event = build()
    except ValidationError as error:
        _registered_first(session, customer_id, registered)
        raise ContractViolation(model_errors(error)).as_refusal() from None
    except ContractViolation as violation:
        _registered_first(session, customer_id, registered)
        raise violation.as_refusal() from None
    except Refusal:
        _registered_first(session, customer_id, registered)
        raise
    try:
        return append_event(session, event, appended_by=actor, clock=clock)
    except ContractViolation:
        _registered_first(session, customer_id, registered)
        raise


def _registered_first(session: Session, customer_id: str, registered: bool) -> None:
    if not registered:
        enter_registered_scope(session, customer_id)


def plan_start(session: Session, customer_id: str) -> date:
    entry = RegistryRepository(session).entry(customer_id)
    if entry is None or entry.spec.plan is None or entry.spec.plan.starts_on is None:
        raise Refusal("conflict", "plan-missing", "The customer has no plan start date yet")
    return entry.spec.plan.starts_on


def record_payment(
    session: Session, customer_id: str, request: PaymentRequest, *, actor: str, clock: Clock
) -> AppendResult:
    enter_registered_scope(session, customer_id)
    starts_on = plan_start(session, customer_id)

    def build() -> CanonicalEvent:
        try:
            return rules.payment_event(customer_id, starts_on, request)
        except rules.PeriodMismatch as error:
            raise Refusal(
                "invalid",
                "payment-period-mismatch",
                "Payment period does not match the plan",
                detail=str(error),
            ) from None

    return _append_built(session, customer_id, build, actor=actor, clock=clock, registered=True)


def record_satisfaction(
    session: Session, customer_id: str, request: SatisfactionRequest, *, actor: str, clock: Clock
) -> AppendResult:
    return _append_built(
        session,
        customer_id,
        lambda: rules.satisfaction_event(customer_id, request),
        actor=actor,
        clock=clock,
    )


def record_operator_time(
    session: Session, customer_id: str, request: OperatorTimeRequest, *, actor: str, clock: Clock
) -> AppendResult:
    return _append_built(
        session,
        customer_id,
        lambda: rules.operator_time_event(customer_id, request),
        actor=actor,
        clock=clock,
    )
