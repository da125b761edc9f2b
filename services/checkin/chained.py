"""Per-customer hash-chained ledgers (``tables.CHAINED_CUSTOMER_TABLES``): append, read, verify.

Each such table has ``(customer_id, sequence)`` as its key and ``previous_row_digest`` /
``row_digest`` over every other column in its JSON form - the same form the backup writes
(timestamps RFC 3339 UTC with microseconds, dates ISO, JSONB as stored). So one verifier
serves the service, the audit endpoints and the restore.

Callers hold the customer's stream lock (``scope.lock_stream``) and have entered the
customer's scope; the chain head is read and extended under that lock.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime
from typing import Any

from sqlalchemy import Table, select
from sqlalchemy.orm import Session

from shared.clock import parse_rfc3339, to_rfc3339
from shared.hashchain import GENESIS_DIGEST, ChainVerification, link_row, verify_chain


def _json_value(value: Any) -> Any:
    if isinstance(value, datetime):
        return to_rfc3339(value)
    if isinstance(value, date):
        return value.isoformat()
    return value


def encode_row(table: Table, row: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON form of a stored row (what the chain digests and the backup writes)."""
    return {column.name: _json_value(row[column.name]) for column in table.columns}


def _decode(table: Table, encoded: Mapping[str, Any]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for column in table.columns:
        value = encoded[column.name]
        python_type = column.type.python_type
        if value is not None and python_type is datetime:
            value = parse_rfc3339(value)
        elif value is not None and python_type is date:
            value = date.fromisoformat(value)
        values[column.name] = value
    return values


def head(session: Session, table: Table, customer_id: str) -> tuple[int, str]:
    """``(sequence, row_digest)`` of the customer's last row, or ``(0, genesis)``."""
    found = session.execute(
        select(table.c.sequence, table.c.row_digest)
        .where(table.c.customer_id == customer_id)
        .order_by(table.c.sequence.desc())
        .limit(1)
    ).first()
    return (found.sequence, found.row_digest) if found else (0, GENESIS_DIGEST)


def append(
    session: Session,
    table: Table,
    customer_id: str,
    values: Mapping[str, Any],
    recorded_at: datetime,
) -> dict[str, Any]:
    """Append the customer's next row; returns it in its JSON form."""
    sequence, previous = head(session, table, customer_id)
    document = {
        **values,
        "customer_id": customer_id,
        "sequence": sequence + 1,
        "recorded_at": to_rfc3339(recorded_at),
    }
    names = [c.name for c in table.columns if c.name not in ("previous_row_digest", "row_digest")]
    missing = set(names) - set(document)
    if missing:
        raise ValueError(f"{table.name}: missing columns {sorted(missing)}")
    linked = link_row({name: _json_value(document[name]) for name in names}, previous)
    session.execute(table.insert().values(**_decode(table, linked)))
    session.flush()
    return linked


def rows(
    session: Session, table: Table, customer_id: str, *conditions: Any
) -> list[dict[str, Any]]:
    """The customer's rows in chain order (JSON form), optionally filtered."""
    statement = (
        select(table)
        .where(table.c.customer_id == customer_id, *conditions)
        .order_by(table.c.sequence)
    )
    return [encode_row(table, dict(found._mapping)) for found in session.execute(statement)]


def verify(table_rows: Sequence[Mapping[str, Any]]) -> ChainVerification:
    """Verify one customer's whole chain (rows in sequence order, starting at 1)."""
    for index, row in enumerate(table_rows):
        if row.get("sequence") != index + 1:
            return ChainVerification(False, index, index, "previous_digest_mismatch")
    return verify_chain(table_rows)
