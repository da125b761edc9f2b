"""ADR-6 / AC18: the schedule is one pure projection with a hard day-28 stop."""

from __future__ import annotations

import inspect
from datetime import date, timedelta

import pytest

from services.checkin.schedule import rules
from services.checkin.schedule.schemas import ScheduledCustomer

MONDAY = date(2026, 12, 7)
WEDNESDAY = date(2026, 12, 9)


def kinds(starts_on, offset):
    day = starts_on + timedelta(days=offset)
    return [task.kind for task in rules.tasks_for_customer("kim-pilot", starts_on, day)]


def test_day_27_is_the_last_day_with_tasks_and_day_28_has_none():
    start = date(2026, 12, 4)  # a Friday: day 27 (2026-12-31) is a Thursday, day 28 a Friday
    assert (start + timedelta(days=27)).weekday() == 3
    assert kinds(start, 27) == ["daily", "weekly"]
    assert kinds(start, 28) == []
    assert kinds(start, 29) == []


@pytest.mark.parametrize("starts_on", [MONDAY, WEDNESDAY, date(2026, 12, 12)])
def test_nothing_is_due_outside_the_window_for_any_start_weekday(starts_on):
    for offset in [*range(-30, 0), *range(28, 400)]:
        assert kinds(starts_on, offset) == [], offset


@pytest.mark.parametrize("starts_on", [MONDAY, WEDNESDAY, date(2026, 12, 12)])
def test_daily_tasks_on_each_weekday_and_one_weekly_task_per_bucket(starts_on):
    daily = weekly = 0
    for offset in range(28):
        day = starts_on + timedelta(days=offset)
        found = kinds(starts_on, offset)
        if day.weekday() >= 5:
            assert found == []
        daily += found.count("daily")
        weekly += found.count("weekly")
    assert daily == 20 and weekly == 4


def test_weekly_task_is_on_the_last_weekday_of_its_bucket():
    assert [rules.weekly_due_date(MONDAY, n) for n in range(4)] == [
        date(2026, 12, 11),
        date(2026, 12, 18),
        date(2026, 12, 25),
        date(2027, 1, 1),
    ]
    # Wednesday start: buckets run Wednesday..Tuesday, so the weekly task falls on Tuesday.
    assert rules.weekly_due_date(WEDNESDAY, 3) == date(2027, 1, 5) == WEDNESDAY + timedelta(days=27)


def test_task_keys_are_deterministic_per_customer_date_and_week():
    tasks = rules.tasks_for_customer("kim-pilot", MONDAY, date(2026, 12, 11))
    assert [t.task_key for t in tasks] == ["daily:kim-pilot:2026-12-11", "weekly:kim-pilot:1"]
    assert tasks == rules.tasks_for_customer("kim-pilot", MONDAY, date(2026, 12, 11))


def test_monthly_is_dormant_and_there_is_no_extension_input():
    every_kind = {
        task.kind
        for offset in range(-40, 120)
        for task in rules.tasks_for_customer("kim-pilot", MONDAY, MONDAY + timedelta(days=offset))
    }
    assert every_kind == {"daily", "weekly"}
    # The projection's only inputs are who, when the plan starts, and which day it is.
    assert list(inspect.signature(rules.tasks_for_customer).parameters) == [
        "customer_id",
        "starts_on",
        "day",
    ]
    assert set(ScheduledCustomer.model_fields) == {"customer_id", "starts_on"}


def test_due_tasks_cover_every_scheduled_customer_in_a_stable_order():
    customers = [
        ScheduledCustomer(customer_id="zed-1", starts_on=MONDAY),
        ScheduledCustomer(customer_id="amy-1", starts_on=date(2026, 11, 16)),
    ]
    tasks = rules.due_tasks(customers, date(2026, 12, 7))
    assert [(t.customer_id, t.kind) for t in tasks] == [("amy-1", "daily"), ("zed-1", "daily")]
    assert rules.due_tasks(customers, date(2026, 12, 14)) == [
        t for t in rules.due_tasks(customers, date(2026, 12, 14)) if t.customer_id == "zed-1"
    ]  # amy's window (from 2026-11-16) ended on 2026-12-13


def test_the_check_in_denominator_is_the_windows_twenty_weekdays():
    assert len(rules.eligible_checkin_dates(MONDAY)) == 20
    assert rules.eligible_checkin_dates(MONDAY)[-1] == date(2027, 1, 1)
