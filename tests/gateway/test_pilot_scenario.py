"""The pilot scenario is the seed's pilot: its window, its fixtures, its review paths."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tools.pilot.scenario import (
    ANOM_COND,
    ANOM_PERF,
    ANOM_SLEEP,
    CHANGE,
    HELD_S1,
    HELD_S4,
    PILOT,
    WINDOW_DAYS,
    shortened,
)


def test_the_pilot_starts_on_a_monday_and_lives_every_day_of_the_window_once():
    days = [day.day for day in PILOT.days]
    assert PILOT.starts_on.weekday() == 0
    assert days == [PILOT.starts_on + timedelta(n) for n in range(WINDOW_DAYS)]
    assert PILOT.after_window() == [PILOT.last_day + timedelta(1), PILOT.last_day + timedelta(2)]


def test_the_customer_checks_in_on_every_weekday_and_on_no_weekend():
    assert [day.checkin is not None for day in PILOT.days] == [day.is_weekday for day in PILOT.days]


def test_every_seed_fixture_is_played_once_with_the_seed_values():
    fixtures = [day.checkin.fixture for day in PILOT.days if day.checkin]
    for fixture in ("F-ANOM-SLEEP-1", "F-ANOM-COND-1", "F-ANOM-PERF-1", "F-CHANGE-1"):
        assert fixtures.count(fixture) == 1
    assert fixtures.count("SF-S1-C") == fixtures.count("SF-S4-C") == 1
    assert (ANOM_SLEEP.answers["Q-SLEEP-HOURS"], ANOM_SLEEP.answers["Q-SLEEP-QUALITY"]) == (
        "5.0",
        "2",
    )
    assert ANOM_COND.answers["Q-READINESS"] == "2"
    assert ANOM_PERF.answers["Q-TRAINING-STATUS"] == "missed"
    assert CHANGE.answers["Q-WEIGHT"] == "71.4"
    assert HELD_S4.answers["Q-CALORIES"] == "800"
    assert HELD_S1.answers["Q-NOTE"] == "운동하다가 숨이 차고 쓰러질 것 같았어요"


def test_the_weight_change_is_compared_with_a_normal_day_a_week_earlier():
    (change_day,) = [day for day in PILOT.days if day.checkin is CHANGE]
    (week_before,) = [day for day in PILOT.days if day.day == change_day.day - timedelta(7)]
    assert week_before.checkin is not None and week_before.checkin.fixture == "F-NORMAL-1"
    assert week_before.checkin.answers["Q-WEIGHT"] == "70.2"


def test_richard_reviews_exactly_the_drafts_that_are_not_held():
    for day in PILOT.days:
        held = day.checkin is not None and day.checkin.outcome == "held"
        assert (day.daily_review is not None) == (day.checkin is not None and not held)


def test_richard_clears_every_held_check_in_before_the_next_day_drafts_again():
    # Seed principle 6 (issue 12): until Richard clears a hold, every later customer draft
    # is held too, so each held day is followed by his /clearhold with a note.
    for day in PILOT.days:
        held = day.checkin is not None and day.checkin.outcome == "held"
        assert (day.clear_hold is not None) == held
        assert day.clear_hold is None or 1 <= len(day.clear_hold) <= 500


def test_each_friday_has_one_weekly_summary_and_only_the_week_with_holds_is_held():
    fridays = [day for day in PILOT.days if day.day.weekday() == 4]
    assert all((day.weekly_review is not None) != day.weekly_held for day in fridays)
    assert [day.weekly_held for day in fridays] == [False, False, True, False]
    week_three = PILOT.days[14:21]
    assert {day.checkin.fixture for day in week_three if day.checkin} >= {"SF-S1-C", "SF-S4-C"}


def test_every_review_path_is_taken():
    ways = {day.daily_review for day in PILOT.days} | {day.weekly_review for day in PILOT.days}
    assert ways - {None} == {"telegram", "telegram_edit", "console", "console_edit", "discard"}


def test_the_trainer_records_no_session_the_customer_missed():
    assert not any(day.trainer and day.checkin is ANOM_PERF for day in PILOT.days)


def test_a_shortened_pilot_keeps_the_first_days_and_lives_nothing_after_them():
    short = shortened(PILOT, 3)
    assert [day.day for day in short.days] == [day.day for day in PILOT.days[:3]]
    assert short.after_window() == []
    with pytest.raises(ValueError, match="days must be"):
        shortened(PILOT, 0)
