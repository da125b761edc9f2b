"""``dualcoach backup --to DIR`` and ``dualcoach restore --from DIR``.

Both work on the database directly, each schema as its service's owner role: a backup can
run while the services run (one shared snapshot), and a restore must be possible before
any service is started - it provisions the database and roles itself, and refuses a
database that already holds data.
"""

from __future__ import annotations

from pathlib import Path

import click

from services.backup.links import broken_links
from services.backup.product import OwnerUrls, export_product, restore_product
from services.operator_cli import cli_settings
from shared.backup.rows import BackupError
from shared.clock import SystemClock
from shared.db.platform import provision_all, resolve_admin_url, role_passwords, service_url
from shared.settings import PlatformSettings
from shared.topology import SERVICES


def _owner_urls(settings: PlatformSettings) -> OwnerUrls:
    admin_url, _ = resolve_admin_url(settings)
    prefix = settings.database.role_prefix
    return {
        service: service_url(
            admin_url, prefix, service, role_passwords(settings.secrets_dir, service)[0]
        )
        for service in SERVICES
    }


@click.command("backup")
@click.option(
    "--to",
    "directory",
    required=True,
    type=click.Path(path_type=Path),
    help="new directory to write the backup into",
)
def backup(directory: Path) -> None:
    """Back up every service's schema as verified JSON lines, from one snapshot."""
    settings = cli_settings()
    try:
        manifest = export_product(
            _owner_urls(settings), directory, clock=SystemClock(), progress=click.echo
        )
    except BackupError as error:
        raise click.ClickException(f"backup failed, nothing written: {error}") from None
    rows = sum(service["rows"] for service in manifest["services"].values())
    click.echo(f"backup written to {directory}: {len(manifest['services'])} schemas, {rows} rows")
    for service, entry in manifest["services"].items():
        if entry["broken_chains"]:
            click.echo(
                f"WARNING: {service} chains that do not verify (a restore will refuse them): "
                + ", ".join(entry["broken_chains"])
            )
    broken = broken_links(manifest["links"])
    if broken:
        click.echo("WARNING: cross-schema links that do not hold: " + ", ".join(broken))


@click.command("restore")
@click.option(
    "--from",
    "directory",
    required=True,
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    help="a directory written by dualcoach backup",
)
def restore(directory: Path) -> None:
    """Restore a backup into an empty database; every file and chain must verify."""
    settings = cli_settings()
    admin_url, _ = resolve_admin_url(settings)
    try:
        provision_all(
            admin_url, prefix=settings.database.role_prefix, secrets_dir=settings.secrets_dir
        )
        report = restore_product(_owner_urls(settings), directory, progress=click.echo)
    except BackupError as error:
        raise click.ClickException(f"restore refused, nothing written: {error}") from None
    rows = sum(entry["rows"] for entry in report.values())
    click.echo(f"restored from {directory}: {len(report)} schemas, {rows} rows")


COMMANDS: tuple[click.Command, ...] = (backup, restore)
