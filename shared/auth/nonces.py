"""Replay protection: each (caller, nonce) is accepted once, remembered in the service's schema.

Kept in Postgres rather than memory so a restart inside the ±30 s window cannot reopen a
replay, and so several workers of one service share one memory.
"""

from __future__ import annotations

import itertools
from datetime import datetime, timedelta
from typing import Protocol

from sqlalchemy import Column, DateTime, Engine, MetaData, Table, Text, delete
from sqlalchemy.dialects.postgresql import insert

# Far longer than the signature window, so a nonce is never forgotten while still valid.
RETENTION = timedelta(minutes=10)
_PRUNE_EVERY = 200


def nonce_table(metadata: MetaData) -> Table:
    """The table every service schema has (created by ``create_service_base``)."""
    return Table(
        "service_request_nonce",
        metadata,
        Column("caller_id", Text, primary_key=True),
        Column("nonce", Text, primary_key=True),
        Column("seen_at", DateTime(timezone=True), nullable=False, index=True),
    )


class NonceStore(Protocol):
    def remember(self, caller: str, nonce: str, seen_at: datetime) -> bool:
        """Record the nonce; False if it was already seen."""
        ...


class PostgresNonceStore:
    """Each nonce is one INSERT in autocommit: its own transaction, committed (durably, with
    the server's ``synchronous_commit``) before the request's handler runs - as the explicit
    BEGIN ... COMMIT it replaced, minus those two round trips (ADR 0088). A refused request
    still spends its nonce; the request's own transaction is separate (ADR 0067)."""

    def __init__(self, engine: Engine, table: Table) -> None:
        self._engine = engine.execution_options(isolation_level="AUTOCOMMIT")
        self._table = table
        self._counter = itertools.count()
        # Built once: the values are bound at execution, so every request reuses this
        # statement object and its memoised cache key instead of building and keying a
        # new one (the same SQL).
        self._insert = insert(table).on_conflict_do_nothing().returning(table.c.nonce)

    def remember(self, caller: str, nonce: str, seen_at: datetime) -> bool:
        values = {"caller_id": caller, "nonce": nonce, "seen_at": seen_at}
        with self._engine.connect() as connection:
            inserted = connection.execute(self._insert, values).first() is not None
            if inserted and next(self._counter) % _PRUNE_EVERY == 0:
                # Its own statement (and transaction) now; pruning is idempotent clean-up.
                connection.execute(
                    delete(self._table).where(self._table.c.seen_at < seen_at - RETENTION)
                )
        return inserted
