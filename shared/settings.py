"""Typed settings: one ``dualcoach.yaml`` with a section per service, overridden by env.

Precedence (highest first): explicit overrides passed by code, environment variables
(``DUALCOACH_<SECTION>__<KEY>``, plus the conventional ``DATABASE_URL``), the YAML file
(``$DUALCOACH_CONFIG`` or ``./dualcoach.yaml``), then defaults. Secrets never live here;
see ``shared.secrets``. Invalid configuration raises ``ConfigError`` naming each key.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar, Literal, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator
from pydantic.fields import FieldInfo
from pydantic_core import PydanticCustomError
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)

from shared.topology import DEFAULT_PORTS, SERVICES, ServiceName

CONFIG_ENV = "DUALCOACH_CONFIG"
DEFAULT_CONFIG_FILE = "dualcoach.yaml"
KNOWN_TOP_LEVEL_KEYS = frozenset(
    {"data_dir", "secrets_dir", "database", "services", "clock", "logging", "retention", *SERVICES}
)


RETIRED_KEY = "retired_key"  # the error type of a retired key (``Section.retired_keys``)


class ConfigError(Exception):
    """Configuration is invalid; the message names every offending key."""


class Section(BaseModel):
    """Base for every settings section: unknown keys are refused, values are frozen.

    ``retired_keys`` maps a key a section used to accept to the diagnostic its presence
    gets: a leftover of a removed feature is named with what to do, never reported as a
    generic unknown key (and never silently ignored).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    retired_keys: ClassVar[Mapping[str, str]] = {}

    @model_validator(mode="before")
    @classmethod
    def _refuse_retired_keys(cls, data: Any) -> Any:
        if isinstance(data, Mapping):
            for key, diagnostic in cls.retired_keys.items():
                if key in data:
                    raise PydanticCustomError(
                        RETIRED_KEY,
                        "retired key: {diagnostic}",
                        {"key": key, "diagnostic": diagnostic},
                    )
        return data


class ServiceEndpoint(Section):
    host: str = "127.0.0.1"
    port: int = Field(ge=1, le=65535)

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"


def _endpoint(service: ServiceName) -> ServiceEndpoint:
    return ServiceEndpoint(port=DEFAULT_PORTS[service])


class ServiceDirectory(Section):
    gateway: ServiceEndpoint = Field(default_factory=lambda: _endpoint("gateway"))
    checkin: ServiceEndpoint = Field(default_factory=lambda: _endpoint("checkin"))
    expression: ServiceEndpoint = Field(default_factory=lambda: _endpoint("expression"))
    delivery: ServiceEndpoint = Field(default_factory=lambda: _endpoint("delivery"))
    diagnostics: ServiceEndpoint = Field(default_factory=lambda: _endpoint("diagnostics"))

    def endpoint(self, service: ServiceName) -> ServiceEndpoint:
        endpoint: ServiceEndpoint = getattr(self, service)
        return endpoint


class DatabaseSettings(Section):
    # Bootstrap (admin) URL. Unset => the embedded PostgreSQL under ``data_dir``.
    url: str | None = None
    # Roles are ``<prefix>_<service>`` and ``<prefix>_<service>_audit``.
    role_prefix: str = Field(default="dualcoach", pattern=r"^[a-z][a-z0-9_]{0,30}$")
    pool_size: int = Field(default=10, ge=1, le=100)
    max_overflow: int = Field(default=20, ge=0, le=200)


class ClockSettings(Section):
    source: Literal["system", "file"] = "system"
    path: Path | None = None


class LoggingSettings(Section):
    level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"


class RetentionSettings(Section):
    """How long personal data is kept (ADR 0059). Checkin reads the pilot rule, delivery the
    ledger rule and ``enabled``; ``dualcoach retention plan|apply`` works whatever ``enabled``
    says - it only decides whether delivery's scheduler applies retention once a day."""

    enabled: bool = False
    # A customer's pilot data is kept through this many KST days after the window's last day
    # (day 27), and removed from the next day on.
    pilot_days_after_window: int = Field(default=90, ge=1, le=3650)
    # A sent (settled) message's body, destination and receipt stay in the delivery ledger
    # through this many KST days after the day it settled, and are removed from the next.
    ledger_body_days_after_send: int = Field(default=35, ge=1, le=3650)


class _YamlSource(PydanticBaseSettingsSource):
    """Reads the YAML file and refuses unknown top-level sections."""

    def __init__(self, settings_cls: type[BaseSettings], path: Path | None) -> None:
        super().__init__(settings_cls)
        self._data = _read_yaml(path)

    def get_field_value(self, field: FieldInfo, field_name: str) -> tuple[Any, str, bool]:
        return self._data.get(field_name), field_name, False

    def __call__(self) -> dict[str, Any]:
        return dict(self._data)


class _DatabaseUrlSource(PydanticBaseSettingsSource):
    """The conventional ``DATABASE_URL`` overrides ``database.url``."""

    def get_field_value(self, field: FieldInfo, field_name: str) -> tuple[Any, str, bool]:
        return None, field_name, False

    def __call__(self) -> dict[str, Any]:
        url = os.environ.get("DATABASE_URL")
        return {"database": {"url": url}} if url else {}


def config_path() -> Path | None:
    """The YAML file in use: ``$DUALCOACH_CONFIG``, else ``./dualcoach.yaml`` if present."""
    explicit = os.environ.get(CONFIG_ENV)
    if explicit:
        return Path(explicit)
    default = Path(DEFAULT_CONFIG_FILE)
    return default if default.exists() else None


def _read_yaml(path: Path | None) -> dict[str, Any]:
    if path is None:
        return {}
    try:
        loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError as error:
        raise ConfigError(f"config file {path} does not exist") from error
    except yaml.YAMLError as error:
        raise ConfigError(f"config file {path} is not valid YAML: {error}") from error
    if loaded is None:
        return {}
    if not isinstance(loaded, dict):
        raise ConfigError(f"config file {path} must hold a mapping of sections")
    unknown = sorted(str(key) for key in loaded if key not in KNOWN_TOP_LEVEL_KEYS)
    if unknown:
        raise ConfigError(f"config file {path}: unknown section(s) {', '.join(unknown)}")
    return loaded


class PlatformSettings(BaseSettings):
    """Sections every service reads. Each service subclasses this and adds its own section."""

    model_config = SettingsConfigDict(
        env_prefix="DUALCOACH_", env_nested_delimiter="__", extra="ignore", frozen=True
    )

    data_dir: Path = Path(".data")
    secrets_dir: Path = Path(".data/secrets")
    database: DatabaseSettings = Field(default_factory=DatabaseSettings)
    services: ServiceDirectory = Field(default_factory=ServiceDirectory)
    clock: ClockSettings = Field(default_factory=ClockSettings)
    logging: LoggingSettings = Field(default_factory=LoggingSettings)
    retention: RetentionSettings = Field(default_factory=RetentionSettings)

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (
            init_settings,
            _DatabaseUrlSource(settings_cls),
            env_settings,
            _YamlSource(settings_cls, config_path()),
        )


SettingsT = TypeVar("SettingsT", bound=PlatformSettings)


def load_settings(settings_cls: type[SettingsT], **overrides: Any) -> SettingsT:
    """Build ``settings_cls`` from file + env + ``overrides``; raise ``ConfigError`` on error."""
    try:
        # Keyword arguments are the init source, which wins over env and file.
        return settings_cls(**overrides)
    except ValidationError as error:
        raise ConfigError(describe_validation_error(error)) from None


def describe_validation_error(error: ValidationError) -> str:
    """One line per problem, naming the dotted key and never echoing the value."""
    lines = []
    for problem in error.errors(include_input=False, include_url=False):
        loc = list(problem["loc"])
        if problem["type"] == RETIRED_KEY:
            loc.append(problem.get("ctx", {})["key"])  # name the key itself, not its section
        key = ".".join(str(part) for part in loc) or "<root>"
        lines.append(f"{key}: {problem['msg']}")
    return "invalid configuration:\n  " + "\n  ".join(lines)
