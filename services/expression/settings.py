"""Settings of the expression service: platform sections plus its own ``expression:`` section."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from shared.settings import PlatformSettings, Section


class ExpressionSection(Section):
    """The `expression:` section of dualcoach.yaml."""

    # Held verbatim (any YAML value) on purpose: a malformed block must not stop the
    # service. ``services.expression.config.rules.evaluate_config`` decides what it means,
    # and anything but the seed's exact shape disables the postprocessor with a diagnostic.
    korean_expression_postprocessor: Any = None


class ExpressionSettings(PlatformSettings):
    expression: ExpressionSection = Field(default_factory=ExpressionSection)
