"""Evidence snapshots: what a service's ``GET /audit/snapshot/{domain}`` returns (seed 003 §1).

One *domain* is one body of evidence that one writer discipline keeps coherent, read in
one READ ONLY, REPEATABLE READ transaction of its owner's audit role. Its rows come with a
*revision token*: per-table row counts, the heads of its hash chains and the SHA-256 of
its canonical JSON lines. Two reads with equal tokens saw the same evidence, so the
diagnostics exporter can read domains one after another and prove by re-reading the
tokens that nothing moved in between.

Checkin, delivery, expression and the gateway serve these; diagnostics consumes them.
Defined once here so a table added on one side is a visible change on both.
"""

from __future__ import annotations

from typing import Any, Final, Literal

from pydantic import Field

from shared.canonical import canonical_json, sha256_hex
from shared.contracts.base import FrozenModel
from shared.topology import ServiceName

EVIDENCE_DOMAIN_FORMAT: Final = "dualcoach-evidence-domain/1"

EvidenceDomain = Literal[
    "registry",
    "wizard",
    "canonical_events",
    "adaptive",
    "drafts",
    "ledger",
    "operator_cards",
    "scheduler",
    "journal",
    "sends",
]

# Which service answers for each domain, in the order the exporter reads them. The seed's
# seven lock domains map onto checkin's four (profile authority/spec = registry; wizard
# draft = wizard; canonical event + sequence = canonical_events, one writer lock as Rev
# 32-33 require; adaptive main/source/authority/config = adaptive) and delivery's cards
# (the operator overlay) and scheduler (the schedule ledger); delivery's ledger and drafts,
# expression's journal and the gateway's send records complete the incident picture.
DOMAIN_OWNERS: Final[dict[EvidenceDomain, ServiceName]] = {
    "registry": "checkin",
    "wizard": "checkin",
    "canonical_events": "checkin",
    "adaptive": "checkin",
    "drafts": "delivery",
    "ledger": "delivery",
    "operator_cards": "delivery",
    "scheduler": "delivery",
    "journal": "expression",
    "sends": "gateway",
}

# The tables each domain returns, exactly (a reader returning other tables is refused).
DOMAIN_TABLES: Final[dict[EvidenceDomain, tuple[str, ...]]] = {
    "registry": ("registry_transition",),
    "wizard": ("flow_session",),
    "canonical_events": ("event",),
    "adaptive": (
        "nutrition_policy",
        "nutrition_proposal",
        "nutrition_target",
        "nutrition_outbox",
        "nutrition_outbox_attempt",
        "judgment_record",
    ),
    "drafts": ("draft", "draft_revision", "draft_review"),
    "ledger": ("delivery_ledger", "chain_head"),
    "operator_cards": ("operator_card", "card_publication", "chain_head"),
    "scheduler": ("scheduled_task", "weekly_run"),
    "journal": ("outcome_journal",),
    "sends": ("outbound_send",),
}

# Keys a domain names for evidence kept elsewhere: the gateway's records are found by the
# reservation ids delivery used, expression's journal by the artifact keys of presentations.
LinkKind = Literal["reservation_ids", "artifact_keys"]
# Domains selected by such keys rather than by the customer id (the owner has no customer
# column: the gateway and expression never learn who a message was for).
LINKED_DOMAINS: Final[dict[EvidenceDomain, LinkKind]] = {
    "sends": "reservation_ids",
    "journal": "artifact_keys",
}
MAX_LINK_KEYS: Final = 500

Record = dict[str, Any]


class RevisionToken(FrozenModel):
    """What identifies one coherent read of a domain: equal tokens, equal evidence."""

    domain: EvidenceDomain
    rows: dict[str, int]
    # Chain name -> head row digest (e.g. ``delivery_ledger``, ``registry_transition:owner``).
    heads: dict[str, str]
    content_sha256: str = Field(pattern=r"^[0-9a-f]{64}$")


class DomainSnapshot(FrozenModel):
    """One domain's rows, read in one read-only repeatable-read transaction."""

    format: Literal["dualcoach-evidence-domain/1"] = EVIDENCE_DOMAIN_FORMAT
    domain: EvidenceDomain
    service: ServiceName
    customer_id: str
    keys: list[str] = Field(default_factory=list)
    token: RevisionToken
    # Table name -> rows in primary-key order, in their JSON form (as a backup writes them).
    tables: dict[str, list[Record]]
    links: dict[LinkKind, list[str]] = Field(default_factory=dict)


def domain_lines(domain: EvidenceDomain, tables: dict[str, list[Record]]) -> bytes:
    """The domain's canonical JSON lines: one ``{"table", "row"}`` per row, tables in order.

    The same bytes are the token's ``content_sha256`` on the serving side and the domain's
    file in the diagnostics bundle, so a bundle file verifies against the source's token.
    """
    return b"".join(
        canonical_json({"table": name, "row": row}) + b"\n"
        for name in DOMAIN_TABLES[domain]
        for row in tables.get(name, [])
    )


def revision_token(
    domain: EvidenceDomain, tables: dict[str, list[Record]], heads: dict[str, str]
) -> RevisionToken:
    """The token of one read: row counts, chain heads and the digest of its lines."""
    return RevisionToken(
        domain=domain,
        rows={name: len(tables.get(name, [])) for name in DOMAIN_TABLES[domain]},
        heads=dict(sorted(heads.items())),
        content_sha256=sha256_hex(domain_lines(domain, tables)),
    )


# Problem slugs of the snapshot routes (the exporter maps both to ``corrupt_state``).
UNSAFE_SOURCE_SLUG: Final = "evidence-source-unsafe"
UNKNOWN_DOMAIN_SLUG: Final = "evidence-domain-unknown"
