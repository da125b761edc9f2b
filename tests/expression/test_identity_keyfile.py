"""The identity key file: created 0600 in a 0700 directory, stable, and refused when unsafe."""

import os
import stat

import pytest

from services.expression.identity.keyfile import IdentityKeyError, load_identity_key


def test_first_use_creates_a_private_random_key_and_later_uses_read_it(tmp_path):
    key = load_identity_key(tmp_path)
    directory = tmp_path / "korean-expression-v1"
    path = directory / "identity.key"
    assert len(key) == 32
    assert stat.S_IMODE(directory.stat().st_mode) == 0o700
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert path.read_text() == key.hex()
    assert load_identity_key(tmp_path) == key
    assert load_identity_key(tmp_path / "other") != key


def test_the_key_is_private_even_under_a_permissive_umask(tmp_path):
    previous = os.umask(0)
    try:
        load_identity_key(tmp_path)
    finally:
        os.umask(previous)
    assert (
        stat.S_IMODE((tmp_path / "korean-expression-v1" / "identity.key").stat().st_mode) == 0o600
    )


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        ("symlink", "key_not_a_regular_file"),
        ("fifo", "key_not_a_regular_file"),
        ("mode", "key_mode"),
        ("content", "key_malformed"),
        ("directory-mode", "directory_mode"),
        ("directory-symlink", "directory_not_a_directory"),
    ],
)
def test_unsafe_key_files_are_refused(tmp_path, damage, reason):
    load_identity_key(tmp_path)
    directory = tmp_path / "korean-expression-v1"
    path = directory / "identity.key"
    if damage == "symlink":
        target = tmp_path / "target.key"
        target.write_bytes(path.read_bytes())
        target.chmod(0o600)
        path.unlink()
        path.symlink_to(target)
    elif damage == "fifo":
        path.unlink()
        os.mkfifo(path, 0o600)
    elif damage == "mode":
        path.chmod(0o640)
    elif damage == "content":
        path.write_text("z" * 64)
    elif damage == "directory-mode":
        directory.chmod(0o750)
    else:
        real = tmp_path / "real"
        directory.rename(real)
        directory.symlink_to(real)
    with pytest.raises(IdentityKeyError) as caught:
        load_identity_key(tmp_path)
    assert caught.value.reason == reason


def test_a_key_owned_by_someone_else_is_refused(tmp_path):
    if os.getuid() != 0:
        pytest.skip("changing a file's owner needs root")
    load_identity_key(tmp_path)
    os.chown(tmp_path / "korean-expression-v1" / "identity.key", 65534, 65534)
    with pytest.raises(IdentityKeyError) as caught:
        load_identity_key(tmp_path)
    assert caught.value.reason == "key_owner"
