"""Telemetry: exactly ``{event, contract_version, surface, mode, outcome, latency_bucket}``.

No text, ids, artifact keys, values, provider/model, exception text or lengths can be put
in an event: the emitter takes only these enum-like fields. Events are handed to the sink
on a background thread (a slow or failing sink never blocks or breaks a presentation) and
sink failures are ignored. The default sink writes a structured log line.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import threading
from collections.abc import Callable, Mapping
from typing import Final, Literal

CONTRACT_VERSION: Final = "korean-expression-v4"
TelemetryEventName = Literal["korean_expression_presentation", "korean_expression_outcome"]
TelemetrySink = Callable[[Mapping[str, str]], None]
TELEMETRY_FIELDS: Final = (
    "event",
    "contract_version",
    "surface",
    "mode",
    "outcome",
    "latency_bucket",
)
_BUCKETS: Final = ((0.5, "lt_500ms"), (1.0, "lt_1s"), (2.0, "lt_2s"), (4.0, "lt_4s"))
_logger = logging.getLogger("dualcoach.expression.telemetry")


def latency_bucket(seconds: float | None) -> str:
    if seconds is None:
        return "none"
    for limit, name in _BUCKETS:
        if seconds < limit:
            return name
    return "ge_4s"


def log_sink(event: Mapping[str, str]) -> None:
    fields = {key: value for key, value in event.items() if key != "event"}
    _logger.info(event["event"], extra={"fields": fields})


class Telemetry:
    def __init__(self, sink: TelemetrySink = log_sink, *, capacity: int = 1000) -> None:
        self._sink = sink
        self._queue: queue.Queue[Mapping[str, str] | None] = queue.Queue(maxsize=capacity)
        self._worker = threading.Thread(
            target=self._drain, name="expression-telemetry", daemon=True
        )
        self._worker.start()

    def _drain(self) -> None:
        while True:
            event = self._queue.get()
            try:
                if event is None:
                    return
                self._sink(event)
            except Exception:  # noqa: S110 - a broken sink must never affect presentations
                pass
            finally:
                self._queue.task_done()

    def emit(
        self,
        event: TelemetryEventName,
        *,
        surface: str,
        mode: str,
        outcome: str,
        latency_seconds: float | None,
    ) -> None:
        record = {
            "event": event,
            "contract_version": CONTRACT_VERSION,
            "surface": surface,
            "mode": mode,
            "outcome": outcome,
            "latency_bucket": latency_bucket(latency_seconds),
        }
        with contextlib.suppress(queue.Full):  # dropped: telemetry is best effort
            self._queue.put_nowait(record)

    def flush(self) -> None:
        """Wait until every queued event reached the sink (tests and shutdown)."""
        self._queue.join()

    def close(self) -> None:
        self._queue.put(None)
        self._worker.join(timeout=2)
