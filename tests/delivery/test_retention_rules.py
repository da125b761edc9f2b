"""The ledger body rule (KST days after the delivery settled), the journal's fixed rule, and
the words of the retention commands for what the integration tests do not reach."""

from datetime import UTC, date, datetime, timedelta

import pytest

from services.delivery.retention.rules import (
    is_ledger_body_due,
    journal_cutoff,
    ledger_body_due_on,
    settled_before,
)
from services.delivery.retention.schemas import (
    CustomerReport,
    LedgerReport,
    RetentionReport,
    RetentionRules,
    StepReport,
)
from services.delivery.retention.texts import render_report

# 23:30 KST on 2026-12-08 is still 14:30 UTC the same day; 00:30 KST on 2026-12-09 is
# 15:30 UTC on 2026-12-08 - the KST day counts, not the UTC one.
LATE_ON_THE_8TH = datetime(2026, 12, 8, 14, 30, tzinfo=UTC)
EARLY_ON_THE_9TH = datetime(2026, 12, 8, 15, 30, tzinfo=UTC)


@pytest.mark.parametrize(("days_after", "due"), [(0, False), (35, False), (36, True), (40, True)])
def test_a_body_stays_through_day_35_after_sending_and_goes_on_day_36(days_after, due):
    today = date(2026, 12, 8) + timedelta(days=days_after)
    assert is_ledger_body_due(LATE_ON_THE_8TH, today=today, days_after_send=35) is due


def test_the_kst_day_of_settling_counts():
    assert ledger_body_due_on(date(2026, 12, 8), 35) == date(2027, 1, 13)
    assert is_ledger_body_due(LATE_ON_THE_8TH, today=date(2027, 1, 13), days_after_send=35)
    assert not is_ledger_body_due(EARLY_ON_THE_9TH, today=date(2027, 1, 13), days_after_send=35)
    assert settled_before(date(2027, 1, 13), 35) == date(2026, 12, 9)


def test_the_journal_keeps_35_completed_utc_days():
    assert journal_cutoff(date(2027, 4, 4)) == date(2027, 2, 28)


def _report(customers, ledger, applied=True) -> RetentionReport:
    return RetentionReport(
        kst_date=date(2027, 4, 4),
        applied=applied,
        rules=RetentionRules(
            pilot_days_after_window=90, ledger_body_days_after_send=35, journal_completed_days=35
        ),
        customers=customers,
        ledger=ledger,
        journal_kept_from=date(2027, 2, 28),
    )


def test_a_stopped_erasure_says_which_step_and_that_a_rerun_finishes_it():
    stopped = CustomerReport(
        customer_id="kim-pilot",
        window_starts_on=date(2026, 12, 7),
        window_ends_on=date(2027, 1, 3),
        due_on=date(2027, 4, 4),
        status="failed",
        reason="gateway: unreachable",
        steps=[
            StepReport(service="checkin", status="removed", rows={"registry_transition": 3}),
            StepReport(service="delivery", status="removed", rows={"draft": 1, "outbox": 0}),
            StepReport(service="gateway", status="failed", reason="gateway: unreachable"),
        ],
    )
    report = _report([stopped], [])
    assert render_report(report)[3:8] == [
        "  kim-pilot - window 2026-12-07..2027-01-03, past the rule since 2027-04-04: "
        "stopped - gateway: unreachable",
        "    checkin: removed 3 rows (registry_transition 3)",
        "    delivery: removed 1 row (draft 1)",
        "    gateway: failed - gateway: unreachable",
        "    steps done stay done; run the same command again to finish",
    ]
    assert report.ok is False
    assert report.summary() == {
        "customers_removed": 0,
        "customers_refused": 0,
        "customers_failed": 1,
        "ledger_rows_emptied": 0,
    }


def test_ledger_rows_from_before_retention_are_named_as_kept():
    ledger = [LedgerReport(customer_id="lee-other", deliveries=2, rows=6, kept_rows=4)]
    lines = render_report(_report([], ledger, applied=False))
    assert lines[3:5] == [
        "ledger bodies past the rule: 1 customer",
        "  lee-other: 2 messages, 6 rows to empty; 4 rows written before retention existed "
        "are kept",
    ]
    assert lines[-1] == "plan only: nothing was changed"
