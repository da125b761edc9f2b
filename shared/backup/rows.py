"""Rows as canonical JSON lines: what a table row becomes in a backup file, and back.

Timestamps are RFC 3339 strings and dates ISO dates; everything else our tables hold
(text, integers, booleans, JSONB) is JSON already. Lines are canonical JSON, so the same
rows always give the same bytes and the same digest.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import date, datetime
from typing import Any

from sqlalchemy import Date, DateTime, Table

from shared.canonical import canonical_json
from shared.clock import parse_rfc3339, to_rfc3339


class BackupError(RuntimeError):
    """The backup cannot be written, or cannot be restored as it is (nothing was written)."""


Record = dict[str, Any]


def encode_row(table: Table, row: Any) -> Record:
    """One result row of ``select(table)`` as a JSON-ready record."""
    record: Record = {}
    for column in table.columns:
        value = row._mapping[column.name]
        if isinstance(value, datetime):
            value = to_rfc3339(value)
        elif isinstance(value, date):
            value = value.isoformat()
        record[column.name] = value
    return record


def decode_row(table: Table, record: Record) -> Record:
    """The insert values for ``record``; its columns must be exactly the table's."""
    if set(record) != {column.name for column in table.columns}:
        raise BackupError(f"{table.name}: row columns do not match the table")
    values: Record = {}
    for column in table.columns:
        value = record[column.name]
        if value is not None and isinstance(column.type, DateTime):
            value = parse_rfc3339(value)
        elif value is not None and isinstance(column.type, Date):
            value = date.fromisoformat(value)
        values[column.name] = value
    return values


def to_lines(records: Iterable[Record]) -> bytes:
    return b"".join(canonical_json(record) + b"\n" for record in records)


def from_lines(content: bytes) -> list[Record]:
    return [json.loads(line) for line in content.decode("utf-8").splitlines()]
