"""Delivery's retention run (ADR 0059): the plan, the apply, and the scheduler's daily turn.

Delivery runs it because it alone can say whether one of a customer's messages is still in
flight, and because its scheduler is where daily work happens. For each customer checkin's
rule says is past the pilot window's retention (``GET /v1/retention/customers``):

1. under no lock, delivery checks that none of the customer's messages is in flight
   (``erasure.rules``: a delivery ``sending``/``unknown``, a review or card message
   ``sending``); if one is, the customer is refused and nothing of theirs changes anywhere;
2. it remembers the erasure as begun (``retention_pending``), then runs the three audited
   erasure steps in the withdrawal's order - checkin, delivery, the gateway - each one
   transaction in its service, each leaving a tombstone with counts only (reason
   ``retention``); delivery's own step checks for messages in flight again under its locks;
3. once the gateway's step is done it forgets the erasure. A step that fails stops that
   customer; the next run finds the pending row and finishes it (steps already done answer
   their tombstone), although checkin no longer names the customer.

Then every settled delivery past the ledger rule has its body, destination and receipt
emptied (``repository.redact``) in one transaction; its chain still verifies. A second run
finds nothing left to do and says so.

The pieces here run inside the caller's transaction or none; the plan, the apply and the
scheduler's daily turn are procedures around checkin's and the gateway's erasure routes and
live in ``retention/workflow.py`` (ADR 0081).
"""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy.orm import Session

from services.delivery.context import DeliveryContext
from services.delivery.erasure import repository as erasure
from services.delivery.erasure.rules import MessagesInFlight
from services.delivery.errors import as_problem
from services.delivery.peers.errors import PeerError
from services.delivery.peers.retention import (
    CustomerRetention,
    RetentionCustomers,
)
from services.delivery.retention import repository
from services.delivery.retention.rules import JOURNAL_COMPLETED_DAYS, journal_cutoff
from services.delivery.retention.schemas import (
    CustomerReport,
    LedgerReport,
    RetentionReport,
    RetentionRules,
    StepReport,
    StepService,
)
from shared.clock import kst_date, parse_rfc3339
from shared.erasure import Tombstone
from shared.problems import Problem

_logger = logging.getLogger("dualcoach.delivery.retention")
ACTOR = "retention"
IN_FLIGHT_REASON = "delivery-in-flight"
STEPS: tuple[StepService, ...] = ("checkin", "delivery", "gateway")


def rules(context: DeliveryContext) -> RetentionRules:
    retention = context.settings.retention
    return RetentionRules(
        pilot_days_after_window=retention.pilot_days_after_window,
        ledger_body_days_after_send=retention.ledger_body_days_after_send,
        journal_completed_days=JOURNAL_COMPLETED_DAYS,
    )


def in_flight_reason(session: Session, customer_id: str) -> str | None:
    found = erasure.in_flight(session, customer_id)
    if not found:
        return None
    items = ", ".join(f"{item.kind} {item.id} {item.state}" for item in found)
    return f"{IN_FLIGHT_REASON}: {items}"


def candidates(
    answer: RetentionCustomers, pending: list[str]
) -> list[tuple[str, CustomerRetention | None]]:
    """The customers past the rule, then the unfinished erasures checkin no longer names."""
    due = [(c.customer_id, c) for c in answer.customers if c.due]
    named = {customer_id for customer_id, _ in due}
    return due + [(customer_id, None) for customer_id in pending if customer_id not in named]


def customer(
    customer_id: str,
    retention: CustomerRetention | None,
    status: str,
    steps: list[StepReport],
    reason: str | None = None,
) -> CustomerReport:
    return CustomerReport.model_validate(
        {
            "customer_id": customer_id,
            "window_starts_on": retention.window_starts_on if retention else None,
            "window_ends_on": retention.window_ends_on if retention else None,
            "due_on": retention.due_on if retention else None,
            "status": status,
            "steps": steps,
            "reason": reason,
        }
    )


def report(
    context: DeliveryContext,
    *,
    applied: bool,
    now: datetime,
    customers: list[CustomerReport],
    ledger: list[LedgerReport],
) -> RetentionReport:
    return RetentionReport(
        kst_date=kst_date(now),
        applied=applied,
        rules=rules(context),
        customers=customers,
        ledger=ledger,
        journal_kept_from=journal_cutoff(now.date()),
    )


def due_ledger(
    session: Session, context: DeliveryContext, now: datetime, *, exclude: set[str]
) -> list[LedgerReport]:
    delivery_ids = repository.due_deliveries(
        session,
        today=kst_date(now),
        days_after_send=context.settings.retention.ledger_body_days_after_send,
    )
    return [
        LedgerReport(
            customer_id=item.customer_id,
            deliveries=item.deliveries,
            rows=item.rows,
            kept_rows=item.kept_rows,
        )
        for item in repository.due_bodies(session, delivery_ids)
        if item.customer_id not in exclude
    ]


def step(service: StepService, started: datetime, tombstone: Tombstone | None) -> StepReport:
    """A finished step: removed now, or already by an earlier run (its tombstone is older)."""
    if tombstone is None:
        return StepReport(service=service, status="already")
    rows = dict(tombstone.summary.get("rows_erased", {}))
    status = "already" if parse_rfc3339(tombstone.erased_at) < started else "removed"
    return StepReport(service=service, status=status, rows=rows)


def _stopped(
    service: StepService, error: PeerError | Problem | MessagesInFlight
) -> tuple[StepReport, str]:
    status: int | None
    if isinstance(error, MessagesInFlight):
        # Reported as the erasure endpoint answers it (errors.py): 409 delivery-in-flight.
        problem = as_problem(error)
        assert problem is not None
        error = problem
    if isinstance(error, Problem):
        slug, status = error.slug, error.status
    else:
        slug, status = error.slug or error.transport or "error", error.status
    verdict = "refused" if slug == IN_FLIGHT_REASON else "failed"
    reason = f"{service} answered {status}: {slug}" if status else f"{service}: {slug}"
    return StepReport(service=service, status=verdict, reason=reason), verdict
