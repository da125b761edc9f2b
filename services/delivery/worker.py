"""The background worker: startup recovery, then a loop of relay, recovery and the tick.

It runs in one daemon thread started by the app's lifespan (the work is synchronous and
short). Each job catches its own failures: a database or peer outage delays work, it never
kills the loop. Every job is idempotent and safe next to the request handlers, so the
worker and Richard's requests may race freely - Postgres decides.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from services.delivery.cards.workflow import recover_pending_cards, send_refusal_notices
from services.delivery.context import DeliveryContext
from services.delivery.retention.workflow import run_scheduled as run_retention
from services.delivery.reviews.workflow import resend_reviews
from services.delivery.scheduler.workflow import tick
from services.delivery.sending.recovery import recover_at_startup, recover_periodically
from shared.request_id import request_id_scope

_logger = logging.getLogger("dualcoach.delivery.worker")


def _run(name: str, job: Callable[[], object]) -> None:
    # Each job run is its own unit of work: a fresh request id for its log lines and calls.
    with request_id_scope():
        _run_job(name, job)


def _run_job(name: str, job: Callable[[], object]) -> None:
    try:
        job()
    except Exception as error:
        _logger.error(
            "background_job_failed",
            extra={"fields": {"kind": name, "error_type": type(error).__name__}},
        )


def startup_recovery(context: DeliveryContext) -> None:
    """Before serving: interrupted sends become unknown; pinned, unsent work resumes."""
    _run("recover_sends", lambda: recover_at_startup(context))
    _run("recover_cards", lambda: recover_pending_cards(context))
    _run("draft_reviews", lambda: resend_reviews(context, grace_seconds=0))
    _run("refusal_notices", lambda: send_refusal_notices(context, grace_seconds=0))


class BackgroundWorker:
    def __init__(self, context: DeliveryContext) -> None:
        self._context = context
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="delivery-worker", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=30)

    def _loop(self) -> None:
        section = self._context.section
        interval = section.background_interval_seconds
        next_tick = time.monotonic()
        while not self._stop.wait(interval):
            _run("relay", lambda: self._context.relay.relay_once())
            _run("recover_sends", lambda: recover_periodically(self._context))
            _run(
                "draft_reviews",
                lambda: resend_reviews(self._context, grace_seconds=section.recovery_grace_seconds),
            )
            _run(
                "refusal_notices",
                lambda: send_refusal_notices(
                    self._context, grace_seconds=section.recovery_grace_seconds
                ),
            )
            if section.scheduler_enabled and time.monotonic() >= next_tick:
                _run("scheduler_tick", lambda: tick(self._context))
                # Once per KST day, and only with ``retention.enabled`` (ADR 0059).
                _run("retention", lambda: run_retention(self._context))
                next_tick = time.monotonic() + section.scheduler_interval_seconds
