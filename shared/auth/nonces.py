"""Replay protection: each (caller, nonce) is accepted once, remembered in the service's schema.

Kept in Postgres rather than memory so a restart inside the ±30 s window cannot reopen a
replay, and so several workers of one service share one memory.

A nonce is spent in one of two ways. By default, alone: one INSERT in autocommit before the
route runs. On a route that opts in (``require_callers(..., nonce_in_transaction=True)``),
with the route's work: the verifier leaves a ``PendingNonce`` for the request, and the
request's ``shared.deps.in_transaction`` inserts it as the first statement of the route's
own transaction - one COMMIT, one connection checkout and one worker-thread trip fewer per
request (ADR 0089). On a reused connection that INSERT is sent with the transaction's BEGIN
as the pool's pre-ping, one round trip (``PendingNonce.opening``, ADR 0098).
The rule is the same either way: a request whose work commits has spent
its nonce in that commit; a refused or failed request still spends it, alone, after its
rollback; a replay finds it spent (a concurrent replay waits on the primary key until the
first request's transaction ends) and is refused.
"""

from __future__ import annotations

import itertools
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol

import psycopg
from sqlalchemy import Column, Connection, DateTime, Delete, Engine, MetaData, Table, Text, delete
from sqlalchemy.dialects.postgresql import insert

from shared.db.session import OpeningStatement

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
        """Record the nonce in its own transaction; False if it was already seen."""
        ...

    def remember_within(
        self, connection: Connection, caller: str, nonce: str, seen_at: datetime
    ) -> bool:
        """Record the nonce in ``connection``'s open transaction; False if already seen."""
        ...

    def opening(self, caller: str, nonce: str, seen_at: datetime) -> OpeningStatement:
        """The same INSERT as ``remember_within``, as a transaction's opening statement
        (sent with its BEGIN, ``shared.db.session.OpeningStatement``): one row if new."""
        ...

    def prune_now_and_then(self, seen_at: datetime) -> None:
        """Occasionally forget nonces far past the signature window."""
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
        # The same statement as SQL text with named placeholders, compiled once for the
        # opening form, whose values psycopg quotes into it client-side.
        self._insert_sql = str(self._insert.compile(dialect=engine.dialect))

    def remember(self, caller: str, nonce: str, seen_at: datetime) -> bool:
        values = {"caller_id": caller, "nonce": nonce, "seen_at": seen_at}
        with self._engine.connect() as connection:
            inserted = connection.execute(self._insert, values).first() is not None
            if inserted and self._prune_due():
                connection.execute(self._prune(seen_at))
        return inserted

    def remember_within(
        self, connection: Connection, caller: str, nonce: str, seen_at: datetime
    ) -> bool:
        """Record the nonce in the caller's open transaction (committed with it); False if
        already spent. A concurrent request holding the same nonce in its own open
        transaction makes this wait until that one commits or rolls back."""
        values = {"caller_id": caller, "nonce": nonce, "seen_at": seen_at}
        return connection.execute(self._insert, values).first() is not None

    def opening(self, caller: str, nonce: str, seen_at: datetime) -> OpeningStatement:
        values = {"caller_id": caller, "nonce": nonce, "seen_at": seen_at}
        sql = self._insert_sql

        def render(connection: psycopg.Connection[object]) -> bytes:
            # psycopg's own literal quoting for this connection (its encoding, its
            # standard_conforming_strings): the values cannot change the statement.
            rendered = psycopg.ClientCursor(connection).mogrify(sql, values)
            return rendered.encode(connection.info.encoding)

        return OpeningStatement(render)

    def prune_now_and_then(self, seen_at: datetime) -> None:
        """After a commit that spent a nonce: the same occasional clean-up, in autocommit."""
        if self._prune_due():
            with self._engine.connect() as connection:
                connection.execute(self._prune(seen_at))

    def _prune_due(self) -> bool:
        return next(self._counter) % _PRUNE_EVERY == 0

    def _prune(self, seen_at: datetime) -> Delete:
        # Its own statement (and transaction); pruning is idempotent clean-up.
        return delete(self._table).where(self._table.c.seen_at < seen_at - RETENTION)


@dataclass(slots=True)
class PendingNonce:
    """A verified request's nonce, not yet spent: its route spends it with its own work.

    ``settled`` turns true once the question is closed either way: committed with the
    route's work, spent alone after a rollback, or found already spent (a replay).
    """

    store: NonceStore
    caller: str
    nonce: str
    seen_at: datetime
    settled: bool = False

    def opening(self) -> OpeningStatement:
        """Its INSERT as the route's transaction's opening statement (``spend_within``)."""
        return self.store.opening(self.caller, self.nonce, self.seen_at)

    def spend_within(self, connection: Connection, opening: OpeningStatement | None = None) -> bool:
        """Insert it in the route's open transaction; False (and settled) on a replay.

        ``opening``: this nonce's ``opening()``, given to ``Database.transaction``. When the
        pool's pre-ping sent it with the BEGIN (ADR 0098) its answer is read from there -
        the same INSERT, the transaction's first statement; otherwise it is sent now.
        """
        if opening is not None and opening.rows is not None:
            fresh = opening.rows > 0
        else:
            fresh = self.store.remember_within(connection, self.caller, self.nonce, self.seen_at)
        self.settled = not fresh
        return fresh

    def committed(self) -> None:
        """The route's transaction, the nonce in it, has committed."""
        self.settled = True
        self.store.prune_now_and_then(self.seen_at)

    def spend_alone(self) -> bool:
        """Spend it in its own transaction (a refused or failed request, after its
        rollback); False if it was already spent."""
        self.settled = True
        return self.store.remember(self.caller, self.nonce, self.seen_at)


# The current request's unspent nonce, set by the verifier on an opted-in route. A context
# variable: FastAPI runs a route's dependencies and the route itself in the request's one
# task, and each request is its own task, so no request sees another's.
pending_nonce: ContextVar[PendingNonce | None] = ContextVar("pending_nonce", default=None)
