"""Checkin's evidence domains for ``GET /audit/snapshot/{domain}`` (seed 003 §1).

Four domains, each read in its own read-only snapshot of the audit role:

* ``registry``: the owner stream and the customer's stream (profile authority and spec);
* ``wizard``: the customer's check-in and trainer flow sessions (the wizard drafts);
* ``canonical_events``: the canonical event stream with its sequence - one domain, as one
  writer lock (the customer's stream lock) guards both (seed Rev 32-33);
* ``adaptive``: nutrition policy, proposals and their revisions, targets, the nutrition
  outbox and its attempts, and the judgment ledger.

Every hash chain is verified on the way out; a break is an unsafe source, not evidence.
Customer-scoped tables are read inside the customer's row-level-security scope.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import ColumnElement, Table, select
from sqlalchemy.orm import Session

from services.checkin import chained
from services.checkin.customers import customer_stream
from services.checkin.events.schemas import StoredEvent
from services.checkin.events.service import verify_events
from services.checkin.registry.repository import OWNER_STREAM
from services.checkin.scope import enter_customer_scope
from services.checkin.tables import event, flow_session, metadata, registry_transition
from shared.contracts.evidence import DOMAIN_TABLES, EvidenceDomain, Record
from shared.evidence import (
    DomainRows,
    EvidenceQuery,
    EvidenceSource,
    UnsafeEvidenceSource,
    snapshot_router,
)


def _chain_rows(
    session: Session, table: Table, where: ColumnElement[bool], *order: ColumnElement[Any]
) -> list[Record]:
    statement = select(table).where(where).order_by(*order)
    return [chained.encode_row(table, dict(row._mapping)) for row in session.execute(statement)]


def read_registry(session: Session, query: EvidenceQuery) -> DomainRows:
    """The owner stream and the customer's registry stream, each chain verified."""
    table = registry_transition
    streams = (OWNER_STREAM, customer_stream(query.customer_id))
    rows = _chain_rows(
        session, table, table.c.stream.in_(streams), table.c.stream, table.c.sequence
    )
    heads: dict[str, str] = {}
    # Heads are named by the stream's role, not its id: tokens travel into shareable
    # incident manifests, which never carry the customer id.
    for label, stream in zip(("owner", "customer"), streams, strict=True):
        stream_rows = [row for row in rows if row["stream"] == stream]
        result = chained.verify(stream_rows)
        if not result.ok:
            raise UnsafeEvidenceSource(f"chain_broken:registry_transition:{label}")
        if stream_rows:
            heads[f"registry_transition:{label}"] = result.head_digest
    return DomainRows({"registry_transition": rows}, heads)


def read_wizard(session: Session, query: EvidenceQuery) -> DomainRows:
    """The customer's flow sessions (mutable working state: the token's digest covers it)."""
    enter_customer_scope(session, query.customer_id)
    table = flow_session
    rows = _chain_rows(
        session,
        table,
        table.c.customer_id == query.customer_id,
        table.c.kst_date,
        table.c.flow,
        table.c.session_id,
    )
    return DomainRows({"flow_session": rows})


def read_canonical_events(session: Session, query: EvidenceQuery) -> DomainRows:
    """The canonical stream in sequence order; its chain and 1..n sequence verified."""
    enter_customer_scope(session, query.customer_id)
    rows = _chain_rows(session, event, event.c.customer_id == query.customer_id, event.c.sequence)
    report = verify_events(query.customer_id, [StoredEvent.model_validate(row) for row in rows])
    if not report.ok:
        raise UnsafeEvidenceSource("chain_broken:event")
    return DomainRows({"event": rows}, {"event": report.head_digest} if rows else {})


def read_adaptive(session: Session, query: EvidenceQuery) -> DomainRows:
    """Every adaptive nutrition and judgment ledger of the customer, chains verified."""
    enter_customer_scope(session, query.customer_id)
    tables: dict[str, list[Record]] = {}
    heads: dict[str, str] = {}
    for name in DOMAIN_TABLES["adaptive"]:
        rows = chained.rows(session, metadata.tables[f"checkin.{name}"], query.customer_id)
        result = chained.verify(rows)
        if not result.ok:
            raise UnsafeEvidenceSource(f"chain_broken:{name}")
        tables[name] = rows
        if rows:
            heads[name] = result.head_digest
    return DomainRows(tables, heads)


def _tables(domain: EvidenceDomain) -> tuple[Table, ...]:
    return tuple(metadata.tables[f"checkin.{name}"] for name in DOMAIN_TABLES[domain])


SOURCES: dict[EvidenceDomain, EvidenceSource] = {
    "registry": EvidenceSource("registry", _tables("registry"), read_registry),
    "wizard": EvidenceSource("wizard", _tables("wizard"), read_wizard),
    "canonical_events": EvidenceSource(
        "canonical_events", _tables("canonical_events"), read_canonical_events
    ),
    "adaptive": EvidenceSource("adaptive", _tables("adaptive"), read_adaptive),
}

router = snapshot_router(SOURCES)
