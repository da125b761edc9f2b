"""Richard's owed messages, sent on one background thread, never on a request's thread.

Why: a review or a held notice waits on Telegram's pacing (about one message a second per
chat) inside the gateway. Sent inside the request that made it owed, that wait blocked
checkin's relay for every draft it submitted, and relays then filled the server's thread
pool (ADR 0068). The message is already owed durably before it gets here (a ``pending``
review row, a ``reserved`` owner notice, each committed with its draft), so this queue only
decides *when* it is sent: as soon as the one sender thread is free. The queue itself is a
hint, not the record - a message lost from it (a crash, a stop) is still owed in the
database and the worker's recovery sends it; sending twice is prevented where it always
was, by the row lock and the gateway reservation of each message.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable

from shared.request_id import request_id_scope
from shared.wakeable_thread import WakeableThread

_logger = logging.getLogger("dualcoach.delivery.owed")

Job = Callable[[], object]


class OwedMessageSender(WakeableThread):
    """One daemon thread that runs queued send jobs in order; a key queued twice runs once."""

    def __init__(self, *, name: str = "delivery-owed") -> None:
        super().__init__(name=name)
        self._jobs: OrderedDict[str, Job] = OrderedDict()
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._busy = False

    def owe(self, key: str, job: Job) -> None:
        """Run ``job`` on the sender thread soon; without a running thread, run it here.

        The fallback keeps an app used without its lifespan (a unit test's client) working
        as it always did; a served app always has the thread.
        """
        if self.running:
            with self._lock:
                self._jobs.setdefault(key, job)
            self._wake.set()
            return
        _run(job)

    def pending(self) -> int:
        with self._lock:
            return len(self._jobs) + self._busy

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Wait until every queued job has run (tests; a graceful stop); False on timeout."""
        with self._idle:
            return self._idle.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def _next(self) -> Job | None:
        with self._lock:
            self._busy = bool(self._jobs)
            if not self._jobs:
                self._idle.notify_all()
                return None
            _, job = self._jobs.popitem(last=False)
            return job

    def _loop(self, stop: threading.Event) -> None:
        while not stop.is_set():
            self._wake.wait()
            self._wake.clear()
            while not stop.is_set():
                job = self._next()
                if job is None:
                    break
                with request_id_scope():
                    _run(job)


def _run(job: Job) -> None:
    try:
        job()
    except Exception as error:  # still owed in the database: the worker's recovery retries
        _logger.error("owed_send_failed", extra={"fields": {"error_type": type(error).__name__}})
