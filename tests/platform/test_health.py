"""/healthz and /readyz of every service, and readiness that tells the truth."""

import pytest

from shared.db import migrate
from shared.db.urls import normalise_url
from shared.topology import SERVICES
from tests.support.database import TestDatabase
from tests.support.services import build_app, problem, unsigned_client


@pytest.mark.parametrize("service", SERVICES)
def test_health_and_ready_at_head(database, secrets, service):
    with unsigned_client(build_app(service, database, secrets)) as client:
        assert client.get("/healthz").json() == {"status": "ok", "service": service}
        ready = client.get("/readyz")
        assert ready.status_code == 200
        assert ready.json()["revision"] == migrate.head_revision(service)
        assert client.get("/openapi.json").status_code == 200


def test_not_ready_when_migrations_are_behind(database, secrets):
    migrate.downgrade("delivery", database.owner_url("delivery"), "base")
    with unsigned_client(build_app("delivery", database, secrets)) as client:
        response = client.get("/readyz")
        assert client.get("/healthz").status_code == 200
    assert response.status_code == 503
    assert problem(response)["type"].endswith("migrations-pending")


def test_not_ready_when_the_database_is_unreachable(secrets):
    nowhere = TestDatabase(normalise_url("postgresql://postgres@127.0.0.1:1/none"), "x")
    app = build_app("gateway", nowhere, secrets)
    with unsigned_client(app) as client:
        response = client.get("/readyz")
    assert response.status_code == 503
    assert problem(response)["type"].endswith("database-unavailable")


@pytest.mark.parametrize("service", SERVICES)
def test_internal_routes_of_every_service_refuse_unsigned_calls(database, secrets, service):
    with unsigned_client(build_app(service, database, secrets)) as client:
        response = client.get("/internal/ping")
    assert response.status_code == 401
    problem(response)
