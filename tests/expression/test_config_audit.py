"""The cutover audit receipt and ``dualcoach expression audit-config``."""

import hashlib
import json

import yaml
from click.testing import CliRunner

from services.checkin.settings import checkin_section_valid
from services.cli import main
from services.expression.config import audit
from tests.expression.conftest import postprocessor_block


def audit_config_bytes(raw):
    """The receipt with checkin's own section check, as ``dualcoach`` wires it."""
    return audit.audit_config_bytes(raw, bridge_valid=checkin_section_valid)


def _yaml(document) -> bytes:
    return yaml.safe_dump(document, allow_unicode=True).encode()


READY = _yaml({"expression": {"korean_expression_postprocessor": postprocessor_block("disabled")}})
LEGACY = _yaml(
    {
        "expression": {"korean_expression_postprocessor": postprocessor_block("disabled")},
        "checkin": {"operator_card_grammar": "physique", "coaching_feedback_enabled": False},
    }
)


def test_a_clean_file_with_a_disabled_block_is_ready():
    receipt = audit_config_bytes(READY)
    assert receipt.ready and receipt.reason_codes == ()
    assert receipt.config_sha256 == hashlib.sha256(READY).hexdigest()


def test_a_file_without_the_block_is_ready():
    assert audit_config_bytes(b"logging:\n  level: INFO\n").ready


def test_the_legacy_key_anywhere_fails_even_behind_a_disabled_block():
    receipt = audit_config_bytes(LEGACY)
    assert not receipt.ready
    assert receipt.reason_codes == ("legacy_coaching_feedback_enabled",)
    assert receipt.postprocessor_disabled_or_valid
    # Removing the key leaves a check-in bridge the checkin service starts with.
    assert receipt.physique_bridge_valid


def test_the_receipt_carries_every_seed_check():
    assert audit_config_bytes(READY).as_json()["checks"] == {
        "legacy_feedback_removed": True,
        "physique_bridge_valid": True,
        "postprocessor_disabled_or_valid": True,
    }


def test_a_check_in_bridge_the_service_would_refuse_is_physique_checkin_invalid():
    broken = _yaml({"checkin": {"operator_card_grammar": "fancy"}})
    receipt = audit_config_bytes(broken)
    assert not receipt.ready and not receipt.physique_bridge_valid
    assert receipt.legacy_feedback_removed and receipt.postprocessor_disabled_or_valid
    assert receipt.reason_codes == ("physique_checkin_invalid",)


def test_the_legacy_key_and_a_broken_bridge_are_reported_independently():
    both = _yaml({"checkin": {"coaching_feedback_enabled": True, "operator_card_grammar": 7}})
    receipt = audit_config_bytes(both)
    assert receipt.reason_codes == ("legacy_coaching_feedback_enabled", "physique_checkin_invalid")
    assert not receipt.legacy_feedback_removed and not receipt.physique_bridge_valid


def test_a_bridge_section_that_is_not_a_mapping_is_invalid():
    receipt = audit_config_bytes(b"checkin: [1, 2]\n")
    assert receipt.reason_codes == ("physique_checkin_invalid",)


def test_an_invalid_block_fails():
    block = {**postprocessor_block("enabled"), "timeout_seconds": 30}
    receipt = audit_config_bytes(_yaml({"expression": {"korean_expression_postprocessor": block}}))
    assert not receipt.ready
    assert receipt.reason_codes == ("postprocessor_config_invalid",)


def test_unreadable_or_malformed_files_fail_as_shape_invalid():
    assert audit_config_bytes(None).reason_codes == ("config_shape_invalid",)
    assert audit_config_bytes(b"[1, 2").reason_codes == ("config_shape_invalid",)
    assert audit_config_bytes(b"- a\n- b\n").reason_codes == ("config_shape_invalid",)
    assert audit_config_bytes(b"expression: 5\n").reason_codes == ("config_shape_invalid",)


def test_cli_prints_one_redacted_receipt_per_file_and_fails_unless_all_ready(tmp_path):
    ready = tmp_path / "a.yaml"
    ready.write_bytes(READY)
    legacy = tmp_path / "b.yaml"
    legacy.write_bytes(LEGACY)
    before = {path: (path.read_bytes(), path.stat().st_mtime_ns) for path in (ready, legacy)}
    result = CliRunner().invoke(
        main, ["expression", "audit-config", "--config", str(ready), "--config", str(legacy)]
    )
    assert result.exit_code == 1
    first, second = (json.loads(line) for line in result.output.splitlines())
    assert first["input"] == 1 and first["ready"] is True
    assert second["input"] == 2 and second["ready"] is False
    assert second["reason_codes"] == ["legacy_coaching_feedback_enabled"]
    assert second["checks"] == {
        "legacy_feedback_removed": False,
        "physique_bridge_valid": True,
        "postprocessor_disabled_or_valid": True,
    }
    assert str(tmp_path) not in result.output
    # no key or value of the file: only the receipt's own names
    assert "operator_card_grammar" not in result.output and '"physique"' not in result.output
    assert "gpt-4.1-mini" not in result.output
    after = {path: (path.read_bytes(), path.stat().st_mtime_ns) for path in (ready, legacy)}
    assert before == after


def test_cli_exits_zero_when_every_file_is_ready(tmp_path):
    paths = []
    for name in ("a.yaml", "b.yaml"):
        path = tmp_path / name
        path.write_bytes(READY)
        paths += ["--config", str(path)]
    result = CliRunner().invoke(main, ["expression", "audit-config", *paths])
    assert result.exit_code == 0, result.output


def test_cli_reports_a_missing_file_as_not_ready(tmp_path):
    result = CliRunner().invoke(
        main, ["expression", "audit-config", "--config", str(tmp_path / "missing.yaml")]
    )
    assert result.exit_code == 1
    assert json.loads(result.output)["reason_codes"] == ["config_shape_invalid"]
