"""One restartable daemon thread that sleeps until woken, shared by the background senders.

Delivery's owed-message sender and the outbox relay each own exactly one such thread: a
request only records work and wakes it, so no request thread ever waits on a peer or on
Telegram (ADR 0068). Restartable: an app whose lifespan runs twice (a test client entered
twice, a reload) starts a fresh thread each time; ``start`` while running is a no-op.
"""

from __future__ import annotations

import threading


class WakeableThread:
    def __init__(self, *, name: str) -> None:
        self._name = name
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._stop.is_set()

    def start(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        stop = threading.Event()
        self._stop = stop
        self._thread = threading.Thread(
            target=self._loop, args=(stop,), name=self._name, daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(timeout=30)

    def _loop(self, stop: threading.Event) -> None:
        """The thread's work until ``stop`` is set; wait on ``self._wake`` between passes."""
        raise NotImplementedError
