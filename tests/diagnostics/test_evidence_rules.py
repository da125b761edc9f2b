"""The exporter's pure rules: read order, link keys, the token decision, the bundle."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest

from services.diagnostics.evidence import rules
from services.diagnostics.policy.rules import PolicyDisabled
from shared.canonical import sha256_hex
from shared.contracts.evidence import (
    DOMAIN_OWNERS,
    DOMAIN_TABLES,
    DomainSnapshot,
    EvidenceDomain,
    domain_lines,
    revision_token,
)


def _snapshot(domain, rows=None, links=None, keys=()) -> DomainSnapshot:
    tables: dict[str, list[dict[str, Any]]] = {name: [] for name in DOMAIN_TABLES[domain]}
    tables.update(rows or {})
    return DomainSnapshot(
        domain=domain,
        service=DOMAIN_OWNERS[domain],
        customer_id="kim-pilot",
        keys=list(keys),
        token=revision_token(domain, tables, {}),
        tables=tables,
        links=links or {},
    )


def test_linked_domains_are_read_last_and_every_domain_once():
    assert sorted(rules.READ_ORDER) == sorted(DOMAIN_OWNERS)
    assert rules.READ_ORDER[-2:] == ("journal", "sends")


def test_a_linked_domain_is_selected_by_every_key_read_before_it():
    read: dict[EvidenceDomain, DomainSnapshot] = {
        "drafts": _snapshot("drafts", links={"reservation_ids": ["d.review.r1"]}),
        "ledger": _snapshot("ledger", links={"reservation_ids": ["dl-1", "d.review.r1"]}),
        "operator_cards": _snapshot("operator_cards", links={"artifact_keys": ["a" * 64]}),
    }
    assert rules.keys_for("sends", read) == ["d.review.r1", "dl-1"]
    assert rules.keys_for("journal", read) == ["a" * 64]
    assert rules.keys_for("ledger", read) == []


@pytest.mark.parametrize(
    ("changed", "attempt", "decision"),
    [([], 1, "accept"), ([], 3, "accept"), (["wizard"], 1, "retry"), (["wizard"], 3, "unstable")],
)
def test_a_moved_token_retries_until_the_bound(changed, attempt, decision):
    assert rules.decide(changed, attempt=attempt, max_attempts=3) == decision


def test_changed_domains_names_each_token_that_moved():
    first = {d: _snapshot(d).token for d in DOMAIN_OWNERS}
    moved = _snapshot("wizard", rows={"flow_session": [{"status": "open"}]}).token
    assert rules.changed_domains(first, {**first, "wizard": moved}) == ["wizard"]
    assert rules.changed_domains(first, dict(first)) == []


def test_a_token_that_does_not_describe_its_rows_is_named():
    good = _snapshot("wizard", rows={"flow_session": [{"status": "open"}]})
    assert rules.token_disagreement(good) is None
    lying = good.model_copy(update={"tables": {"flow_session": []}})
    assert rules.token_disagreement(lying) == "token_content_mismatch"


def test_the_bundle_lists_every_file_with_its_digest_and_the_disabled_policy_reason():
    snapshots = {d: _snapshot(d) for d in DOMAIN_OWNERS}
    snapshots["wizard"] = _snapshot("wizard", rows={"flow_session": [{"status": "open"}]})
    files = rules.bundle_files(
        "kim-pilot",
        snapshots,
        policy=PolicyDisabled("policy_digest_mismatch", "sha256 0"),
        taken_at=datetime(2026, 12, 8, 3, 0, tzinfo=UTC),
        attempts=2,
    )
    manifest = json.loads(files["manifest.json"])
    assert manifest["policy"] == {"status": "disabled", "reason": "policy_digest_mismatch"}
    assert manifest["incident_manifest"] is None and "incident-manifest.json" not in files
    assert manifest["attempts"] == 2
    for entry in manifest["domains"]:
        assert files[entry["file"]] == domain_lines(
            entry["domain"], snapshots[entry["domain"]].tables
        )
        assert entry["sha256"] == sha256_hex(files[entry["file"]])
    assert files["wizard.jsonl"] == b'{"row":{"status":"open"},"table":"flow_session"}\n'
