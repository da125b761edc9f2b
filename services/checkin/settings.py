"""Settings of the checkin service: platform sections plus its own ``checkin:`` section."""

from __future__ import annotations

from pydantic import Field

from shared.settings import PlatformSettings, Section


class CheckinSection(Section):
    """The `checkin:` section of dualcoach.yaml."""


class CheckinSettings(PlatformSettings):
    checkin: CheckinSection = Field(default_factory=CheckinSection)
