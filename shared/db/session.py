"""Engines and the unit of work: one transaction per request or task, committed in one place.

Repositories only ``flush()``; the caller that opened ``Database.transaction()`` commits on
success and rolls back on any exception, so a failed request never leaves a partial write.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
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
    engine.dialect.do_ping = MethodType(_ping_by_beginning, engine.dialect)  # type: ignore[method-assign]
    return engine


# Set by ``Database.transaction`` while it checks out its connection, and only then.
_BEGIN_IS_THE_PING: ContextVar[bool] = ContextVar("dualcoach_begin_is_the_ping", default=False)


def _ping_by_beginning(dialect: Dialect, dbapi_connection: Any) -> bool:
    """The pool's pre-ping for a ``Database.transaction``: the transaction's own BEGIN.

    SQLAlchemy's psycopg ping is an empty query (``;``) in autocommit, after which psycopg sends the
    transaction's ``BEGIN`` before its first statement: two round trips on every checkout.
    For a checkout that is a plain read-write transaction's (``Database.transaction``, a
    connection with default characteristics, not in a transaction) the ping *is* that
    BEGIN - what psycopg would have sent before the first statement - and psycopg, seeing
    the transaction open, sends no other. A dead connection fails the BEGIN as it failed
    the empty query: the pool discards it and connects again, so no dead connection reaches a
    request. Every other checkout (autocommit, read-only snapshots, anything that sets
    characteristics after the checkout) is pinged with the empty query as before.
    """
    connection = dbapi_connection
    if not (
        _BEGIN_IS_THE_PING.get()
        and isinstance(connection, psycopg.Connection)
        and not connection.autocommit
        and connection.isolation_level is None
        and connection.read_only is None
        and connection.deferrable is None
        and connection.info.transaction_status == pq.TransactionStatus.IDLE
    ):
        return bool(type(dialect).do_ping(dialect, dbapi_connection))
    result = connection.pgconn.exec_(b"BEGIN")
    if result.status != pq.ExecStatus.COMMAND_OK:
        message = (result.error_message or b"").decode("utf-8", "replace")
        raise psycopg.OperationalError(f"pre-ping BEGIN failed: {message}")
    return True


class Database:
    """A service's connection to its own schema."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One unit of work: commit on success, roll back on any exception.

        The connection is checked out at once, so that the pool's pre-ping can be the
        transaction's BEGIN (``_ping_by_beginning``): one round trip fewer per transaction.
        """
        with self._sessions() as session, session.begin():
            token = _BEGIN_IS_THE_PING.set(True)
            try:
                session.connection()
            finally:
                _BEGIN_IS_THE_PING.reset(token)
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
