"""Backup files on disk: created private and exclusive, read back only if they verify."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from shared.backup.rows import BackupError
from shared.canonical import sha256_hex


def write_private(path: Path, content: bytes) -> None:
    """Backups hold customer data: files are created 0600, never over or through a link."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    with os.fdopen(descriptor, "wb") as handle:
        handle.write(content)


def manifest_bytes(manifest: dict[str, Any]) -> bytes:
    return (json.dumps(manifest, ensure_ascii=False, indent=2, sort_keys=True) + "\n").encode()


def read_manifest(path: Path) -> dict[str, Any]:
    try:
        manifest = json.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        raise BackupError(f"{path} is missing; is this a backup directory?") from None
    except ValueError:
        raise BackupError(f"{path} is not valid JSON") from None
    if not isinstance(manifest, dict):
        raise BackupError(f"{path} is not a manifest")
    return manifest


def read_verified(path: Path, sha256: str) -> bytes:
    """The file's bytes, if they still have the digest the manifest recorded."""
    try:
        content = path.read_bytes()
    except FileNotFoundError:
        raise BackupError(f"{path.name} is missing from the backup") from None
    if sha256_hex(content) != sha256:
        raise BackupError(f"{path.parent.name}/{path.name} does not match its manifest digest")
    return content
