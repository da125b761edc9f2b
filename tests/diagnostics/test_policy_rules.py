"""The promotion policy: digest before parsing, a closed schema, typed disabled reasons."""

from __future__ import annotations

import json
from typing import Any

import pytest

from services.diagnostics.policy import loader
from services.diagnostics.policy.rules import (
    PolicyDisabled,
    PromotionPolicy,
    promote_domain,
    verify_policy_bytes,
)
from shared.canonical import sha256_hex

SHIPPED = loader.read_policy_resource()


def _document() -> dict[str, Any]:
    assert SHIPPED is not None
    return json.loads(SHIPPED)


def _verify(document: object) -> PolicyDisabled | PromotionPolicy:
    raw = json.dumps(document).encode()
    return verify_policy_bytes(raw, expected_sha256=sha256_hex(raw))


def test_the_shipped_policy_verifies_against_the_digest_in_code():
    status = loader.load_promotion_policy()
    assert isinstance(status, PromotionPolicy)
    assert status.sha256 == loader.EXPECTED_POLICY_SHA256 == sha256_hex(SHIPPED or b"")
    assert status.policy_id == "dualcoach-incident-promotion-2026-12"


def test_a_missing_resource_disables_promotion():
    assert verify_policy_bytes(None, expected_sha256=loader.EXPECTED_POLICY_SHA256) == (
        PolicyDisabled("policy_missing", "the packaged policy resource is absent")
    )


def test_changed_bytes_are_refused_before_anything_parses_them():
    # Not JSON at all: a parser would fail differently; the digest check answers first.
    status = verify_policy_bytes(b"\xff not json", expected_sha256=loader.EXPECTED_POLICY_SHA256)
    assert isinstance(status, PolicyDisabled) and status.reason == "policy_digest_mismatch"
    reformatted = json.dumps(_document()).encode()  # same content, other bytes
    status = verify_policy_bytes(reformatted, expected_sha256=loader.EXPECTED_POLICY_SHA256)
    assert isinstance(status, PolicyDisabled) and status.reason == "policy_digest_mismatch"


@pytest.mark.parametrize(
    "raw", [b'{"a": 1, "a": 2}', b'{"schema_version": NaN}', b"\xff\xfe", b"[1,"]
)
def test_bytes_that_match_but_do_not_parse_strictly_are_malformed(raw):
    status = verify_policy_bytes(raw, expected_sha256=sha256_hex(raw))
    assert isinstance(status, PolicyDisabled) and status.reason == "policy_malformed"


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(extra=1),
        lambda d: d.update(schema_version="diagnostic-promotion-policy/2"),
        lambda d: d.update(policy_id="Bad Id"),
        lambda d: d["domains"].update(mailbox={"x": ["y"]}),
        lambda d: d["domains"]["ledger"].update(draft=["status"]),
        lambda d: d["domains"]["ledger"].update(delivery_ledger=[]),
        lambda d: d["domains"]["ledger"].update(delivery_ledger=["state", "state"]),
        lambda d: d["domains"]["ledger"].update(delivery_ledger=["State"]),
        lambda d: d["domains"]["ledger"].update(delivery_ledger=["state", "body"]),
        lambda d: d["domains"]["drafts"].update(draft_revision=["text"]),
    ],
)
def test_anything_outside_the_closed_schema_disables_promotion(change):
    document = _document()
    change(document)
    status = _verify(document)
    assert isinstance(status, PolicyDisabled) and status.reason == "policy_schema_invalid"


def test_promotion_keeps_listed_fields_names_the_dropped_ones_and_withholds_the_rest():
    document = _document()
    del document["domains"]["wizard"]
    policy = _verify(document)
    assert isinstance(policy, PromotionPolicy)
    row = {"sequence": 1, "state": "delivered", "body": "안녕하세요", "customer_id": "kim-pilot"}
    view = promote_domain(policy, "ledger", {"delivery_ledger": [row], "chain_head": []})
    assert view == {
        "tables": {"delivery_ledger": [{"sequence": 1, "state": "delivered"}], "chain_head": []},
        "redacted_fields": {"delivery_ledger": ["body", "customer_id"]},
    }
    assert promote_domain(policy, "wizard", {"flow_session": [{"answers": []}]}) is None
