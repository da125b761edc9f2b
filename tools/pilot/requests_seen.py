"""What the services saw of a pilot's requests: how many, how many failed, how many stalled.

Issue 18 asks the 1,000-customer pilot for "zero stalls, zero timeouts": a check held by
every customer can still hide a request that took ten seconds. The stack logs at WARNING
(no access lines), so this reads each service's ``/metrics`` once, at the end of a run -
the request-duration histogram by route template and status (ADR 0064) - and counts the
requests above each threshold. A bucket bound is the finest it can say: "over 5 s" is the
requests outside the 5 s bucket. The scrape itself (``GET /metrics``) is left out; so is a
service that does not answer (named in ``unanswered``), never guessed at.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx
from prometheus_client.parser import text_string_to_metric_families

DURATION_FAMILY = "dualcoach_http_request_duration_seconds"
METRICS_ROUTE = "/metrics"
# Bucket bounds of ``shared.metrics.LATENCY_BUCKETS`` reported as thresholds.
THRESHOLDS = (1.0, 5.0, 10.0)


@dataclass
class ServiceRequests:
    """One service's requests over a run, and those over each threshold."""

    total: int = 0
    server_errors: int = 0
    over: dict[float, int] = field(default_factory=lambda: dict.fromkeys(THRESHOLDS, 0))
    # "METHOD route status" -> requests over the largest threshold's neighbour (5 s).
    slow_routes: dict[str, int] = field(default_factory=dict)


def count_requests(exposition: str) -> ServiceRequests:
    """Count one ``/metrics`` answer's requests (the scrape's own route left out)."""
    buckets: dict[tuple[str, str, str], dict[float, float]] = {}
    for family in text_string_to_metric_families(exposition):
        if family.name != DURATION_FAMILY:
            continue
        for sample in family.samples:
            if not sample.name.endswith("_bucket"):
                continue
            labels = sample.labels
            if labels.get("route") == METRICS_ROUTE:
                continue
            key = (labels["method"], labels["route"], labels["status"])
            buckets.setdefault(key, {})[float(labels["le"])] = sample.value
    seen = ServiceRequests()
    for (method, route, status), by_bound in buckets.items():
        total = int(by_bound.get(float("inf"), 0))
        seen.total += total
        if status.startswith("5"):
            seen.server_errors += total
        for threshold in THRESHOLDS:
            seen.over[threshold] += total - int(by_bound.get(threshold, total))
        slow = total - int(by_bound.get(5.0, total))
        if slow:
            seen.slow_routes[f"{method} {route} {status}"] = slow
    return seen


def requests_seen(
    base_urls: Mapping[str, str], *, timeout: float = 120.0
) -> tuple[dict[str, ServiceRequests], list[str]]:
    """Each service's requests so far, and the services whose ``/metrics`` did not answer.

    The timeout is generous: checkin's outbox gauge visits every customer (ADR 0099), which
    took up to 16 s at 1,000 customers on a loaded machine.
    """
    seen: dict[str, ServiceRequests] = {}
    unanswered: list[str] = []
    with httpx.Client(timeout=timeout) as client:
        for name, base_url in base_urls.items():
            try:
                response = client.get(f"{base_url}{METRICS_ROUTE}")
                response.raise_for_status()
            except httpx.HTTPError:
                unanswered.append(name)
                continue
            seen[name] = count_requests(response.text)
    return seen, unanswered


def requests_report(
    seen: Mapping[str, ServiceRequests], unanswered: Iterable[str]
) -> dict[str, Any]:
    """The JSON form (the cohort's ``--report``)."""
    return {
        "services": {
            name: {
                "requests": counts.total,
                "5xx": counts.server_errors,
                **{f"over_{threshold:g}s": counts.over[threshold] for threshold in THRESHOLDS},
                "over_5s_by_route": dict(sorted(counts.slow_routes.items())),
            }
            for name, counts in sorted(seen.items())
        },
        "unanswered": sorted(unanswered),
    }


def requests_line(seen: Mapping[str, ServiceRequests], unanswered: Iterable[str]) -> str:
    """One line for the run's summary: totals over every service that answered."""
    total = sum(counts.total for counts in seen.values())
    errors = sum(counts.server_errors for counts in seen.values())
    over = ", ".join(
        f"over {threshold:g} s {sum(counts.over[threshold] for counts in seen.values())}"
        for threshold in THRESHOLDS
    )
    missing = sorted(unanswered)
    tail = f" (no /metrics from {', '.join(missing)})" if missing else ""
    return f"{total} to the services, 5xx {errors}, {over}{tail}"
