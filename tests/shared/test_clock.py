from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from shared.clock import (
    FileClock,
    ManualClock,
    is_weekday,
    kst_date,
    kst_midnight,
    parse_rfc3339,
    to_rfc3339,
)


def test_kst_date_turns_over_at_15_00_utc():
    assert kst_date(datetime(2026, 12, 1, 14, 59, 59, tzinfo=UTC)) == date(2026, 12, 1)
    assert kst_date(datetime(2026, 12, 1, 15, 0, 0, tzinfo=UTC)) == date(2026, 12, 2)


def test_kst_midnight_is_the_previous_utc_day_at_15_00():
    assert kst_midnight(date(2026, 12, 2)) == datetime(2026, 12, 1, 15, 0, tzinfo=UTC)


def test_rfc3339_is_utc_with_microseconds():
    moment = datetime(2026, 12, 2, 9, 30, tzinfo=timezone(timedelta(hours=9)))
    assert to_rfc3339(moment) == "2026-12-02T00:30:00.000000Z"
    assert parse_rfc3339("2026-12-02T00:30:00.000000Z") == moment


def test_naive_datetimes_are_refused():
    with pytest.raises(ValueError, match="timezone-aware"):
        to_rfc3339(datetime(2026, 12, 2))
    with pytest.raises(ValueError, match="timezone-aware"):
        ManualClock(datetime(2026, 12, 2))


def test_manual_clock_moves_only_when_told():
    clock = ManualClock(datetime(2026, 12, 2, tzinfo=UTC))
    assert clock.now() == clock.now()
    assert clock.advance(timedelta(days=1)) == datetime(2026, 12, 3, tzinfo=UTC)
    clock.set(datetime(2027, 1, 1, tzinfo=UTC))
    assert clock.now().year == 2027


def test_file_clock_is_shared_through_its_file(tmp_path):
    writer = FileClock(tmp_path / "now")
    writer.set(datetime(2026, 12, 7, 1, tzinfo=UTC))
    assert FileClock(tmp_path / "now").now() == datetime(2026, 12, 7, 1, tzinfo=UTC)


def test_weekdays():
    assert is_weekday(date(2026, 12, 4))  # Friday
    assert not is_weekday(date(2026, 12, 5))  # Saturday
