"""Strict evaluation of the ``korean_expression_postprocessor`` block (seed 001's shape).

The block is held verbatim by the settings; this module alone decides what it means.
Missing → disabled. Present → it must equal the seed's shape exactly: the same key sets at
every level, the exact types (``true`` is not ``1``, ``3`` is not ``3.0``), untrimmed
strings and the single allowed provider identity. Anything else → disabled, with one reason
code for the startup diagnostic. There is no partial acceptance and no normalisation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from shared.contracts.presentation import SurfaceVersion

SCHEMA_VERSION: Final = "korean-expression-v4"
OPENAI_ENDPOINT: Final = "https://api.openai.com/v1"
MODEL: Final = "gpt-4.1-mini"
TIMEOUT_SECONDS: Final = 3
PROVIDER_IDENTITY: Final[dict[str, str]] = {
    "provider_id": "openai-direct",
    "transport": "chat_completions",
    "endpoint": OPENAI_ENDPOINT,
    "model": MODEL,
}

Mode = Literal["disabled", "shadow", "enabled"]
SurfaceGroup = Literal["daily", "weekly", "adaptive_operator"]
ConfigState = Literal["absent", "valid", "rejected"]
RejectReason = Literal[
    "config_shape_invalid",
    "schema_version_invalid",
    "mode_invalid",
    "surfaces_invalid",
    "timeout_invalid",
    "provider_disallowed",
]

MODES: Final[tuple[Mode, ...]] = ("disabled", "shadow", "enabled")
SURFACE_GROUPS: Final[tuple[SurfaceGroup, ...]] = ("daily", "weekly", "adaptive_operator")
SURFACE_GROUP_OF: Final[dict[SurfaceVersion, SurfaceGroup]] = {
    "daily.v1": "daily",
    "weekly.v1": "weekly",
    "adaptive.dualcoachtest.card.v1": "adaptive_operator",
    "adaptive.physique.card.v1": "adaptive_operator",
}
_TOP_KEYS = frozenset({"schema_version", "mode", "surfaces", "timeout_seconds", "provider"})


@dataclass(frozen=True, slots=True)
class PostprocessorConfig:
    mode: Mode
    surfaces: frozenset[SurfaceGroup]


@dataclass(frozen=True, slots=True)
class ConfigVerdict:
    """``config`` is set only for ``state == "valid"``; ``reason`` only for ``rejected``."""

    state: ConfigState
    config: PostprocessorConfig | None = None
    reason: RejectReason | None = None

    @property
    def mode(self) -> Mode:
        return self.config.mode if self.config is not None else "disabled"

    def active_for(self, surface_version: SurfaceVersion) -> bool:
        """Whether a presentation of ``surface_version`` may open an attempt at all."""
        config = self.config
        return (
            config is not None
            and config.mode != "disabled"
            and SURFACE_GROUP_OF[surface_version] in config.surfaces
        )


def _is_exact(value: object, kind: type) -> bool:
    return type(value) is kind  # bool is a subclass of int: compare types exactly


def _rejected(reason: RejectReason) -> ConfigVerdict:
    return ConfigVerdict("rejected", reason=reason)


def evaluate_config(raw: object) -> ConfigVerdict:
    """What the raw block means: absent, valid (with its config) or rejected (with why)."""
    if raw is None:
        return ConfigVerdict("absent")
    if not isinstance(raw, dict) or set(raw) != _TOP_KEYS:
        return _rejected("config_shape_invalid")
    if raw["schema_version"] != SCHEMA_VERSION or not _is_exact(raw["schema_version"], str):
        return _rejected("schema_version_invalid")
    mode = raw["mode"]
    if not _is_exact(mode, str) or mode not in MODES:
        return _rejected("mode_invalid")
    surfaces = raw["surfaces"]
    if (
        not isinstance(surfaces, dict)
        or set(surfaces) != set(SURFACE_GROUPS)
        or not all(_is_exact(value, bool) for value in surfaces.values())
    ):
        return _rejected("surfaces_invalid")
    timeout = raw["timeout_seconds"]
    if not _is_exact(timeout, int) or timeout != TIMEOUT_SECONDS:
        return _rejected("timeout_invalid")
    provider = raw["provider"]
    if (
        not isinstance(provider, dict)
        or set(provider) != set(PROVIDER_IDENTITY)
        or not all(_is_exact(value, str) for value in provider.values())
        or provider != PROVIDER_IDENTITY
    ):
        return _rejected("provider_disallowed")
    enabled = frozenset(group for group in SURFACE_GROUPS if surfaces[group])
    return ConfigVerdict("valid", PostprocessorConfig(mode, enabled))
