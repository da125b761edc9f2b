"""Delivery's evidence domains for ``GET /audit/snapshot/{domain}`` (seed 003 §1).

* ``drafts``: the customer's drafts, every revision text, and Richard's review messages;
* ``ledger``: the at-most-once delivery ledger and its chain head;
* ``operator_cards``: adaptive operator cards (the seed's overlay), their pinned and
  published presentations, and the card chain head;
* ``scheduler``: the scheduler's task memory for the customer and its weekly-run days.

Each domain names the gateway reservations and expression artifacts its rows used
(``links``), so the exporter can ask those services for exactly the matching records -
they never learn which customer a message was for. Both hash chains are verified, and
must end at the stored chain head; anything else is an unsafe source.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Table, select
from sqlalchemy.orm import Session

from services.delivery.cards import repository as cards
from services.delivery.cards.refusals import reservation_id as refusal_reservation_id
from services.delivery.ledger import repository as ledger
from services.delivery.reviews.rules import reservation_id as review_reservation_id
from services.delivery.tables import (
    card_publication,
    chain_head,
    delivery_ledger,
    draft,
    draft_review,
    draft_revision,
    metadata,
    operator_card,
    scheduled_task,
    weekly_run,
)
from shared.contracts.evidence import DOMAIN_TABLES, EvidenceDomain, Record
from shared.evidence import (
    DomainRows,
    EvidenceQuery,
    EvidenceSource,
    UnsafeEvidenceSource,
    records,
    snapshot_router,
)
from shared.hashchain import verify_chain


def _head_rows(session: Session, chain: str, customer_id: str) -> list[Record]:
    statement = select(chain_head).where(
        chain_head.c.chain == chain, chain_head.c.customer_id == customer_id
    )
    return records(session, chain_head, statement)


def _verified_head(
    chain: str, documents: Sequence[dict[str, Any]], heads: list[Record]
) -> dict[str, str]:
    """The chain's head after verifying every link and the stored head row (or raise)."""
    result = verify_chain(documents)
    if not result.ok:
        raise UnsafeEvidenceSource(f"chain_broken:{chain}")
    stored = (heads[0]["head_sequence"], heads[0]["head_digest"]) if heads else None
    expected = (len(documents), result.head_digest) if documents else None
    if stored != expected:
        raise UnsafeEvidenceSource(f"chain_head_mismatch:{chain}")
    return {chain: result.head_digest} if documents else {}


def read_drafts(session: Session, query: EvidenceQuery) -> DomainRows:
    """Drafts, their revisions and review messages; links to reviews and presentations."""
    drafts = records(
        session,
        draft,
        select(draft).where(draft.c.customer_id == query.customer_id).order_by(draft.c.draft_id),
    )
    ids = [row["draft_id"] for row in drafts]
    revisions = records(
        session,
        draft_revision,
        select(draft_revision)
        .where(draft_revision.c.draft_id.in_(ids))
        .order_by(draft_revision.c.draft_id, draft_revision.c.revision),
    )
    reviews = records(
        session,
        draft_review,
        select(draft_review)
        .where(draft_review.c.customer_id == query.customer_id)
        .order_by(draft_review.c.draft_id, draft_review.c.revision),
    )
    artifacts = [
        str(row["presentation"]["artifact_key"])
        for row in drafts
        if isinstance(row["presentation"], dict) and row["presentation"].get("artifact_key")
    ]
    return DomainRows(
        {"draft": drafts, "draft_revision": revisions, "draft_review": reviews},
        links={
            "reservation_ids": [
                review_reservation_id(row["draft_id"], row["revision"]) for row in reviews
            ],
            "artifact_keys": artifacts,
        },
    )


def read_ledger(session: Session, query: EvidenceQuery) -> DomainRows:
    """The customer's delivery ledger in chain order, verified up to its stored head."""
    rows = records(
        session,
        delivery_ledger,
        select(delivery_ledger)
        .where(delivery_ledger.c.customer_id == query.customer_id)
        .order_by(delivery_ledger.c.sequence),
    )
    documents = [row.chain_document() for row in ledger.chain_rows(session, query.customer_id)]
    heads = _head_rows(session, "delivery", query.customer_id)
    return DomainRows(
        {"delivery_ledger": rows, "chain_head": heads},
        _verified_head("delivery", documents, heads),
        links={"reservation_ids": [row["delivery_id"] for row in rows]},
    )


def read_operator_cards(session: Session, query: EvidenceQuery) -> DomainRows:
    """Operator cards and their publication chain, verified up to its stored head."""
    card_rows = records(
        session,
        operator_card,
        select(operator_card)
        .where(operator_card.c.customer_id == query.customer_id)
        .order_by(operator_card.c.card_id),
    )
    publications = records(
        session,
        card_publication,
        select(card_publication)
        .where(card_publication.c.customer_id == query.customer_id)
        .order_by(card_publication.c.sequence),
    )
    documents = [row.chain_document() for row in cards.chain_rows(session, query.customer_id)]
    heads = _head_rows(session, "card", query.customer_id)
    reservations = [f"{row['card_id']}.menu" for row in card_rows]
    reservations += [refusal_reservation_id(row["card_id"]) for row in card_rows]
    return DomainRows(
        {"operator_card": card_rows, "card_publication": publications, "chain_head": heads},
        _verified_head("card", documents, heads),
        links={
            "reservation_ids": reservations,
            "artifact_keys": [row["artifact_key"] for row in publications if row["artifact_key"]],
        },
    )


def read_scheduler(session: Session, query: EvidenceQuery) -> DomainRows:
    """The customer's scheduled tasks, and the weekly-run days with only its results."""
    tasks = records(
        session,
        scheduled_task,
        select(scheduled_task)
        .where(scheduled_task.c.customer_id == query.customer_id)
        .order_by(scheduled_task.c.task_key),
    )
    days = records(session, weekly_run, select(weekly_run).order_by(weekly_run.c.kst_date))
    for day in days:
        # A weekly run answers for every customer; keep this customer's entries only.
        if isinstance(day["results"], list):
            day["results"] = [
                entry
                for entry in day["results"]
                if isinstance(entry, dict) and entry.get("customer_id") == query.customer_id
            ]
    return DomainRows({"scheduled_task": tasks, "weekly_run": days})


def _tables(domain: EvidenceDomain) -> tuple[Table, ...]:
    return tuple(metadata.tables[f"delivery.{name}"] for name in DOMAIN_TABLES[domain])


SOURCES: dict[EvidenceDomain, EvidenceSource] = {
    "drafts": EvidenceSource("drafts", _tables("drafts"), read_drafts),
    "ledger": EvidenceSource("ledger", _tables("ledger"), read_ledger),
    "operator_cards": EvidenceSource(
        "operator_cards", _tables("operator_cards"), read_operator_cards
    ),
    "scheduler": EvidenceSource("scheduler", _tables("scheduler"), read_scheduler),
}

router = snapshot_router(SOURCES)
