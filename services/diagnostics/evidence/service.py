"""Taking one customer's evidence snapshot: read every domain, re-read every token, decide.

A documented multi-step workflow, not a transaction: each domain is one read-only
transaction in its owner service, read one after another (never two at once, seed Rev 30),
and coherence across them comes from the token pass (``rules``). Nothing here writes - not
to a database, not to a file: the caller writes the returned files only on success, so
``snapshot_unstable`` and ``corrupt_state`` leave no artifact behind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from services.diagnostics.evidence import rules
from services.diagnostics.peers.evidence import EvidencePeers, EvidenceSourceError
from services.diagnostics.policy.rules import PolicyStatus
from shared.clock import Clock
from shared.contracts.evidence import DomainSnapshot, EvidenceDomain, RevisionToken

# Called at each step (``"read:<domain>"`` after a domain is read, ``"tokens"`` before the
# token pass) with the attempt number: tests park the exporter there at a barrier.
Checkpoint = Callable[[str, int], None]


class SnapshotUnstable(Exception):
    """Evidence kept moving for every allowed attempt; nothing was written."""

    def __init__(self, attempts: int, changed: list[EvidenceDomain]) -> None:
        super().__init__(f"unstable after {attempts} attempts")
        self.attempts = attempts
        self.changed = changed


class CorruptState(Exception):
    """A source is missing, unsafe, or answered outside the contract; nothing was written."""

    def __init__(self, domain: EvidenceDomain, reason: str) -> None:
        super().__init__(f"{domain}: {reason}")
        self.domain = domain
        self.reason = reason


class CustomerNotRegistered(Exception):
    """The registry has no stream for this customer: there is no evidence to take."""


@dataclass(frozen=True, slots=True)
class EvidenceBundle:
    """A coherent snapshot as files (name -> bytes), ``manifest.json`` among them."""

    customer_id: str
    attempts: int
    files: dict[str, bytes]


def _read_pass(
    peers: EvidencePeers, customer_id: str, attempt: int, checkpoint: Checkpoint | None
) -> dict[EvidenceDomain, DomainSnapshot]:
    read: dict[EvidenceDomain, DomainSnapshot] = {}
    for domain in rules.READ_ORDER:
        snapshot = peers.snapshot(domain, customer_id, rules.keys_for(domain, read))
        disagreement = rules.token_disagreement(snapshot)
        if disagreement is not None:
            raise EvidenceSourceError(domain, disagreement)
        if domain == "registry" and not rules.customer_registered(snapshot, customer_id):
            raise CustomerNotRegistered(customer_id)
        read[domain] = snapshot
        if checkpoint is not None:
            checkpoint(f"read:{domain}", attempt)
    return read


def _token_pass(
    peers: EvidencePeers, customer_id: str, read: dict[EvidenceDomain, DomainSnapshot]
) -> dict[EvidenceDomain, RevisionToken]:
    return {
        domain: peers.token(domain, customer_id, read[domain].keys) for domain in rules.READ_ORDER
    }


def take_snapshot(
    peers: EvidencePeers,
    customer_id: str,
    *,
    clock: Clock,
    policy: PolicyStatus,
    max_attempts: int,
    checkpoint: Checkpoint | None = None,
) -> EvidenceBundle:
    """One coherent bundle, or ``SnapshotUnstable`` / ``CorruptState`` with nothing made."""
    attempt = 0
    while True:
        attempt += 1
        try:
            read = _read_pass(peers, customer_id, attempt, checkpoint)
            if checkpoint is not None:
                checkpoint("tokens", attempt)
            again = _token_pass(peers, customer_id, read)
        except EvidenceSourceError as error:
            raise CorruptState(error.domain, error.reason) from None
        changed = rules.changed_domains({d: s.token for d, s in read.items()}, again)
        decision = rules.decide(changed, attempt=attempt, max_attempts=max_attempts)
        if decision == "accept":
            files = rules.bundle_files(
                customer_id, read, policy=policy, taken_at=clock.now(), attempts=attempt
            )
            return EvidenceBundle(customer_id, attempt, files)
        if decision == "unstable":
            raise SnapshotUnstable(attempt, changed)
