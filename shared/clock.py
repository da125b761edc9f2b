"""Injected clocks and the KST business calendar.

Business dates are KST (``Asia/Seoul``); stored timestamps are UTC RFC 3339 with
microseconds. Nothing in the product calls ``datetime.now()`` directly: code receives a
``Clock`` so tests (and the pilot simulator, across processes) can move time.
"""

from __future__ import annotations

import threading
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Protocol
from zoneinfo import ZoneInfo

KST = ZoneInfo("Asia/Seoul")


class Clock(Protocol):
    """Source of the current instant (timezone-aware, UTC)."""

    def now(self) -> datetime: ...


class SystemClock:
    """The machine's clock."""

    def now(self) -> datetime:
        return datetime.now(UTC)


class ManualClock:
    """A clock that only moves when told to; thread-safe."""

    def __init__(self, start: datetime) -> None:
        self._lock = threading.Lock()
        self._now = _require_aware(start)

    def now(self) -> datetime:
        with self._lock:
            return self._now

    def set(self, moment: datetime) -> None:
        """Jump to ``moment``."""
        with self._lock:
            self._now = _require_aware(moment)

    def advance(self, delta: timedelta) -> datetime:
        """Move forward by ``delta`` and return the new instant."""
        with self._lock:
            self._now = self._now + delta
            return self._now


class FileClock:
    """Reads the current instant from a file shared by several processes.

    Only the local pilot simulator and end-to-end tests configure this (``clock.source:
    file``): one controller writes an RFC 3339 instant, every service process reads it.
    """

    def __init__(self, path: Path) -> None:
        self._path = path

    def now(self) -> datetime:
        return parse_rfc3339(self._path.read_text(encoding="utf-8").strip())

    def set(self, moment: datetime) -> None:
        """Atomically publish ``moment`` to every process reading the file."""
        temporary = self._path.with_suffix(".tmp")
        temporary.write_text(to_rfc3339(moment), encoding="utf-8")
        temporary.replace(self._path)


def _require_aware(moment: datetime) -> datetime:
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError("clock instants must be timezone-aware")
    return moment.astimezone(UTC)


def kst_date(moment: datetime) -> date:
    """The KST business date of an instant."""
    return _require_aware(moment).astimezone(KST).date()


def kst_midnight(day: date) -> datetime:
    """The UTC instant at which KST ``day`` starts."""
    return datetime(day.year, day.month, day.day, tzinfo=KST).astimezone(UTC)


def to_rfc3339(moment: datetime) -> str:
    """UTC RFC 3339 with microseconds, e.g. ``2026-12-02T02:00:00.000000Z``."""
    return _require_aware(moment).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_rfc3339(text: str) -> datetime:
    """Parse an RFC 3339 instant (any offset) into an aware UTC datetime."""
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    return _require_aware(moment)


def is_weekday(day: date) -> bool:
    """Monday–Friday."""
    return day.weekday() < 5


ONE_DAY = timedelta(days=1)
