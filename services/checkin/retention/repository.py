"""Erasure tombstones: the hash-chained record that a customer's data was erased.

A tombstone carries no customer data: a digest of the opaque customer id (so an erased id
is recognised and never registered again), when, by whom, and how many rows went.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict
from sqlalchemy import select
from sqlalchemy.orm import Session

from services.checkin.tables import erasure_tombstone
from shared.canonical import sha256_hex
from shared.clock import parse_rfc3339, to_rfc3339
from shared.hashchain import GENESIS_DIGEST, link_row


def customer_digest(customer_id: str) -> str:
    return sha256_hex(f"dualcoach-customer:{customer_id}".encode())


class Tombstone(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    sequence: int
    tombstone_id: str
    customer_digest: str
    erased_at: str
    actor: str
    summary: dict[str, Any]
    previous_row_digest: str
    row_digest: str


class TombstoneRepository:
    def __init__(self, session: Session) -> None:
        self._session = session

    def is_erased(self, customer_id: str) -> bool:
        found = self._session.execute(
            select(erasure_tombstone.c.sequence).where(
                erasure_tombstone.c.customer_digest == customer_digest(customer_id)
            )
        ).first()
        return found is not None

    def all(self) -> list[Tombstone]:
        rows = self._session.execute(
            select(erasure_tombstone).order_by(erasure_tombstone.c.sequence)
        )
        return [
            Tombstone.model_validate({**row._mapping, "erased_at": to_rfc3339(row.erased_at)})
            for row in rows
        ]

    def append(
        self,
        *,
        tombstone_id: str,
        customer_id: str,
        erased_at: datetime,
        actor: str,
        summary: dict[str, Any],
    ) -> Tombstone:
        head = self._session.execute(
            select(erasure_tombstone.c.sequence, erasure_tombstone.c.row_digest)
            .order_by(erasure_tombstone.c.sequence.desc())
            .limit(1)
        ).first()
        sequence, previous = (head.sequence + 1, head.row_digest) if head else (1, GENESIS_DIGEST)
        row = link_row(
            {
                "sequence": sequence,
                "tombstone_id": tombstone_id,
                "customer_digest": customer_digest(customer_id),
                "erased_at": to_rfc3339(erased_at),
                "actor": actor,
                "summary": summary,
            },
            previous,
        )
        tombstone = Tombstone.model_validate(row)
        self.insert(tombstone)
        return tombstone

    def insert(self, tombstone: Tombstone) -> None:
        values = tombstone.model_dump()
        values["erased_at"] = parse_rfc3339(tombstone.erased_at)
        self._session.execute(erasure_tombstone.insert().values(**values))
        self._session.flush()
