"""Weekly judgements from the stream, and the due week a task render judges.

``compute_weekly_judgement`` is the clean entry point the judgment ledger records (ADR 0052).
``judge_due_week`` is the one transaction of a weekly task's render (``reports.workflow``):
every weekly judgement it renders is written to the judgment ledger in that transaction
(``record_weekly_judgment``; idempotent, so a render again of the same week adds nothing).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Final

from sqlalchemy.orm import Session

from services.checkin.errors import Refusal
from services.checkin.events.service import customer_facts
from services.checkin.judgments.weekly import record_weekly_judgment
from services.checkin.reports.schemas import WeeklyView
from services.checkin.reports.weekly import (
    WeeklyInputs,
    WeeklyJudgement,
    hold_kind,
    weekly_judgement,
    weekly_observations,
    weekly_surface,
)
from services.checkin.safety.holds import HoldVerdict
from services.checkin.safety_state.service import read_state
from services.checkin.schedule.rules import BUCKETS, bucket_bounds, weekly_due_date
from services.checkin.wizard.service import consent_granted, registry_entry
from shared.clock import Clock, kst_date

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


@dataclass(frozen=True)
class TaskKey:
    """A parsed task key: a daily one (no week) or a weekly one."""

    customer_id: str
    week_index: int | None


def parse_task_key(task_key: str) -> TaskKey:
    """``daily:<customer>:<date>`` or ``weekly:<customer>:<1..BUCKETS>``; else not found."""
    daily_task = _DAILY_TASK.match(task_key)
    if daily_task:
        return TaskKey(daily_task.group(1), None)
    weekly_task = _WEEKLY_TASK.match(task_key)
    if not weekly_task:
        raise _unknown_task()
    week_index = int(weekly_task.group(2))
    if not 1 <= week_index <= BUCKETS:
        raise _unknown_task()
    return TaskKey(weekly_task.group(1), week_index)


@dataclass(frozen=True)
class DueWeek:
    """A due week judged: its judgement, the hold in force on it, and its due date."""

    judgement: WeeklyJudgement
    hold: HoldVerdict
    due: date


def judge_due_week(session: Session, customer_id: str, week_index: int, *, clock: Clock) -> DueWeek:
    """Judge a due week and write it to the judgment ledger; refuse a week not due."""
    today = kst_date(clock.now())
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
    hold = judgement.hold if judgement.hold.held else read_state(session, customer_id).verdict()
    return DueWeek(judgement, hold, due)
