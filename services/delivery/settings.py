"""Settings of the delivery service: platform sections plus its own ``delivery:`` section."""

from __future__ import annotations

from pydantic import Field

from shared.settings import PlatformSettings, Section


class DeliverySection(Section):
    """The `delivery:` section of dualcoach.yaml."""


class DeliverySettings(PlatformSettings):
    delivery: DeliverySection = Field(default_factory=DeliverySection)
