"""AC12 fixtures: the KPI judgement's every boundary, from one stream of typed events."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from services.checkin.events.payloads import PaymentPayload
from services.checkin.events.schemas import PaymentEvent
from services.checkin.kpi import rules
from services.checkin.schedule.rules import eligible_checkin_dates
from tests.checkin import factories

C = "kim-pilot"
S = factories.START


def day(offset: int) -> date:
    return S + timedelta(days=offset)


def checkins(count: int):
    return [factories.checkin(C, d) for d in eligible_checkin_dates(S)[:count]]


def passing_stream():
    """A stream where every component passes with margin."""
    return [
        *checkins(20),
        factories.satisfaction(C, 9.0, day(4)),
        *[factories.operator_time(C, f"entry-week-{n}-000001", 30, day(7 * n)) for n in range(4)],
        factories.payment(C, "initial", paid_offset=-1),
        factories.payment(C, "renewal"),
    ]


def without(stream, event_type):
    return [event for event in stream if event.event_type != event_type]


def test_a_fully_passing_stream_passes_and_states_every_figure():
    judgement = rules.judge(C, S, passing_stream())
    assert judgement.passed is True
    assert judgement.checkin_rate.model_dump() == {
        "passed": True,
        "checked_in_days": 20,
        "eligible_days": 20,
        "rate_percent": "100.0",
        "threshold_percent": 80,
    }
    assert judgement.satisfaction.mean == "9.00"
    assert [b.minutes for b in judgement.operator_time.buckets] == [30, 30, 30, 30]
    assert judgement.renewal.findings == []


# --- check-in rate: 79 / 80 % -------------------------------------------------------------


def test_check_in_rate_boundary_is_exactly_eighty_percent():
    assert rules.checkin_rate_passes(80, 100) is True
    assert rules.checkin_rate_passes(79, 100) is False
    assert rules.checkin_rate_passes(0, 0) is False


def test_sixteen_of_twenty_weekdays_pass_and_fifteen_fail():
    stream = without(passing_stream(), "checkin")
    assert rules.judge(C, S, [*stream, *checkins(16)]).checkin_rate.rate_percent == "80.0"
    assert rules.judge(C, S, [*stream, *checkins(16)]).passed is True
    fifteen = rules.judge(C, S, [*stream, *checkins(15)])
    assert fifteen.checkin_rate.passed is False and fifteen.passed is False
    assert fifteen.checkin_rate.rate_percent == "75.0"


def test_weekend_and_out_of_window_check_ins_do_not_count():
    stream = without(passing_stream(), "checkin")
    extra = [
        factories.checkin(C, day(5)),
        factories.checkin(C, day(6)),
        factories.checkin(C, day(28)),
        factories.checkin(C, day(-1)),
    ]
    judgement = rules.judge(C, S, [*stream, *checkins(15), *extra])
    assert judgement.checkin_rate.checked_in_days == 15


# --- satisfaction: 7.9 / 8.0 --------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "passed", "mean"),
    [
        ([8.0], True, "8.00"),
        ([7.9], False, "7.90"),
        ([8.0, 7.9], False, "7.95"),
        ([7.9, 8.1], True, "8.00"),
        ([], False, None),
    ],
)
def test_satisfaction_mean_must_reach_eight(scores, passed, mean):
    stream = without(passing_stream(), "satisfaction_record")
    stream += [factories.satisfaction(C, score, day(7 * n)) for n, score in enumerate(scores)]
    judgement = rules.judge(C, S, stream)
    assert (judgement.satisfaction.passed, judgement.satisfaction.mean) == (passed, mean)
    assert judgement.passed is passed


# --- operator time: each bucket 60 / 61 ---------------------------------------------------


@pytest.mark.parametrize("bucket", range(4))
@pytest.mark.parametrize(("minutes", "passed"), [(60, True), (61, False)])
def test_each_weekly_bucket_is_judged_on_its_own(bucket, minutes, passed):
    stream = without(passing_stream(), "operator_time_record")
    stream.append(factories.operator_time(C, "entry-boundary-0001", minutes, day(7 * bucket + 6)))
    judgement = rules.judge(C, S, stream)
    assert judgement.operator_time.buckets[bucket].minutes == minutes
    assert judgement.operator_time.buckets[bucket].passed is passed
    assert judgement.operator_time.passed is passed and judgement.passed is passed


def test_bucket_edges_are_start_plus_seven_n_to_plus_six():
    judgement = rules.judge(C, S, [])
    assert [(b.starts_on, b.ends_on) for b in judgement.operator_time.buckets] == [
        (day(0), day(6)),
        (day(7), day(13)),
        (day(14), day(20)),
        (day(21), day(27)),
    ]


def test_two_same_day_same_task_entries_both_count():
    stream = without(passing_stream(), "operator_time_record")
    stream += [
        factories.operator_time(C, "entry-same-day-001", 30, day(1)),
        factories.operator_time(C, "entry-same-day-002", 31, day(1)),
    ]
    judgement = rules.judge(C, S, stream)
    assert judgement.operator_time.buckets[0].entries == 2
    assert judgement.operator_time.buckets[0].minutes == 61
    assert judgement.operator_time.passed is False


def test_a_correction_replaces_the_superseded_entry_once():
    stream = without(passing_stream(), "operator_time_record")
    stream += [
        factories.operator_time(C, "entry-original-001", 50, day(2)),
        factories.operator_time(C, "entry-other-00001", 40, day(3)),
        factories.operator_time(
            C, "entry-fixed-00001", 20, day(2), supersedes="entry-original-001"
        ),
    ]
    judgement = rules.judge(C, S, stream)
    assert judgement.operator_time.buckets[0].minutes == 60
    assert judgement.operator_time.buckets[0].entries == 2
    assert judgement.operator_time.passed is True


def test_minutes_outside_the_window_are_reported_not_counted():
    stream = [factories.operator_time(C, "entry-late-000001", 300, day(30))]
    judgement = rules.judge(C, S, stream)
    assert judgement.operator_time.minutes_outside_window == 300
    assert judgement.operator_time.passed is True


# --- renewal: exact amount, method, period; exactly one ------------------------------------


def test_the_exact_renewal_passes_paid_up_to_the_period_end():
    stream = without(passing_stream(), "payment_record")
    on_end = factories.payment(C, "renewal", paid_offset=55)
    assert rules.judge(C, S, [*stream, on_end]).renewal.passed is True
    late = factories.payment(C, "renewal", paid_offset=56)
    assert rules.judge(C, S, [*stream, late]).renewal.findings == ["paid_after_period_end"]


@pytest.mark.parametrize(
    ("offset", "length", "findings"),
    [
        (29, 28, ["period_start_wrong", "period_end_wrong"]),
        (28, 27, ["period_end_wrong"]),
        (27, 29, ["period_start_wrong"]),
    ],
)
def test_wrong_renewal_periods_fail(offset, length, findings):
    stream = without(passing_stream(), "payment_record")
    wrong = factories.payment(C, "renewal", offset=offset, length=length)
    judgement = rules.judge(C, S, [*stream, wrong])
    assert judgement.renewal.findings == findings and judgement.passed is False


@pytest.mark.parametrize(
    ("field", "value", "finding"),
    [
        ("amount_krw", 0, "amount_not_150000"),
        ("amount_krw", 140000, "amount_not_150000"),
        ("method", "cash", "method_not_bank_transfer"),
    ],
)
def test_wrong_amount_or_method_fails_even_if_it_got_past_the_contract(field, value, finding):
    # The contract refuses these at append (see test_records); the judgement does not trust that.
    valid = factories.payment(C, "renewal")
    payload = PaymentPayload.model_construct(**(valid.payload.model_dump() | {field: value}))
    forged = PaymentEvent.model_construct(**(dict(valid) | {"payload": payload}))
    judgement = rules.judge(C, S, [*without(passing_stream(), "payment_record"), forged])
    assert judgement.renewal.findings == [finding] and judgement.passed is False


def test_no_renewal_or_only_the_initial_payment_fails():
    stream = without(passing_stream(), "payment_record")
    assert rules.judge(C, S, stream).renewal.findings == ["no_renewal"]
    initial = factories.payment(C, "initial")
    assert rules.judge(C, S, [*stream, initial]).renewal.findings == ["no_renewal"]


def test_a_duplicate_renewal_fails_until_the_wrong_one_is_superseded():
    stream = without(passing_stream(), "payment_record")
    wrong = factories.payment(C, "renewal", offset=29)
    right = factories.payment(C, "renewal")
    duplicate = rules.judge(C, S, [*stream, wrong, right])
    assert duplicate.renewal.findings == ["more_than_one_effective_renewal"]
    assert duplicate.renewal.effective_renewals == 2
    superseding = factories.payment(C, "renewal", supersedes=wrong.dedupe_key)
    fixed = rules.judge(C, S, [*stream, wrong, superseding])
    assert fixed.renewal.passed is True and fixed.renewal.effective_renewals == 1


def test_the_conjunction_needs_every_component():
    full = passing_stream()
    assert rules.judge(C, S, full).passed is True
    for event_type in ("checkin", "satisfaction_record", "payment_record"):
        assert rules.judge(C, S, without(full, event_type)).passed is False, event_type
    one_busy_week = [*full, factories.operator_time(C, "entry-busy-000001", 31, day(22))]
    judgement = rules.judge(C, S, one_busy_week)
    assert [b.passed for b in judgement.operator_time.buckets] == [True, True, True, False]
    assert judgement.passed is False
