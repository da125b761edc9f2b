"""The delivery schema in a whole-product backup (``services/backup.py`` runs every service).

Every table is copied as it is. The chains the manifest records, and a restore must
reproduce: each customer's delivery ledger and card-publication chain (contiguous 1..n,
every digest recomputed), and each must end where ``chain_head`` says it does - the head
row is what the next append locks, so a stale head would fork the chain after a restore.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from services.delivery.cards import repository as cards
from services.delivery.ledger import repository as ledger
from services.delivery.tables import chain_head, metadata
from shared.backup.schema import ChainHeads, SchemaCopy, chain_entry
from shared.hashchain import verify_chain


def _heads(session: Session) -> dict[tuple[str, str], tuple[int, str]]:
    rows = session.execute(select(chain_head)).mappings()
    return {
        (row["chain"], row["customer_id"]): (row["head_sequence"], row["head_digest"])
        for row in rows
    }


def _entry(
    documents: Sequence[dict[str, Any]], sequences: list[int], head: tuple[int, str] | None
) -> dict[str, Any]:
    result = verify_chain(documents)
    contiguous = sequences == list(range(1, len(sequences) + 1))
    at_head = head is None if not documents else head == (sequences[-1], result.head_digest)
    return chain_entry(len(documents), result.head_digest, ok=result.ok and contiguous and at_head)


class DeliveryCopy(SchemaCopy):
    def __init__(self) -> None:
        super().__init__("delivery", metadata)

    def chains(self, session: Session) -> ChainHeads:
        heads = _heads(session)
        customers = sorted({customer for _, customer in heads})
        result: ChainHeads = {}
        for customer_id in customers:
            rows = ledger.chain_rows(session, customer_id)
            result[f"delivery_ledger:{customer_id}"] = _entry(
                [row.chain_document() for row in rows],
                [row.sequence for row in rows],
                heads.get(("delivery", customer_id)),
            )
            publications = cards.chain_rows(session, customer_id)
            result[f"card_publication:{customer_id}"] = _entry(
                [row.chain_document() for row in publications],
                [row.sequence for row in publications],
                heads.get(("card", customer_id)),
            )
        return result


COPY = DeliveryCopy()
