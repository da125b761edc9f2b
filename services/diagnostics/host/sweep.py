"""The expiry sweep: a background loop that expires every session whose TTL ran out.

Admission already refuses a session past its TTL, and activation or a delivery that finds
one expires it - but a session nobody touches again would stay ``active``, keep its route
and keep its test customer's one unfinished-session slot. The sweep ends it the way close
does (``DiagnosticHost.expire_due``): under the session's admission lock, durable
``detaching`` first (the fence: routes gone, no admission), then every chain settled (an
attempt without a receipt becomes ``delivery_unknown``, nothing becomes authority), then
``expired``. Only then is the binding released: the test customer may get a new session.
The registry binding itself stays ``diagnostic_isolated_v1``, so ordinary delivery keeps
refusing the test customer (ADR 0073).

A session whose lock is held - an attempt admitted before the TTL ran out, still waiting
for its provider - is skipped (``busy``) after a short wait and taken on a later pass;
the sweep never waits out a provider call and never breaks the lock. The loop follows the
services' background pattern (``shared.outbox.PeriodicRelay``): one daemon thread, each
pass its own request id, a failure logged and retried on the next pass, never fatal.
"""

from __future__ import annotations

import logging
import threading

from services.diagnostics.host.host import DiagnosticHost
from shared.request_id import request_id_scope

_logger = logging.getLogger("dualcoach.diagnostics.sweep")


class ExpirySweeper:
    """Runs ``host.expire_due()`` every ``interval`` seconds on a daemon thread (restartable)."""

    def __init__(self, host: DiagnosticHost, interval: float, *, lock_wait_seconds: float) -> None:
        self._host = host
        self._interval = interval
        self._lock_wait_seconds = lock_wait_seconds
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        stop = threading.Event()
        self._stop = stop
        self._thread = threading.Thread(
            target=self._loop, args=(stop,), name="diagnostics-expiry-sweep", daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(timeout=30)

    def sweep_once(self) -> dict[str, str]:
        """One pass: what happened to each session that was due (``expired``, ``busy``...)."""
        with request_id_scope():
            outcomes = self._host.expire_due(lock_wait_seconds=self._lock_wait_seconds)
        for outcome in outcomes.values():
            _logger.info("diagnostic_session_swept", extra={"fields": {"outcome": outcome}})
        return outcomes

    def _loop(self, stop: threading.Event) -> None:
        while not stop.wait(self._interval):
            try:
                self.sweep_once()
            except Exception as error:  # an outage delays the sweep; it never kills the loop
                _logger.error(
                    "diagnostic_sweep_failed",
                    extra={"fields": {"error_type": type(error).__name__}},
                )
