"""Checkin's erasure tombstones: the shared tombstone ledger over ``checkin.erasure_tombstone``.

The first erasure of a customer happens here; its tombstone is what delivery and the
gateway ask for (``GET /v1/admin/customers/{id}/erasure``) before they erase theirs.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from services.checkin.tables import erasure_tombstone
from shared.erasure import Tombstone, TombstoneLedger

__all__ = ["Tombstone", "TombstoneRepository"]


class TombstoneRepository(TombstoneLedger):
    def __init__(self, session: Session) -> None:
        super().__init__(session, erasure_tombstone)
