"""``dualcoach console ...``: operator commands of Richard's web console."""

from __future__ import annotations

import os
import secrets as token_source
from pathlib import Path

import click

from services.delivery.console.auth import TOKEN_SECRET
from services.delivery.settings import DeliverySettings
from shared.settings import ConfigError, load_settings

TOKEN_ENV = "DUALCOACH_SECRET_CONSOLE_TOKEN"  # noqa: S105 - a variable name, not a value


def rotate_token_file(secrets_dir: Path) -> Path:
    """Replace the console token atomically (0600); the running console re-reads it."""
    secrets_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
    target = secrets_dir / TOKEN_SECRET
    temporary = secrets_dir / f".{TOKEN_SECRET}.new"
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        handle.write(token_source.token_hex(32) + "\n")
    os.replace(temporary, target)
    return target


@click.group("console")
def console_group() -> None:
    """Richard's web console (http://127.0.0.1:8703/console, loopback only)."""


@console_group.command("rotate-token")
def rotate_token() -> None:
    """Issue a new console token; every open console session ends at once.

    The token is written to the secrets dir and never printed: read it from the file.
    """
    try:
        settings = load_settings(DeliverySettings)
    except ConfigError as error:
        raise click.ClickException(str(error)) from None
    if os.environ.get(TOKEN_ENV):
        raise click.ClickException(
            f"{TOKEN_ENV} is set and overrides the file: change that variable instead"
        )
    path = rotate_token_file(settings.secrets_dir)
    click.echo(f"new console token written to {path}")
