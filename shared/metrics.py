"""Prometheus metrics of one service: request counts and latencies, and gauges read at scrape.

Each service app owns one ``ServiceMetrics`` with its own ``CollectorRegistry`` - never the
process-global default - so several apps in one test process (or one harness) never share
or collide on a series. ``GET /metrics`` (``shared.app``) renders it in the text format.

What may become a label value: an HTTP method, a route *template* (``/v1/drafts/{draft_id}``,
never the concrete path, which carries customer and draft ids), a status code, and names
from closed sets the code defines (a ledger state, an outbox target, a Bot API method).
Never a customer id, chat id, text or secret (ADR 0064).

Service-specific numbers (outbox depth, ledger states, scheduler lag) come from *gauge
sources*: callables run at scrape time that answer ``GaugeFamily`` values from cheap
queries. A source that fails (the database is down) does not fail the scrape: its
families are left out and ``dualcoach_metrics_source_up{source=...}`` says 0.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Final

from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.exposition import CONTENT_TYPE_LATEST, generate_latest
from prometheus_client.registry import Collector

METRICS_PATH: Final = "/metrics"
METRICS_CONTENT_TYPE: Final = CONTENT_TYPE_LATEST
# Request latency buckets (seconds): loopback calls are milliseconds; a Telegram send with
# pacing or a retry-after pause can take seconds.
LATENCY_BUCKETS: Final = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)

# Any other method is counted as ``OTHER``: a client must not mint label values at will.
_METHODS: Final = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})

_logger = logging.getLogger("dualcoach.metrics")


@dataclass(frozen=True, slots=True)
class GaugeFamily:
    """One gauge and its samples: label values (in ``labels`` order) -> value."""

    name: str
    documentation: str
    labels: tuple[str, ...] = ()
    samples: Mapping[tuple[str, ...], float] = field(default_factory=dict)


GaugeSource = Callable[[], Iterable[GaugeFamily]]


class _ScrapeCollector(Collector):
    """Runs the registered gauge sources each time the registry is collected."""

    def __init__(self) -> None:
        self._sources: dict[str, GaugeSource] = {}

    def add(self, name: str, source: GaugeSource) -> None:
        if name in self._sources:
            raise ValueError(f"gauge source {name!r} is registered twice")
        self._sources[name] = source

    def collect(self) -> Iterator[Metric]:
        up = GaugeMetricFamily(
            "dualcoach_metrics_source_up",
            "1 when the scrape-time gauge source answered, 0 when it failed",
            labels=["source"],
        )
        for name, source in sorted(self._sources.items()):
            try:
                families = list(source())
            except Exception as error:  # a scrape reports the failure; it never fails itself
                _logger.warning(
                    "metrics_source_failed",
                    extra={"fields": {"kind": name, "error_type": type(error).__name__}},
                )
                up.add_metric([name], 0)
                continue
            up.add_metric([name], 1)
            for family in families:
                gauge = GaugeMetricFamily(
                    family.name, family.documentation, labels=list(family.labels)
                )
                for label_values, value in family.samples.items():
                    gauge.add_metric(list(label_values), value)
                yield gauge
        if self._sources:
            yield up


class ServiceMetrics:
    """The registry of one service app and the request metrics every service has."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=False)
        self._requests = Counter(
            "dualcoach_http_requests",
            "HTTP requests answered, by method, route template and status",
            ["method", "route", "status"],
            registry=self.registry,
        )
        self._latency = Histogram(
            "dualcoach_http_request_duration_seconds",
            "Time to answer an HTTP request, by method, route template and status",
            ["method", "route", "status"],
            buckets=LATENCY_BUCKETS,
            registry=self.registry,
        )
        self._scrape = _ScrapeCollector()
        self.registry.register(self._scrape)

    def observe_request(self, *, method: str, route: str, status: int, seconds: float) -> None:
        """Count one answered request under its route *template* (never the concrete path)."""
        labels = (method if method in _METHODS else "OTHER", route, str(status))
        self._requests.labels(*labels).inc()
        self._latency.labels(*labels).observe(seconds)

    def counter(self, name: str, documentation: str, labels: Iterable[str] = ()) -> Counter:
        """A service-specific counter in this registry (``name`` without ``_total``)."""
        return Counter(name, documentation, list(labels), registry=self.registry)

    def add_gauge_source(self, name: str, source: GaugeSource) -> None:
        """Run ``source`` at every scrape; ``name`` labels its up/down gauge."""
        self._scrape.add(name, source)

    def exposition(self) -> bytes:
        """Everything in the registry in the Prometheus text exposition format."""
        return generate_latest(self.registry)
