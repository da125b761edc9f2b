"""Settings of the diagnostics service: platform sections plus its own ``diagnostics:`` section."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from shared.settings import PlatformSettings, Section


class DiagnosticsSection(Section):
    """The `diagnostics:` section of dualcoach.yaml."""

    # Read passes an evidence snapshot may take before it answers ``snapshot_unstable``.
    snapshot_max_attempts: int = Field(default=3, ge=1, le=10)
    # How long close/activate/a delivery waits for a session's admission lock. Longer than
    # the 30 s provider bound, so a close waits out one in-flight attempt, never forever.
    admission_wait_seconds: float = Field(default=40.0, gt=0, le=300)
    # The background sweep that expires sessions past their TTL (0 turns it off), and how
    # long one pass waits for a session's lock before leaving it to the next pass.
    expiry_sweep_interval_seconds: float = Field(default=30.0, ge=0, le=3600)
    expiry_sweep_lock_wait_seconds: float = Field(default=2.0, gt=0, le=60)
    # On a graceful stop, close every prepared/active session (seed 003: stop uses the same
    # detach as close and expiry); a crash instead leaves them to startup recovery.
    close_sessions_on_stop: bool = True
    # The isolation spec the owner approved (a JSON file): ``/diag_open`` in its operator
    # topic opens a session from it, read afresh each time. Unset: the topic's open is
    # refused and only the CLI opens sessions (ADR 0077).
    session_spec_path: Path | None = None


class DiagnosticsSettings(PlatformSettings):
    diagnostics: DiagnosticsSection = Field(default_factory=DiagnosticsSection)
