"""A hot path's statement compiled once and sent as its SQL text (ADR 0104).

``Session.execute`` of a Core statement looks the statement up in the compiled cache,
builds its parameters and its execution context from the compiled form, every time; for
the event append's three statements that was ~30 µs of CPU each on this machine, more
than psycopg's own part of sending them. A ``DriverStatement`` is compiled once per
dialect and executed with ``Connection.exec_driver_sql``: the same SQL text, the same
values (the column types' bind processors applied, as SQLAlchemy would), through the same
connection, transaction and statement events (``before_cursor_execute``: the statement
recorders of the cost tests see it as before). Only for statements without expanding
parameters; rows come back as psycopg gives them, which for the psycopg dialect is what
SQLAlchemy gives (it leaves JSON and timestamps to psycopg).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import CursorResult
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import Session
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.elements import ClauseElement


@dataclass(frozen=True, slots=True)
class _Compiled:
    sql: str
    constants: dict[str, Any]
    processors: tuple[tuple[str, Callable[[Any], Any]], ...]


@dataclass(slots=True)
class DriverStatement:
    """``statement`` compiled once per dialect (``column_keys``: an INSERT's columns)."""

    statement: ClauseElement
    column_keys: Sequence[str] | None = None
    _compiled: dict[tuple[type[Dialect], str], _Compiled] = field(default_factory=dict)

    def compiled(self, dialect: Dialect) -> _Compiled:
        key = (type(dialect), dialect.paramstyle)
        found = self._compiled.get(key)
        if found is None:
            found = self._compiled[key] = self._compile(dialect)
        return found

    def _compile(self, dialect: Dialect) -> _Compiled:
        compiled = self.statement.compile(
            dialect=dialect,
            column_keys=list(self.column_keys) if self.column_keys is not None else None,
        )
        if not isinstance(compiled, SQLCompiler):
            raise TypeError("a DriverStatement needs a SQL statement")
        if any(bind.expanding for bind in compiled.binds.values()):
            raise ValueError("a DriverStatement cannot have expanding parameters")
        if dialect.paramstyle != "pyformat":
            raise ValueError(f"a DriverStatement needs named parameters, not {dialect.paramstyle}")
        processors = []
        for name, bind in compiled.binds.items():
            processor = bind.type.dialect_impl(dialect).bind_processor(dialect)
            if processor is not None:
                processors.append((name, processor))
        constants = {name: value for name, value in compiled.params.items() if value is not None}
        return _Compiled(compiled.string, constants, tuple(processors))

    def execute(self, session: Session, parameters: Mapping[str, Any]) -> CursorResult[Any]:
        """Run it in ``session``'s transaction with ``parameters`` (by bind name)."""
        connection = session.connection()
        compiled = self.compiled(connection.dialect)
        values = {**compiled.constants, **parameters}
        for name, processor in compiled.processors:
            if name in values:
                values[name] = processor(values[name])
        return connection.exec_driver_sql(compiled.sql, values)
