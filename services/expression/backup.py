"""The expression schema in a whole-product backup (``services/backup.py`` runs every service).

Every table is copied as it is; the chains are the outcome journal's daily segments, each
verified row by row (shape, sequence, start/terminal pairing, digests).
"""

from __future__ import annotations

from datetime import date

from sqlalchemy.orm import Session

from services.expression.journal import repository as journal
from services.expression.journal.rules import JournalCorrupt, verify_segment
from services.expression.tables import metadata
from shared.backup.schema import ChainHeads, SchemaCopy, chain_entry

_EVERY_DAY = date.max


class ExpressionCopy(SchemaCopy):
    def __init__(self) -> None:
        super().__init__("expression", metadata)

    def chains(self, session: Session) -> ChainHeads:
        heads: ChainHeads = {}
        for day in journal.segment_days_before(session, _EVERY_DAY):
            rows = journal.segment_rows(session, day)
            try:
                heads[f"journal:{day.isoformat()}"] = chain_entry(
                    len(rows), verify_segment(rows), ok=True
                )
            except JournalCorrupt:
                heads[f"journal:{day.isoformat()}"] = chain_entry(len(rows), None, ok=False)
        return heads


COPY = ExpressionCopy()
