"""Recording an engine's transactions, each as the list of its SQL statements.

Cost tests pin how many transactions and statements a request runs (issue 18); they share
this one recorder instead of each listening to SQLAlchemy's events on its own, and
``RoundTrips`` for what SQLAlchemy's events do not see (the pool's ping, BEGIN, COMMIT).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from psycopg import pq
from sqlalchemy import event
from sqlalchemy.engine import Engine

from shared.db.session import opening_in_checkout


@contextmanager
def recorded_transactions(engine: Engine, into: list[Any]) -> Iterator[list[Any]]:
    """Append to ``into`` a new list per transaction begun on ``engine`` while the block
    runs, holding that transaction's statements (whitespace collapsed), in order.

    ``into`` may also receive the caller's own markers between transactions.

    A transaction's opening statement sent with its BEGIN by the pool's pre-ping (ADR 0098)
    is its first statement here too, as sent (its values in it), though SQLAlchemy's
    statement events never see it."""
    opened: list[str] = []

    def checkout(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
        opening = opening_in_checkout()
        if opening is not None and opening.rows is not None:
            opened.append(" ".join(opening.render(dbapi_connection).decode().split()))

    def begin(connection: Any) -> None:
        into.append(opened[:])
        opened.clear()

    def execute(connection: Any, cursor: Any, statement: str, *args: Any) -> None:
        into[-1].append(" ".join(statement.split()))

    event.listen(engine, "checkout", checkout)
    event.listen(engine, "begin", begin)
    event.listen(engine, "before_cursor_execute", execute)
    try:
        yield into
    finally:
        event.remove(engine, "checkout", checkout)
        event.remove(engine, "begin", begin)
        event.remove(engine, "before_cursor_execute", execute)


def _first_words(query: str) -> str:
    """A simple-protocol query's statements by their first words: ``"SELECT"``, or
    ``"BEGIN+INSERT"`` for several in one message (ADR 0098); the pool's ping as it is (``;``)."""
    words = [part.split()[0].upper() for part in query.split(";") if part.split()]
    return "+".join(words) if words else query.strip()


class RoundTrips:
    """What an engine's connections send to the server, one entry per round trip.

    libpq's own trace of the wire (so it sees what SQLAlchemy's events do not: the pool's
    pre-ping, psycopg's BEGIN, COMMIT). Only connections opened after it starts are traced.
    Each entry is the first word of the query (``"BEGIN"``, ``"SELECT"``, ``";"`` - the
    pool's usual ping), the first words of each of its statements joined by ``+`` when one
    message carries several (``"BEGIN+INSERT"``), or ``"<prepared>"`` for a statement
    psycopg had prepared.
    """

    def __init__(self, engine: Engine, path: Path) -> None:
        self._path = path
        self._connections: list[Any] = []
        self._handles: list[IO[str]] = []  # libpq writes to their descriptors: kept open
        event.listen(engine, "connect", self._start)

    def _start(self, dbapi_connection: Any, _record: Any) -> None:
        self._connections.append(dbapi_connection)
        self._trace(dbapi_connection)

    def _trace(self, dbapi_connection: Any) -> None:
        handle = self._path.open("a")
        self._handles.append(handle)
        dbapi_connection.pgconn.trace(handle.fileno())
        dbapi_connection.pgconn.set_trace_flags(
            pq.Trace.SUPPRESS_TIMESTAMPS | pq.Trace.REGRESS_MODE
        )

    def taken(self) -> list[str]:
        """The round trips since the last call, in order."""
        for connection in self._connections:  # untrace flushes libpq's buffered stream
            if not connection.closed:
                connection.pgconn.untrace()
        lines = self._path.read_text().splitlines() if self._path.exists() else []
        self._path.write_text("")
        for connection in self._connections:
            if not connection.closed:
                self._trace(connection)
        trips: list[str] = []
        pending: str | None = None
        for line in lines:
            fields = line.split("\t")
            if len(fields) < 3 or fields[0] != "F":
                continue
            message = fields[2].strip()
            quoted = line.split('"')
            if message == "Query":
                trips.append(_first_words(quoted[1]))
            elif message == "Parse":
                pending = quoted[3].split()[0].upper() if quoted[3].split() else ""
            elif message == "Bind" and pending is None:
                pending = "<prepared>"
            elif message == "Sync":
                trips.append(pending or "")
                pending = None
        return trips

    def close(self) -> None:
        for connection in self._connections:
            if not connection.closed:
                connection.pgconn.untrace()
        for handle in self._handles:
            handle.close()
