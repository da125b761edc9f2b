"""Pure decisions over a health snapshot: the scheduler lag and what needs attention."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class SchedulerLag:
    """How long since the scheduler last ticked (or since start, before the first tick)."""

    enabled: bool
    last_tick_at: datetime | None
    seconds: float | None


def scheduler_lag(
    *, enabled: bool, started_at: datetime, last_tick_at: datetime | None, now: datetime
) -> SchedulerLag:
    """``seconds`` is None when the scheduler is off: no lag can be behind nothing."""
    if not enabled:
        return SchedulerLag(False, last_tick_at, None)
    since = last_tick_at or started_at
    return SchedulerLag(True, last_tick_at, max(0.0, (now - since).total_seconds()))


def scheduler_is_late(lag: SchedulerLag, interval_seconds: float) -> bool:
    """Late once two whole intervals passed without a successful tick."""
    return lag.seconds is not None and lag.seconds > 2 * interval_seconds
