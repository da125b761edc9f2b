"""Per-customer isolation is enforced by Postgres row-level security, not by our queries.

These tests talk SQL to the database as the service's own role (the table owner - the
reason FORCE ROW LEVEL SECURITY is required) and as the audit role, and try to read and
write another customer's rows with the WHERE clause forgotten, wrong, or hostile.
"""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import inspect, text
from sqlalchemy.exc import ProgrammingError
from sqlalchemy.orm import Session

from services.checkin.events.schemas import event_document
from services.checkin.scope import ScopeError, current_customer_scope, enter_customer_scope
from services.checkin.tables import CUSTOMER_SCOPED_TABLES, DIRECTORY_TABLES, TRANSIENT_TABLES
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, activate, grant_consent, ok

OTHER_ID = "lee-other"


@pytest.fixture
def two_customers(operator, enabled):
    ok(
        operator.put(
            f"/v1/admin/customers/{OTHER_ID}",
            json=factories.draft(
                customer=factories.triple(810002), trainer=factories.triple(910002)
            ),
        )
    )
    for customer_id, score in ((CUSTOMER_ID, 9.0), (OTHER_ID, 3.0)):
        event = factories.satisfaction(customer_id, score, date(2026, 12, 8))
        ok(operator.post(f"/v1/customers/{customer_id}/events", json=event_document(event)), 201)
    return CUSTOMER_ID, OTHER_ID


def _scoped(connection, customer_id):
    connection.execute(
        text("SELECT set_config('dualcoach.customer_id', :c, true)"), {"c": customer_id}
    )


@pytest.mark.parametrize("role", ["owner", "audit"])
def test_a_forgotten_where_clause_returns_only_the_scoped_customer(database, two_customers, role):
    url = database.owner_url("checkin") if role == "owner" else database.audit_url("checkin")
    with database.engine(url) as engine, engine.begin() as connection:
        _scoped(connection, CUSTOMER_ID)
        rows = connection.execute(text("SELECT customer_id FROM checkin.event")).scalars().all()
        assert rows == [CUSTOMER_ID]
        hostile = text("SELECT count(*) FROM checkin.event WHERE customer_id = :other")
        assert connection.execute(hostile, {"other": OTHER_ID}).scalar() == 0


def test_without_a_scope_no_customer_rows_are_visible(database, two_customers):
    with database.engine(database.owner_url("checkin")) as engine, engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM checkin.event")).scalar() == 0


def test_the_scope_is_transaction_local_and_does_not_leak_to_the_next_transaction(
    database, two_customers
):
    with database.engine(database.owner_url("checkin"), pool_size=1, max_overflow=0) as engine:
        with engine.begin() as connection:
            _scoped(connection, CUSTOMER_ID)
            assert connection.execute(text("SELECT count(*) FROM checkin.event")).scalar() == 1
        with engine.begin() as connection:  # same pooled connection, new transaction
            assert connection.execute(text("SELECT count(*) FROM checkin.event")).scalar() == 0


def test_writing_a_row_for_another_customer_is_refused_by_the_policy(database, two_customers):
    with database.engine(database.owner_url("checkin")) as engine, engine.begin() as connection:
        _scoped(connection, CUSTOMER_ID)
        copy = text(
            "INSERT INTO checkin.event SELECT 'forged', :other, 99, event_type, dedupe_key || 'x', "
            "NULL, schema_version, payload, content_digest, appended_by, recorded_at, "
            "previous_row_digest, row_digest FROM checkin.event"
        )
        with pytest.raises(ProgrammingError, match="row-level security"):
            connection.execute(copy, {"other": OTHER_ID})


def test_the_service_role_cannot_switch_isolation_off(database):
    with database.engine(database.owner_url("checkin")) as engine, engine.connect() as connection:
        row = connection.execute(
            text(
                "SELECT relrowsecurity, relforcerowsecurity FROM pg_class "
                "WHERE oid = 'checkin.event'::regclass"
            )
        ).one()
        assert tuple(row) == (True, True)
        bypass = connection.execute(
            text("SELECT rolbypassrls, rolsuper FROM pg_roles WHERE rolname = current_user")
        ).one()
        assert tuple(bypass) == (False, False)


def test_scope_helper_refuses_a_second_customer_in_one_transaction(database, two_customers):
    with (
        database.engine(database.owner_url("checkin")) as engine,
        Session(engine) as session,
        session.begin(),
    ):
        enter_customer_scope(session, CUSTOMER_ID)
        assert current_customer_scope(session) == CUSTOMER_ID
        with pytest.raises(ScopeError):
            enter_customer_scope(session, OTHER_ID)
        enter_customer_scope(session, OTHER_ID, switch=True)
        rows = session.execute(text("SELECT customer_id FROM checkin.event")).scalars().all()
        assert rows == [OTHER_ID]


def test_the_api_never_shows_one_customer_anothers_events(operator, two_customers):
    mine = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]
    theirs = ok(operator.get(f"/v1/customers/{OTHER_ID}/events"))["events"]
    assert {e["customer_id"] for e in mine} == {CUSTOMER_ID}
    assert {e["customer_id"] for e in theirs} == {OTHER_ID}


def test_g1_refuses_activation_when_the_database_stops_enforcing_isolation(operator, database):
    ok(operator.put("/v1/admin/owner", json={"owner": factories.OWNER}))
    ok(operator.put(f"/v1/admin/customers/{CUSTOMER_ID}", json=factories.draft()))
    grant_consent(operator)
    with database.engine() as engine, engine.begin() as connection:  # superuser
        connection.execute(text("ALTER TABLE checkin.event NO FORCE ROW LEVEL SECURITY"))
    response = activate(operator)
    assert response.status_code == 409
    assert response.json()["reason_codes"] == ["G1_ISOLATION"]
    assert response.json()["findings"] == ["G1:row_security_off:event"]
    assert ok(operator.get("/audit/isolation")) == {
        "ok": False,
        "findings": ["row_security_off:event"],
    }


def test_every_table_with_customer_data_is_declared_and_isolated(database):
    with database.engine(database.owner_url("checkin")) as engine:
        inspector = inspect(engine)
        tables = set(inspector.get_table_names(schema="checkin")) - {"alembic_version"}
        assert tables == CUSTOMER_SCOPED_TABLES | DIRECTORY_TABLES | TRANSIENT_TABLES
        with engine.connect() as connection:
            for name in CUSTOMER_SCOPED_TABLES:
                columns = {c["name"] for c in inspector.get_columns(name, schema="checkin")}
                assert "customer_id" in columns
                forced = connection.execute(
                    text(
                        "SELECT relforcerowsecurity FROM pg_class WHERE oid = CAST(:t AS regclass)"
                    ),
                    {"t": f"checkin.{name}"},
                ).scalar()
                assert forced is True
