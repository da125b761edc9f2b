"""Engines and the unit of work: one transaction per request or task, committed in one place.

Repositories only ``flush()``; the caller that opened ``Database.transaction()`` commits on
success and rolls back on any exception, so a failed request never leaves a partial write.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Engine, create_engine
from sqlalchemy.engine import URL
from sqlalchemy.orm import Session, sessionmaker


def create_service_engine(
    url: URL, *, application_name: str, pool_size: int = 10, max_overflow: int = 20
) -> Engine:
    return create_engine(
        url,
        pool_size=pool_size,
        max_overflow=max_overflow,
        pool_pre_ping=True,
        connect_args={"application_name": application_name, "connect_timeout": 5},
    )


class Database:
    """A service's connection to its own schema."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One unit of work: commit on success, roll back on any exception."""
        with self._sessions() as session, session.begin():
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
