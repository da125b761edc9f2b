"""The admission lock: one per session, held across processes (a Postgres advisory lock).

Rev 30-31 hold ``DiagnosticHost._admission_lock`` from final generation/pin validation
through reservation, the provider call and durable terminalization; close, expiry and
stop take the same lock. Our host may run in more than one process, so the lock is a
*session-level* Postgres advisory lock on one dedicated connection: every durable step of
the critical section commits on that same connection (each commit is durable at once,
the lock stays held across commits), and a crashed process releases it with its
connection - a crash can never leave a session locked forever.

``lock_token`` is a fresh object per acquisition. The delivery authority's methods demand
it and compare by identity, so they can only run inside a held critical section.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final

from sqlalchemy import Connection, func, select, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from shared.db.session import Database

# ``pg_advisory_lock(int4, int4)``: the first key names this use ('DIAG'), the second the session.
LOCK_NAMESPACE: Final = 0x44494147


class AdmissionBusy(Exception):
    """The lock was not had within the bounded wait; nothing changed."""


def session_lock_key(session_id: str) -> int:
    """A signed 32-bit key for a session (a collision only serializes two sessions)."""
    return int.from_bytes(hashlib.sha256(session_id.encode()).digest()[:4], "big", signed=True)


class HeldAdmission:
    """A held admission lock: run durable steps with ``transaction()``; compare ``token``."""

    def __init__(self, connection: Connection, session_id: str) -> None:
        self._connection = connection
        self.session_id = session_id
        self.token = object()

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One committed unit of work on the lock's own connection (the lock stays held)."""
        with Session(bind=self._connection) as session, session.begin():
            yield session


def acquire_admission(database: Database, session_id: str, *, wait_seconds: float) -> HeldAdmission:
    """Take the session's lock, waiting at most ``wait_seconds`` (``AdmissionBusy`` after)."""
    connection = database.engine.connect()
    try:
        connection.execute(text(f"SET lock_timeout = '{int(wait_seconds * 1000)}ms'"))
        connection.execute(
            select(func.pg_advisory_lock(LOCK_NAMESPACE, session_lock_key(session_id)))
        )
        connection.execute(text("RESET lock_timeout"))
        connection.commit()
    except DBAPIError as error:
        connection.rollback()
        connection.close()
        if getattr(error.orig, "sqlstate", None) == "55P03":  # lock_not_available
            raise AdmissionBusy(session_id) from None
        raise
    except BaseException:
        connection.invalidate()
        connection.close()
        raise
    return HeldAdmission(connection, session_id)


def release_admission(held: HeldAdmission) -> None:
    """Release the lock; if that fails the connection is discarded (which releases it too)."""
    connection = held._connection
    held.token = object()  # the old token authorizes nothing any more
    try:
        if connection.in_transaction():
            connection.rollback()
        connection.execute(
            select(func.pg_advisory_unlock(LOCK_NAMESPACE, session_lock_key(held.session_id)))
        )
        connection.commit()
    except BaseException:
        connection.invalidate()
        raise
    finally:
        connection.close()


@contextmanager
def admission(
    database: Database, session_id: str, *, wait_seconds: float
) -> Iterator[HeldAdmission]:
    """The lock as a (synchronous) block."""
    held = acquire_admission(database, session_id, wait_seconds=wait_seconds)
    try:
        yield held
    finally:
        release_admission(held)
