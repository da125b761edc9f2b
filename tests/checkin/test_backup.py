"""AC14-AC16, the checkin schema's part: ``dualcoach backup`` / ``dualcoach restore``
round-trip every stream with its hash chain intact into an empty database, and refuse
anything that would not verify. (The whole product through real processes:
``tests/e2e/test_backup_restore_pilot.py``.)"""

from __future__ import annotations

import json
import re
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner
from sqlalchemy import text

from services.cli import main
from shared.canonical import sha256_hex
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.flows import F_NORMAL_1, kst_noon, run_checkin
from tests.checkin.seeding import append_as_flow
from tests.support.services import build_app, signed_client

OTHER_ID = "lee-other"
GONE_ID = "park-gone"


def cli(database, secrets, *args):
    env = {
        "DATABASE_URL": database.admin_url.render_as_string(hide_password=False),
        "DUALCOACH_DATABASE__ROLE_PREFIX": database.role_prefix,
        "DUALCOACH_SECRETS_DIR": str(secrets.directory),
    }
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def _rows(database, table, order):
    with database.engine() as engine, engine.connect() as connection:  # superuser: all rows
        return [
            dict(row._mapping)
            for row in connection.execute(text(f"SELECT * FROM checkin.{table} ORDER BY {order}"))
        ]


@pytest.fixture
def pilot_data(operator, enabled):
    """Two customers with streams, one erased customer (a tombstone)."""
    ok(
        operator.put(
            f"/v1/admin/customers/{OTHER_ID}",
            json=factories.draft(
                customer=factories.triple(810002), trainer=factories.triple(910002)
            ),
        )
    )
    ok(
        operator.put(
            f"/v1/admin/customers/{GONE_ID}",
            json=factories.draft(
                customer=factories.triple(810003), trainer=factories.triple(910003)
            ),
        )
    )
    ok(operator.post(f"/v1/admin/customers/{GONE_ID}/erase", json={"confirm": GONE_ID}))
    for customer_id in (CUSTOMER_ID, OTHER_ID):
        for offset in range(3):
            day = date(2026, 12, 7 + offset)
            event = factories.checkin(customer_id, day, note="잘 잤어요 😀", sleep_hours=7.25)
            append_as_flow(operator.app, event)
    ok(
        operator.post(
            f"/v1/customers/{CUSTOMER_ID}/records/payment",
            json={
                "kind": "renewal",
                "amount_krw": 150000,
                "method": "bank_transfer",
                "paid_on": "2026-12-30",
            },
        ),
        201,
    )


def test_backup_and_restore_round_trip_every_stream_and_chain(
    cluster, database, secrets, tmp_path, pilot_data
):
    target = tmp_path / "backup"
    result = cli(database, secrets, "backup", "--to", str(target))
    assert result.exit_code == 0, result.output
    manifest = json.loads((target / "checkin" / "manifest.json").read_text())
    modes = {path.stat().st_mode & 0o777 for path in target.rglob("*")}
    assert modes == {0o600, 0o700}  # files, and the per-schema directories
    assert manifest["tables"]["event"]["rows"] == 7
    assert manifest["tables"]["erasure_tombstone"]["rows"] == 1
    event_chains = {name for name in manifest["chains"] if name.startswith("event:")}
    assert event_chains == {f"event:{CUSTOMER_ID}", f"event:{OTHER_ID}"}

    restored = cluster.clone()
    try:
        result = cli(restored, secrets, "restore", "--from", str(target))
        assert result.exit_code == 0, result.output
        for table, order in (
            ("event", "event_id"),
            ("registry_transition", "stream, sequence"),
            ("erasure_tombstone", "sequence"),
        ):
            assert _rows(restored, table, order) == _rows(database, table, order), table
        app = build_app("checkin", restored, secrets)
        with signed_client(app, "operator", secrets) as client:
            for customer_id in (CUSTOMER_ID, OTHER_ID):
                report = ok(client.get(f"/audit/customers/{customer_id}/events/verify"))
                assert report["ok"] is True
                head = manifest["chains"][f"event:{customer_id}"]["head_digest"]
                assert report["head_digest"] == head
            assert ok(client.get("/audit/registry"))["ok"] is True
            assert ok(client.get("/audit/erasures"))["ok"] is True
            assert ok(client.get(f"/v1/customers/{CUSTOMER_ID}/kpi"))["renewal"]["passed"] is True
            document = ok(client.get("/v1/admin/registry"))["document"]
            assert [e["enabled"] for e in document["customers"]] == [True, False]
        # A second restore into the now non-empty schema is refused and changes nothing.
        result = cli(restored, secrets, "restore", "--from", str(target))
        assert result.exit_code != 0 and "not empty" in result.output
        assert len(_rows(restored, "event", "event_id")) == 7
    finally:
        cluster.drop(restored)


def test_backup_refuses_to_overwrite_an_existing_directory(database, secrets, tmp_path, pilot_data):
    (tmp_path / "existing").mkdir()
    result = cli(database, secrets, "backup", "--to", str(tmp_path / "existing"))
    assert result.exit_code != 0 and "already exists" in result.output


def test_restore_refuses_a_file_that_does_not_match_its_digest(
    cluster, database, secrets, tmp_path, pilot_data
):
    target = tmp_path / "backup"
    assert cli(database, secrets, "backup", "--to", str(target)).exit_code == 0
    events = target / "checkin" / "event.jsonl"
    events.write_bytes(events.read_bytes().replace("잘 잤어요".encode(), "못 잤어요".encode(), 1))
    restored = cluster.clone()
    try:
        result = cli(restored, secrets, "restore", "--from", str(target))
        assert result.exit_code != 0 and "does not match its manifest digest" in result.output
        assert _rows(restored, "registry_transition", "stream, sequence") == []
    finally:
        cluster.drop(restored)


def test_restore_refuses_rows_whose_chain_does_not_verify(
    cluster, database, secrets, tmp_path, pilot_data
):
    target = tmp_path / "backup"
    assert cli(database, secrets, "backup", "--to", str(target)).exit_code == 0
    events = target / "checkin" / "event.jsonl"
    tampered = events.read_bytes().replace("잘 잤어요".encode(), "못 잤어요".encode(), 1)
    events.write_bytes(tampered)
    # A careful forger fixes the table's digest, then the schema manifest's in the top one.
    schema_manifest = target / "checkin" / "manifest.json"
    manifest = json.loads(schema_manifest.read_text())
    manifest["tables"]["event"]["sha256"] = sha256_hex(tampered)
    schema_manifest.write_text(json.dumps(manifest))
    top = json.loads((target / "manifest.json").read_text())
    top["services"]["checkin"]["manifest_sha256"] = sha256_hex(schema_manifest.read_bytes())
    (target / "manifest.json").write_text(json.dumps(top))
    restored = cluster.clone()
    try:
        result = cli(restored, secrets, "restore", "--from", str(target))
        assert result.exit_code != 0 and "do not verify" in result.output
        assert _rows(restored, "registry_transition", "stream, sequence") == []
        assert _rows(restored, "event", "event_id") == []
    finally:
        cluster.drop(restored)


def test_sessions_and_queued_drafts_survive_a_backup_and_restore(
    cluster, database, secrets, tmp_path, gateway, enabled, clock
):
    clock.set(kst_noon(factories.START))
    run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    target = tmp_path / "backup"
    assert cli(database, secrets, "backup", "--to", str(target)).exit_code == 0
    manifest = json.loads((target / "checkin" / "manifest.json").read_text())
    assert (manifest["tables"]["flow_session"]["rows"], manifest["tables"]["outbox"]["rows"]) == (
        1,
        1,
    )
    restored = cluster.clone()
    try:
        result = cli(restored, secrets, "restore", "--from", str(target))
        assert result.exit_code == 0, result.output
        for table, order in (("flow_session", "session_id"), ("outbox", "dedupe_key")):
            assert _rows(restored, table, order) == _rows(database, table, order), table
    finally:
        cluster.drop(restored)


GUIDE = Path(__file__).resolve().parents[2] / "docs" / "operator-guide.md"


def _shape(line: str) -> str:
    """A printed line with its numbers and paths generalised (the guide shows examples)."""
    line = re.sub(r"\d+", "N", line)
    return re.sub(r" (to|from) \S+:", r" \1 DIR:", line)


def _guide_block(title: str) -> list[str]:
    text = GUIDE.read_text(encoding="utf-8")
    block = text.split(f"<!-- {title} -->", 1)[1].split("```", 2)[1]
    return [line for line in block.splitlines()[1:] if line.strip()]


def test_the_operator_guide_shows_what_backup_and_restore_print(
    cluster, database, secrets, tmp_path, pilot_data
):
    target = tmp_path / "backup"
    backup_output = cli(database, secrets, "backup", "--to", str(target)).output
    restored = cluster.clone()
    try:
        restore_output = cli(restored, secrets, "restore", "--from", str(target)).output
    finally:
        cluster.drop(restored)
    for title, output in (("backup output", backup_output), ("restore output", restore_output)):
        printed = [_shape(line) for line in output.splitlines()]
        assert [_shape(line) for line in _guide_block(title)] == printed, title


def test_restore_refuses_a_backup_from_an_unknown_schema_revision(
    cluster, database, secrets, tmp_path, pilot_data
):
    target = tmp_path / "backup"
    assert cli(database, secrets, "backup", "--to", str(target)).exit_code == 0
    top = json.loads((target / "manifest.json").read_text())
    top["services"]["delivery"]["schema_revision"] = "delivery_9999_future"
    (target / "manifest.json").write_text(json.dumps(top))
    restored = cluster.clone()
    try:
        result = cli(restored, secrets, "restore", "--from", str(target))
        assert result.exit_code != 0
        assert "revision delivery_9999_future, which this version" in result.output
        assert _rows(restored, "registry_transition", "stream, sequence") == []
    finally:
        cluster.drop(restored)
