"""The scheduler tick: one transaction per due task, and the day's weekly run (ADR 0081).

A procedure of several transactions, run by the worker's timer and by ``POST
/v1/scheduler/tick``, so it opens them itself. Each task's transaction deliberately spans
checkin's render call: the task's row lock around the render is what makes a task render
at most once into a pinned draft (see ``scheduler/service.py``); the weekly run's row lock
around ``weekly_run`` likewise. The lock is on delivery's own scheduler row, which only
other ticks take (they skip it, ``busy``), so no route waits behind it.
"""

from __future__ import annotations

import logging
from datetime import date

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
from services.delivery.scheduler.service import TickReport, render
from services.delivery.sending.service import reserve
from shared.clock import kst_date

_logger = logging.getLogger("dualcoach.delivery.scheduler")


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
            answer = render(context, task.task_key)
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
                reserve(session, context, draft, purpose="owner_notice", actor="system", now=now)
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
