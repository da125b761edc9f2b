"""The pilot's count of what the services saw: stalls and 5xx read from ``/metrics`` (issue 18)."""

from __future__ import annotations

import httpx
import pytest

from shared.metrics import ServiceMetrics
from tools.pilot import requests_seen as module
from tools.pilot.requests_seen import count_requests, requests_line, requests_report

ANSWER = "/v1/customers/{customer_id}/checkins/{session_id}/answers"


def exposition() -> str:
    metrics = ServiceMetrics()
    for seconds in (0.004, 0.02, 0.3):
        metrics.observe_request(method="POST", route=ANSWER, status=200, seconds=seconds)
    metrics.observe_request(method="POST", route=ANSWER, status=200, seconds=2.0)
    metrics.observe_request(method="POST", route=ANSWER, status=200, seconds=7.0)
    metrics.observe_request(method="POST", route="/v1/outbox/relay", status=200, seconds=12.0)
    metrics.observe_request(method="POST", route="/v1/outbox/relay", status=500, seconds=40.0)
    # The scrape itself: never counted, however slow.
    metrics.observe_request(method="GET", route="/metrics", status=200, seconds=16.0)
    return metrics.exposition().decode("utf-8")


def test_requests_are_counted_over_each_threshold_by_bucket_and_the_scrape_is_left_out() -> None:
    seen = count_requests(exposition())
    assert seen.total == 7
    assert seen.server_errors == 1
    assert seen.over == {1.0: 4, 5.0: 3, 10.0: 2}
    assert seen.slow_routes == {
        f"POST {ANSWER} 200": 1,
        "POST /v1/outbox/relay 200": 1,
        "POST /v1/outbox/relay 500": 1,
    }


def test_an_idle_service_counts_nothing() -> None:
    seen = count_requests(ServiceMetrics().exposition().decode("utf-8"))
    assert (seen.total, seen.server_errors, seen.over, seen.slow_routes) == (
        0,
        0,
        {1.0: 0, 5.0: 0, 10.0: 0},
        {},
    )


def test_a_service_that_does_not_answer_is_named_not_guessed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    body = exposition()

    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.host == "checkin":
            return httpx.Response(200, text=body)
        return httpx.Response(503)

    real_client = httpx.Client
    monkeypatch.setattr(
        httpx,
        "Client",
        lambda **kwargs: real_client(transport=httpx.MockTransport(handler), **kwargs),
    )
    seen, unanswered = module.requests_seen(
        {"checkin": "http://checkin", "delivery": "http://delivery"}
    )
    assert list(seen) == ["checkin"] and unanswered == ["delivery"]
    report = requests_report(seen, unanswered)
    assert report["services"]["checkin"]["over_10s"] == 2
    assert report["services"]["checkin"]["5xx"] == 1
    assert report["unanswered"] == ["delivery"]
    assert requests_line(seen, unanswered) == (
        "7 to the services, 5xx 1, over 1 s 4, over 5 s 3, over 10 s 2 (no /metrics from delivery)"
    )
