"""Weekly judgements from the stream, and the task render delivery's scheduler asks for.

``compute_weekly_judgement`` is the clean entry point the judgment ledger records (ADR 0052).
``render_task`` answers ``POST /v1/tasks/{task_key}/render``: the weekly draft material
(canonical ``weekly.v1`` body, a presentation from expression or null when it cannot be
reached, evidence, held and typed hold reasons), or ``nothing to send`` for a daily task.
Every weekly judgement it renders is written to the judgment ledger in the same transaction
(``record_weekly_judgment``; idempotent, so a render again of the same week adds nothing).
"""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from sqlalchemy.orm import Session

from services.checkin.drafts.ports import weekly_presentation_request
from services.checkin.errors import Refusal
from services.checkin.events.service import customer_facts
from services.checkin.judgments.weekly import record_weekly_judgment
from services.checkin.peers.expression import Presenter
from services.checkin.reports.schemas import NothingToSend, WeeklyMaterial, WeeklyView
from services.checkin.reports.weekly import (
    WeeklyInputs,
    WeeklyJudgement,
    hold_kind,
    weekly_judgement,
    weekly_observations,
    weekly_surface,
)
from services.checkin.safety_state.service import read_state
from services.checkin.schedule.rules import BUCKETS, bucket_bounds, weekly_due_date
from services.checkin.wizard.service import consent_granted, registry_entry
from shared.clock import Clock, kst_date
from shared.db.session import Database

_DAILY_TASK: Final = re.compile(r"^daily:([a-z0-9][a-z0-9-]{2,39}):(\d{4}-\d{2}-\d{2})$")
_WEEKLY_TASK: Final = re.compile(r"^weekly:([a-z0-9][a-z0-9-]{2,39}):([0-9]{1,2})$")


def _unknown_task() -> Refusal:
    return Refusal("not-found", "task-unknown", "No such task key")


def compute_weekly_judgement(
    session: Session, customer_id: str, week_index: int, *, as_of: date
) -> WeeklyJudgement:
    """The judgement of pilot week ``week_index`` (1-4) as of KST ``as_of``."""
    if not 1 <= week_index <= BUCKETS:
        raise Refusal("not-found", "week-unknown", "The pilot has weeks 1 to 4")
    document, entry = registry_entry(session, customer_id)
    plan = entry.spec.plan
    if plan is None or plan.starts_on is None:
        raise Refusal("conflict", "plan-missing", "The customer has no plan start date")
    start, end = bucket_bounds(plan.starts_on, week_index - 1)
    plan_week = next((week for week in plan.weeks if week.week == week_index), None)
    facts = customer_facts(session, customer_id)
    return weekly_judgement(
        WeeklyInputs(
            customer_id=customer_id,
            week_index=week_index,
            week_start=start,
            week_end=end,
            as_of=as_of,
            checkins=facts.checkins,
            trainer_records=facts.trainer_records,
            goal_mode=plan_week.goal_mode if plan_week else "unknown",
            consent_granted=consent_granted(document, entry),
        )
    )


def weekly_view(session: Session, customer_id: str, week_index: int, *, clock: Clock) -> WeeklyView:
    judgement = compute_weekly_judgement(
        session, customer_id, week_index, as_of=kst_date(clock.now())
    )
    surface = weekly_surface(judgement)
    facts = judgement.facts
    return WeeklyView(
        customer_id=customer_id,
        week_index=week_index,
        week_start=facts.week_start,
        week_end=facts.week_end,
        as_of=judgement.as_of,
        checkin_days=facts.checkin_days,
        expected_days=facts.expected_days,
        checkin_percent=facts.checkin_percent,
        next_decision=facts.next_decision.value,
        interpretation_ids=judgement.interpretation_ids,
        rationale_id=judgement.rationale_id,
        body=surface.body,
        manifest=surface.manifest,
        evidence=judgement.evidence,
        held=judgement.hold.held,
        hold_reasons=judgement.hold.reasons,
    )


def _not_due(reason: str) -> Refusal:
    return Refusal("conflict", "task-not-due", "The task is not due", reason=reason)


def render_task(
    database: Database, presenter: Presenter, task_key: str, *, clock: Clock
) -> WeeklyMaterial | NothingToSend:
    """The draft material of a due task (see the module docstring)."""
    daily_task = _DAILY_TASK.match(task_key)
    if daily_task:
        with database.transaction() as session:
            registry_entry(session, daily_task.group(1))
        return NothingToSend(task_key=task_key, customer_id=daily_task.group(1))
    weekly_task = _WEEKLY_TASK.match(task_key)
    if not weekly_task:
        raise _unknown_task()
    customer_id, week_index = weekly_task.group(1), int(weekly_task.group(2))
    if not 1 <= week_index <= BUCKETS:
        raise _unknown_task()
    today = kst_date(clock.now())
    with database.transaction() as session:
        _, entry = registry_entry(session, customer_id)
        plan = entry.spec.plan
        if not entry.enabled:
            raise _not_due("not_enabled")
        if plan is None or plan.starts_on is None:
            raise _not_due("plan_missing")
        due = weekly_due_date(plan.starts_on, week_index - 1)
        if today < due:
            raise _not_due("before_due_date")
        judgement = compute_weekly_judgement(session, customer_id, week_index, as_of=today)
        observations = weekly_observations(judgement)
        if observations:  # a week without a single event has nothing to ground a judgement
            record_weekly_judgment(
                session,
                customer_id,
                week_index=week_index,
                decision=judgement.decision,
                observations=observations,
                clock=clock,
                hold_kind=hold_kind(judgement.hold),
            )
        # A hold from any earlier day that Richard has not cleared holds the summary too.
        state = read_state(session, customer_id)
    hold = judgement.hold if judgement.hold.held else state.verdict()
    if hold.held:
        if not hold.reasons:
            raise Refusal(
                "conflict", "coaching-held-unexplained", "Coaching is held without a typed reason"
            )
        return WeeklyMaterial(
            task_key=task_key,
            customer_id=customer_id,
            canonical_text=None,
            presentation=None,
            evidence=judgement.evidence,
            held=True,
            hold_reasons=hold.reasons,
        )
    surface = weekly_surface(judgement)
    candidate = presenter.present(weekly_presentation_request(surface, task_key, due.isoformat()))
    return WeeklyMaterial(
        task_key=task_key,
        customer_id=customer_id,
        canonical_text=surface.body,
        presentation=candidate,
        evidence=judgement.evidence,
        held=False,
        hold_reasons=(),
    )
