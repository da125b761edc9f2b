"""Settings of the expression service: platform sections plus its own ``expression:`` section."""

from __future__ import annotations

from pydantic import Field

from shared.settings import PlatformSettings, Section


class ExpressionSection(Section):
    """The `expression:` section of dualcoach.yaml."""


class ExpressionSettings(PlatformSettings):
    expression: ExpressionSection = Field(default_factory=ExpressionSection)
