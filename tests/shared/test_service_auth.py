"""Signed service-to-service calls against a real service app on a real database."""

from datetime import UTC, datetime, timedelta

import pytest
from fastapi import APIRouter
from fastapi.testclient import TestClient
from pydantic import SecretStr
from sqlalchemy import func, select

from services.checkin.tables import service_request_nonce
from shared.app import assert_routes_authenticated
from shared.auth.client import ServiceRequestSigner
from shared.auth.signing import NONCE_HEADER, SIGNATURE_HEADER, sign
from shared.clock import ManualClock
from tests.support.services import build_app, problem, signed_client, unsigned_client

NOW = datetime(2026, 12, 2, 3, 0, tzinfo=UTC)


@pytest.fixture
def clock():
    return ManualClock(NOW)


@pytest.fixture
def app(database, secrets, clock):
    return build_app("checkin", database, secrets, clock=clock)


@pytest.fixture
def nonce_count(app):
    def count() -> int:
        with app.state.runtime.database.transaction() as session:
            return session.execute(
                select(func.count()).select_from(service_request_nonce)
            ).scalar_one()

    return count


def _raw_headers(key: SecretStr, caller: str, method: str, target: str, body: bytes, now):
    return sign(
        key=key.get_secret_value().encode(),
        caller=caller,
        audience="checkin",
        method=method,
        target=target,
        body=body,
        now=now,
    )


def test_valid_signed_call_succeeds_and_records_its_nonce(app, secrets, clock, nonce_count):
    with signed_client(app, "gateway", secrets, clock) as client:
        response = client.get("/internal/ping")
    assert response.status_code == 200
    assert response.json() == {"service": "checkin", "caller": "gateway"}
    assert nonce_count() == 1


def test_unsigned_call_is_401_problem_and_changes_nothing(app, nonce_count):
    with unsigned_client(app) as client:
        response = client.get("/internal/ping")
    assert response.status_code == 401
    assert problem(response)["type"] == "urn:dualcoach:problem:unsigned-request"
    assert nonce_count() == 0


def test_forged_signature_is_401(app, secrets, clock, nonce_count):
    forged_key = SecretStr("ab" * 32)
    with TestClient(app, raise_server_exceptions=False) as client:
        client.auth = ServiceRequestSigner("gateway", forged_key, clock, audience="checkin")
        response = client.get("/internal/ping")
    assert response.status_code == 401
    assert problem(response)["type"].endswith("bad-signature")
    assert nonce_count() == 0


def test_unknown_caller_is_401(app, secrets, clock, nonce_count):
    # gateway does not call expression, so expression's key is not even loaded by checkin.
    with signed_client(app, "expression", secrets, clock) as client:
        response = client.get("/internal/ping")
    assert response.status_code == 401
    assert problem(response)["type"].endswith("unknown-caller")
    assert nonce_count() == 0


@pytest.mark.parametrize("skew", [timedelta(seconds=31), timedelta(seconds=-31)])
def test_stale_or_future_timestamp_is_401(app, secrets, clock, nonce_count, skew):
    headers = _raw_headers(
        secrets.key("gateway"), "gateway", "GET", "/internal/ping", b"", NOW + skew
    )
    with unsigned_client(app) as client:
        response = client.get("/internal/ping", headers=headers)
    assert response.status_code == 401
    assert problem(response)["type"].endswith("stale-request")
    assert nonce_count() == 0


@pytest.mark.parametrize("skew", [timedelta(seconds=30), timedelta(seconds=-30)])
def test_timestamp_at_the_window_edge_is_accepted(app, secrets, skew):
    headers = _raw_headers(
        secrets.key("gateway"), "gateway", "GET", "/internal/ping", b"", NOW + skew
    )
    with unsigned_client(app) as client:
        assert client.get("/internal/ping", headers=headers).status_code == 200


def test_replayed_nonce_fails_the_second_time(app, secrets, nonce_count):
    headers = _raw_headers(secrets.key("gateway"), "gateway", "GET", "/internal/ping", b"", NOW)
    with unsigned_client(app) as client:
        first = client.get("/internal/ping", headers=headers)
        second = client.get("/internal/ping", headers=headers)
    assert first.status_code == 200
    assert second.status_code == 401
    assert problem(second)["type"].endswith("replayed-nonce")
    assert nonce_count() == 1


def test_caller_not_on_the_route_allow_list_is_403(app, secrets, clock, nonce_count):
    # /internal/peers is operator-only; gateway is a known, correctly signing caller.
    with signed_client(app, "gateway", secrets, clock) as client:
        response = client.get("/internal/peers")
    assert response.status_code == 403
    assert problem(response)["type"].endswith("caller-not-allowed")
    assert nonce_count() == 0


def test_tampered_body_or_target_is_401(app, secrets, nonce_count):
    headers = _raw_headers(secrets.key("gateway"), "gateway", "GET", "/internal/ping", b"", NOW)
    with unsigned_client(app) as client:
        other_target = client.get("/internal/ping?x=1", headers=headers)
        other_body = client.request("GET", "/internal/ping", headers=headers, content=b"{}")
    assert other_target.status_code == 401
    assert problem(other_body)["type"].endswith("body-digest-mismatch")
    assert nonce_count() == 0


def test_malformed_nonce_or_signature_is_401(app, secrets):
    headers = _raw_headers(secrets.key("gateway"), "gateway", "GET", "/internal/ping", b"", NOW)
    with unsigned_client(app) as client:
        bad_nonce = client.get("/internal/ping", headers={**headers, NONCE_HEADER: "../x"})
        bad_signature = client.get(
            "/internal/ping", headers={**headers, SIGNATURE_HEADER: "zz" * 32}
        )
    assert bad_nonce.status_code == 401
    assert bad_signature.status_code == 401


def test_app_factory_refuses_a_route_without_auth():
    router = APIRouter(prefix="/internal")

    @router.post("/forgotten")
    def forgotten() -> None:
        return None

    with pytest.raises(RuntimeError, match="/internal/forgotten"):
        assert_routes_authenticated([router], open_paths=())
    assert_routes_authenticated([router], open_paths={"/internal/forgotten"})


def test_app_factory_refuses_an_unsigned_route_of_a_router_nested_in_a_router():
    inner = APIRouter(prefix="/nested")

    @inner.get("/forgotten")
    def forgotten() -> None:
        return None

    outer = APIRouter(prefix="/internal")
    outer.include_router(inner)
    with pytest.raises(RuntimeError, match="/internal/nested/forgotten"):
        assert_routes_authenticated([outer], open_paths=())


def test_a_request_signed_for_another_service_is_refused_unrecorded(
    app, secrets, clock, nonce_count
):
    # Both checkin and delivery serve POST /v1/outbox/relay: a request captured on its way
    # to delivery must not be replayable to checkin inside the ±30 s window.
    with TestClient(app, raise_server_exceptions=False) as client:
        client.auth = ServiceRequestSigner(
            "operator", secrets.key("operator"), clock, audience="delivery"
        )
        response = client.post("/v1/outbox/relay", json={})
    assert response.status_code == 401
    assert problem(response)["type"].endswith(":wrong-audience")
    assert nonce_count() == 0


def test_a_malformed_body_without_a_signature_learns_only_that_it_is_unsigned(app, nonce_count):
    # FastAPI parses the body before dependencies run: this was a 422 with the decoder's
    # position, telling an unauthenticated caller how its JSON was read.
    with unsigned_client(app) as client:
        response = client.post(
            "/v1/outbox/relay", content=b'{"x": ', headers={"content-type": "application/json"}
        )
    assert response.status_code == 401
    assert problem(response)["type"].endswith(":unsigned-request")
    assert nonce_count() == 0


def test_a_signed_malformed_body_still_gets_its_validation_problem(app, secrets, clock):
    with signed_client(app, "operator", secrets, clock) as client:
        response = client.put(
            "/v1/admin/customers/kim-test",
            content=b'{"x": ',
            headers={"content-type": "application/json"},
        )
    assert response.status_code == 422
    assert problem(response)["type"].endswith(":validation-failed")
