"""When this process's scheduler last finished a tick: the source of the scheduler lag.

Kept in memory on purpose: the lag answers "is *this* delivery process still ticking?", so
a restarted process starts from its own start time, not from a tick an earlier process ran
(ADR 0064). A tick counts once checkin answered its due tasks and each was gone through;
tasks left pending for a later tick do not make it unsuccessful.
"""

from __future__ import annotations

import threading
from datetime import datetime


class SchedulerHeartbeat:
    """The instant the process started and the last successful tick (thread safe)."""

    def __init__(self, started_at: datetime) -> None:
        self._lock = threading.Lock()
        self.started_at = started_at
        self._last_tick_at: datetime | None = None

    def record_tick(self, at: datetime) -> None:
        with self._lock:
            if self._last_tick_at is None or at > self._last_tick_at:
                self._last_tick_at = at

    @property
    def last_tick_at(self) -> datetime | None:
        with self._lock:
            return self._last_tick_at
