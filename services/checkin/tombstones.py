"""Checkin's erasure tombstones: the shared tombstone ledger over ``checkin.erasure_tombstone``.

Retention writes the first erasure of a customer here; its tombstone is what delivery and
the gateway ask for (``GET /v1/admin/customers/{id}/erasure``) before they erase theirs.
It sits below the features because the event stream, the registry and retention all read
it (ADR 0086).
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from services.checkin.tables import erasure_tombstone
from shared.erasure import Tombstone, TombstoneLedger

__all__ = ["Tombstone", "TombstoneRepository"]


class TombstoneRepository(TombstoneLedger):
    def __init__(self, session: Session) -> None:
        super().__init__(session, erasure_tombstone)
