"""The database itself keeps services apart and keeps ledgers append-only."""

import itertools

import pytest
import sqlalchemy as sa
from alembic.migration import MigrationContext
from alembic.operations import Operations
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError, IntegrityError, ProgrammingError
from sqlalchemy.pool import NullPool

from shared.db.ddl import ERASURE_SETTING, make_append_only
from shared.topology import SERVICES

PAIRS = [(a, b) for a, b in itertools.permutations(SERVICES, 2)]


@pytest.mark.parametrize(("reader", "owner"), PAIRS)
def test_service_role_cannot_read_another_services_schema(database, reader, owner):
    query = text(f'SELECT count(*) FROM "{owner}".service_request_nonce')
    with (
        database.engine(database.owner_url(reader)) as engine,
        engine.connect() as connection,
        pytest.raises(ProgrammingError, match="permission denied for schema"),
    ):
        connection.execute(query)


@pytest.mark.parametrize("service", SERVICES)
def test_service_role_can_use_its_own_schema(database, service):
    with database.engine(database.owner_url(service)) as engine, engine.begin() as connection:
        table = f'"{service}".service_request_nonce'
        connection.execute(text(f"INSERT INTO {table} VALUES ('operator', 'n1', now())"))
        assert connection.execute(text(f"SELECT count(*) FROM {table}")).scalar() == 1


@pytest.mark.parametrize("service", SERVICES)
def test_audit_role_reads_but_cannot_write(database, service):
    table = f'"{service}".service_request_nonce'
    with database.engine(database.owner_url(service)) as engine, engine.begin() as connection:
        connection.execute(text(f"INSERT INTO {table} VALUES ('operator', 'n1', now())"))
    # NullPool: each connection is a fresh session, so lifting the default below cannot leak.
    with database.engine(database.audit_url(service), poolclass=NullPool) as engine:
        with engine.connect() as connection:
            assert connection.execute(text(f"SELECT count(*) FROM {table}")).scalar() == 1
        for statement in (
            f"INSERT INTO {table} VALUES ('operator', 'n2', now())",
            f"UPDATE {table} SET nonce = 'x'",
            f"DELETE FROM {table}",
        ):
            # First wall: the role's sessions are read-only by default.
            with engine.connect() as connection, pytest.raises(DBAPIError, match="read-only"):
                connection.execute(text(statement))
            # Second wall: even a session that lifts that default has no write privilege.
            with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
                connection.execute(text("SET default_transaction_read_only = off"))
                with pytest.raises(ProgrammingError, match="permission denied"):
                    connection.execute(text(statement))
    with database.engine(database.owner_url(service)) as engine, engine.connect() as connection:
        assert connection.execute(text(f"SELECT count(*) FROM {table}")).scalar() == 1


def test_audit_role_cannot_read_other_schemas(database):
    query = text("SELECT count(*) FROM delivery.service_request_nonce")
    with (
        database.engine(database.audit_url("checkin")) as engine,
        engine.connect() as connection,
        pytest.raises(ProgrammingError, match="permission denied"),
    ):
        connection.execute(query)


@pytest.fixture
def ledger(database):
    """A throwaway ledger table in the checkin schema, made append-only by the helper."""
    with database.engine(database.owner_url("checkin")) as engine:
        with engine.begin() as connection:
            operations = Operations(MigrationContext.configure(connection))
            for name, erasable in (("test_ledger", False), ("test_erasable", True)):
                operations.create_table(
                    name,
                    sa.Column("id", sa.Integer, primary_key=True),
                    sa.Column("body", sa.Text),
                    schema="checkin",
                )
                make_append_only(operations, "checkin", name, erasable=erasable)
                connection.execute(text(f"INSERT INTO checkin.{name} VALUES (1, 'a'), (2, 'b')"))
        yield engine


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE checkin.test_ledger SET body = 'x' WHERE id = 1",
        "DELETE FROM checkin.test_ledger WHERE id = 1",
        "TRUNCATE checkin.test_ledger",
    ],
)
def test_append_only_trigger_rejects_rewrites(ledger, statement):
    with ledger.connect() as connection, pytest.raises(IntegrityError, match="append-only"):
        connection.execute(text(statement))
    with ledger.connect() as connection:
        rows = connection.execute(text("SELECT id, body FROM checkin.test_ledger ORDER BY id"))
        assert rows.all() == [(1, "a"), (2, "b")]


def test_append_only_table_still_accepts_inserts(ledger):
    with ledger.begin() as connection:
        connection.execute(text("INSERT INTO checkin.test_ledger VALUES (3, 'c')"))
        assert connection.execute(text("SELECT count(*) FROM checkin.test_ledger")).scalar() == 3


def test_strict_ledger_refuses_delete_even_with_erasure_authorised(ledger):
    with ledger.connect() as connection:
        connection.execute(text(f"SET LOCAL {ERASURE_SETTING} = 'on'"))
        with pytest.raises(IntegrityError, match="append-only"):
            connection.execute(text("DELETE FROM checkin.test_ledger WHERE id = 1"))


def test_erasable_ledger_deletes_only_inside_an_authorised_transaction(ledger):
    with ledger.connect() as connection, pytest.raises(IntegrityError, match="append-only"):
        connection.execute(text("DELETE FROM checkin.test_erasable WHERE id = 1"))
    with ledger.begin() as connection:
        connection.execute(text(f"SET LOCAL {ERASURE_SETTING} = 'on'"))
        connection.execute(text("DELETE FROM checkin.test_erasable WHERE id = 1"))
    with ledger.connect() as connection, pytest.raises(IntegrityError, match="append-only"):
        # The authorisation was transaction-local: it is gone now, and UPDATE never passes.
        connection.execute(text("UPDATE checkin.test_erasable SET body = 'x'"))
    with ledger.connect() as connection:
        assert connection.execute(text("SELECT id FROM checkin.test_erasable")).scalars().all() == [
            2
        ]
