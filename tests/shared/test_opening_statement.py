"""A transaction's opening statement travels with its BEGIN as the pool's pre-ping (ADR 0098).

The checkout still proves the connection alive before the transaction uses it - a
connection the server cut is discarded and replaced, never handed over - and when the
opening could not go with the BEGIN (a fresh connection, a failed statement) the caller is
told (``rows is None``) and sends it itself, as its first statement.
"""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest
from psycopg import pq
from sqlalchemy import text
from sqlalchemy.engine import Engine

from shared.db.session import Database, OpeningStatement, create_service_engine


@pytest.fixture
def engine(database) -> Iterator[Engine]:
    engine = create_service_engine(database.admin_url, application_name="opening-test")
    try:
        yield engine
    finally:
        engine.dispose()


def _rows(query: bytes) -> OpeningStatement:
    def render(_connection: psycopg.Connection[object]) -> bytes:
        return query

    return OpeningStatement(render)


def _warm(units: Database) -> int:
    """Open the pool's connection (a fresh one is not pinged); its backend pid."""
    with units.transaction() as session:
        pid: int = session.execute(text("SELECT pg_backend_pid()")).scalar_one()
    return pid


def test_the_opening_goes_with_the_begin_on_a_reused_connection(engine: Engine) -> None:
    units = Database(engine)
    _warm(units)
    opening = _rows(b"SELECT txid_current() FROM generate_series(1, 3)")
    with units.transaction(opening) as session:
        assert opening.rows == 3
        status = session.connection().connection.dbapi_connection.info.transaction_status  # type: ignore[union-attr]
        assert status == pq.TransactionStatus.INTRANS
        # The same transaction as the statements that follow.
        assert session.execute(text("SELECT txid_current_if_assigned() IS NOT NULL")).scalar()


def test_a_fresh_connection_leaves_the_opening_to_the_caller(engine: Engine) -> None:
    opening = _rows(b"SELECT 1")
    with Database(engine).transaction(opening) as session:
        assert opening.rows is None
        assert session.execute(text("SELECT 2")).scalar() == 2


def test_a_failed_opening_is_rolled_back_and_left_to_the_caller(engine: Engine) -> None:
    units = Database(engine)
    pid = _warm(units)
    opening = _rows(b"SELECT * FROM no_such_table_anywhere")
    with units.transaction(opening) as session:
        assert opening.rows is None
        # The connection is the same, alive and in a clean new transaction.
        assert session.execute(text("SELECT pg_backend_pid()")).scalar() == pid


def test_a_connection_the_server_cut_never_reaches_the_transaction(
    engine: Engine, database
) -> None:
    units = Database(engine)
    victim = _warm(units)
    with database.engine() as admin, admin.begin() as connection:
        connection.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": victim})
    opening = _rows(b"SELECT 1")
    with units.transaction(opening) as session:
        assert session.execute(text("SELECT pg_backend_pid()")).scalar() != victim
        assert opening.rows is None  # the replacement is fresh: the caller sends it


def test_after_an_autocommit_use_the_begin_is_psycopgs_own(engine: Engine) -> None:
    units = Database(engine)
    _warm(units)
    with engine.connect() as connection:
        connection.execution_options(isolation_level="AUTOCOMMIT").execute(text("SELECT 1"))
    opening = _rows(b"SHOW transaction_isolation")
    with units.transaction(opening) as session:
        assert opening.rows == 1
        assert session.execute(text("SHOW transaction_isolation")).scalar() == "read committed"
