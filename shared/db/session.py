"""Engines and the unit of work: one transaction per request or task, committed in one place.

Repositories only ``flush()``; the caller that opened ``Database.transaction()`` commits on
success and rolls back on any exception, so a failed request never leaves a partial write.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from types import MethodType
from typing import Any

import psycopg
from psycopg import pq
from psycopg.adapt import Transformer
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
    # A read the transaction's work sends first, after this statement: sent in the same
    # round trip when the opening is (``FirstRead``); its rows land in ``FirstRead.rows``.
    first_read: FirstRead | None = None


@dataclass(slots=True)
class FirstRead:
    """The first statement a transaction's work would send after its opening statement,
    sent in the opening's round trip instead (``BEGIN; <opening>; <read>``; issue 18 lever
    (a), ADR 0105).

    Only a statement that writes nothing a rollback would not undo and takes no lock, so
    that a replayed nonce (the opening answers no row; the work never runs) or a rolled-back
    opening cost nothing but the read. ``key`` names it for ``take_first_read``: the
    work's own read of the same statement with the same values takes these rows instead
    of sending it. ``rows`` are loaded by psycopg for the connection (its loaders: what a
    cursor would answer) and set only when it was sent that way; ``None`` otherwise (a
    fresh connection, a failed opening): the work then sends the read itself, as before.
    """

    key: Hashable
    render: Callable[[psycopg.Connection[Any]], bytes]
    rows: list[tuple[Any, ...]] | None = None


# Where a transaction's session keeps its first read's rows until the work takes them.
_FIRST_READ = "dualcoach.first_read"


def take_first_read(session: Session, key: Hashable) -> list[tuple[Any, ...]] | None:
    """The rows of the first read ``key``, if it was sent with the transaction's opening;
    taken once (a second read of the same statement goes to the server)."""
    read: FirstRead | None = session.info.get(_FIRST_READ)
    if read is None or read.key != key:
        return None
    del session.info[_FIRST_READ]
    return read.rows


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
    query = _begin(connection) + b"; " + opening.render(connection)
    read = opening.first_read
    if read is None:
        # PQexec answers with the last statement's result; BEGIN's failure leaves no
        # transaction.
        result = connection.pgconn.exec_(query)
        results = [result]
    else:
        results = _exec_each(connection, query + b"; " + read.render(connection))
        result = results[1] if len(results) == 3 else results[-1]
    status = _status(connection)  # after the query: the transaction it opened, or not
    if (
        all(each.status in _OK for each in results)
        and len(results) == (1 if read is None else 3)
        and result.status == pq.ExecStatus.TUPLES_OK
        and status == pq.TransactionStatus.INTRANS
    ):
        opening.rows = result.ntuples
        if read is not None:
            loader = Transformer(connection)
            loader.set_pgresult(results[2])
            read.rows = loader.load_rows(0, results[2].ntuples, tuple)
        return True
    if connection.pgconn.status != pq.ConnStatus.OK or status not in (
        pq.TransactionStatus.INTRANS,
        pq.TransactionStatus.INERROR,
    ):
        failed = next((each for each in results if each.status not in _OK), result)
        message = (failed.error_message or b"").decode("utf-8", "replace")
        raise psycopg.OperationalError(f"pre-ping failed: {message}")
    # Alive, but the statement failed: back to no transaction; the caller sends it itself.
    rollback = connection.pgconn.exec_(b"ROLLBACK")
    if rollback.status != pq.ExecStatus.COMMAND_OK:
        raise psycopg.OperationalError("pre-ping could not roll back its opening statement")
    return True


_OK = (pq.ExecStatus.COMMAND_OK, pq.ExecStatus.TUPLES_OK)


def _exec_each(connection: psycopg.Connection[Any], query: bytes) -> list[pq.abc.PGresult]:
    """Every statement's result of one simple-protocol query (PQexec keeps only the last),
    up to the first that failed. Sent and read in libpq's blocking mode, as PQexec is."""
    pgconn = connection.pgconn
    nonblocking = pgconn.nonblocking
    pgconn.nonblocking = 0
    try:
        try:
            pgconn.send_query(query)
        except psycopg.OperationalError as error:
            raise psycopg.OperationalError(f"pre-ping failed: {error}") from error
        results = []
        while (result := pgconn.get_result()) is not None:
            results.append(result)
    finally:
        pgconn.nonblocking = nonblocking
    return results or [pgconn.make_empty_result(pq.ExecStatus.FATAL_ERROR)]


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
                if opening.first_read is not None and opening.first_read.rows is not None:
                    session.info[_FIRST_READ] = opening.first_read
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
