"""The identity key file: random 32 bytes, 0600, owned by us, never followed through links.

Layout: ``<data_dir>/korean-expression-v1/`` (0700) holding ``identity.key`` (64 lower-case
hex characters). Every use re-validates the directory and the file with ``lstat``/``fstat``
on a descriptor opened with ``O_NOFOLLOW``: a symlink, a wrong owner, group/other
permissions or malformed content raise ``IdentityKeyError`` and the caller falls back to
canonical bytes without a provider call. A missing key is created exclusively, fsynced and
read back, so two processes racing to create it end up with the same key.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import stat
from pathlib import Path
from typing import Final

from services.expression.identity.rules import KEY_BYTES

DIRECTORY_NAME: Final = "korean-expression-v1"
KEY_FILE_NAME: Final = "identity.key"
_HEX_KEY = re.compile(rb"^[0-9a-f]{64}$")


class IdentityKeyError(Exception):
    """The key directory or file is unsafe or unreadable; ``reason`` is an enum-like code."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _check_owner_and_mode(status: os.stat_result, *, mode: int, reason: str) -> None:
    if status.st_uid != os.getuid():
        raise IdentityKeyError(f"{reason}_owner")
    if stat.S_IMODE(status.st_mode) != mode:
        raise IdentityKeyError(f"{reason}_mode")


def _prepare_directory(directory: Path) -> None:
    if not os.path.lexists(directory):
        directory.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileExistsError):  # created concurrently: checked below
            os.mkdir(directory, 0o700)
    status = os.lstat(directory)
    if stat.S_ISLNK(status.st_mode) or not stat.S_ISDIR(status.st_mode):
        raise IdentityKeyError("directory_not_a_directory")
    _check_owner_and_mode(status, mode=0o700, reason="directory")


def _read(path: Path) -> bytes:
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise
    except OSError as error:  # ELOOP: a symlink in the last component
        raise IdentityKeyError("key_not_a_regular_file") from error
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise IdentityKeyError("key_not_a_regular_file")
        _check_owner_and_mode(status, mode=0o600, reason="key")
        content = os.read(descriptor, 2 * KEY_BYTES + 1)
    finally:
        os.close(descriptor)
    if not _HEX_KEY.match(content):
        raise IdentityKeyError("key_malformed")
    return bytes.fromhex(content.decode("ascii"))


def _create(path: Path) -> None:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        descriptor = os.open(path, flags, 0o600)
    except FileExistsError:
        return  # another process won the race; the caller reads its key
    try:
        os.fchmod(descriptor, 0o600)  # independent of the umask
        os.write(descriptor, secrets.token_bytes(KEY_BYTES).hex().encode("ascii"))
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
    directory = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(directory)
    finally:
        os.close(directory)


def load_identity_key(data_dir: Path) -> bytes:
    """The 32-byte identity key, created on first use; raises ``IdentityKeyError``."""
    directory = data_dir / DIRECTORY_NAME
    try:
        _prepare_directory(directory)
        path = directory / KEY_FILE_NAME
        try:
            return _read(path)
        except FileNotFoundError:
            _create(path)
            return _read(path)
    except IdentityKeyError:
        raise
    except OSError as error:
        raise IdentityKeyError("io_error") from error
