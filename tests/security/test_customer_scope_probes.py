"""Every customer-scoped read of checkin and delivery, asked about one customer while
naming another customer's ids: zero foreign rows in any answer.

The pilot customer (A) has a finalized check-in, its events, its draft in delivery and a
satisfaction record; a second registered customer (B) has a satisfaction record. Each GET
route naming a customer is called for B, with every other id in its path taken from A
(A's check-in session, event, draft ...), and the answer must not carry A's customer id,
A's event ids or A's Telegram ids. tests/checkin/test_scope.py proves the row-level
security underneath (a forgotten WHERE clause still returns only the scoped customer).
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any

import pytest

from services.checkin.events.schemas import event_document
from tests.checkin import factories
from tests.checkin.flows import F_NORMAL_1, run_checkin
from tests.integration.stack import CUSTOMER_ID, ok

pytestmark = pytest.mark.slow
OTHER_ID = "lee-other"
OTHER_CUSTOMER = factories.triple(810002)
_PARAMETER = re.compile(r"\{([^}:]+)(?::[^}]*)?\}")


def _seed(stack) -> dict[str, str]:
    """A's data across both services; B registered with a record of its own. Returns A's
    ids by the path parameter name that would carry them."""
    operator = stack.to_checkin("operator")
    ok(
        operator.put(
            f"/v1/admin/customers/{OTHER_ID}",
            json=factories.draft(customer=OTHER_CUSTOMER, trainer=factories.triple(910002)),
        )
    )
    run = run_checkin(stack.to_checkin("gateway"), CUSTOMER_ID, F_NORMAL_1)
    for customer_id, score in ((CUSTOMER_ID, 9.0), (OTHER_ID, 3.0)):
        event = factories.satisfaction(customer_id, score, date(2026, 12, 8))
        response = operator.post(f"/v1/customers/{customer_id}/events", json=event_document(event))
        assert response.status_code == 201, response.text
    operator.post("/v1/outbox/relay")
    drafts = ok(stack.to_delivery("operator").get("/v1/drafts", params={"status": "pending"}))
    ids = {"session_id": run.session_id}
    if drafts:
        ids["draft_id"] = drafts[0]["draft_id"]
    events = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]
    ids["event_id"] = events[0]["event_id"]
    return ids


def _foreign_markers(stack) -> set[str]:
    events = ok(stack.to_checkin("operator").get(f"/v1/customers/{CUSTOMER_ID}/events"))
    markers = {CUSTOMER_ID, str(factories.CUSTOMER["chat_id"])}
    markers |= {event["event_id"] for event in events["events"]}
    return markers


def _customer_reads(document: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """GET paths naming a customer (in the path or the query), with their query names."""
    reads = []
    for path, item in document["paths"].items():
        operation = item.get("get")
        if operation is None:
            continue
        query = [p["name"] for p in operation.get("parameters", []) if p["in"] == "query"]
        if "{customer_id}" in path or "customer_id" in query:
            reads.append((path, query))
    return reads


def test_reads_for_one_customer_never_carry_another_customers_rows(stack):
    a_ids = _seed(stack)
    markers = _foreign_markers(stack)
    for service in ("checkin", "delivery"):
        _probe_service(stack, service, a_ids, markers)
    # the control: the same markers do show where A is the customer asked about
    own = stack.to_checkin("operator").get(f"/v1/customers/{CUSTOMER_ID}/events").text
    assert a_ids["event_id"] in own


def _probe_service(stack, service: str, a_ids: dict[str, str], markers: set[str]) -> None:
    client = (stack.to_checkin if service == "checkin" else stack.to_delivery)("operator")
    document = ok(client.get("/openapi.json"))
    reads = _customer_reads(document)
    assert len(reads) >= (10 if service == "checkin" else 2)
    leaks: list[str] = []
    answered = 0
    for template, query in reads:
        used: set[str] = set()

        def fill(match: re.Match[str], used: set[str] = used) -> str:
            name = match.group(1)
            if name == "customer_id":
                return OTHER_ID
            value = a_ids.get(name, "probe-0001")
            used.add(value)
            return value

        path = _PARAMETER.sub(fill, template)
        params = {"customer_id": OTHER_ID} if "customer_id" in query else None
        response = client.get(path, params=params)
        if response.status_code == 403:
            continue  # operator not allowed here; the route's callers are probed elsewhere
        assert response.status_code < 500, (path, response.text)
        answered += response.status_code == 200
        for marker in markers - used:
            if marker in response.text:
                leaks.append(f"{template}: {marker}")
    print(f"{service}: {len(reads)} customer-scoped reads, {answered} answered 200")
    assert leaks == []
    assert answered >= (10 if service == "checkin" else 2)
