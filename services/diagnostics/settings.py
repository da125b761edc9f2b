"""Settings of the diagnostics service: platform sections plus its own ``diagnostics:`` section."""

from __future__ import annotations

from pydantic import Field

from shared.settings import PlatformSettings, Section


class DiagnosticsSection(Section):
    """The `diagnostics:` section of dualcoach.yaml."""

    # Read passes an evidence snapshot may take before it answers ``snapshot_unstable``.
    snapshot_max_attempts: int = Field(default=3, ge=1, le=10)


class DiagnosticsSettings(PlatformSettings):
    diagnostics: DiagnosticsSection = Field(default_factory=DiagnosticsSection)
