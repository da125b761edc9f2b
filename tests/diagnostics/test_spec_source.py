"""The configured spec ``/diag_open`` opens from: read afresh, sealed, refused with a typed
reason otherwise; its operator triple routes the topic even when it does not seal (so the
refusal can be said there), and nothing routes without one (real files)."""

from __future__ import annotations

import json

import pytest

from services.diagnostics.isolation.rules import seal_spec
from services.diagnostics.operator.spec_source import ConfiguredSpec, ConfiguredSpecRefused
from tests.diagnostics.sessions_support import spec_document

OPERATOR = (424242, -1009000000001, 59)


def _refusal(configured: ConfiguredSpec) -> str:
    with pytest.raises(ConfiguredSpecRefused) as refused:
        configured.load()
    return refused.value.reason


def test_an_approved_spec_file_loads_sealed_and_is_read_afresh(tmp_path):
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(spec_document()), encoding="utf-8")
    configured = ConfiguredSpec(path)
    document, spec = configured.load()
    assert spec == seal_spec(spec_document())
    assert document == spec_document()
    assert configured.operator() == OPERATOR
    # Replacing the file is how a new spec is approved: the next read sees it.
    path.write_text(json.dumps(spec_document(ttl_seconds=600)), encoding="utf-8")
    assert configured.load()[1].ttl_seconds == 600


def test_no_configured_spec_refuses_and_routes_nothing():
    assert _refusal(ConfiguredSpec(None)) == "spec_not_configured"
    assert ConfiguredSpec(None).operator() is None


@pytest.mark.parametrize("content", [b"", b"{not json", b"[1, 2]", b"{}" + b" " * 70_000])
def test_an_unreadable_file_refuses_and_routes_nothing(tmp_path, content):
    path = tmp_path / "spec.json"
    path.write_bytes(content)
    assert _refusal(ConfiguredSpec(path)) == "spec_unreadable"
    assert ConfiguredSpec(path).operator() is None
    assert _refusal(ConfiguredSpec(tmp_path / "missing.json")) == "spec_unreadable"


def test_a_spec_that_does_not_seal_is_refused_with_its_reason_but_its_topic_routes(tmp_path):
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(spec_document(spec_digest="0" * 64)), encoding="utf-8")
    assert _refusal(ConfiguredSpec(path)) == "spec_rejected:spec_digest_mismatch"
    assert ConfiguredSpec(path).operator() == OPERATOR
    path.write_text(json.dumps(spec_document(operator={"user_id": 0})), encoding="utf-8")
    assert ConfiguredSpec(path).operator() is None
