"""Expression's evidence domain ``journal`` for ``GET /audit/snapshot/journal`` (seed 003 §1).

The outcome journal holds no customer id (by seed 001's design), so the domain is selected
by the artifact keys the customer's drafts and cards name (``key=...``), never by customer.
Its hash chains run per UTC day across all customers, so a selection cannot re-verify them:
the exporter gets the rows exactly as stored and their digest in the token.
"""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from services.expression.tables import outcome_journal
from shared.contracts.evidence import EvidenceDomain
from shared.evidence import DomainRows, EvidenceQuery, EvidenceSource, records, snapshot_router


def read_journal(session: Session, query: EvidenceQuery) -> DomainRows:
    """Journal rows of the given artifact keys, in segment and sequence order."""
    table = outcome_journal
    statement = (
        select(table)
        .where(table.c.artifact_key.in_(query.keys))
        .order_by(func.left(table.c.started_at_utc, 10), table.c.sequence)
    )
    return DomainRows({"outcome_journal": records(session, table, statement)})


SOURCES: dict[EvidenceDomain, EvidenceSource] = {
    "journal": EvidenceSource("journal", (outcome_journal,), read_journal),
}

router = snapshot_router(SOURCES)
