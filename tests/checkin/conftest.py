"""Fixtures for checkin tests: the real app on a migrated database, signed clients, and a
customer brought to 'enabled' through the real guarded activation."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from services.checkin.tables import service_request_nonce
from shared.clock import ManualClock
from tests.checkin import factories
from tests.checkin.delivery_peer import RealDelivery, running_delivery
from tests.support.ports import free_ports
from tests.support.servers import serve
from tests.support.services import build_app, signed_client

CUSTOMER_ID = "kim-pilot"


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(datetime(2026, 12, 1, 1, 0, tzinfo=UTC))


@pytest.fixture
def delivery_server(database, secrets, clock, tmp_path) -> Iterator[RealDelivery]:
    """The real delivery service on a loopback port (see ``delivery_peer.py``)."""
    with running_delivery(database, secrets, clock, tmp_path / "delivery") as delivery:
        yield delivery


@pytest.fixture
def expression_server(database, secrets, clock, tmp_path) -> Iterator[int]:
    """The real expression service (postprocessor off: canonical bytes) on a loopback port."""
    app = build_app("expression", database, secrets, clock=clock, data_dir=tmp_path / "expr")
    with serve(app) as server:
        yield server.port


@pytest.fixture
def checkin_peers(request: pytest.FixtureRequest) -> dict[str, Any]:
    """Where checkin's peers listen: nowhere (a refused connection, never someone's real
    service on the default ports), except delivery when the test uses ``delivery_server``
    and expression when it uses ``expression_server``."""
    delivery_port, expression_port = free_ports(2)
    if "delivery_server" in request.fixturenames:
        delivery_port = request.getfixturevalue("delivery_server").port
    if "expression_server" in request.fixturenames:
        expression_port = request.getfixturevalue("expression_server")
    return {"delivery": {"port": delivery_port}, "expression": {"port": expression_port}}


@pytest.fixture
def app(database, secrets, clock, checkin_peers) -> FastAPI:
    # The background relay timer is off: tests relay explicitly (or right after finalize).
    return build_app(
        "checkin",
        database,
        secrets,
        clock=clock,
        services=checkin_peers,
        checkin={"outbox_relay_interval_seconds": 0},
    )


def settled(client: TestClient, app: FastAPI) -> TestClient:
    """Each call returns only once the relay passes its request asked for have run.

    A finalize only asks checkin's relay thread to post its draft (issue 18: a request
    thread never waits on delivery); these tests assert what delivery holds right after a
    call, so the client waits for that thread first. The posts are the same, made once.
    (The wait follows the whole call: the finalize's background task asks for the pass
    after the response's headers, so a response hook would run too early.)
    """
    send = client.request

    def request_then_wait(*args: Any, **kwargs: Any) -> Any:
        response = send(*args, **kwargs)
        assert app.state.checkin.background.wait_idle(30), "relay still busy after 30 s"
        return response

    client.request = request_then_wait  # type: ignore[method-assign]
    return client


@pytest.fixture
def operator(app, secrets, clock) -> Iterator[TestClient]:
    with signed_client(app, "operator", secrets, clock) as client:
        yield settled(client, app)


@pytest.fixture
def delivery(app, secrets, clock) -> Iterator[TestClient]:
    with signed_client(app, "delivery", secrets, clock) as client:
        yield settled(client, app)


@pytest.fixture
def gateway(app, secrets, clock) -> Iterator[TestClient]:
    with signed_client(app, "gateway", secrets, clock) as client:
        yield settled(client, app)


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def register_draft(client: TestClient, customer_id: str = CUSTOMER_ID, **draft: Any) -> None:
    ok(client.put("/v1/admin/owner", json={"owner": factories.OWNER}))
    ok(client.put(f"/v1/admin/customers/{customer_id}", json=draft or factories.draft()))


def grant_consent(client: TestClient, customer_id: str = CUSTOMER_ID) -> None:
    ok(
        client.post(
            f"/v1/admin/customers/{customer_id}/consent",
            json={"action": "grant", "provider_terms_checked": True},
        )
    )


def activate(
    client: TestClient, customer_id: str = CUSTOMER_ID, evidence: str = factories.CHECKLIST_OK
) -> Any:
    return client.post(
        f"/v1/admin/customers/{customer_id}/activate", json={"checklist_evidence": evidence}
    )


@pytest.fixture
def registered(operator) -> str:
    """A disabled customer draft with consent: everything but the activation."""
    register_draft(operator)
    grant_consent(operator)
    return CUSTOMER_ID


@pytest.fixture
def enabled(operator, registered) -> str:
    ok(activate(operator))
    return registered


def spent_nonces(app: FastAPI) -> int:
    """How many request nonces checkin has recorded as spent."""
    with app.state.runtime.database.transaction() as session:
        count: int = session.execute(
            select(func.count()).select_from(service_request_nonce)
        ).scalar_one()
    return count
