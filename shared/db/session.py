"""Engines and the unit of work: one transaction per request or task, committed in one place.

Repositories only ``flush()``; the caller that opened ``Database.transaction()`` commits on
success and rolls back on any exception, so a failed request never leaves a partial write.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from types import MethodType
from typing import Any

import psycopg
from psycopg import pq
from sqlalchemy import Engine, create_engine
from sqlalchemy.engine import URL, Dialect
from sqlalchemy.orm import Session, sessionmaker


def create_service_engine(
    url: URL, *, application_name: str, pool_size: int = 10, max_overflow: int = 20
) -> Engine:
    engine = create_engine(
        url,
        pool_size=pool_size,
        max_overflow=max_overflow,
        pool_pre_ping=True,
        connect_args={"application_name": application_name, "connect_timeout": 5},
    )
    engine.dialect.do_ping = MethodType(_ping_by_opening, engine.dialect)  # type: ignore[method-assign]
    return engine


@dataclass(slots=True)
class OpeningStatement:
    """A transaction's first statement, sent with its BEGIN as the pool's pre-ping (ADR 0098).

    ``render`` gives the statement with its values already in it (client-side, by psycopg's
    quoting) for the connection it will run on. After ``Database.transaction(opening=...)``
    has checked out its connection, ``rows`` is the number of rows the statement returned
    when it was sent that way, or ``None`` when it was not (a fresh connection, which the
    pool does not ping; an autocommit connection; the statement failed and was rolled back
    with its BEGIN): then the caller sends it as its first statement as
    before. Either way it is the first statement of the transaction.
    """

    render: Callable[[psycopg.Connection[Any]], bytes]
    rows: int | None = None


# Set by ``Database.transaction(opening=...)`` while it checks out its connection, and only then.
_OPENING: ContextVar[OpeningStatement | None] = ContextVar("dualcoach_opening", default=None)


def opening_in_checkout() -> OpeningStatement | None:
    """The opening statement of the transaction whose connection is being checked out, if
    any (for a statement recorder's ``checkout`` listener: SQLAlchemy's statement events do
    not see what the pre-ping sends)."""
    return _OPENING.get()


def _ping_by_opening(dialect: Dialect, dbapi_connection: Any) -> bool:
    """The pool's pre-ping for a transaction that has an opening statement: its BEGIN and
    that statement, in one round trip (one simple-protocol query, ``BEGIN; <statement>``).

    SQLAlchemy's psycopg ping is an empty query (``;``) in autocommit; psycopg then sends
    BEGIN, then the first statement: three round trips where this is one. psycopg reads the
    transaction status from libpq, sees the transaction open and sends no BEGIN of its own.
    A dead connection fails this query as it failed the empty one: the pool discards it and
    connects again (that connection, fresh, is not pinged: the caller sends the statement
    itself). A statement that fails on a live connection is rolled back with its BEGIN and
    left to the caller, whose own INSERT then fails as it always did. The BEGIN is the one
    psycopg would send (the connection's isolation level, read-only and deferrable
    settings). Every other checkout (no opening statement, autocommit) is pinged as before.
    """
    opening = _OPENING.get()
    connection = dbapi_connection
    if not (
        opening is not None
        and isinstance(connection, psycopg.Connection)
        and not connection.autocommit
        and _status(connection) == pq.TransactionStatus.IDLE
    ):
        return bool(type(dialect).do_ping(dialect, dbapi_connection))
    # PQexec answers with the last statement's result; BEGIN's failure leaves no transaction.
    result = connection.pgconn.exec_(_begin(connection) + b"; " + opening.render(connection))
    status = _status(connection)  # after the query: the transaction it opened, or not
    if result.status == pq.ExecStatus.TUPLES_OK and status == pq.TransactionStatus.INTRANS:
        opening.rows = result.ntuples
        return True
    if connection.pgconn.status != pq.ConnStatus.OK or status not in (
        pq.TransactionStatus.INTRANS,
        pq.TransactionStatus.INERROR,
    ):
        message = (result.error_message or b"").decode("utf-8", "replace")
        raise psycopg.OperationalError(f"pre-ping failed: {message}")
    # Alive, but the statement failed: back to no transaction; the caller sends it itself.
    rollback = connection.pgconn.exec_(b"ROLLBACK")
    if rollback.status != pq.ExecStatus.COMMAND_OK:
        raise psycopg.OperationalError("pre-ping could not roll back its opening statement")
    return True


def _status(connection: psycopg.Connection[Any]) -> pq.TransactionStatus:
    return connection.info.transaction_status


def _begin(connection: psycopg.Connection[Any]) -> bytes:
    """The BEGIN psycopg itself would send on this connection (its characteristics: SQLAlchemy
    sets the isolation level back to READ COMMITTED explicitly after an autocommit use)."""
    parts = [b"BEGIN"]
    if connection.isolation_level is not None:
        level = psycopg.IsolationLevel(connection.isolation_level).name.replace("_", " ")
        parts.append(b"ISOLATION LEVEL " + level.encode())
    if connection.read_only is not None:
        parts.append(b"READ ONLY" if connection.read_only else b"READ WRITE")
    if connection.deferrable is not None:
        parts.append(b"DEFERRABLE" if connection.deferrable else b"NOT DEFERRABLE")
    return b" ".join(parts)


class Database:
    """A service's connection to its own schema."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    @contextmanager
    def transaction(self, opening: OpeningStatement | None = None) -> Iterator[Session]:
        """One unit of work: commit on success, roll back on any exception.

        ``opening``: a statement the transaction must send first; the connection is checked
        out at once, so that the pool's pre-ping sends it with the BEGIN (``OpeningStatement``).
        """
        with self._sessions() as session, session.begin():
            if opening is not None:
                token = _OPENING.set(opening)
                try:
                    session.connection()
                finally:
                    _OPENING.reset(token)
            yield session

    @contextmanager
    def read_only_snapshot(self) -> Iterator[Session]:
        """One READ ONLY, REPEATABLE READ transaction, always rolled back (never committed).

        Every statement inside sees the same snapshot, so whatever it reads is the state
        between two writer commits - Postgres's form of the seed's shared lock on the
        writer's inode. Read-only is set on the connection before BEGIN, so even a role
        that could write cannot write here.
        """
        with self.engine.connect() as connection:
            snapshot = connection.execution_options(
                isolation_level="REPEATABLE READ", postgresql_readonly=True
            )
            transaction = snapshot.begin()
            try:
                with Session(bind=snapshot) as session:
                    yield session
            finally:
                transaction.rollback()

    def dispose(self) -> None:
        self.engine.dispose()
