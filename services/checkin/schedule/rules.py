"""The pilot schedule (ADR 0014): one pure projection with a hard day-28 stop.

For an enabled customer whose plan starts on ``S`` the only active automation window is
the KST interval ``[S, S+27]``. Inside it, every weekday has a ``daily`` task and each
7-day bucket ``[S+7n, S+7n+6]`` (n = 0..3) has one ``weekly`` task on its last weekday.
Nothing is due before ``S`` or on/after day 28; there is no monthly task (dormant), no
extension input, and nothing else (a renewal payment, an event) feeds this function.
Task keys are deterministic, so a scheduler can be idempotent per key.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, timedelta
from typing import Final

from services.checkin.schedule.schemas import DueTask, ScheduledCustomer
from shared.clock import is_weekday

WINDOW_DAYS: Final = 28
BUCKET_DAYS: Final = 7
BUCKETS: Final = WINDOW_DAYS // BUCKET_DAYS


def pilot_window(starts_on: date) -> tuple[date, date]:
    """First and last KST date of the active window (inclusive)."""
    return starts_on, starts_on + timedelta(days=WINDOW_DAYS - 1)


def in_window(starts_on: date, day: date) -> bool:
    first, last = pilot_window(starts_on)
    return first <= day <= last


def eligible_checkin_dates(starts_on: date) -> list[date]:
    """The weekdays of the window: the check-in denominator (always 20)."""
    return [
        starts_on + timedelta(days=offset)
        for offset in range(WINDOW_DAYS)
        if is_weekday(starts_on + timedelta(days=offset))
    ]


def bucket_bounds(starts_on: date, index: int) -> tuple[date, date]:
    """Week bucket ``index`` (0-based): ``[S+7n, S+7n+6]``."""
    first = starts_on + timedelta(days=BUCKET_DAYS * index)
    return first, first + timedelta(days=BUCKET_DAYS - 1)


def weekly_due_date(starts_on: date, index: int) -> date:
    """The last weekday of bucket ``index`` (every 7-day span has five weekdays)."""
    first, last = bucket_bounds(starts_on, index)
    day = last
    while not is_weekday(day):
        day -= timedelta(days=1)
    assert day >= first
    return day


def tasks_for_customer(customer_id: str, starts_on: date, day: date) -> list[DueTask]:
    """What is due for one customer on KST ``day``."""
    if not in_window(starts_on, day) or not is_weekday(day):
        return []
    tasks = [
        DueTask(
            task_key=f"daily:{customer_id}:{day.isoformat()}",
            customer_id=customer_id,
            kind="daily",
            kst_date=day,
        )
    ]
    index = (day - starts_on).days // BUCKET_DAYS
    if day == weekly_due_date(starts_on, index):
        tasks.append(
            DueTask(
                task_key=f"weekly:{customer_id}:{index + 1}",
                customer_id=customer_id,
                kind="weekly",
                kst_date=day,
                week_index=index + 1,
            )
        )
    return tasks


def due_tasks(customers: Iterable[ScheduledCustomer], day: date) -> list[DueTask]:
    """Every enabled customer's tasks due on ``day``, ordered by customer then kind."""
    tasks: list[DueTask] = []
    for customer in sorted(customers, key=lambda c: c.customer_id):
        tasks += tasks_for_customer(customer.customer_id, customer.starts_on, day)
    return tasks
