"""Pure measurements over a customer's stream: weigh-ins, intake, windows, trend, rate, gaps.

All arithmetic is ``Decimal``. Means and the EMA trend are rounded half-up to 0.01 kg; the
weekly rate is computed from those rounded means (so anyone can recompute it from the
figures a proposal shows) and rounded half-up to 0.01 %/week.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal
from itertools import pairwise
from typing import Final

from services.checkin.events.payloads import CheckinPayload, TrainerSessionPayload
from services.checkin.events.rules import effective_keys
from services.checkin.events.schemas import StoredEvent
from shared.clock import is_weekday

CENTI: Final = Decimal("0.01")
EMA_ALPHA: Final = Decimal("0.1")
WINDOW_DAYS: Final = 7


@dataclass(frozen=True, slots=True)
class WeighIn:
    day: date
    kg: Decimal
    event_id: str


@dataclass(frozen=True, slots=True)
class Intake:
    day: date
    kcal: int
    event_id: str


@dataclass(frozen=True, slots=True)
class Flag:
    """A safety hold or a pain report on a KST day, and the event that says so."""

    day: date
    event_id: str


@dataclass(frozen=True, slots=True)
class StreamFacts:
    """What the proposal rule reads from the stream (effective events only)."""

    weigh_ins: tuple[WeighIn, ...]
    intakes: tuple[Intake, ...]
    safety_holds: tuple[Flag, ...]
    pain_reports: tuple[Flag, ...]


@dataclass(frozen=True, slots=True)
class Window:
    start: date
    end: date

    def contains(self, day: date) -> bool:
        return self.start <= day <= self.end

    def weekdays(self) -> int:
        return sum(
            1
            for offset in range((self.end - self.start).days + 1)
            if is_weekday(self.start + timedelta(days=offset))
        )


@dataclass(frozen=True, slots=True)
class WindowStats:
    window: Window
    mean_kg: Decimal | None
    samples: int
    event_ids: tuple[str, ...]


def round_centi(value: Decimal) -> Decimal:
    return value.quantize(CENTI, rounding=ROUND_HALF_UP)


def stream_facts(events: Iterable[StoredEvent]) -> StreamFacts:
    """Weigh-ins, intakes, safety holds and pain reports of the effective events."""
    stored = list(events)
    keys = effective_keys([(item.dedupe_key, item.supersedes) for item in stored])
    weigh_ins: list[WeighIn] = []
    intakes: list[Intake] = []
    holds: list[Flag] = []
    pains: list[Flag] = []
    for item in stored:
        if item.dedupe_key not in keys:
            continue
        payload = item.typed().payload
        if isinstance(payload, CheckinPayload):
            day = payload.kst_date
            if payload.morning_weight_kg is not None:
                # The stored JSON number is the measurement as entered (one decimal, usually).
                weigh_ins.append(
                    WeighIn(day, Decimal(str(payload.morning_weight_kg)), item.event_id)
                )
            if payload.calories is not None:
                intakes.append(Intake(day, payload.calories, item.event_id))
            if payload.safety.is_held:
                holds.append(Flag(day, item.event_id))
            if payload.pain is not None and payload.pain.present:
                pains.append(Flag(day, item.event_id))
        elif isinstance(payload, TrainerSessionPayload):
            if payload.safety.is_held:
                holds.append(Flag(payload.kst_date, item.event_id))
            if payload.pain:
                pains.append(Flag(payload.kst_date, item.event_id))
    order = lambda entry: (entry.day, entry.event_id)  # noqa: E731 - a sort key, nothing more
    return StreamFacts(
        weigh_ins=tuple(sorted(weigh_ins, key=order)),
        intakes=tuple(sorted(intakes, key=order)),
        safety_holds=tuple(sorted(holds, key=order)),
        pain_reports=tuple(sorted(pains, key=order)),
    )


def window_stats(weigh_ins: Sequence[WeighIn], window: Window) -> WindowStats:
    """Mean morning weight of the weigh-ins inside ``window`` (None without any)."""
    inside = [entry for entry in weigh_ins if window.contains(entry.day)]
    if not inside:
        return WindowStats(window, None, 0, ())
    total = sum((entry.kg for entry in inside), Decimal(0))
    mean = round_centi(total / len(inside))
    return WindowStats(window, mean, len(inside), tuple(entry.event_id for entry in inside))


def weekly_rate_percent(previous_mean: Decimal, current_mean: Decimal) -> Decimal:
    """(current − previous) ÷ previous, in % per week, rounded half-up to 0.01."""
    return round_centi((current_mean - previous_mean) / previous_mean * 100)


def ema_trend(
    weigh_ins: Sequence[WeighIn], until: date, alpha: Decimal = EMA_ALPHA
) -> Decimal | None:
    """Exponential moving average of morning weights up to ``until``, robust to gaps.

    The trend starts at the first weigh-in and moves ``alpha`` of the way towards each
    later one; a day without a weigh-in leaves it where it is (no invented values).
    """
    trend: Decimal | None = None
    for entry in weigh_ins:
        if entry.day > until:
            break
        trend = entry.kg if trend is None else trend + alpha * (entry.kg - trend)
    return None if trend is None else round_centi(trend)


def longest_gap_days(weigh_in_days: Sequence[date], span_start: date, as_of: date) -> int | None:
    """The longest silence between weigh-ins that reaches into ``[span_start, as_of]``.

    Counts each pair of consecutive weigh-ins whose later one falls in the span, plus the
    silence from the last weigh-in up to ``as_of``. None when nobody ever weighed in.
    """
    days = sorted({day for day in weigh_in_days if day <= as_of})
    if not days:
        return None
    relevant = [(later - earlier).days for earlier, later in pairwise(days) if later >= span_start]
    return max([*relevant, (as_of - days[-1]).days])


def intake_summary(
    intakes: Sequence[Intake], window: Window
) -> tuple[Decimal | None, int, tuple[str, ...]]:
    """(mean logged kcal per day rounded to 1 kcal, logged days, event ids) in ``window``."""
    inside = [entry for entry in intakes if window.contains(entry.day)]
    if not inside:
        return None, 0, ()
    mean = (Decimal(sum(entry.kcal for entry in inside)) / len(inside)).quantize(
        Decimal(1), rounding=ROUND_HALF_UP
    )
    return mean, len(inside), tuple(entry.event_id for entry in inside)


def coverage_ratio(logged_days: int, expected_days: int) -> Decimal:
    """Logged share of the window's check-in days (weekdays), rounded down to 0.01."""
    if expected_days <= 0:
        return Decimal("0.00")
    return (Decimal(logged_days) / expected_days).quantize(CENTI, rounding=ROUND_FLOOR)


def flags_in(flags: Sequence[Flag], window: Window) -> tuple[str, ...]:
    return tuple(dict.fromkeys(flag.event_id for flag in flags if window.contains(flag.day)))
