"""``dualcoach simulate pilot``: the scripted pilot on a throwaway local stack, with a summary.

It needs no bot token and no OpenAI key (the Korean postprocessor stays off: every draft is
the canonical text). The database server is the configured one (``DATABASE_URL``) or the
embedded PostgreSQL; the simulation gets a database and roles of its own there, dropped at
the end unless ``--keep`` is given. Every service runs as a real process on free loopback
ports, beside the Telegram simulator.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import click
from tqdm import tqdm

from shared.clock import KST, ONE_DAY
from shared.secrets import ensure_local_secrets
from shared.settings import ConfigError, PlatformSettings, load_settings
from shared.supervisor import ChildrenNotReady
from shared.topology import SERVICES
from tools.pilot.checks import PilotVerdict
from tools.pilot.cohort import CohortResult, play_cohort
from tools.pilot.driver import PilotLog
from tools.pilot.errors import PilotError
from tools.pilot.play import play
from tools.pilot.requests_seen import (
    ServiceRequests,
    requests_line,
    requests_report,
    requests_seen,
)
from tools.pilot.scenario import (
    PILOT,
    REGISTER_AT,
    WINDOW_DAYS,
    PilotScenario,
    cohort,
    shortened,
)
from tools.pilot.stack import (
    StackLayout,
    free_ports,
    running_stack,
    scratch_database,
)

# What the services saw (``requests_seen``): per service, and those that did not answer.
RequestsSeen = tuple[dict[str, ServiceRequests], list[str]]


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
@click.option(
    "--customers",
    type=click.IntRange(1, 10_000),
    default=None,
    help="Play the pilot for N customers at once (one Richard), each checked as one pilot.",
)
@click.option(
    "--trainers",
    type=click.IntRange(1, 10_000),
    default=None,
    help="With --customers: share the customers out over M trainers (default: one each).",
)
@click.option(
    "--report",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="With --customers: also write the timings and verdicts as JSON to this file.",
)
@click.option("--keep", is_flag=True, help="Keep the scratch database, files and logs.")
def simulate_pilot(
    days: int, customers: int | None, trainers: int | None, report: Path | None, keep: bool
) -> None:
    """The four-week pilot for one customer (or N), through real processes, with a summary."""
    try:
        settings = load_settings(PlatformSettings)
    except ConfigError as error:
        raise click.ClickException(str(error)) from None
    scenario = PILOT if days == WINDOW_DAYS else shortened(PILOT, days)
    if trainers is not None and customers is None:
        raise click.UsageError("--trainers needs --customers")
    if customers is not None:
        if (trainers or customers) > customers:
            raise click.UsageError("--trainers must not exceed --customers")
        scenarios = cohort(scenario, customers, trainers or customers)
        _simulate_cohort(settings, scenarios, keep=keep, report=report)
        return
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


def _simulate_cohort(
    settings: PlatformSettings,
    scenarios: tuple[PilotScenario, ...],
    *,
    keep: bool,
    report: Path | None,
) -> None:
    first = scenarios[0]
    steps = len(scenarios) * (1 + len(first.days) + len(first.after_window()))
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
            starts_at = datetime.combine(first.starts_on - ONE_DAY, REGISTER_AT, tzinfo=KST)
            click.echo(f"starting the services for {len(scenarios)} customers ...")
            try:
                with (
                    running_stack(layout, starts_at=starts_at, with_simulator=True, out=click.echo),
                    tqdm(total=steps, unit="step", desc="pilot", dynamic_ncols=True) as bar,
                ):

                    def advance(label: str) -> None:
                        bar.set_postfix_str(label, refresh=False)
                        bar.update(1)

                    result = play_cohort(scenarios, layout, progress=advance)
                    # Before the stack stops: what its services saw (stalls, 5xx).
                    seen = requests_seen({name: layout.base_url(name) for name in SERVICES})
            except (ChildrenNotReady, PilotError) as error:
                logs = f"service logs: {layout.log_dir}" if keep else "--keep keeps the logs"
                raise click.ClickException(f"{error} ({logs})") from None
        if keep:
            click.echo(f"kept: files and logs in {root}, database {admin_url.database}")
    click.echo(cohort_summary(result, seen))
    if report is not None:
        document = cohort_report(result, seen)
        report.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
    if not result.ok:
        failed = sum(not verdict.ok for _, _, verdict in result.runs)
        failures = [f"{failed} of {len(result.runs)} customer(s) failed a check"] if failed else []
        if not result.pacing.ok:
            failures.append("the Telegram pacing check failed")
        raise click.ClickException("; ".join(failures))


def cohort_report(result: CohortResult, seen: RequestsSeen | None = None) -> dict[str, Any]:
    """The machine-readable run: timings, each customer's verdict and, when the services
    were asked at the end, the requests they saw (bench, CI)."""
    document: dict[str, Any] = {
        "customers": len(result.runs),
        "seconds": {name: round(value, 3) for name, value in result.seconds.items()},
        "day_seconds": [round(value, 3) for value in result.day_seconds],
        "step_seconds": {name: round(value, 3) for name, value in result.step_seconds.items()},
        "ok": result.ok,
        "problems": {
            scenario.customer_id: verdict.problems
            for scenario, _, verdict in result.runs
            if not verdict.ok
        },
        "pacing": result.pacing.as_json(),
    }
    if seen is not None:
        document["requests"] = requests_report(*seen)
    return document


def cohort_summary(result: CohortResult, seen: RequestsSeen | None = None) -> str:
    """The end-of-run report of a cohort: totals, timings and every failed check."""
    runs = result.runs
    checkins = sum(len(log.checkins) for _, log, _ in runs)
    messages = sum(verdict.customer_messages for _, _, verdict in runs)
    notices = sum(verdict.held_notices for _, _, verdict in runs)
    passed = sum(bool(log.kpi.get("passed")) for _, log, _ in runs)
    seconds = result.seconds
    slowest = max(result.day_seconds, default=0.0)
    lines = [
        f"pilot for {len(runs)} customers: {len(runs[0][1].ticks) if runs else 0} days played",
        f"  check-ins          {checkins}",
        f"  customer messages  {messages} sent, each an approved revision",
        f"  held notices       {notices} to Richard",
        f"  KPI                passed for {passed} of {len(runs)}",
        f"  wall time          {seconds.get('play', 0.0):.1f} s played "
        f"(registration {seconds.get('register', 0.0):.1f} s, slowest day {slowest:.1f} s), "
        f"{seconds.get('check', 0.0):.1f} s checking",
        "  of the days        "
        + ", ".join(f"{name} {value:.1f} s" for name, value in result.step_seconds.items()),
    ]
    if seen is not None:
        lines.append(f"  requests           {requests_line(*seen)}")
    lines.append(f"  Telegram pacing    {result.pacing.line()}")
    failed = [(scenario, verdict) for scenario, _, verdict in runs if not verdict.ok]
    if not failed:
        lines.append("  checks             all held for every customer")
    if result.pacing.ok:
        lines.append("  pacing check       held: every day would have kept its times on Telegram")
    else:
        lines.append(f"  pacing check       failed, {len(result.pacing.problems)} problem(s):")
        lines += [f"    - {problem}" for problem in result.pacing.problems]
    for scenario, verdict in failed:
        lines.append(f"  {scenario.customer_id}: {len(verdict.problems)} problem(s):")
        lines += [f"    - {problem}" for problem in verdict.problems]
    return "\n".join(lines)


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
