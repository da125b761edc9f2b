"""Secrets: from environment variables or files in the secrets dir, never from config or code.

Layout of the secrets dir (created 0700 by ``ensure_local_secrets`` on first ``make run``)::

    service-keys/<caller>      HMAC key per signed caller (hex, >= 32 bytes)
    db-passwords/<service>     login password of the service's owner role
    db-passwords/<service>_audit   login password of its read-only audit role
    <name>                     any other named secret (console token, webhook secret, ...)

Environment overrides: ``DUALCOACH_SERVICE_KEY_<CALLER>``, ``DUALCOACH_DB_PASSWORD_<SERVICE>``,
``DUALCOACH_SECRET_<NAME>`` (upper case, ``-`` as ``_``).
"""

from __future__ import annotations

import os
import secrets as token_source
import stat
from collections.abc import Iterable
from pathlib import Path

from pydantic import SecretStr

from shared.settings import ConfigError
from shared.topology import CALLERS, SERVICES, CallerName

MIN_KEY_HEX_CHARS = 64
_PLACEHOLDERS = frozenset({"changeme", "change-me", "secret", "default", "test", "password"})


def _env_name(prefix: str, name: str) -> str:
    return f"{prefix}{name.upper().replace('-', '_')}"


def _read_secret(env_name: str, path: Path) -> str | None:
    value = os.environ.get(env_name)
    if value is None and path.is_file():
        value = path.read_text(encoding="utf-8")
    return value.strip() if value is not None else None


def load_service_key(secrets_dir: Path, caller: CallerName) -> SecretStr:
    """The HMAC key of ``caller``; refuses missing, short or placeholder keys."""
    env_name = _env_name("DUALCOACH_SERVICE_KEY_", caller)
    value = _read_secret(env_name, secrets_dir / "service-keys" / caller)
    if value is None:
        raise ConfigError(
            f"service key for '{caller}' is missing: set {env_name} or create "
            f"{secrets_dir / 'service-keys' / caller} (run 'dualcoach secrets init')"
        )
    if value.lower() in _PLACEHOLDERS or len(value) < MIN_KEY_HEX_CHARS:
        raise ConfigError(
            f"service key for '{caller}' ({env_name}) is a placeholder or shorter than "
            f"{MIN_KEY_HEX_CHARS} hex characters"
        )
    try:
        bytes.fromhex(value)
    except ValueError:
        raise ConfigError(f"service key for '{caller}' ({env_name}) is not hex") from None
    return SecretStr(value)


def load_service_keys(secrets_dir: Path, callers: Iterable[CallerName]) -> dict[str, SecretStr]:
    """Keys of the given callers, by caller id."""
    return {caller: load_service_key(secrets_dir, caller) for caller in callers}


def load_role_password(secrets_dir: Path, service: str) -> SecretStr | None:
    """Password of a service's database role, or None (trust/peer auth)."""
    value = _read_secret(
        _env_name("DUALCOACH_DB_PASSWORD_", service), secrets_dir / "db-passwords" / service
    )
    return SecretStr(value) if value else None


def load_named_secret(secrets_dir: Path, name: str) -> SecretStr | None:
    """Any other named secret, or None when absent."""
    value = _read_secret(_env_name("DUALCOACH_SECRET_", name), secrets_dir / name)
    return SecretStr(value) if value else None


def _write_private(path: Path, value: str) -> None:
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        handle.write(value + "\n")


LOCAL_NAMED_SECRETS = ("console-token", "telegram-webhook-secret")


def ensure_local_secrets(secrets_dir: Path) -> list[Path]:
    """Create every missing local secret (0600 files in a 0700 dir); return what was created."""
    secrets_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.chmod(secrets_dir, stat.S_IRWXU)
    wanted = [secrets_dir / "service-keys" / caller for caller in CALLERS]
    wanted += [secrets_dir / "db-passwords" / service for service in SERVICES]
    wanted += [secrets_dir / "db-passwords" / f"{service}_audit" for service in SERVICES]
    wanted += [secrets_dir / name for name in LOCAL_NAMED_SECRETS]
    created = []
    for path in wanted:
        if not path.exists():
            _write_private(path, token_source.token_hex(32))
            created.append(path)
    return created
