"""Signed reads of the other services' evidence snapshots (``GET /audit/snapshot/...``).

The client does not judge evidence: it returns a validated ``DomainSnapshot`` or token,
or raises ``EvidenceSourceError`` naming the domain and why it could not be had - an unsafe
or missing source, an unreachable service, an answer that is not the contract. The
exporter treats every such error as ``corrupt_state``; it never retries one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import httpx
from pydantic import ValidationError

from shared.contracts.evidence import (
    DOMAIN_OWNERS,
    UNSAFE_SOURCE_SLUG,
    DomainSnapshot,
    EvidenceDomain,
    RevisionToken,
)
from shared.problems import problem_slug
from shared.topology import ServiceName


class EvidenceSourceError(Exception):
    """One domain could not be read as coherent, safe evidence."""

    def __init__(self, domain: EvidenceDomain, reason: str) -> None:
        super().__init__(f"{domain}: {reason}")
        self.domain = domain
        self.reason = reason


class EvidencePeers:
    """Reads evidence domains from whichever service owns each one."""

    def __init__(self, client_for: Callable[[ServiceName], httpx.Client]) -> None:
        self._client_for = client_for

    def _get(
        self, domain: EvidenceDomain, suffix: str, customer_id: str, keys: Sequence[str]
    ) -> object:
        params = httpx.QueryParams({"customer_id": customer_id, "key": list(keys)})
        try:
            response = self._client_for(DOMAIN_OWNERS[domain]).get(
                f"/audit/snapshot/{domain}{suffix}", params=params
            )
        except httpx.HTTPError as error:
            raise EvidenceSourceError(domain, f"unreachable:{type(error).__name__}") from None
        if response.status_code != 200:
            slug = problem_slug(response) or "no-problem-body"
            reason = f"http_{response.status_code}:{slug}"
            if slug == UNSAFE_SOURCE_SLUG:
                detail = response.json().get("reason")
                reason = f"unsafe:{detail}"
            raise EvidenceSourceError(domain, reason)
        try:
            return response.json()
        except ValueError:
            raise EvidenceSourceError(domain, "malformed_answer") from None

    def snapshot(
        self, domain: EvidenceDomain, customer_id: str, keys: Sequence[str] = ()
    ) -> DomainSnapshot:
        """The domain's rows and token, as its owner read them in one snapshot."""
        try:
            snapshot = DomainSnapshot.model_validate(self._get(domain, "", customer_id, keys))
        except ValidationError:
            raise EvidenceSourceError(domain, "malformed_answer") from None
        if snapshot.domain != domain or snapshot.customer_id != customer_id:
            raise EvidenceSourceError(domain, "answer_for_another_read")
        return snapshot

    def token(
        self, domain: EvidenceDomain, customer_id: str, keys: Sequence[str] = ()
    ) -> RevisionToken:
        """Only the domain's current revision token (the exporter's second pass)."""
        try:
            token = RevisionToken.model_validate(self._get(domain, "/token", customer_id, keys))
        except ValidationError:
            raise EvidenceSourceError(domain, "malformed_answer") from None
        if token.domain != domain:
            raise EvidenceSourceError(domain, "answer_for_another_read")
        return token
