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

    def dispose(self) -> None:
        self.engine.dispose()
