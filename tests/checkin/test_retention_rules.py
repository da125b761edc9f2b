"""The pilot retention rule: kept through day N after the window's last day, gone on N + 1."""

from datetime import date, timedelta

import pytest

from services.checkin.retention.rules import pilot_data_due_on, pilot_retention

START = date(2026, 12, 7)  # window 2026-12-07 .. 2027-01-03
WINDOW_ENDS_ON = date(2027, 1, 3)


def _on(today: date, days: int = 90):
    return pilot_retention(
        "kim-pilot", enabled=True, window_starts_on=START, today=today, days_after_window=days
    )


def test_the_window_ends_on_day_27_and_the_data_goes_on_day_91_after_it():
    assert pilot_data_due_on(WINDOW_ENDS_ON, 90) == date(2027, 4, 4)
    judged = _on(date(2027, 4, 4))
    assert (judged.window_ends_on, judged.due_on, judged.due) == (
        WINDOW_ENDS_ON,
        date(2027, 4, 4),
        True,
    )


@pytest.mark.parametrize(("days_after", "due"), [(0, False), (89, False), (90, False), (91, True)])
def test_day_90_after_the_window_still_keeps_the_data_and_day_91_does_not(days_after, due):
    assert _on(WINDOW_ENDS_ON + timedelta(days=days_after)).due is due


def test_the_configured_number_of_days_moves_the_boundary():
    assert _on(WINDOW_ENDS_ON + timedelta(days=31), days=30).due is True
    assert _on(WINDOW_ENDS_ON + timedelta(days=30), days=30).due is False


def test_a_customer_without_a_window_is_never_due():
    judged = pilot_retention(
        "draft-only",
        enabled=False,
        window_starts_on=None,
        today=date(2030, 1, 1),
        days_after_window=90,
    )
    assert (judged.window_ends_on, judged.due_on, judged.due) == (None, None, False)


def test_being_enabled_does_not_keep_data_past_the_rule():
    assert _on(WINDOW_ENDS_ON + timedelta(days=91)).enabled is True
    assert _on(WINDOW_ENDS_ON + timedelta(days=91)).due is True
