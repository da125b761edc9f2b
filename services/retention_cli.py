"""``dualcoach retention plan|apply``: the retention rule (ADR 0059), run by delivery.

Delivery's retention run holds the whole procedure (it asks checkin who is past the rule,
refuses a customer with a message in flight, runs the audited erasure steps in order and
empties old ledger bodies); the command asks it over signed HTTP as the operator and prints
the report. ``apply`` exits 1 when a customer was refused or stopped.
"""

from __future__ import annotations

from typing import Any

import click
import httpx
from pydantic import ValidationError

from services.checkin.cli import describe_problem
from services.delivery.retention.schemas import RetentionReport
from services.delivery.retention.texts import render_report
from services.operator_cli import cli_settings, operator_peers


def _report(send: Any) -> RetentionReport:
    settings = cli_settings()
    peers = operator_peers(settings)
    try:
        response: httpx.Response = send(peers.client("delivery"))
    except httpx.TransportError as error:
        raise click.ClickException(
            f"delivery is not reachable ({type(error).__name__}); start the services and run "
            "the same command again"
        ) from None
    finally:
        peers.close()
    try:
        payload = response.json() if response.content else None
    except ValueError:
        payload = None
    if response.status_code != 200:
        raise click.ClickException(describe_problem(response.status_code, payload))
    try:
        return RetentionReport.model_validate(payload)
    except ValidationError:
        raise click.ClickException("delivery answered a malformed retention report") from None


def _print(report: RetentionReport) -> None:
    for line in render_report(report):
        click.echo(line)
    if not report.ok:
        raise SystemExit(1)


@click.group("retention")
def retention_group() -> None:
    """Retention: remove pilot data and sent message texts the rule no longer keeps."""


@retention_group.command("plan")
def plan_command() -> None:
    """What would be removed now, by service, table and customer; changes nothing."""
    _print(_report(lambda client: client.get("/v1/retention/plan")))


@retention_group.command("apply")
def apply_command() -> None:
    """Remove it (idempotent); refuses a customer while one of their messages is in flight."""
    _print(_report(lambda client: client.post("/v1/retention/apply", json={})))
