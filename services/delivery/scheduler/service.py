"""The scheduler tick: today's due tasks (KST) become drafts, once per task key.

Checkin decides what is due (weekdays of ``[starts_on, starts_on + 27]`` only - nothing
after day 28); delivery remembers each task key. A task is rendered while its row is
locked and its draft is created in that same transaction, so a crash renders again (nothing
was pinned) and a finished task is never rendered twice: the body pinned in its draft is
the one that will be sent. Concurrent ticks skip a task another tick holds.

A task checkin answers with ``nothing_to_send`` (a daily task: each check-in submits its own
draft) is closed in the same locked transaction, with the reason and no draft; a closed
task is never rendered again either.

A day with a weekly task also asks checkin, once, to compute that week's nutrition proposals
(``POST /v1/nutrition/weekly-run``; their operator cards come back through checkin's outbox).
The day's ``weekly_run`` row is locked around the call and marked ``done`` with checkin's
answer, so later ticks never ask again; a failed call leaves it ``pending`` for the next
tick (checkin answers a replay of an unchanged proposal without a new revision).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from services.delivery import workflow
from services.delivery.context import DeliveryContext
from services.delivery.drafts import service as draft_service
from services.delivery.drafts.rules import DraftRefusal
from services.delivery.peers.errors import PeerError
from services.delivery.scheduler import repository
from services.delivery.scheduler.rules import (
    NothingToSend,
    RenderRefused,
    is_due_today,
    outcome_for,
)
from services.delivery.sending import service as sending
from shared.clock import kst_date

_logger = logging.getLogger("dualcoach.delivery.scheduler")


@dataclass
class TickReport:
    kst_date: date
    due: int = 0
    drafted: list[str] = field(default_factory=list)
    closed: list[str] = field(default_factory=list)
    already_drafted: int = 0
    already_closed: int = 0
    busy: int = 0
    pending: dict[str, str] = field(default_factory=dict)
    # The day's nutrition weekly run: None (no weekly task today), ``ran``, ``already-ran``,
    # ``busy`` (another tick runs it) or ``failed:<reason>`` (the next tick tries again).
    weekly_run: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "kst_date": self.kst_date.isoformat(),
            "due": self.due,
            "drafted": self.drafted,
            "closed": self.closed,
            "already_drafted": self.already_drafted,
            "already_closed": self.already_closed,
            "busy": self.busy,
            "pending": self.pending,
            "weekly_run": self.weekly_run,
        }


def _render(context: DeliveryContext, task_key: str) -> object:
    try:
        return context.checkin.render_task(task_key)
    except PeerError as error:
        return f"render-{error.status or error.transport}"


def run_weekly_nutrition(context: DeliveryContext, day: date) -> str:
    """Ask checkin once for ``day``'s weekly nutrition proposals (see the module docstring)."""
    with context.runtime.database.transaction() as session:
        now = context.runtime.clock.now()
        record = repository.claim_weekly_run(session, day, now)
        if record is None:
            return "busy"
        if record.status == "done":
            return "already-ran"
        try:
            answer = context.checkin.weekly_run(day)
        except PeerError as error:
            reason = f"checkin-{error.slug or error.status or error.transport}"[:200]
            repository.record_weekly_attempt(session, day, reason, now)
            return f"failed:{reason}"
        repository.mark_weekly_done(session, day, list(answer["results"]), now)
    return "ran"


def tick(context: DeliveryContext, *, day: date | None = None) -> TickReport:
    """One tick for ``day`` (default: today in KST). Idempotent; safe to run concurrently."""
    clock = context.runtime.clock
    day = day or kst_date(clock.now())
    report = TickReport(day)
    tasks = [task for task in context.checkin.due_tasks(day) if is_due_today(task, day)]
    report.due = len(tasks)
    if any(task.kind == "weekly" for task in tasks):
        report.weekly_run = run_weekly_nutrition(context, day)
    notices: list[str] = []
    reviews: list[str] = []
    for task in tasks:
        with context.runtime.database.transaction() as session:
            now = clock.now()
            record = repository.claim(
                session,
                task_key=task.task_key,
                customer_id=task.customer_id,
                kind=task.kind,
                kst_date=task.kst_date,
                now=now,
            )
            if record is None:
                report.busy += 1
                continue
            if record.status == "drafted":
                report.already_drafted += 1
                continue
            if record.status == "closed":
                report.already_closed += 1
                continue
            answer = _render(context, task.task_key)
            try:
                if isinstance(answer, str):
                    raise RenderRefused(answer)
                outcome = outcome_for(task, answer)
                if isinstance(outcome, NothingToSend):
                    repository.mark_closed(session, task.task_key, outcome.reason, now)
                    report.closed.append(task.task_key)
                    continue
                draft, created = draft_service.submit(
                    session, outcome, submitted_by="scheduler", now=now
                )
            except (RenderRefused, DraftRefusal) as error:
                reason = str(error) if isinstance(error, RenderRefused) else error.slug
                repository.record_attempt(session, task.task_key, reason[:200], now)
                report.pending[task.task_key] = reason
                continue
            if created and draft.held:
                sending.reserve(
                    session, context, draft, purpose="owner_notice", actor="system", now=now
                )
                notices.append(draft.draft_id)
            elif created:
                reviews.append(draft.draft_id)
            repository.mark_drafted(session, task.task_key, draft.draft_id, now)
            report.drafted.append(task.task_key)
    for draft_id in notices:
        workflow.owe_notice(context, draft_id)
    for draft_id in reviews:
        workflow.owe_review(context, draft_id, 1)
    context.scheduler_heartbeat.record_tick(clock.now())
    _logger.info(
        "scheduler_tick",
        extra={
            "fields": {"count": len(report.drafted), "state": "pending" if report.pending else "ok"}
        },
    )
    return report
