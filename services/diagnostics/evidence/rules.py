"""Pure rules of an evidence snapshot: what to read, when it is coherent, what to write.

The exporter reads the domains one at a time, in ``READ_ORDER`` (customer domains first;
the gateway's and expression's records last, selected by the keys the others named), and
never two at once. Then it re-reads every domain's revision token. Equal tokens mean no
domain moved while the others were read, so the set is one coherent picture: before or
after any concurrent write, never a torn mix. A moved token means another attempt, up to a
bound; then ``snapshot_unstable``. Rev 30: "the complete before/after revision-token pass
detects cross-source changes".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Final, Literal

from services.diagnostics.policy.rules import PolicyStatus, PromotionPolicy, promote_domain
from shared.canonical import canonical_json, sha256_hex
from shared.clock import to_rfc3339
from shared.contracts.evidence import (
    DOMAIN_OWNERS,
    LINKED_DOMAINS,
    DomainSnapshot,
    EvidenceDomain,
    RevisionToken,
    domain_lines,
)

BUNDLE_FORMAT: Final = "dualcoach-evidence-bundle/1"
INCIDENT_FORMAT: Final = "dualcoach-incident-manifest/1"
MANIFEST_FILE: Final = "manifest.json"
INCIDENT_FILE: Final = "incident-manifest.json"
READ_ORDER: Final[tuple[EvidenceDomain, ...]] = tuple(
    sorted(DOMAIN_OWNERS, key=lambda domain: domain in LINKED_DOMAINS)
)

Decision = Literal["accept", "retry", "unstable"]


def keys_for(domain: EvidenceDomain, read: Mapping[EvidenceDomain, DomainSnapshot]) -> list[str]:
    """The keys a linked domain is selected by: every key the domains read so far named."""
    kind = LINKED_DOMAINS.get(domain)
    if kind is None:
        return []
    return sorted({key for snapshot in read.values() for key in snapshot.links.get(kind, [])})


def changed_domains(
    first: Mapping[EvidenceDomain, RevisionToken], second: Mapping[EvidenceDomain, RevisionToken]
) -> list[EvidenceDomain]:
    """Domains whose token differs between the read pass and the token pass."""
    return [domain for domain in READ_ORDER if first.get(domain) != second.get(domain)]


def decide(changed: Sequence[EvidenceDomain], *, attempt: int, max_attempts: int) -> Decision:
    """Accept a still pass; retry a moved one while attempts remain; else unstable."""
    if not changed:
        return "accept"
    return "retry" if attempt < max_attempts else "unstable"


def token_disagreement(snapshot: DomainSnapshot) -> str | None:
    """Why a source's token does not describe its own rows (None when it does)."""
    lines = domain_lines(snapshot.domain, snapshot.tables)
    if sha256_hex(lines) != snapshot.token.content_sha256:
        return "token_content_mismatch"
    if any(len(snapshot.tables.get(name, [])) != n for name, n in snapshot.token.rows.items()):
        return "token_rows_mismatch"
    return None


def customer_registered(registry: DomainSnapshot, customer_id: str) -> bool:
    """The registry holds a stream for this customer (else there is nothing to snapshot)."""
    stream = f"customer:{customer_id}"
    return any(row.get("stream") == stream for row in registry.tables["registry_transition"])


def _policy_entry(policy: PolicyStatus) -> dict[str, Any]:
    if isinstance(policy, PromotionPolicy):
        return {"status": "verified", "policy_id": policy.policy_id, "sha256": policy.sha256}
    return {"status": "disabled", "reason": policy.reason}


def incident_manifest(
    policy: PromotionPolicy, customer_id: str, snapshots: Mapping[EvidenceDomain, DomainSnapshot]
) -> dict[str, Any]:
    """The shareable manifest: allowed fields of allowed domains, every token, no ids."""
    promoted: dict[str, Any] = {}
    withheld: list[str] = []
    for domain in READ_ORDER:
        view = promote_domain(policy, domain, snapshots[domain].tables)
        if view is None:
            withheld.append(domain)
        else:
            promoted[domain] = view
    return {
        "format": INCIDENT_FORMAT,
        # The customer as the erasure ledgers name them: a digest, never the id.
        "customer_digest": sha256_hex(f"dualcoach-customer:{customer_id}".encode()),
        "policy": {"policy_id": policy.policy_id, "sha256": policy.sha256},
        "tokens": {d: snapshots[d].token.model_dump(mode="json") for d in READ_ORDER},
        "domains": promoted,
        "withheld_domains": withheld,
    }


def bundle_files(
    customer_id: str,
    snapshots: Mapping[EvidenceDomain, DomainSnapshot],
    *,
    policy: PolicyStatus,
    taken_at: datetime,
    attempts: int,
) -> dict[str, bytes]:
    """Every file of the bundle: one canonical JSON-lines file per domain, the manifest
    (tokens, SHA-256 per file, policy digest) and, when the policy verified, the incident
    manifest."""
    files: dict[str, bytes] = {}
    domains: list[dict[str, Any]] = []
    for domain in READ_ORDER:
        snapshot = snapshots[domain]
        name = f"{domain}.jsonl"
        files[name] = domain_lines(domain, snapshot.tables)
        domains.append(
            {
                "domain": domain,
                "service": snapshot.service,
                "file": name,
                "sha256": sha256_hex(files[name]),
                "rows": sum(snapshot.token.rows.values()),
                "keys": len(snapshot.keys),
                "token": snapshot.token.model_dump(mode="json"),
            }
        )
    incident: dict[str, Any] | None = None
    if isinstance(policy, PromotionPolicy):
        files[INCIDENT_FILE] = canonical_json(incident_manifest(policy, customer_id, snapshots))
        incident = {"file": INCIDENT_FILE, "sha256": sha256_hex(files[INCIDENT_FILE])}
    manifest = {
        "format": BUNDLE_FORMAT,
        "customer_id": customer_id,
        "taken_at": to_rfc3339(taken_at),
        "attempts": attempts,
        "domains": domains,
        "policy": _policy_entry(policy),
        "incident_manifest": incident,
    }
    files[MANIFEST_FILE] = canonical_json(manifest)
    return files
