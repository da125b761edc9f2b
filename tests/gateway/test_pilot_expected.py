"""The hand-worked pilot figures: pinned here as numbers, derived there from the scenario."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from tools.pilot.expected import expected_kpi, expected_traffic
from tools.pilot.scenario import PILOT, Payment, PilotScenario, TimeEntry


def _with_day(index: int, **changes: object) -> PilotScenario:
    days = list(PILOT.days)
    days[index] = replace(days[index], **changes)  # type: ignore[arg-type]
    return replace(PILOT, days=tuple(days))


def test_the_pilot_passes_every_kpi_with_these_figures():
    kpi = expected_kpi(PILOT)
    assert (kpi.checked_in_days, kpi.eligible_days, kpi.rate_percent) == (20, 20, "100.0")
    assert (kpi.satisfaction_records, kpi.satisfaction_mean) == (4, "8.75")
    # week 2 counts the retried entry once; week 3 counts the correction, not the original
    assert [(b.minutes, b.entries) for b in kpi.buckets] == [(45, 3), (45, 3), (55, 3), (60, 3)]
    assert (kpi.renewals, kpi.renewal_passed, kpi.passed) == (1, True, True)


def test_one_more_minute_in_the_last_week_fails_the_operator_time_bucket():
    last_friday = 25
    extra = TimeEntry("kim-pilot-w4-one-more-minute", 1, "draft_review")
    day = PILOT.days[last_friday]
    kpi = expected_kpi(_with_day(last_friday, operator_time=(*day.operator_time, extra)))
    assert [b.minutes for b in kpi.buckets] == [45, 45, 55, 61]
    assert not kpi.operator_time_passed and not kpi.passed


def test_a_renewal_of_the_wrong_amount_fails_and_a_missing_one_too():
    renewal_day = 24
    wrong = expected_kpi(_with_day(renewal_day, payment=Payment("renewal", amount_krw=140_000)))
    missing = expected_kpi(_with_day(renewal_day, payment=None))
    assert (wrong.renewal_passed, missing.renewal_passed, missing.renewals) == (False, False, 0)


def test_a_lower_score_brings_the_mean_below_eight():
    kpi = expected_kpi(_with_day(25, satisfaction=Decimal("5.0")))
    assert (kpi.satisfaction_mean, kpi.satisfaction_passed) == ("7.62", False)


def test_what_the_chats_must_show():
    traffic = expected_traffic(PILOT)
    assert (traffic.checkins, traffic.held_checkins) == (20, 2)
    assert (traffic.customer_drafts, traffic.customer_messages) == (21, 20)
    assert (traffic.held_notices, traffic.weekly_summaries) == (3, 4)
    assert (traffic.edits, traffic.discards) == (2, 1)
    assert (traffic.telegram_approvals, traffic.console_approvals) == (18, 2)
    assert traffic.trainer_records == 11
