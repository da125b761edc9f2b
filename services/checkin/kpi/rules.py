"""The single KPI judgement over one customer's canonical stream (AC12). Pure.

* check-in rate: distinct accepted check-in dates among the window's weekdays (20) >= 80 %;
  an accepted check-in is an effective ``checkin`` event the wizard's finalize appended
  (``counted_events`` drops any appended by hand; ADR 0014) - an all-skipped one counts;
* satisfaction: mean of the satisfaction scores >= 8.0 (none recorded fails);
* operator time: **each** week bucket ``[S+7n, S+7n+6]`` has <= 60 active minutes, counting
  every effective entry (retries are one entry; corrections replace the superseded one);
* renewal: exactly one effective renewal payment, and it is KRW 150,000 by bank transfer
  for ``S+28 .. S+55``, paid on or before the period end.

All arithmetic is exact (integers and decimals), so 79.9 % or 7.95 never round into a pass.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta
from decimal import ROUND_HALF_EVEN, Decimal
from typing import Final

from services.checkin.events.owners import appended_by_its_flow
from services.checkin.events.payloads import (
    PILOT_FEE_KRW,
    CheckinPayload,
    OperatorTimePayload,
    PaymentPayload,
    SatisfactionPayload,
)
from services.checkin.events.rules import effective_keys
from services.checkin.events.schemas import CanonicalEvent, StoredEvent
from services.checkin.kpi.schemas import (
    CheckinRateComponent,
    KpiJudgement,
    OperatorTimeComponent,
    RenewalComponent,
    SatisfactionComponent,
    TimeBucket,
)
from services.checkin.schedule.rules import BUCKETS, bucket_bounds, eligible_checkin_dates

CHECKIN_THRESHOLD_PERCENT: Final = 80
SATISFACTION_THRESHOLD: Final = Decimal("8.0")
BUCKET_LIMIT_MINUTES: Final = 60
RENEWAL_METHOD: Final = "bank_transfer"


def checkin_rate_passes(checked_in_days: int, eligible_days: int) -> bool:
    """``checked / eligible >= 80 %`` in integers (no eligible days never passes)."""
    return eligible_days > 0 and checked_in_days * 100 >= CHECKIN_THRESHOLD_PERCENT * eligible_days


def satisfaction_passes(scores: Sequence[Decimal]) -> bool:
    return bool(scores) and sum(scores, Decimal(0)) >= SATISFACTION_THRESHOLD * len(scores)


def bucket_passes(minutes: int) -> bool:
    return minutes <= BUCKET_LIMIT_MINUTES


def _percent(numerator: int, denominator: int) -> str:
    if denominator == 0:
        return "0.0"
    value = Decimal(numerator * 100) / Decimal(denominator)
    return str(value.quantize(Decimal("0.1"), rounding=ROUND_HALF_EVEN))


def counted_events(stored: Sequence[StoredEvent]) -> list[CanonicalEvent]:
    """The stream as the KPI reads it: a check-in (or trainer record) only if checkin's own
    flow appended it, so a hand-built fact stored before the raw route refused it, with
    whatever ``safety`` it claimed, never reaches the judgement."""
    return [
        event.typed()
        for event in stored
        if appended_by_its_flow(event.event_type, event.appended_by)
    ]


def _effective(events: Sequence[CanonicalEvent]) -> list[CanonicalEvent]:
    keys = effective_keys([(event.dedupe_key, event.supersedes) for event in events])
    return [event for event in events if event.dedupe_key in keys]


def judge_checkin_rate(starts_on: date, events: Sequence[CanonicalEvent]) -> CheckinRateComponent:
    eligible = set(eligible_checkin_dates(starts_on))
    checked = {
        event.payload.kst_date
        for event in events
        if isinstance(event.payload, CheckinPayload) and event.payload.kst_date in eligible
    }
    return CheckinRateComponent(
        passed=checkin_rate_passes(len(checked), len(eligible)),
        checked_in_days=len(checked),
        eligible_days=len(eligible),
        rate_percent=_percent(len(checked), len(eligible)),
        threshold_percent=CHECKIN_THRESHOLD_PERCENT,
    )


def judge_satisfaction(events: Sequence[CanonicalEvent]) -> SatisfactionComponent:
    scores = [
        Decimal(str(event.payload.score))
        for event in events
        if isinstance(event.payload, SatisfactionPayload)
    ]
    mean = None
    if scores:
        mean = str(
            (sum(scores, Decimal(0)) / len(scores)).quantize(Decimal("0.01"), ROUND_HALF_EVEN)
        )
    return SatisfactionComponent(
        passed=satisfaction_passes(scores),
        records=len(scores),
        mean=mean,
        threshold=str(SATISFACTION_THRESHOLD),
    )


def judge_operator_time(starts_on: date, events: Sequence[CanonicalEvent]) -> OperatorTimeComponent:
    entries = [event.payload for event in events if isinstance(event.payload, OperatorTimePayload)]
    buckets = []
    counted = 0
    for index in range(BUCKETS):
        first, last = bucket_bounds(starts_on, index)
        inside = [entry for entry in entries if first <= entry.work_date <= last]
        minutes = sum(entry.minutes for entry in inside)
        counted += minutes
        buckets.append(
            TimeBucket(
                index=index,
                starts_on=first,
                ends_on=last,
                minutes=minutes,
                entries=len(inside),
                passed=bucket_passes(minutes),
            )
        )
    return OperatorTimeComponent(
        passed=all(bucket.passed for bucket in buckets),
        limit_minutes=BUCKET_LIMIT_MINUTES,
        buckets=buckets,
        minutes_outside_window=sum(entry.minutes for entry in entries) - counted,
    )


def renewal_findings(starts_on: date, payment: PaymentPayload) -> list[str]:
    """Why one renewal payment is not the valid renewal (empty when it is)."""
    period_start = starts_on + timedelta(days=28)
    period_end = starts_on + timedelta(days=55)
    findings = []
    if payment.amount_krw != PILOT_FEE_KRW:
        findings.append("amount_not_150000")
    if payment.method != RENEWAL_METHOD:
        findings.append("method_not_bank_transfer")
    if payment.period_start_on != period_start:
        findings.append("period_start_wrong")
    if payment.period_end_on != period_end:
        findings.append("period_end_wrong")
    if payment.paid_on > period_end:
        findings.append("paid_after_period_end")
    return findings


def judge_renewal(starts_on: date, events: Sequence[CanonicalEvent]) -> RenewalComponent:
    renewals = [
        event.payload
        for event in events
        if isinstance(event.payload, PaymentPayload) and event.payload.kind == "renewal"
    ]
    if not renewals:
        findings = ["no_renewal"]
    elif len(renewals) > 1:
        findings = ["more_than_one_effective_renewal"]
    else:
        findings = renewal_findings(starts_on, renewals[0])
    return RenewalComponent(
        passed=not findings,
        effective_renewals=len(renewals),
        expected_amount_krw=PILOT_FEE_KRW,
        expected_method=RENEWAL_METHOD,
        expected_period_start_on=starts_on + timedelta(days=28),
        expected_period_end_on=starts_on + timedelta(days=55),
        findings=findings,
    )


def judge(customer_id: str, starts_on: date, events: Sequence[CanonicalEvent]) -> KpiJudgement:
    """The whole judgement from one stream: each component and the conjunction."""
    effective = _effective(events)
    checkin_rate = judge_checkin_rate(starts_on, effective)
    satisfaction = judge_satisfaction(effective)
    operator_time = judge_operator_time(starts_on, effective)
    renewal = judge_renewal(starts_on, effective)
    return KpiJudgement(
        customer_id=customer_id,
        starts_on=starts_on,
        passed=checkin_rate.passed
        and satisfaction.passed
        and operator_time.passed
        and renewal.passed,
        checkin_rate=checkin_rate,
        satisfaction=satisfaction,
        operator_time=operator_time,
        renewal=renewal,
    )
