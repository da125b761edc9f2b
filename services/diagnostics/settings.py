"""Settings of the diagnostics service: platform sections plus its own ``diagnostics:`` section."""

from __future__ import annotations

from pydantic import Field

from shared.settings import PlatformSettings, Section


class DiagnosticsSection(Section):
    """The `diagnostics:` section of dualcoach.yaml."""


class DiagnosticsSettings(PlatformSettings):
    diagnostics: DiagnosticsSection = Field(default_factory=DiagnosticsSection)
