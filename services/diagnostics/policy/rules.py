"""The promotion policy, as pure rules: verify raw bytes, validate, redact (seed 003 §2, Rev 30).

Order matters and is the seed's: the SHA-256 of the **raw bytes** is compared with the
digest embedded in code *before* anything parses them; only matching bytes are decoded
and validated against the closed schema below. Any failure disables promotion with a
typed reason - it never falls back to a default policy, and it never stops evidence
from being taken (only from being promoted into a shareable incident manifest).

A policy names, per evidence domain and table, the fields that may leave the machine.
Everything else is redacted: unlisted fields are dropped (their names are kept, so a
reader knows what is missing), unlisted domains are withheld whole.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal, get_args

from shared.canonical import sha256_hex
from shared.contracts.evidence import DOMAIN_OWNERS, DOMAIN_TABLES, EvidenceDomain, Record

POLICY_SCHEMA_VERSION: Final = "diagnostic-promotion-policy/1"
_POLICY_ID = re.compile(r"^[a-z0-9][a-z0-9.-]{2,63}$")
_FIELD = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
# Fields that carry people's words or addresses: no policy may promote them, whatever it
# says (a tampered-but-rehashed policy still cannot leak a message body).
NEVER_PROMOTED: Final = frozenset(
    {
        "answers",
        "body",
        "bound_triple",
        "canonical_body",
        "chat_id",
        "destination",
        "detail",
        "entry",
        "evidence",
        "message",
        "owner",
        "payload",
        "payload_text",
        "policy",
        "presentation",
        "proposal",
        "receipt",
        "receipts",
        "source_texts",
        "submission",
        "targets",
        "text",
        "topic_id",
    }
)

DisabledReason = Literal[
    "policy_missing", "policy_digest_mismatch", "policy_malformed", "policy_schema_invalid"
]
DISABLED_REASONS: Final[tuple[DisabledReason, ...]] = get_args(DisabledReason)


@dataclass(frozen=True, slots=True)
class PromotionPolicy:
    """A verified, validated policy: which fields of which tables may be promoted."""

    policy_id: str
    sha256: str
    fields: Mapping[EvidenceDomain, Mapping[str, frozenset[str]]]


@dataclass(frozen=True, slots=True)
class PolicyDisabled:
    """Promotion is off, and why (the evidence bundle records the reason)."""

    reason: DisabledReason
    detail: str


PolicyStatus = PromotionPolicy | PolicyDisabled


class _Invalid(ValueError):
    pass


def _reject_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [key for key, _ in pairs]
    if len(keys) != len(set(keys)):
        raise _Invalid("duplicate key")
    return dict(pairs)


def _reject_constant(name: str) -> Any:
    raise _Invalid(f"non-finite number {name}")


def _validate(document: object, sha256: str) -> PromotionPolicy:
    if not isinstance(document, dict) or set(document) != {
        "schema_version",
        "policy_id",
        "domains",
    }:
        raise _Invalid("top level must be exactly schema_version, policy_id, domains")
    if document["schema_version"] != POLICY_SCHEMA_VERSION:
        raise _Invalid("unknown schema_version")
    policy_id = document["policy_id"]
    if not isinstance(policy_id, str) or not _POLICY_ID.match(policy_id):
        raise _Invalid("policy_id is malformed")
    domains = document["domains"]
    if not isinstance(domains, dict):
        raise _Invalid("domains must be an object")
    fields: dict[EvidenceDomain, dict[str, frozenset[str]]] = {}
    for domain, tables in domains.items():
        if domain not in DOMAIN_OWNERS:
            raise _Invalid(f"unknown domain {domain!r}")
        if not isinstance(tables, dict) or not tables:
            raise _Invalid(f"{domain}: tables must be a non-empty object")
        allowed: dict[str, frozenset[str]] = {}
        for table, names in tables.items():
            if table not in DOMAIN_TABLES[domain]:
                raise _Invalid(f"{domain}: unknown table {table!r}")
            if not isinstance(names, list) or not names:
                raise _Invalid(f"{domain}.{table}: fields must be a non-empty list")
            if any(not isinstance(name, str) or not _FIELD.match(name) for name in names):
                raise _Invalid(f"{domain}.{table}: malformed field name")
            if len(set(names)) != len(names):
                raise _Invalid(f"{domain}.{table}: duplicate field")
            forbidden = sorted(NEVER_PROMOTED & set(names))
            if forbidden:
                raise _Invalid(f"{domain}.{table}: may never promote {forbidden}")
            allowed[table] = frozenset(names)
        fields[domain] = allowed
    return PromotionPolicy(policy_id=policy_id, sha256=sha256, fields=fields)


def verify_policy_bytes(raw: bytes | None, *, expected_sha256: str) -> PolicyStatus:
    """Digest first, then parse, then the closed schema; any failure disables promotion."""
    if raw is None:
        return PolicyDisabled("policy_missing", "the packaged policy resource is absent")
    digest = sha256_hex(raw)
    if digest != expected_sha256:
        # Not even decoded: bytes we do not trust are never given to a parser.
        return PolicyDisabled("policy_digest_mismatch", f"sha256 {digest}")
    try:
        document = json.loads(
            raw.decode("utf-8"),
            object_pairs_hook=_reject_duplicates,
            parse_constant=_reject_constant,
        )
    except (UnicodeDecodeError, ValueError) as error:
        return PolicyDisabled("policy_malformed", type(error).__name__)
    try:
        return _validate(document, digest)
    except _Invalid as error:
        return PolicyDisabled("policy_schema_invalid", str(error))


def promote_domain(
    policy: PromotionPolicy, domain: EvidenceDomain, tables: Mapping[str, list[Record]]
) -> dict[str, Any] | None:
    """The shareable view of one domain (allowed fields only), or None when withheld."""
    allowed = policy.fields.get(domain)
    if allowed is None:
        return None
    promoted: dict[str, list[Record]] = {}
    redacted: dict[str, list[str]] = {}
    for table in DOMAIN_TABLES[domain]:
        keep = allowed.get(table, frozenset())
        rows = tables.get(table, [])
        promoted[table] = [{k: v for k, v in row.items() if k in keep} for row in rows]
        dropped = sorted({name for row in rows for name in row} - keep)
        if dropped:
            redacted[table] = dropped
    return {"tables": promoted, "redacted_fields": redacted}
