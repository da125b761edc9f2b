"""The scheduler's memory: one row per task key and one per weekly-run day (idempotency
across ticks and restarts)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import and_, or_, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from services.delivery.tables import scheduled_task, weekly_run


@dataclass(frozen=True, slots=True)
class TaskRecord:
    task_key: str
    customer_id: str
    kind: str
    kst_date: date
    status: str
    draft_id: str | None
    attempts: int
    last_reason: str | None
    first_seen_at: datetime
    updated_at: datetime
    closed_reason: str | None


def _task(mapping: Any) -> TaskRecord:
    return TaskRecord(**{name: mapping[name] for name in TaskRecord.__slots__})


def claim(
    session: Session, *, task_key: str, customer_id: str, kind: str, kst_date: date, now: datetime
) -> TaskRecord | None:
    """Remember the task (first sight) and lock it; None while another tick works on it."""
    session.execute(
        insert(scheduled_task)
        .values(
            task_key=task_key,
            customer_id=customer_id,
            kind=kind,
            kst_date=kst_date,
            status="pending",
            attempts=0,
            first_seen_at=now,
            updated_at=now,
        )
        .on_conflict_do_nothing(index_elements=["task_key"])
    )
    found = (
        session.execute(
            select(scheduled_task)
            .where(scheduled_task.c.task_key == task_key)
            .with_for_update(skip_locked=True)
        )
        .mappings()
        .first()
    )
    return _task(found) if found else None


def record_attempt(session: Session, task_key: str, reason: str, now: datetime) -> None:
    session.execute(
        update(scheduled_task)
        .where(scheduled_task.c.task_key == task_key)
        .values(attempts=scheduled_task.c.attempts + 1, last_reason=reason, updated_at=now)
    )
    session.flush()


def mark_drafted(session: Session, task_key: str, draft_id: str, now: datetime) -> None:
    session.execute(
        update(scheduled_task)
        .where(scheduled_task.c.task_key == task_key)
        .values(
            status="drafted",
            draft_id=draft_id,
            attempts=scheduled_task.c.attempts + 1,
            last_reason=None,
            updated_at=now,
        )
    )
    session.flush()


def mark_closed(session: Session, task_key: str, reason: str, now: datetime) -> None:
    """Close a task without a draft: checkin said there is nothing to send (final)."""
    session.execute(
        update(scheduled_task)
        .where(scheduled_task.c.task_key == task_key)
        .values(
            status="closed",
            closed_reason=reason,
            attempts=scheduled_task.c.attempts + 1,
            last_reason=None,
            updated_at=now,
        )
    )
    session.flush()


def list_tasks(
    session: Session,
    *,
    kst_date: date | None = None,
    statuses: tuple[str, ...] | None = None,
    limit: int = 200,
    before: tuple[date, str] | None = None,
) -> list[TaskRecord]:
    """Tasks by day, newest day first, then by key; ``before``: only those after this
    ``(kst_date, task_key)`` in that order (an earlier day, or the same day and a later key)."""
    query = (
        select(scheduled_task)
        .order_by(scheduled_task.c.kst_date.desc(), scheduled_task.c.task_key)
        .limit(limit)
    )
    if before is not None:
        day, key = before
        query = query.where(
            or_(
                scheduled_task.c.kst_date < day,
                and_(scheduled_task.c.kst_date == day, scheduled_task.c.task_key > key),
            )
        )
    if kst_date is not None:
        query = query.where(scheduled_task.c.kst_date == kst_date)
    if statuses:
        query = query.where(scheduled_task.c.status.in_(statuses))
    return [_task(found) for found in session.execute(query).mappings()]


@dataclass(frozen=True, slots=True)
class WeeklyRunRecord:
    kst_date: date
    status: str
    attempts: int
    last_reason: str | None
    results: list[dict[str, Any]] | None
    first_seen_at: datetime
    updated_at: datetime


def _weekly_run(mapping: Any) -> WeeklyRunRecord:
    return WeeklyRunRecord(**{name: mapping[name] for name in WeeklyRunRecord.__slots__})


def claim_weekly_run(session: Session, kst_date: date, now: datetime) -> WeeklyRunRecord | None:
    """Remember the day's weekly run and lock it; None while another tick runs it."""
    session.execute(
        insert(weekly_run)
        .values(kst_date=kst_date, status="pending", attempts=0, first_seen_at=now, updated_at=now)
        .on_conflict_do_nothing(index_elements=["kst_date"])
    )
    found = (
        session.execute(
            select(weekly_run)
            .where(weekly_run.c.kst_date == kst_date)
            .with_for_update(skip_locked=True)
        )
        .mappings()
        .first()
    )
    return (
        WeeklyRunRecord(**{name: found[name] for name in WeeklyRunRecord.__slots__})
        if found
        else None
    )


def record_weekly_attempt(session: Session, kst_date: date, reason: str, now: datetime) -> None:
    session.execute(
        update(weekly_run)
        .where(weekly_run.c.kst_date == kst_date)
        .values(attempts=weekly_run.c.attempts + 1, last_reason=reason, updated_at=now)
    )
    session.flush()


def mark_weekly_done(
    session: Session, kst_date: date, results: list[dict[str, Any]], now: datetime
) -> None:
    session.execute(
        update(weekly_run)
        .where(weekly_run.c.kst_date == kst_date)
        .values(
            status="done",
            results=results,
            attempts=weekly_run.c.attempts + 1,
            last_reason=None,
            updated_at=now,
        )
    )
    session.flush()


def list_weekly_runs(session: Session, *, limit: int = 60) -> list[WeeklyRunRecord]:
    query = select(weekly_run).order_by(weekly_run.c.kst_date.desc()).limit(limit)
    return [_weekly_run(found) for found in session.execute(query).mappings()]
