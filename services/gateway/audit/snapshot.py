"""The gateway's evidence domain ``sends`` for ``GET /audit/snapshot/sends`` (seed 003 §1).

The gateway does not know whose message a reservation was: the domain is selected by the
reservation ids delivery's evidence names (``key=...``). Rows carry receipts and states,
never message text (the gateway stores none).
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from services.gateway.tables import outbound_send
from shared.contracts.evidence import EvidenceDomain
from shared.evidence import DomainRows, EvidenceQuery, EvidenceSource, records, snapshot_router


def read_sends(session: Session, query: EvidenceQuery) -> DomainRows:
    """Send records of the given reservation ids, oldest first."""
    statement = (
        select(outbound_send)
        .where(outbound_send.c.reservation_id.in_(query.keys))
        .order_by(outbound_send.c.id)
    )
    return DomainRows({"outbound_send": records(session, outbound_send, statement)})


SOURCES: dict[EvidenceDomain, EvidenceSource] = {
    "sends": EvidenceSource("sends", (outbound_send,), read_sends),
}

router = snapshot_router(SOURCES)
