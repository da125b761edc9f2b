"""The check-in's thresholds: when an answer is low or a change is notable (pure, ADR 0016).

Shared by the follow-up branching (``wizard.rules``: which follow-up questions open) and
the daily draft (``drafts.rules``: which problems the draft names), so that both read one
definition.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Final

from services.checkin.events.payloads import TrainerSessionPayload

SLEEP_HOURS_FLOOR: Final = Decimal("6.0")
LOW_RATING: Final = 2
WEIGHT_CHANGE_KG: Final = Decimal("1.0")


def _decimal(value: float | int | None) -> Decimal | None:
    return None if value is None else Decimal(str(value))


def sleep_anomaly(hours: float | None, quality: int | None) -> bool:
    low_hours = hours is not None and Decimal(str(hours)) < SLEEP_HOURS_FLOOR
    return low_hours or (quality is not None and quality <= LOW_RATING)


def condition_anomaly(readiness: int | None) -> bool:
    return readiness is not None and readiness <= LOW_RATING


def trainer_below_plan(record: TrainerSessionPayload | None) -> bool:
    return record is not None and record.done and record.intensity == "below"


def performance_anomaly(
    status: str | None, quality: int | None, trainer: TrainerSessionPayload | None
) -> bool:
    if status in ("missed", "partial"):
        return True
    if status in ("done", "partial") and quality is not None and quality <= LOW_RATING:
        return True
    return trainer_below_plan(trainer)


def weight_change_kg(today: float | None, prior_week: float | None) -> Decimal | None:
    """Today's morning weight minus the prior week's same weekday (one decimal), if both."""
    now, before = _decimal(today), _decimal(prior_week)
    if now is None or before is None:
        return None
    return (now - before).quantize(Decimal("0.1"))


def weight_changed(change: Decimal | None) -> bool:
    return change is not None and abs(change) >= WEIGHT_CHANGE_KG
