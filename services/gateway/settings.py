"""Settings of the gateway service: platform sections plus its own ``gateway:`` section."""

from __future__ import annotations

from pydantic import Field

from shared.settings import PlatformSettings, Section


class GatewaySection(Section):
    """The `gateway:` section of dualcoach.yaml."""


class GatewaySettings(PlatformSettings):
    gateway: GatewaySection = Field(default_factory=GatewaySection)
