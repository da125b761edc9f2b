"""``dualcoach simulate pilot`` as a person runs it: its own processes, a summary, no trace."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from shared.db.urls import MAINTENANCE_DATABASE, with_database
from tests.support.database import TestCluster

# Real processes for two pilot days: make test-long (CI runs it right after make test).
pytestmark = [pytest.mark.slow, pytest.mark.long]
REPO_ROOT = Path(__file__).resolve().parents[2]


def scratch_databases(cluster: TestCluster) -> set[str]:
    engine = create_engine(with_database(cluster.server_url, MAINTENANCE_DATABASE))
    try:
        with engine.connect() as connection:
            rows = connection.execute(
                text("SELECT datname FROM pg_database WHERE datname LIKE 'dcsim%'")
            )
            return set(rows.scalars())
    finally:
        engine.dispose()


def test_two_days_of_the_pilot_end_with_the_summary_and_leave_no_database(
    cluster: TestCluster, tmp_path: Path
) -> None:
    before = scratch_databases(cluster)
    env = {key: value for key, value in os.environ.items() if not key.startswith("DUALCOACH_")}
    env["DATABASE_URL"] = cluster.server_url.render_as_string(hide_password=False)
    env["DUALCOACH_CONFIG"] = os.environ["DUALCOACH_CONFIG"]
    run = subprocess.run(
        [sys.executable, "-m", "services.cli", "simulate", "pilot", "--days", "2"],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    summary = run.stdout[run.stdout.index("pilot kim-pilot:") :].splitlines()
    assert summary == [
        "pilot kim-pilot: 2026-12-07 .. 2027-01-03, 2 days played + 0 after the window",
        "  check-ins          2 (0 held: -)",
        "  trainer records    1",
        "  customer messages  2 sent, each an approved revision",
        "  approvals          2 in Telegram, 0 in the console (0 edited, 0 discarded)",
        "  held notices       0 to Richard (0 weekly summary held)",
        "  KPI                not passed: check-in 10.0% (2/20), satisfaction none recorded, "
        "operator minutes per week 0/0/0/0, renewal missing",
        "  checks             all held (KPI equals the hand-computed figures)",
    ]
    assert "100%" in run.stderr  # the progress bar went all the way
    assert scratch_databases(cluster) == before
