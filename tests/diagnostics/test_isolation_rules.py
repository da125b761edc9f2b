"""The isolation spec's acyclic digest schema (seed 003 Rev 35): golden vectors computed
independently of the product's code, every mutation refused, no cycle, no object identity."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from services.diagnostics.isolation.rules import (
    SpecDigests,
    SpecRejected,
    reverify_spec,
    seal_spec,
    spec_bytes,
    spec_core_preimage,
    transport_preimage,
)
from services.diagnostics.isolation.schemas import DiagnosticIsolationSpecInputs

RAW_SPEC = (Path(__file__).parent / "data" / "isolation-spec-v1.json").read_bytes().strip()
# Pinned once from the independent computation below; a change here is a schema change.
GOLDEN = {
    "spec_core_digest": "996c96d3eb259def03c57b26d002f317ec7176188359e42063d6a803b2f15ec1",
    "diagnostic_transport_binding_digest": (
        "7c391eea3e33b56dc9b25ef0658df2d4461c813dd0c8af3c136b473b9ad24137"
    ),
    "spec_digest": "e82ab444b13e98efc609bb176dfe2eb52ca192962068d93e30535cd95b29ddcd",
    "authority_digest": "d965c7790978abded552e279360517bad224814198594e63aa67b46f27a61e60",
}


def _sha(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _independent(document: dict[str, Any]) -> dict[str, str]:
    """Rev 35 steps 1-4 with nothing but hashlib and json."""
    core = _sha({key: value for key, value in document.items() if key != "approval"})
    binding = _sha(
        {
            "schema_version": "diagnostic_transport_binding_v1",
            "adapter_kind": "telegram-test-bot",
            "test_bot_digest": _sha(
                {"kind": "telegram-test-bot", "bot_id": document["test_bot_id"]}
            ),
            "customer_destination_digest": _sha(document["test_destination"]),
            "max_provider_timeout_seconds": document["max_provider_timeout_seconds"],
            "method_version": "send_diagnostic_customer_v1",
            "spec_core_digest": core,
        }
    )
    spec = _sha({"spec_core_digest": core, "diagnostic_transport_binding_digest": binding})
    authority = _sha({"spec_digest": spec, **document["approval"]})
    return {
        "spec_core_digest": core,
        "diagnostic_transport_binding_digest": binding,
        "spec_digest": spec,
        "authority_digest": authority,
    }


def _document() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(RAW_SPEC)
    return document


def test_golden_vectors_match_an_independent_derivation_and_the_pins():
    sealed = seal_spec(_document())
    derived = {name: getattr(sealed, name) for name in GOLDEN}
    assert derived == _independent(_document()) == GOLDEN


def test_a_spec_carrying_its_exact_digests_is_accepted():
    assert seal_spec({**_document(), **GOLDEN}).authority_digest == GOLDEN["authority_digest"]


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("test_bot_id",), 7000000003),
        (("test_trainer", "topic_id"), 64),
        (("test_customer", "topic_id"), 63),
        (("max_provider_timeout_seconds",), 11),
        (("ttl_seconds",), 3601),
        (("test_customer_id",), "diag-other-customer"),
        (("approval", "approved_by"), "someone-else"),
        (("approval", "approved_at_kst"), "2026-12-03T09:00:01+09:00"),
    ],
)
def test_any_mutated_input_no_longer_derives_the_pinned_digests(path, value):
    document = _document()
    target = document
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = value
    if path[0] == "test_customer":
        document["test_destination"]["topic_id"] = value
    with pytest.raises(SpecRejected) as refused:
        seal_spec({**document, **GOLDEN})
    assert refused.value.reason.endswith("_mismatch")


def test_approval_changes_only_the_authority_digest():
    document = _document()
    document["approval"]["approved_by"] = "richard"
    sealed = seal_spec(document)
    assert sealed.spec_digest == GOLDEN["spec_digest"]
    assert sealed.authority_digest != GOLDEN["authority_digest"]


@pytest.mark.parametrize("name", list(GOLDEN))
def test_a_mutated_digest_is_refused_not_rederived(name):
    forged = {**_document(), **GOLDEN, name: "f" * 64}
    with pytest.raises(SpecRejected) as refused:
        seal_spec(forged)
    assert refused.value.reason == f"{name}_mismatch"


def test_preimages_exclude_every_digest_and_the_approval_so_the_schema_is_acyclic():
    sealed = seal_spec(_document())
    inputs = DiagnosticIsolationSpecInputs.model_validate(spec_core_preimage(sealed))
    core = spec_core_preimage(sealed)
    assert not set(core) & {*GOLDEN, "approval"}
    binding = transport_preimage(inputs, GOLDEN["spec_core_digest"])
    assert set(binding) == {
        "schema_version", "adapter_kind", "test_bot_digest", "customer_destination_digest",
        "max_provider_timeout_seconds", "method_version", "spec_core_digest",
    }  # fmt: skip
    # Only JSON values: no object representation can enter a preimage.
    for value in [*core.values(), *binding.values()]:
        assert isinstance(value, str | int | dict | type(None))


def test_restart_recomputes_from_stored_bytes_and_requires_equality():
    sealed = seal_spec(_document())
    digests = SpecDigests(**{name: getattr(sealed, name) for name in GOLDEN})
    assert reverify_spec(spec_bytes(sealed), digests) == sealed
    stored = json.loads(spec_bytes(sealed))
    stored["max_provider_timeout_seconds"] = 30
    with pytest.raises(SpecRejected):
        reverify_spec(json.dumps(stored).encode(), digests)
    other = SpecDigests(**{**GOLDEN, "authority_digest": "0" * 64})
    with pytest.raises(SpecRejected) as refused:
        reverify_spec(spec_bytes(sealed), other)
    assert refused.value.reason == "authority_digest_changed"


@pytest.mark.parametrize("timeout", [0, 31, -1])
def test_provider_timeout_outside_one_to_thirty_is_refused(timeout):
    with pytest.raises(SpecRejected) as refused:
        seal_spec({**_document(), "max_provider_timeout_seconds": timeout})
    assert refused.value.reason == "invalid:max_provider_timeout_seconds"


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"test_trainer": {"user_id": 424242, "chat_id": -1009000000001, "topic_id": 61}},
         "diagnostic_triples_not_distinct"),
        ({"operator": {"user_id": 5, "chat_id": -1009000000001, "topic_id": 59}},
         "operator_not_the_owner_user"),
        ({"operator": {"user_id": 424242, "chat_id": -1001000000001, "topic_id": 7}},
         "operator_is_the_owner_triple"),
        ({"test_destination": {"chat_id": -1009000000001, "topic_id": 59}},
         "destination_not_the_test_customer_chat"),
    ],
)  # fmt: skip
def test_triples_must_be_one_user_three_distinct_places_and_the_destination_his_customer_chat(
    change, reason
):
    with pytest.raises(SpecRejected) as refused:
        seal_spec({**_document(), **change})
    assert refused.value.reason == reason


def test_unknown_fields_are_refused():
    with pytest.raises(SpecRejected):
        seal_spec({**_document(), "extra": 1})
