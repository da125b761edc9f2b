"""The KPI judgement: every component with its figures, and their conjunction (AC12)."""

from __future__ import annotations

from datetime import date

from pydantic import BaseModel, ConfigDict


# Not shared.contracts.base.FrozenModel: this response shape never forbade unknown fields,
# and forbidding them would change checkin's published OpenAPI (additionalProperties).
class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class CheckinRateComponent(_Frozen):
    passed: bool
    checked_in_days: int
    eligible_days: int
    rate_percent: str
    threshold_percent: int


class SatisfactionComponent(_Frozen):
    passed: bool
    records: int
    mean: str | None
    threshold: str


class TimeBucket(_Frozen):
    index: int
    starts_on: date
    ends_on: date
    minutes: int
    entries: int
    passed: bool


class OperatorTimeComponent(_Frozen):
    passed: bool
    limit_minutes: int
    buckets: list[TimeBucket]
    minutes_outside_window: int


class RenewalComponent(_Frozen):
    passed: bool
    effective_renewals: int
    expected_amount_krw: int
    expected_method: str
    expected_period_start_on: date
    expected_period_end_on: date
    findings: list[str]


class KpiJudgement(_Frozen):
    customer_id: str
    starts_on: date
    passed: bool
    checkin_rate: CheckinRateComponent
    satisfaction: SatisfactionComponent
    operator_time: OperatorTimeComponent
    renewal: RenewalComponent
