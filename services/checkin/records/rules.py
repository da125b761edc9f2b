"""Pure builders: a record request (+ the plan start) -> a typed canonical event.

Payment periods follow the plan (seed: initial = the first 28 days, renewal = days
28..55); a stated period that differs is refused here, and the KPI judgement checks the
renewal's period again on its own.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from services.checkin.events.payloads import (
    OperatorTimePayload,
    PaymentKind,
    PaymentPayload,
    SatisfactionPayload,
)
from services.checkin.events.schemas import CanonicalEvent, build_event
from services.checkin.records.schemas import (
    OperatorTimeRequest,
    PaymentRequest,
    SatisfactionRequest,
)

PERIOD_DAYS = 28


class PeriodMismatch(ValueError):
    """The stated payment period is not the plan's period for that kind."""


def expected_period(starts_on: date, kind: PaymentKind) -> tuple[date, date]:
    """initial: ``[start, start+27]``; renewal: ``[start+28, start+55]``."""
    offset = 0 if kind == "initial" else PERIOD_DAYS
    start = starts_on + timedelta(days=offset)
    return start, start + timedelta(days=PERIOD_DAYS - 1)


def payment_event(customer_id: str, starts_on: date, request: PaymentRequest) -> CanonicalEvent:
    period_start, period_end = expected_period(starts_on, request.kind)
    stated = (request.period_start_on or period_start, request.period_end_on or period_end)
    if stated != (period_start, period_end):
        raise PeriodMismatch(f"{request.kind} period must be {period_start}..{period_end}")
    payload: dict[str, Any] = {
        "amount_krw": request.amount_krw,
        "method": request.method,
        "kind": request.kind,
        "paid_on": request.paid_on,
        "period_start_on": period_start,
        "period_end_on": period_end,
    }
    return build_event("payment_record", customer_id, PaymentPayload.model_validate(payload))


def satisfaction_event(customer_id: str, request: SatisfactionRequest) -> CanonicalEvent:
    payload = SatisfactionPayload.model_validate(request.model_dump())
    return build_event("satisfaction_record", customer_id, payload)


def operator_time_event(customer_id: str, request: OperatorTimeRequest) -> CanonicalEvent:
    payload = OperatorTimePayload.model_validate(request.model_dump())
    return build_event("operator_time_record", customer_id, payload)
