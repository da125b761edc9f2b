"""``dualcoach console rotate-token``: a new 0600 token, never printed, sessions end."""

from __future__ import annotations

import os
import stat

from click.testing import CliRunner

from services.cli import main
from tests.delivery.console_support import browser, console_token, log_in
from tests.support.servers import serve


def test_rotate_token_replaces_the_file_privately_and_prints_no_secret(tmp_path, monkeypatch):
    secrets_dir = tmp_path / "secrets"
    monkeypatch.setenv("DUALCOACH_SECRETS_DIR", str(secrets_dir))
    result = CliRunner().invoke(main, ["console", "rotate-token"])
    assert result.exit_code == 0, result.output
    token_file = secrets_dir / "console-token"
    first = token_file.read_text().strip()
    assert len(first) == 64 and first not in result.output
    assert stat.S_IMODE(os.stat(token_file).st_mode) == 0o600
    assert CliRunner().invoke(main, ["console", "rotate-token"]).exit_code == 0
    assert token_file.read_text().strip() != first


def test_an_environment_token_is_not_silently_shadowed(tmp_path, monkeypatch):
    monkeypatch.setenv("DUALCOACH_SECRETS_DIR", str(tmp_path))
    monkeypatch.setenv("DUALCOACH_SECRET_CONSOLE_TOKEN", "e" * 64)
    result = CliRunner().invoke(main, ["console", "rotate-token"])
    assert result.exit_code != 0 and "overrides the file" in result.output


def test_rotation_ends_an_open_console_session(delivery_app, delivery_secrets, monkeypatch):
    monkeypatch.setenv("DUALCOACH_SECRETS_DIR", str(delivery_secrets.directory))
    with serve(delivery_app) as server, browser(server.base_url) as client:
        assert log_in(client, console_token(delivery_secrets)).status_code == 303
        assert client.get("/console").status_code == 200
        assert CliRunner().invoke(main, ["console", "rotate-token"]).exit_code == 0
        assert client.get("/console").status_code == 401
