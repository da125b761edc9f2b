"""``DiagnosticIsolationSpecV1``: what the owner approves before a diagnostic session opens.

The spec names the owner's ordinary triple, the three diagnostic triples he plays from the
same Telegram user (operator, test customer, test trainer), the registered test customer,
the test bot's identity, the test customer's destination, the provider timeout bound and
the session TTL. Approval metadata and the four digests travel with it; the digests are
*derived* (``rules.seal_spec``) and, when given, must equal the derivation exactly.
"""

from __future__ import annotations

from typing import Final, Literal

from pydantic import Field

from shared.contracts.base import FrozenModel

SPEC_SCHEMA_VERSION: Final = "diagnostic_isolation_spec_v1"
_INT64 = 2**63 - 1
_DIGEST = r"^[0-9a-f]{64}$"


class DiagnosticTriple(FrozenModel):
    """An exact Telegram ``(user_id, chat_id, topic_id)``; routing compares all three."""

    user_id: int = Field(ge=1, le=_INT64)
    chat_id: int = Field(ge=-_INT64, le=_INT64)
    topic_id: int | None = Field(default=None, ge=1, le=_INT64)


class DiagnosticDestination(FrozenModel):
    """Where the test bot may write: one chat (and forum topic)."""

    chat_id: int = Field(ge=-_INT64, le=_INT64)
    topic_id: int | None = Field(default=None, ge=1, le=_INT64)


class DiagnosticIsolationSpecInputs(FrozenModel):
    """The durable inputs of a spec: everything ``spec_core_digest`` covers."""

    schema_version: Literal["diagnostic_isolation_spec_v1"] = SPEC_SCHEMA_VERSION
    owner: DiagnosticTriple
    operator: DiagnosticTriple
    test_customer: DiagnosticTriple
    test_trainer: DiagnosticTriple
    test_customer_id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]{2,39}$")
    test_bot_id: int = Field(ge=1, le=_INT64)
    test_destination: DiagnosticDestination
    max_provider_timeout_seconds: int = Field(ge=1, le=30)
    ttl_seconds: int = Field(ge=60, le=7 * 24 * 3600)


class DiagnosticApproval(FrozenModel):
    """Who approved the spec and when (KST), and which earlier spec it supersedes."""

    approved_by: str = Field(min_length=1, max_length=64)
    approved_at_kst: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$")
    supersedes_digest: str | None = Field(default=None, pattern=_DIGEST)


class DiagnosticIsolationSpecV1(DiagnosticIsolationSpecInputs):
    """A sealed spec: inputs, approval and the four derived digests (Rev 35 order)."""

    approval: DiagnosticApproval
    spec_core_digest: str = Field(pattern=_DIGEST)
    diagnostic_transport_binding_digest: str = Field(pattern=_DIGEST)
    spec_digest: str = Field(pattern=_DIGEST)
    authority_digest: str = Field(pattern=_DIGEST)
