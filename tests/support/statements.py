"""Recording an engine's transactions, each as the list of its SQL statements.

Cost tests pin how many transactions and statements a request runs (issue 18); they share
this one recorder instead of each listening to SQLAlchemy's events on its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Engine


@contextmanager
def recorded_transactions(engine: Engine, into: list[Any]) -> Iterator[list[Any]]:
    """Append to ``into`` a new list per transaction begun on ``engine`` while the block
    runs, holding that transaction's statements (whitespace collapsed), in order.

    ``into`` may also receive the caller's own markers between transactions."""

    def begin(connection: Any) -> None:
        into.append([])

    def execute(connection: Any, cursor: Any, statement: str, *args: Any) -> None:
        into[-1].append(" ".join(statement.split()))

    event.listen(engine, "begin", begin)
    event.listen(engine, "before_cursor_execute", execute)
    try:
        yield into
    finally:
        event.remove(engine, "begin", begin)
        event.remove(engine, "before_cursor_execute", execute)
