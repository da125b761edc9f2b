"""The checkin schema in a whole-product backup (``services/backup.py`` runs every service).

Customer-scoped tables are read and written one customer at a time inside that customer's
row-level-security scope (the customers are the registry's streams, so an erased customer
with only a tombstone left has nothing to copy). The chains the manifest records, and a
restore must reproduce exactly: every registry stream, the erasure tombstones, each
customer's event stream (contiguous 1..n) and each customer's other chained ledgers
(``CHAINED_CUSTOMER_TABLES``).

Row-level security hides customer rows from a count made outside a scope, so whether the
schema is empty is judged by its directory tables: no registry, no customer rows.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from typing import Any

from sqlalchemy import Table, select
from sqlalchemy.orm import Session

from services.checkin import chained
from services.checkin.events.repository import EventRepository
from services.checkin.events.service import verify_events
from services.checkin.registry.repository import RegistryRepository
from services.checkin.scope import enter_customer_scope
from services.checkin.tables import (
    CHAINED_CUSTOMER_TABLES,
    CUSTOMER_SCOPED_TABLES,
    DERIVED_TABLES,
    metadata,
)
from services.checkin.tombstones import TombstoneRepository
from shared.backup.rows import Record, encode_row
from shared.backup.schema import ChainHeads, SchemaCopy, chain_entry
from shared.hashchain import verify_chain


def customer_ids(session: Session) -> list[str]:
    streams = {transition.stream for transition in RegistryRepository(session).transitions()}
    return sorted(stream.split(":", 1)[1] for stream in streams if stream.startswith("customer:"))


class CheckinCopy(SchemaCopy):
    def __init__(self) -> None:
        super().__init__("checkin", metadata)

    def tables(self) -> list[Table]:
        # Derived tables (the routing index) are rebuilt from the restored rows, not copied.
        return [table for table in super().tables() if table.name not in DERIVED_TABLES]

    def restore(
        self, session: Session, manifest: Mapping[str, Any], records: Mapping[str, list[Record]]
    ) -> dict[str, Any]:
        restored = super().restore(session, manifest, records)
        RegistryRepository(session).rebuild_routes()
        return restored

    def read_table(self, session: Session, table: Table) -> list[Record]:
        if table.name not in CUSTOMER_SCOPED_TABLES:
            return super().read_table(session, table)
        order = (table.c.sequence,) if "sequence" in table.c else tuple(table.primary_key.columns)
        records: list[Record] = []
        for customer_id in customer_ids(session):
            enter_customer_scope(session, customer_id, switch=True)
            statement = select(table).where(table.c.customer_id == customer_id).order_by(*order)
            records += [encode_row(table, row) for row in session.execute(statement)]
        return records

    def write_table(self, session: Session, table: Table, records: list[Record]) -> None:
        if table.name not in CUSTOMER_SCOPED_TABLES:
            super().write_table(session, table, records)
            return
        by_customer: dict[str, list[Record]] = defaultdict(list)
        for record in records:
            by_customer[record["customer_id"]].append(record)
        for customer_id, rows in sorted(by_customer.items()):
            enter_customer_scope(session, customer_id, switch=True)
            super().write_table(session, table, rows)

    def count_rows(self, session: Session, table: Table) -> int:
        # Outside a scope row-level security shows no customer rows; see the module note.
        return 0 if table.name in CUSTOMER_SCOPED_TABLES else super().count_rows(session, table)

    def chains(self, session: Session) -> ChainHeads:
        heads: ChainHeads = {}
        by_stream: dict[str, list[dict[str, object]]] = defaultdict(list)
        for transition in RegistryRepository(session).transitions():
            by_stream[transition.stream].append(transition.model_dump(mode="json"))
        for stream, rows in sorted(by_stream.items()):
            result = verify_chain(rows)
            heads[f"registry:{stream}"] = chain_entry(len(rows), result.head_digest, ok=result.ok)
        tombstones = [t.model_dump(mode="json") for t in TombstoneRepository(session).all()]
        result = verify_chain(tombstones)
        heads["erasure_tombstone"] = chain_entry(len(tombstones), result.head_digest, ok=result.ok)
        for customer_id in customer_ids(session):
            enter_customer_scope(session, customer_id, switch=True)
            events = EventRepository(session).stream(customer_id)
            report = verify_events(customer_id, events)
            heads[f"event:{customer_id}"] = chain_entry(
                len(events), report.head_digest, ok=report.ok
            )
            for name in sorted(CHAINED_CUSTOMER_TABLES):
                table = metadata.tables[f"{metadata.schema}.{name}"]
                rows = chained.rows(session, table, customer_id)
                result = chained.verify(rows)
                heads[f"{name}:{customer_id}"] = chain_entry(
                    len(rows), result.head_digest, ok=result.ok
                )
        return heads


COPY = CheckinCopy()
