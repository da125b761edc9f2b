"""``dualcoach diagnostics snapshot`` across the five real services: a coherent bundle that
verifies, refusals that write nothing, and not one row or write counter changed anywhere."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from sqlalchemy import text

from services.cli import main
from services.diagnostics.policy.loader import EXPECTED_POLICY_SHA256
from shared.canonical import sha256_hex
from shared.contracts.evidence import DOMAIN_OWNERS
from shared.db.roles import audit_role
from shared.topology import SERVICES
from tests.diagnostics.stack import CUSTOMER_ID
from tests.support.evidence import nonce_inserts, schema_state, without_nonces

pytestmark = pytest.mark.slow


def _cli(tmp_path: Path, database, secrets, ports, *args: str):
    config = tmp_path / "operator.yaml"
    config.write_text(
        yaml.safe_dump(
            {
                "database": {
                    "url": database.admin_url.render_as_string(hide_password=False),
                    "role_prefix": database.role_prefix,
                },
                "secrets_dir": str(secrets.directory),
                "services": {name: {"port": port} for name, port in ports.items()},
            }
        )
    )
    return CliRunner().invoke(main, list(args), env={"DUALCOACH_CONFIG": str(config)})


GUIDE = Path(__file__).resolve().parents[2] / "docs" / "operator-guide.md"


def _shape(line: str) -> str:
    """A printed line with its paths, digests and numbers generalised."""
    line = re.sub(r"\(policy [0-9a-f]{12}\)", "(policy HEX)", line)
    line = re.sub(r" to \S+:", " to DIR:", line)
    return re.sub(r"\d+", "N", line)


def _guide_lines(title: str) -> list[str]:
    text = GUIDE.read_text(encoding="utf-8")
    block = text.split(f"<!-- {title} -->", 1)[1].split("```", 2)[1]
    return [_shape(line) for line in block.splitlines()[1:] if line.strip()]


def _all_schemas(database):
    return {schema: schema_state(database, schema) for schema in SERVICES}


def test_a_snapshot_is_one_verified_bundle_and_leaves_every_schema_untouched(
    seeded, database, tmp_path
):
    secrets, ports, start = seeded
    before = _all_schemas(database)
    out = tmp_path / "evidence"
    with start():
        result = _cli(tmp_path, database, secrets, ports, "diagnostics", "snapshot",
                      "--customer", CUSTOMER_ID, "--out", str(out))  # fmt: skip
        assert result.exit_code == 0, result.output
        refused = _cli(tmp_path, database, secrets, ports, "diagnostics", "snapshot",
                       "--customer", "nobody-here", "--out", str(tmp_path / "none"))  # fmt: skip
    after = _all_schemas(database)

    assert [_shape(line) for line in result.output.splitlines()] == _guide_lines(
        "diagnostics snapshot output"
    )
    assert refused.exit_code != 0 and "customer_not_registered" in refused.output
    assert not (tmp_path / "none").exists()
    for schema in SERVICES:
        assert without_nonces(after[schema]) == without_nonces(before[schema]), schema
    # Two snapshots: each domain read and token-checked once, plus the refused registry read.
    assert nonce_inserts(after["diagnostics"]) - nonce_inserts(before["diagnostics"]) == 2

    manifest = json.loads((out / "manifest.json").read_bytes())
    assert manifest["attempts"] == 1
    assert [entry["domain"] for entry in manifest["domains"]] == [
        *[d for d in DOMAIN_OWNERS if d not in ("sends", "journal")],
        "journal",
        "sends",
    ]
    for entry in manifest["domains"]:
        content = (out / entry["file"]).read_bytes()
        assert sha256_hex(content) == entry["sha256"] == entry["token"]["content_sha256"]
        assert content.count(b"\n") == entry["rows"]
    assert manifest["policy"]["sha256"] == EXPECTED_POLICY_SHA256
    rows = {
        entry["domain"]: [
            json.loads(line) for line in (out / entry["file"]).read_text().splitlines()
        ]
        for entry in manifest["domains"]
    }
    # The delivered message is in the ledger and, found by its reservation, at the gateway.
    (delivered,) = [r["row"] for r in rows["ledger"] if r["row"].get("state") == "delivered"]
    sends = [r["row"] for r in rows["sends"]]
    assert delivered["delivery_id"] in {send["reservation_id"] for send in sends}
    assert {"sent"} == {send["state"] for send in sends}
    # The shareable manifest carries no body, text or customer id.
    incident = (out / "incident-manifest.json").read_bytes()
    assert sha256_hex(incident) == manifest["incident_manifest"]["sha256"]
    assert CUSTOMER_ID.encode() not in incident
    (prepared,) = [r["row"] for r in rows["ledger"] if r["row"].get("state") == "prepared"]
    assert prepared["body"] and prepared["body"].encode() not in incident
    assert all((out / name).stat().st_mode & 0o077 == 0 for name in manifest_files(manifest))


def _lines(path: Path) -> list[bytes]:
    return path.read_bytes().splitlines()


def manifest_files(manifest) -> list[str]:
    return [entry["file"] for entry in manifest["domains"]] + ["incident-manifest.json"]


def test_an_unsafe_source_is_corrupt_state_and_writes_nothing(seeded, database, tmp_path):
    secrets, ports, start = seeded
    role = audit_role(database.role_prefix, "gateway")
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(text(f'GRANT UPDATE ON gateway.outbound_send TO "{role}"'))
    before = _all_schemas(database)
    out = tmp_path / "evidence"
    with start():
        result = _cli(tmp_path, database, secrets, ports, "diagnostics", "snapshot",
                      "--customer", CUSTOMER_ID, "--out", str(out))  # fmt: skip
    after = _all_schemas(database)
    assert result.exit_code != 0
    assert "corrupt_state" in result.output and "writable:gateway.outbound_send" in result.output
    assert not out.exists() and list(tmp_path.glob(".evidence.*")) == []
    for schema in SERVICES:
        assert without_nonces(after[schema]) == without_nonces(before[schema]), schema
