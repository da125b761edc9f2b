"""What the pilot must come to, worked out from the scenario the way a person would (pure).

Deliberately independent of checkin's KPI code: it counts the scenario's own days and
records with plain arithmetic, so a wrong judgement in the product cannot agree with
itself here. Seed 002 fixes the rules: 20 weekday check-in dates, mean satisfaction
>= 8.0, each 7-day bucket <= 60 operator minutes (a retry is one entry, a correction
replaces the entry it supersedes), exactly one KRW 150,000 bank-transfer renewal for
``S+28 .. S+55`` paid by its end.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from tools.pilot.scenario import (
    PILOT_FEE_KRW,
    WINDOW_DAYS,
    PilotScenario,
    TimeEntry,
)

BUCKET_LIMIT_MINUTES = 60


@dataclass(frozen=True, slots=True)
class ExpectedBucket:
    index: int
    starts_on: date
    ends_on: date
    minutes: int
    entries: int

    @property
    def passed(self) -> bool:
        return self.minutes <= BUCKET_LIMIT_MINUTES


@dataclass(frozen=True, slots=True)
class ExpectedKpi:
    eligible_days: int
    checked_in_days: int
    rate_percent: str
    checkin_passed: bool
    satisfaction_records: int
    satisfaction_mean: str | None
    satisfaction_passed: bool
    buckets: tuple[ExpectedBucket, ...]
    renewals: int
    renewal_passed: bool

    @property
    def operator_time_passed(self) -> bool:
        return all(bucket.passed for bucket in self.buckets)

    @property
    def passed(self) -> bool:
        return (
            self.checkin_passed
            and self.satisfaction_passed
            and self.operator_time_passed
            and self.renewal_passed
        )


@dataclass(frozen=True, slots=True)
class ExpectedTraffic:
    """How many of each thing the people see."""

    checkins: int
    held_checkins: int
    customer_drafts: int  # daily + weekly drafts Richard reviews
    customer_messages: int  # drafts that reach the customer (all but the discarded)
    held_notices: int  # held check-ins + held weekly summaries
    edits: int
    discards: int
    console_approvals: int
    telegram_approvals: int
    trainer_records: int
    weekly_summaries: int


def _weekdays(first: date, days: int) -> list[date]:
    return [first + timedelta(n) for n in range(days) if (first + timedelta(n)).weekday() < 5]


def _effective_entries(entries: list[tuple[date, TimeEntry]]) -> list[tuple[date, TimeEntry]]:
    """One per entry id (a retry is the same entry); corrected entries drop out."""
    by_id: dict[str, tuple[date, TimeEntry]] = {}
    for day, entry in entries:
        by_id.setdefault(entry.entry_id, (day, entry))
    superseded = {entry.supersedes for _, entry in by_id.values() if entry.supersedes}
    return [item for key, item in by_id.items() if key not in superseded]


def expected_kpi(scenario: PilotScenario) -> ExpectedKpi:
    """The four KPI components as a person counts them from the scenario."""
    start = scenario.starts_on
    window = set(_weekdays(start, WINDOW_DAYS))
    checked = {day.day for day in scenario.days if day.checkin is not None and day.day in window}
    rate = (Decimal(len(checked) * 100) / Decimal(len(window))).quantize(Decimal("0.1"))

    scores = [day.satisfaction for day in scenario.days if day.satisfaction is not None]
    mean = (sum(scores, Decimal(0)) / len(scores)).quantize(Decimal("0.01")) if scores else None

    entries = _effective_entries(
        [(day.day, entry) for day in scenario.days for entry in day.operator_time]
    )
    buckets = []
    for index in range(WINDOW_DAYS // 7):
        first = start + timedelta(days=7 * index)
        last = first + timedelta(days=6)
        inside = [entry for day, entry in entries if first <= day <= last]
        buckets.append(
            ExpectedBucket(index, first, last, sum(e.minutes for e in inside), len(inside))
        )

    renewal_end = start + timedelta(days=55)
    renewals = [
        (day.day, day.payment)
        for day in scenario.days
        if day.payment is not None and day.payment.kind == "renewal"
    ]
    renewal_passed = len(renewals) == 1 and all(
        payment.amount_krw == PILOT_FEE_KRW
        and payment.method == "bank_transfer"
        and paid_on <= renewal_end
        for paid_on, payment in renewals
    )
    return ExpectedKpi(
        eligible_days=len(window),
        checked_in_days=len(checked),
        rate_percent=str(rate),
        checkin_passed=len(checked) * 100 >= 80 * len(window),
        satisfaction_records=len(scores),
        satisfaction_mean=str(mean) if mean is not None else None,
        satisfaction_passed=mean is not None and mean >= Decimal("8.0"),
        buckets=tuple(buckets),
        renewals=len(renewals),
        renewal_passed=renewal_passed,
    )


def expected_traffic(scenario: PilotScenario) -> ExpectedTraffic:
    """What the chats must show at the end."""
    days = scenario.days
    checkins = [day.checkin for day in days if day.checkin is not None]
    held = [plan for plan in checkins if plan.outcome == "held"]
    reviews = [day.daily_review for day in days if day.daily_review is not None]
    reviews += [day.weekly_review for day in days if day.weekly_review is not None]
    held_weeklies = sum(day.weekly_held for day in days)
    return ExpectedTraffic(
        checkins=len(checkins),
        held_checkins=len(held),
        customer_drafts=len(reviews),
        customer_messages=sum(way != "discard" for way in reviews),
        held_notices=len(held) + held_weeklies,
        edits=sum(way in ("telegram_edit", "console_edit") for way in reviews),
        discards=sum(way == "discard" for way in reviews),
        console_approvals=sum(way in ("console", "console_edit") for way in reviews),
        telegram_approvals=sum(way in ("telegram", "telegram_edit") for way in reviews),
        trainer_records=sum(day.trainer for day in days),
        weekly_summaries=sum(day.weekly_review is not None or day.weekly_held for day in days),
    )
