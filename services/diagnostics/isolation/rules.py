"""Pure rules of the isolation spec: the acyclic digest schema and the spec's findings.

Rev 35 fixes the order, and each step hashes only what came before it:

1. ``spec_core_digest`` = SHA-256(canonical JSON of every durable input), which excludes
   the four digests and the approval metadata;
2. ``diagnostic_transport_binding_digest`` = SHA-256 of the transport preimage, which names
   the test bot and destination by digest, the timeout bound, the sealed method version and
   ``spec_core_digest``;
3. ``spec_digest`` = SHA-256({spec_core_digest, diagnostic_transport_binding_digest});
4. ``authority_digest`` = SHA-256({spec_digest, approved_by, approved_at_kst,
   supersedes_digest}).

No step sees a later digest, so there is no cycle; no process object ever enters a
preimage (only JSON values), so a restart recomputes the same bytes.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from pydantic import ValidationError

from services.diagnostics.isolation.schemas import (
    DiagnosticApproval,
    DiagnosticDestination,
    DiagnosticIsolationSpecInputs,
    DiagnosticIsolationSpecV1,
    DiagnosticTriple,
)
from shared.canonical import canonical_digest, canonical_json

TRANSPORT_SCHEMA_VERSION: Final = "diagnostic_transport_binding_v1"
ADAPTER_KIND: Final = "telegram-test-bot"
METHOD_VERSION: Final = "send_diagnostic_customer_v1"
DIGEST_FIELDS: Final = (
    "spec_core_digest",
    "diagnostic_transport_binding_digest",
    "spec_digest",
    "authority_digest",
)
EXCLUDED_FROM_CORE: Final = (*DIGEST_FIELDS, "approval")


class SpecRejected(ValueError):
    """The spec is malformed, self-contradictory, or its digests do not derive."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class SpecDigests:
    spec_core_digest: str
    diagnostic_transport_binding_digest: str
    spec_digest: str
    authority_digest: str


def test_bot_digest(bot_id: int) -> str:
    """The test bot's identity by digest (its id is the public part of its token)."""
    return canonical_digest({"kind": ADAPTER_KIND, "bot_id": bot_id})


def destination_digest(destination: DiagnosticDestination) -> str:
    """The test customer's destination by digest."""
    return canonical_digest({"chat_id": destination.chat_id, "topic_id": destination.topic_id})


def spec_core_preimage(inputs: DiagnosticIsolationSpecInputs) -> dict[str, Any]:
    """Step 1's preimage: every durable input, none of the digests, no approval."""
    document = inputs.model_dump(mode="json")
    return {key: value for key, value in document.items() if key not in EXCLUDED_FROM_CORE}


def transport_preimage(inputs: DiagnosticIsolationSpecInputs, spec_core: str) -> dict[str, Any]:
    """Step 2's preimage (Rev 35): no object identity, only digests and values."""
    return {
        "schema_version": TRANSPORT_SCHEMA_VERSION,
        "adapter_kind": ADAPTER_KIND,
        "test_bot_digest": test_bot_digest(inputs.test_bot_id),
        "customer_destination_digest": destination_digest(inputs.test_destination),
        "max_provider_timeout_seconds": inputs.max_provider_timeout_seconds,
        "method_version": METHOD_VERSION,
        "spec_core_digest": spec_core,
    }


def derive_digests(
    inputs: DiagnosticIsolationSpecInputs, approval: DiagnosticApproval
) -> SpecDigests:
    """The four digests, each from only the steps before it."""
    core = canonical_digest(spec_core_preimage(inputs))
    binding = canonical_digest(transport_preimage(inputs, core))
    spec = canonical_digest(
        {"spec_core_digest": core, "diagnostic_transport_binding_digest": binding}
    )
    authority = canonical_digest(
        {
            "spec_digest": spec,
            "approved_by": approval.approved_by,
            "approved_at_kst": approval.approved_at_kst,
            "supersedes_digest": approval.supersedes_digest,
        }
    )
    return SpecDigests(core, binding, spec, authority)


def spec_findings(inputs: DiagnosticIsolationSpecInputs) -> list[str]:
    """What makes the spec unusable: one Telegram user, three distinct diagnostic triples,
    none of them the owner's ordinary triple, and the destination is the test customer's."""
    findings: list[str] = []
    roles: dict[str, DiagnosticTriple] = {
        "operator": inputs.operator,
        "test_customer": inputs.test_customer,
        "test_trainer": inputs.test_trainer,
    }
    for name, triple in roles.items():
        if triple.user_id != inputs.owner.user_id:
            findings.append(f"{name}_not_the_owner_user")
        if triple == inputs.owner:
            findings.append(f"{name}_is_the_owner_triple")
    if len(set(roles.values())) != len(roles):
        findings.append("diagnostic_triples_not_distinct")
    destination = inputs.test_destination
    customer = inputs.test_customer
    if (destination.chat_id, destination.topic_id) != (customer.chat_id, customer.topic_id):
        findings.append("destination_not_the_test_customer_chat")
    return findings


def seal_spec(document: Mapping[str, Any]) -> DiagnosticIsolationSpecV1:
    """Validate a spec document and derive its digests; digests already present must equal
    the derivation (a mutated field or digest is refused, never silently re-derived)."""
    try:
        inputs = DiagnosticIsolationSpecInputs.model_validate(
            {key: value for key, value in document.items() if key not in EXCLUDED_FROM_CORE}
        )
        approval = DiagnosticApproval.model_validate(document.get("approval"))
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "spec"
        raise SpecRejected(f"invalid:{where}") from None
    findings = spec_findings(inputs)
    if findings:
        raise SpecRejected(findings[0])
    digests = derive_digests(inputs, approval)
    for name in DIGEST_FIELDS:
        given = document.get(name)
        if given is not None and given != getattr(digests, name):
            raise SpecRejected(f"{name}_mismatch")
    return DiagnosticIsolationSpecV1(
        **inputs.model_dump(),
        approval=approval,
        spec_core_digest=digests.spec_core_digest,
        diagnostic_transport_binding_digest=digests.diagnostic_transport_binding_digest,
        spec_digest=digests.spec_digest,
        authority_digest=digests.authority_digest,
    )


def spec_bytes(spec: DiagnosticIsolationSpecV1) -> bytes:
    """The stored form of a sealed spec: its canonical JSON, digests included."""
    return canonical_json(spec.model_dump(mode="json"))


def reverify_spec(raw: bytes, expected: SpecDigests) -> DiagnosticIsolationSpecV1:
    """Restart check: re-derive every digest from stored bytes and require equality."""
    try:
        document = json.loads(raw)
    except ValueError:
        raise SpecRejected("stored_spec_unreadable") from None
    spec = seal_spec(document)
    for name in DIGEST_FIELDS:
        if getattr(spec, name) != getattr(expected, name):
            raise SpecRejected(f"{name}_changed")
    return spec


def registry_binding_findings(
    spec: DiagnosticIsolationSpecV1,
    *,
    enabled: bool,
    binding_mode: str,
    customer: tuple[int, int, int | None] | None,
    trainer: tuple[int, int, int | None] | None,
) -> list[str]:
    """Why the registry's test customer is not the one the spec names (activation refuses):
    enabled, bound ``diagnostic_isolated_v1``, with exactly the spec's two triples."""
    findings: list[str] = []
    if not enabled:
        findings.append("test_customer_not_enabled")
    if binding_mode != "diagnostic_isolated_v1":
        findings.append("test_customer_not_diagnostic_bound")
    test_customer = spec.test_customer
    test_trainer = spec.test_trainer
    if customer != (test_customer.user_id, test_customer.chat_id, test_customer.topic_id):
        findings.append("test_customer_triple_differs")
    if trainer != (test_trainer.user_id, test_trainer.chat_id, test_trainer.topic_id):
        findings.append("test_trainer_triple_differs")
    return findings
