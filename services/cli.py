"""``dualcoach``: the one command line for running, migrating and operating the product.

Platform commands live here; each service adds its own group (``admin``, ``records``,
``expression``, ...) by registering it in ``SERVICE_GROUPS`` below.
"""

from __future__ import annotations

import json
import sys

import click

from services.backup.cli import COMMANDS as BACKUP_COMMANDS
from services.checkin.cli import COMMANDS as CHECKIN_COMMANDS
from services.checkin.cli import admin as admin_group
from services.checkin.nutrition.cli import nutrition_group
from services.checkin.settings import checkin_section_valid
from services.delivery.cli import console_group
from services.diagnostics.cli import diagnostics_group
from services.expression.cli import build_expression_group
from services.gateway.settings import GatewaySettings
from services.operator_cli import cli_settings, operator_peers
from services.retention_cli import retention_group
from services.withdrawal import erase_command
from shared.db import migrate
from shared.db.platform import resolve_admin_url, role_passwords, service_url, upgrade_all
from shared.secrets import ensure_local_secrets
from shared.settings import ConfigError, load_settings
from shared.supervisor import run as run_supervisor
from shared.topology import SERVICES
from tools.pilot.cli import simulate_group
from tools.pilot.demo import demo_hook
from tools.telegram_simulator.launch import plan_telegram


@click.group()
def main() -> None:
    """DualCoach: coaching pilot services over Telegram."""


@main.command()
def up() -> None:
    """Prepare the database and run all five services until Ctrl-C.

    Without a Telegram bot token the local Telegram simulator runs too (see its notice),
    and an empty registry gets a demo customer for the simulator's personas.
    """
    try:
        settings = load_settings(GatewaySettings)
    except ConfigError as error:
        raise click.ClickException(str(error)) from None
    telegram = plan_telegram(settings)
    if telegram.notice:
        click.echo(telegram.notice)
    code = run_supervisor(
        settings,
        extra_children=telegram.children,
        extra_env=telegram.env,
        on_ready=demo_hook(telegram, settings, click.echo),
        out=lambda line: click.echo(line),
    )
    sys.exit(code)


@main.group()
def db() -> None:
    """Database: provision roles and schemas, migrate, check."""


@db.command("upgrade")
def db_upgrade() -> None:
    """Create roles and schemas and migrate every service to head (idempotent)."""
    settings = cli_settings()
    admin_url, _ = resolve_admin_url(settings)
    upgrade_all(
        admin_url,
        prefix=settings.database.role_prefix,
        secrets_dir=settings.secrets_dir,
        progress=click.echo,
    )
    click.echo("database at head for: " + ", ".join(SERVICES))


@db.command("status")
def db_status() -> None:
    """Show each service's current and head revision."""
    from sqlalchemy import create_engine

    settings = cli_settings()
    admin_url, _ = resolve_admin_url(settings)
    for service in SERVICES:
        password, _ = role_passwords(settings.secrets_dir, service)
        engine = create_engine(
            service_url(admin_url, settings.database.role_prefix, service, password)
        )
        try:
            with engine.connect() as connection:
                current = migrate.current_revision(connection, service)
        finally:
            engine.dispose()
        head = migrate.head_revision(service)
        mark = "ok" if current == head else "behind"
        click.echo(f"{service:<12} current={current} head={head} {mark}")


@main.group()
def secrets() -> None:
    """Local secrets (service keys, role passwords, console token)."""


@secrets.command("init")
def secrets_init() -> None:
    """Generate every missing local secret under the secrets dir (0600 files)."""
    settings = cli_settings()
    created = ensure_local_secrets(settings.secrets_dir)
    click.echo(f"created {len(created)} secrets in {settings.secrets_dir}")


@main.command()
def wiring() -> None:
    """Ask every running service to ping its peers with signed requests; print the results."""
    settings = cli_settings()
    peers = operator_peers(settings)
    failures = 0
    try:
        for service in SERVICES:
            response = peers.client(service).get("/internal/peers")
            report = response.json()
            click.echo(f"{service}: {json.dumps(report, ensure_ascii=False)}")
            statuses = [item.get("status") for item in report.get("peers", {}).values()]
            failures += response.status_code != 200 or any(status != 200 for status in statuses)
    finally:
        peers.close()
    if failures:
        raise click.ClickException(f"{failures} service(s) could not reach all peers")


# Each service's command groups (``admin``, ``records``, ``backup``, ``restore``,
# ``expression``, ``console``, ``nutrition``, ``simulate``, ``diagnostics``, ...).
SERVICE_GROUPS: tuple[click.Command, ...] = (
    *CHECKIN_COMMANDS,
    *BACKUP_COMMANDS,
    nutrition_group,
    build_expression_group(bridge_valid=checkin_section_valid),
    console_group,
    simulate_group,
    # The retention rule spans checkin, delivery and the gateway; delivery runs it.
    retention_group,
    diagnostics_group,
)
for _command in SERVICE_GROUPS:
    main.add_command(_command)
# Erasure spans checkin, delivery and the gateway; it sits with checkin's registry commands.
admin_group.add_command(erase_command)


if __name__ == "__main__":
    main()
