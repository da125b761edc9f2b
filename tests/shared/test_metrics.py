"""``GET /metrics`` on a real service app: open, per-app, by route template, no identifiers."""

import pytest
from fastapi import FastAPI

from shared.app import ALWAYS_OPEN_PATHS
from shared.metrics import GaugeFamily, ServiceMetrics
from tests.support.metrics import samples
from tests.support.services import build_app, signed_client, unsigned_client

SECRET_LOOKING_CUSTOMER = "zz-never-in-a-label"


@pytest.fixture
def app(database, secrets):
    return build_app("checkin", database, secrets)


def request_count(text: str, route: str, status: str = "200") -> float:
    return sum(
        value
        for labels, value in samples(text, "dualcoach_http_requests_total")
        if labels["route"] == route and labels["status"] == status
    )


def test_metrics_is_open_and_in_the_text_exposition_format(app):
    assert "/metrics" in ALWAYS_OPEN_PATHS
    with unsigned_client(app) as client:
        response = client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain; version=")
    assert "# TYPE dualcoach_http_requests_total counter" in response.text


def test_a_request_is_counted_under_its_route_template_never_its_path(app, secrets):
    with signed_client(app, "diagnostics", secrets) as client:
        before = client.get("/metrics").text
        answered = client.get(f"/audit/customers/{SECRET_LOOKING_CUSTOMER}/events")
        after = client.get("/metrics").text
    assert answered.status_code == 404  # no such customer: still counted, still templated
    route = "/audit/customers/{customer_id}/events"
    assert request_count(after, route, "404") == request_count(before, route, "404") + 1
    assert SECRET_LOOKING_CUSTOMER not in after
    (histogram,) = [
        labels
        for labels, _ in samples(after, "dualcoach_http_request_duration_seconds_count")
        if labels["route"] == route
    ]
    assert histogram == {"method": "GET", "route": route, "status": "404"}


def test_an_unmatched_path_and_an_invented_method_mint_no_label(app):
    with unsigned_client(app) as client:
        client.get(f"/nowhere/{SECRET_LOOKING_CUSTOMER}")
        client.request("BREW", "/healthz")
        text = client.get("/metrics").text
    assert SECRET_LOOKING_CUSTOMER not in text and "BREW" not in text
    assert request_count(text, "<unmatched>", "404") == 1
    assert any(
        labels["method"] == "OTHER" for labels, _ in samples(text, "dualcoach_http_requests_total")
    )


def test_two_apps_in_one_process_keep_separate_registries(database, secrets, app):
    other: FastAPI = build_app("checkin", database, secrets)
    with unsigned_client(app) as client:
        client.get("/healthz")
    with unsigned_client(other) as client:
        text = client.get("/metrics").text
    assert request_count(text, "/healthz") == 0


def test_a_failing_gauge_source_is_reported_down_and_the_scrape_still_answers():
    metrics = ServiceMetrics()

    def broken() -> list[GaugeFamily]:
        raise ConnectionError("database down")

    metrics.add_gauge_source("broken", broken)
    metrics.add_gauge_source(
        "fine", lambda: [GaugeFamily("dualcoach_example", "an example", ("kind",), {("a",): 2})]
    )
    text = metrics.exposition().decode()
    assert samples(text, "dualcoach_metrics_source_up") == [
        ({"source": "broken"}, 0.0),
        ({"source": "fine"}, 1.0),
    ]
    assert samples(text, "dualcoach_example") == [({"kind": "a"}, 2.0)]


@pytest.mark.parametrize("service", ["gateway", "checkin", "expression", "delivery", "diagnostics"])
def test_every_service_is_scraped_and_counts_its_own_requests(database, secrets, service):
    with unsigned_client(build_app(service, database, secrets)) as client:
        client.get("/healthz")
        response = client.get("/metrics")
    assert response.status_code == 200
    assert request_count(response.text, "/healthz") == 1
    assert all(up == 1 for _, up in samples(response.text, "dualcoach_metrics_source_up"))
