"""The reservation ledger: one hash chain per dedupe key (flush only; callers commit).

Rows are appended, never changed (the database refuses UPDATE/DELETE). ``append`` links a
row to the chain's current head; the unique ``(dedupe_key, position)`` makes two writers
racing for the same position fail instead of forking the chain.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from services.diagnostics.tables import diagnostic_reservation
from shared.clock import to_rfc3339
from shared.hashchain import GENESIS_DIGEST, link_row

Row = dict[str, Any]
_CHAIN_FIELDS = (
    "dedupe_key",
    "position",
    "reservation_id",
    "status",
    "session_id",
    "generation",
    "spec_digest",
    "authority_digest",
    "transport_binding_digest",
    "body",
    "body_digest",
    "destination",
    "destination_digest",
    "receipt",
    "reason",
    "recorded_at",
    "previous_row_digest",
    "row_digest",
)


def _as_chain_row(row: Mapping[str, Any]) -> Row:
    document = {name: row[name] for name in _CHAIN_FIELDS}
    document["recorded_at"] = to_rfc3339(row["recorded_at"])
    return document


def chain(session: Session, dedupe_key: str) -> list[Row]:
    """The dedupe key's rows in order, in their digested form."""
    rows = session.execute(
        select(diagnostic_reservation)
        .where(diagnostic_reservation.c.dedupe_key == dedupe_key)
        .order_by(diagnostic_reservation.c.position)
    ).all()
    return [_as_chain_row(dict(row._mapping)) for row in rows]


def session_dedupe_keys(session: Session, session_id: str) -> list[str]:
    """Every dedupe key with a row in this session."""
    return list(
        session.execute(
            select(diagnostic_reservation.c.dedupe_key)
            .where(diagnostic_reservation.c.session_id == session_id)
            .distinct()
            .order_by(diagnostic_reservation.c.dedupe_key)
        ).scalars()
    )


def append(
    session: Session,
    after: Row | None,
    fields: Mapping[str, Any],
    *,
    status: str,
    now: datetime,
    receipt: Mapping[str, Any] | None = None,
    reason: str | None = None,
) -> Row:
    """Append one row after ``after`` (None: the chain's first), same pins, new status."""
    document = {name: fields[name] for name in _CHAIN_FIELDS[:-2] if name in fields}
    document.update(
        position=1 if after is None else int(after["position"]) + 1,
        status=status,
        receipt=dict(receipt) if receipt is not None else None,
        reason=reason,
        recorded_at=to_rfc3339(now),
    )
    linked = link_row(document, GENESIS_DIGEST if after is None else str(after["row_digest"]))
    session.execute(insert(diagnostic_reservation).values(**{**linked, "recorded_at": now}))
    return linked
