"""Routes that answer two success statuses document both (found by the OpenAPI sweep:
``PUT .../nutrition/policy`` answered its replay 200 where only 201 was documented, so
every replay was a response outside the service's own schema)."""

from __future__ import annotations

import pytest

from tests.support.services import build_app

# (service, method, path, the status FastAPI documents anyway, the other one it answers)
TWO_STATUS_ROUTES = [
    ("checkin", "post", "/v1/customers/{customer_id}/events", "201", "200"),
    ("checkin", "post", "/v1/customers/{customer_id}/records/payment", "201", "200"),
    ("checkin", "post", "/v1/customers/{customer_id}/records/satisfaction", "201", "200"),
    ("checkin", "post", "/v1/customers/{customer_id}/records/operator-time", "201", "200"),
    ("checkin", "post", "/v1/customers/{customer_id}/checkins", "201", "200"),
    ("checkin", "post", "/v1/customers/{customer_id}/checkins/{session_id}/finalize", "201", "200"),
    ("checkin", "post", "/v1/customers/{customer_id}/trainer-sessions", "201", "200"),
    (
        "checkin",
        "post",
        "/v1/customers/{customer_id}/trainer-sessions/{session_id}/finalize",
        "201",
        "200",
    ),
    ("checkin", "post", "/v1/customers/{customer_id}/safety-hold/clear", "201", "200"),
    ("checkin", "put", "/v1/customers/{customer_id}/nutrition/policy", "201", "200"),
    ("checkin", "post", "/v1/customers/{customer_id}/nutrition/proposals", "201", "200"),
    (
        "checkin",
        "post",
        "/v1/customers/{customer_id}/nutrition/proposals/{proposal_id}/decision",
        "201",
        "200",
    ),
    ("checkin", "post", "/v1/customers/{customer_id}/withdrawal", "200", "201"),
    ("delivery", "post", "/v1/drafts", "201", "200"),
    ("delivery", "post", "/v1/cards", "201", "200"),
]


@pytest.fixture(scope="module")
def documents(cluster, tmp_path_factory):
    from tests.support.keys import TestSecrets

    database = cluster.clone()
    secrets = TestSecrets(tmp_path_factory.mktemp("secrets"))
    try:
        yield {
            service: build_app(service, database, secrets).openapi()
            for service in ("checkin", "delivery")
        }
    finally:
        cluster.drop(database)


@pytest.mark.parametrize(("service", "method", "path", "main", "other"), TWO_STATUS_ROUTES)
def test_a_route_documents_both_success_statuses_with_the_same_body(
    documents, service, method, path, main, other
):
    responses = documents[service]["paths"][path][method]["responses"]
    assert main in responses and other in responses, sorted(responses)
    schema = responses[main].get("content", {}).get("application/json", {}).get("schema")
    assert responses[other].get("content", {}).get("application/json", {}).get("schema") == schema
