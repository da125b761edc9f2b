"""The day's facts on the ``daily.v1`` surface, from a stored check-in (pure)."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from services.checkin.events.payloads import CheckinPayload
from shared.contracts.presentation import CanonicalSurface
from shared.contracts.surfaces import daily

_WORKOUT = {
    "done": daily.WorkoutStatus.DONE,
    "partial": daily.WorkoutStatus.PARTIAL,
    "missed": daily.WorkoutStatus.MISSED,
    "rest": daily.WorkoutStatus.REST,
}


def one_decimal(value: float | None) -> Decimal | None:
    """A stored number as the surface's one-decimal Decimal (``7`` -> ``7.0``)."""
    if value is None:
        return None
    return Decimal(str(value)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)


def workout(payload: CheckinPayload) -> daily.WorkoutRecord | None:
    if payload.training_status is None:
        return None
    status = _WORKOUT[payload.training_status]
    scored = status in (daily.WorkoutStatus.DONE, daily.WorkoutStatus.PARTIAL)
    return daily.WorkoutRecord(status, payload.training_quality if scored else None)


def daily_facts(payload: CheckinPayload, actions: tuple[str, ...]) -> daily.DailyFacts:
    return daily.DailyFacts(
        kst_date=payload.kst_date,
        weight_kg=one_decimal(payload.morning_weight_kg),
        sleep_hours=one_decimal(payload.sleep_hours),
        sleep_quality_score=payload.sleep_quality,
        readiness_score=payload.readiness,
        pain_present=None if payload.pain is None else payload.pain.present,
        intake_kcal=payload.calories,
        workout=workout(payload),
        actions=actions,
    )


def daily_surface(payload: CheckinPayload, actions: tuple[str, ...]) -> CanonicalSurface:
    """The canonical ``daily.v1`` body and manifest of the day (status derived from facts)."""
    return daily.render(daily_facts(payload, actions))
