"""``dualcoach diagnostics session open|activate|status|close`` against a served diagnostics
app: each command is one signed call, refusals say so and change nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from services.cli import main
from tests.diagnostics.host_support import RecordingTransport, diagnostics_app
from tests.diagnostics.sessions_support import rows, spec_document
from tests.support.servers import serve


@pytest.fixture
def cli(database, secrets, tmp_path: Path):
    # The CLI signs with the system clock, so the service runs on it too.
    app = diagnostics_app(database, secrets, None, RecordingTransport())
    with serve(app) as server:
        config = tmp_path / "operator.yaml"
        config.write_text(
            yaml.safe_dump(
                {
                    "database": {
                        "url": database.admin_url.render_as_string(hide_password=False),
                        "role_prefix": database.role_prefix,
                    },
                    "secrets_dir": str(secrets.directory),
                    "services": {"diagnostics": {"port": server.port}},
                }
            )
        )

        def run(*args: str):
            return CliRunner().invoke(
                main, ["diagnostics", "session", *args], env={"DUALCOACH_CONFIG": str(config)}
            )

        yield run


def test_the_owner_opens_activates_inspects_and_closes_a_session(cli, database, tmp_path):
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps(spec_document()), encoding="utf-8")
    opened = cli("open", "--spec", str(spec))
    assert opened.exit_code == 0, opened.output
    session_id = opened.output.split()[1].rstrip(":")
    assert f"session {session_id}: prepared (generation 1)" in opened.output

    stale = cli("activate", "--session", session_id, "--generation", "7")
    assert stale.exit_code != 0
    assert "session_transition_refused: nothing changed" in stale.output
    assert '"reason": "stale_generation"' in stale.output

    active = cli("activate", "--session", session_id, "--generation", "1")
    assert f"session {session_id}: active (generation 2)" in active.output
    status = cli("status", "--session", session_id)
    assert status.output.splitlines()[0] == active.output.splitlines()[0]
    closed = cli("close", "--session", session_id)
    assert f"session {session_id}: closed (generation 4)" in closed.output
    assert [r["to_state"] for r in rows(database, "diagnostic_session_transition")] == [
        "prepared", "active", "detaching", "closed",
    ]  # fmt: skip


def test_an_unreadable_or_refused_spec_opens_nothing(cli, database, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert "cannot read the spec" in cli("open", "--spec", str(bad)).output
    refused = tmp_path / "refused.json"
    refused.write_text(json.dumps(spec_document(ttl_seconds=5)), encoding="utf-8")
    result = cli("open", "--spec", str(refused))
    assert result.exit_code != 0
    assert "spec_rejected: nothing changed" in result.output
    assert rows(database, "diagnostic_session") == []
