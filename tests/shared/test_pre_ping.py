"""The pool's pre-ping is the transaction's BEGIN (``shared.db.session``, ADR 0095).

A checkout still proves the connection alive before a request uses it - a connection the
server cut is discarded and replaced, never handed to the request - but in the one round
trip the transaction needs anyway, where SQLAlchemy's ping (an empty query) cost a second one.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from psycopg import pq
from sqlalchemy import text
from sqlalchemy.engine import Engine

from shared.db.session import Database, create_service_engine
from tests.support.statements import RoundTrips


@pytest.fixture
def engine(database) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    engine = create_service_engine(database.admin_url, application_name="pre-ping-test")
    try:
        yield engine
    finally:
        engine.dispose()


def test_a_reused_connection_is_pinged_by_its_begin_alone(engine: Engine, tmp_path: Path) -> None:
    trace = RoundTrips(engine, tmp_path / "libpq.trace")
    database = Database(engine)
    with database.transaction() as session:  # a fresh connection is not pinged
        session.execute(text("SELECT 2"))
    assert trace.taken() == ["BEGIN", "SELECT", "COMMIT"]
    with database.transaction() as session:  # reused: pinged, by the BEGIN
        assert session.execute(text("SELECT 3")).scalar() == 3
    assert trace.taken() == ["BEGIN", "SELECT", "COMMIT"]
    with engine.connect() as connection:  # not a Database.transaction: the usual ping
        connection.execute(text("SELECT 4"))
        connection.commit()
    assert trace.taken() == [";", "BEGIN", "SELECT", "COMMIT"]  # SQLAlchemy's ping: ";"
    trace.close()


def test_a_connection_the_server_cut_never_reaches_a_request(engine: Engine, database) -> None:  # type: ignore[no-untyped-def]
    units = Database(engine)
    with units.transaction() as session:
        victim = session.execute(text("SELECT pg_backend_pid()")).scalar()
    with database.engine() as admin, admin.begin() as connection:
        connection.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": victim})
    with units.transaction() as session:
        pid = session.execute(text("SELECT pg_backend_pid()")).scalar()
    assert pid != victim


def test_autocommit_and_read_only_units_are_unchanged(engine: Engine) -> None:
    units = Database(engine)
    with units.transaction() as session:
        session.execute(text("SELECT 1"))
    with units.read_only_snapshot() as session:
        assert session.execute(text("SHOW transaction_read_only")).scalar() == "on"
        assert session.execute(text("SHOW transaction_isolation")).scalar() == "repeatable read"
    with engine.connect() as connection:
        auto = connection.execution_options(isolation_level="AUTOCOMMIT")
        auto.execute(text("SELECT 1"))
        assert auto.connection.dbapi_connection.info.transaction_status == (  # type: ignore[union-attr]
            pq.TransactionStatus.IDLE
        )
    with units.transaction() as session:
        assert session.execute(text("SHOW transaction_read_only")).scalar() == "off"
