"""``dualcoach simulate pilot``: the scripted pilot on a throwaway local stack, with a summary.

It needs no bot token and no OpenAI key (the Korean postprocessor stays off: every draft is
the canonical text). The database server is the configured one (``DATABASE_URL``) or the
embedded PostgreSQL; the simulation gets a database and roles of its own there, dropped at
the end unless ``--keep`` is given. Every service runs as a real process on free loopback
ports, beside the Telegram simulator.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

import click
from tqdm import tqdm

from services.gateway.simulator.pilot.checks import PilotVerdict
from services.gateway.simulator.pilot.driver import PilotLog
from services.gateway.simulator.pilot.errors import PilotError
from services.gateway.simulator.pilot.play import play
from services.gateway.simulator.pilot.scenario import (
    PILOT,
    REGISTER_AT,
    WINDOW_DAYS,
    PilotScenario,
    shortened,
)
from services.gateway.simulator.pilot.stack import (
    StackLayout,
    free_ports,
    running_stack,
    scratch_database,
)
from shared.clock import KST, ONE_DAY
from shared.secrets import ensure_local_secrets
from shared.settings import ConfigError, PlatformSettings, load_settings
from shared.supervisor import ChildrenNotReady
from shared.topology import SERVICES


@click.group("simulate")
def simulate_group() -> None:
    """Play scripted scenarios against a throwaway local stack."""


@contextmanager
def _workspace(keep: bool) -> Iterator[Path]:
    if keep:
        yield Path(tempfile.mkdtemp(prefix="dualcoach-pilot-"))
        return
    with tempfile.TemporaryDirectory(prefix="dualcoach-pilot-") as directory:
        yield Path(directory)


@simulate_group.command("pilot")
@click.option(
    "--days",
    type=click.IntRange(1, WINDOW_DAYS),
    default=WINDOW_DAYS,
    show_default=True,
    help="Play only the first N days of the four weeks (the KPI then cannot pass).",
)
@click.option("--keep", is_flag=True, help="Keep the scratch database, files and logs.")
def simulate_pilot(days: int, keep: bool) -> None:
    """The four-week pilot for one customer, through real processes, with a summary."""
    try:
        settings = load_settings(PlatformSettings)
    except ConfigError as error:
        raise click.ClickException(str(error)) from None
    scenario = PILOT if days == WINDOW_DAYS else shortened(PILOT, days)
    with _workspace(keep) as root:
        secrets_dir = root / "secrets"
        ensure_local_secrets(secrets_dir)
        with scratch_database(settings, secrets_dir, keep=keep) as (admin_url, prefix):
            *service_ports, simulator_port = free_ports(len(SERVICES) + 1)
            layout = StackLayout(
                admin_url=admin_url,
                role_prefix=prefix,
                root=root,
                ports=dict(zip(SERVICES, service_ports, strict=True)),
                simulator_port=simulator_port,
            )
            log, verdict = _run(scenario, layout, keep=keep)
        if keep:
            click.echo(f"kept: files and logs in {root}, database {admin_url.database}")
    click.echo(summary(scenario, log, verdict))
    if not verdict.ok:
        raise click.ClickException(f"{len(verdict.problems)} check(s) failed")


def _run(
    scenario: PilotScenario, layout: StackLayout, *, keep: bool
) -> tuple[PilotLog, PilotVerdict]:
    starts_at = datetime.combine(scenario.starts_on - ONE_DAY, REGISTER_AT, tzinfo=KST)
    steps = 1 + len(scenario.days) + len(scenario.after_window())
    click.echo("starting the services ...")
    try:
        with (
            running_stack(layout, starts_at=starts_at, with_simulator=True, out=click.echo),
            tqdm(total=steps, unit="day", desc="pilot", dynamic_ncols=True) as bar,
        ):

            def advance(label: str) -> None:
                bar.set_postfix_str(label)
                bar.update(1)

            return play(scenario, layout, progress=advance)
    except (ChildrenNotReady, PilotError) as error:
        logs = f"service logs: {layout.log_dir}" if keep else "--keep keeps the service logs"
        raise click.ClickException(f"{error} ({logs})") from None


def summary(scenario: PilotScenario, log: PilotLog, verdict: PilotVerdict) -> str:
    """The end-of-run report: what happened, the KPI, and whether every check held."""
    held = [result.plan.hold.rule_id for result in log.checkins if result.plan.hold]
    weekly_held = sum(kind == "weekly" for _, kind, _ in log.held_notices)
    kpi = log.kpi
    buckets = "/".join(str(b["minutes"]) for b in kpi.get("operator_time", {}).get("buckets", []))
    rate = kpi.get("checkin_rate", {})
    mean = kpi.get("satisfaction", {}).get("mean") or "none recorded"
    lines = [
        f"pilot {scenario.customer_id}: {scenario.starts_on} .. {scenario.last_day}, "
        f"{log.days} days played + {len(scenario.after_window())} after the window",
        f"  check-ins          {len(log.checkins)} ({len(held)} held: {', '.join(held) or '-'})",
        f"  trainer records    {len(log.trainer_flows)}",
        f"  customer messages  {verdict.customer_messages} sent, each an approved revision",
        f"  approvals          {verdict.approvals_in_telegram} in Telegram, "
        f"{verdict.approvals_in_console} in the console "
        f"({verdict.edits} edited, {verdict.discards} discarded)",
        f"  held notices       {verdict.held_notices} to Richard "
        f"({weekly_held} weekly summary held)",
        f"  KPI                {'passed' if kpi.get('passed') else 'not passed'}: "
        f"check-in {rate.get('rate_percent')}% ({rate.get('checked_in_days')}/"
        f"{rate.get('eligible_days')}), satisfaction {mean}, "
        f"operator minutes per week {buckets}, "
        f"renewal {'ok' if kpi.get('renewal', {}).get('passed') else 'missing'}",
    ]
    if verdict.ok:
        lines.append("  checks             all held (KPI equals the hand-computed figures)")
    else:
        lines.append(f"  checks             {len(verdict.problems)} problem(s):")
        lines += [f"    - {problem}" for problem in verdict.problems]
    return "\n".join(lines)
