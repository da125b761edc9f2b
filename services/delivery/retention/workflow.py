"""Retention's procedures (ADR 0081): the plan, the apply, the scheduler's daily turn.

Each asks checkin which customers are past the rule, then works in several transactions
with checkin's and the gateway's erasure routes between them (see ``retention/service.py``).
The routes ``GET /v1/retention/plan`` and ``POST /v1/retention/apply`` run them, and so does
the worker's timer; none takes ``TransactionDep``.

The scheduler's turn keeps today's ``retention_run`` row locked around the whole apply, so
two workers never run it twice on one day; that row is retention's own and only other runs
take it (they answer ``busy``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime

from services.delivery.context import DeliveryContext
from services.delivery.erasure import repository as erasure
from services.delivery.erasure.rules import MessagesInFlight
from services.delivery.erasure.service import erase_customer
from services.delivery.peers.errors import PeerError
from services.delivery.peers.retention import CustomerRetention, erase_in, retention_customers
from services.delivery.retention import repository
from services.delivery.retention import service as pieces
from services.delivery.retention.schemas import (
    CustomerReport,
    LedgerReport,
    RetentionReport,
    StepReport,
    StepService,
)
from shared.clock import kst_date
from shared.erasure import Tombstone
from shared.problems import Problem

_logger = logging.getLogger("dualcoach.delivery.retention")


# ---------------------------------------------------------------- plan


def plan(context: DeliveryContext) -> RetentionReport:
    """What ``apply`` would remove now, by service, table and customer; nothing changes."""
    now = context.runtime.clock.now()
    answer = retention_customers(context.runtime.peers.client("checkin"))
    customers: list[CustomerReport] = []
    with context.runtime.database.transaction() as session:
        candidates = pieces.candidates(answer, repository.pending_customers(session))
        for customer_id, retention in candidates:
            steps = [
                StepReport(
                    service="checkin",
                    status="planned" if retention else "already",
                    rows=retention.rows if retention else {},
                ),
                StepReport(
                    service="delivery",
                    status="planned",
                    rows=erasure.count_customer_rows(session, customer_id),
                ),
                StepReport(service="gateway", status="not-counted"),
            ]
            reason = pieces.in_flight_reason(session, customer_id)
            status = "refused" if reason else "due"
            customers.append(pieces.customer(customer_id, retention, status, steps, reason))
        erased = {c.customer_id for c in customers if c.status == "due"}
        ledger = pieces.due_ledger(session, context, now, exclude=erased)
    return pieces.report(context, applied=False, now=now, customers=customers, ledger=ledger)


def _erase_customer(
    context: DeliveryContext,
    customer_id: str,
    retention: CustomerRetention | None,
    started: datetime,
) -> CustomerReport:
    """The three erasure steps for one customer, stopping at the first that does not finish."""
    database = context.runtime.database
    with database.transaction() as session:
        reason = pieces.in_flight_reason(session, customer_id)
        pending = customer_id in repository.pending_customers(session)
    if reason and not pending:
        skipped = [StepReport(service=s, status="skipped") for s in pieces.STEPS]
        return pieces.customer(customer_id, retention, "refused", skipped, reason)
    with database.transaction() as session:
        repository.mark_pending(session, customer_id, started)
    peers = context.runtime.peers
    runs: list[tuple[StepService, Callable[[], Tombstone | None]]] = [
        ("checkin", lambda: erase_in("checkin", peers.client("checkin"), customer_id)),
        (
            "delivery",
            lambda: erase_customer(
                context, customer_id, confirm=customer_id, actor=pieces.ACTOR, reason="retention"
            ),
        ),
        ("gateway", lambda: erase_in("gateway", peers.client("gateway"), customer_id)),
    ]
    steps: list[StepReport] = []
    for service, run in runs:
        try:
            steps.append(pieces.step(service, started, run()))
        except (PeerError, Problem, MessagesInFlight) as error:
            stopped, verdict = pieces._stopped(service, error)
            steps.append(stopped)
            steps += [StepReport(service=s, status="skipped") for s, _ in runs[len(steps) :]]
            return pieces.customer(customer_id, retention, verdict, steps, stopped.reason)
    with database.transaction() as session:
        repository.clear_pending(session, customer_id)
    return pieces.customer(customer_id, retention, "removed", steps)


def apply(context: DeliveryContext) -> RetentionReport:
    """Remove what the rule says is due now; the same report, of what was removed."""
    started = context.runtime.clock.now()
    answer = retention_customers(context.runtime.peers.client("checkin"))
    with context.runtime.database.transaction() as session:
        pending = repository.pending_customers(session)
    customers = [
        _erase_customer(context, customer_id, retention, started)
        for customer_id, retention in pieces.candidates(answer, pending)
    ]
    with context.runtime.database.transaction() as session:
        now = context.runtime.clock.now()
        delivery_ids = repository.due_deliveries(
            session,
            today=kst_date(now),
            days_after_send=context.settings.retention.ledger_body_days_after_send,
        )
        before = {item.customer_id: item for item in repository.due_bodies(session, delivery_ids)}
        emptied = repository.redact(session, delivery_ids, now)
    ledger = [
        LedgerReport(
            customer_id=customer_id,
            deliveries=item.deliveries,
            rows=emptied.get(customer_id, 0),
            kept_rows=item.kept_rows,
        )
        for customer_id, item in sorted(before.items())
    ]
    report = pieces.report(context, applied=True, now=started, customers=customers, ledger=ledger)
    summary = report.summary()
    _logger.info(
        "retention_applied",
        extra={
            "fields": {
                "count": summary["customers_removed"],
                "state": "ok" if report.ok else "stopped",
            }
        },
    )
    return report


# ---------------------------------------------------------------- the scheduler's turn


def run_scheduled(context: DeliveryContext) -> str:
    """Apply retention once per KST day, only when ``retention.enabled``.

    ``disabled``, ``ran``, ``already-ran`` (today's run is done), ``busy`` (another run
    holds today's row) or ``failed:<reason>`` (a later tick of the same day tries again).
    A run that refused a customer still counts as done: the next day tries them again.
    """
    if not context.settings.retention.enabled:
        return "disabled"
    clock = context.runtime.clock
    day = kst_date(clock.now())
    with context.runtime.database.transaction() as session:
        record = repository.claim_run(session, day, clock.now())
        if record is None:
            return "busy"
        if record.status == "done":
            return "already-ran"
        try:
            report = apply(context)
        except PeerError as error:
            reason = f"checkin-{error.slug or error.status or error.transport}"
            repository.record_failed_run(session, day, reason, clock.now())
            return f"failed:{reason}"
        repository.finish_run(session, day, report.summary(), clock.now())
    return "ran"
