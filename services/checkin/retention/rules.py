"""When a customer's pilot data is due for removal (pure: dates in, dates out).

The pilot window is ``[starts_on, starts_on + 27]`` (KST). Its data is kept through
``pilot_days_after_window`` KST days after the window's last day and removed from the next
day on - the same "N completed days are kept" reading as expression's journal (ADR 0059):
with 90, a window ending 2027-01-03 keeps its data through 2027-04-03 and it goes on
2027-04-04.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from services.checkin.schedule.rules import pilot_window


@dataclass(frozen=True, slots=True)
class PilotRetention:
    """One customer's window and what the rule says about it on ``today``."""

    customer_id: str
    enabled: bool
    window_starts_on: date | None
    window_ends_on: date | None
    due_on: date | None
    due: bool


def pilot_data_due_on(window_ends_on: date, days_after_window: int) -> date:
    """The first KST day the customer's pilot data is no longer kept."""
    return window_ends_on + timedelta(days=days_after_window + 1)


def pilot_retention(
    customer_id: str,
    *,
    enabled: bool,
    window_starts_on: date | None,
    today: date,
    days_after_window: int,
) -> PilotRetention:
    """What the rule says about one customer today; without a window nothing is ever due."""
    if window_starts_on is None:
        return PilotRetention(customer_id, enabled, None, None, None, False)
    window_ends_on = pilot_window(window_starts_on)[1]
    due_on = pilot_data_due_on(window_ends_on, days_after_window)
    return PilotRetention(
        customer_id, enabled, window_starts_on, window_ends_on, due_on, today >= due_on
    )
