"""Richard's command line for the checkin service: ``dualcoach admin`` and ``records``.

``admin`` and ``records`` call the running checkin service's HTTP API signed as caller
``operator`` (key from the secrets dir), so the CLI runs exactly the code the API runs.
``backup`` and ``restore`` span every service: see ``services/backup/``.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
import httpx

from services.operator_cli import cli_settings, operator_peers
from shared.problems import slug_of

RETRYABLE_STATUSES = frozenset({502, 503, 504})
OPERATOR_TIME_ATTEMPTS = 3


def _call(method: str, path: str, body: dict[str, Any] | None = None) -> Any:
    """One signed request to checkin; print-friendly JSON back, or a clear error."""
    settings = cli_settings()
    peers = operator_peers(settings)
    try:
        response = peers.client("checkin").request(method, path, json=body)
    except httpx.TransportError as error:
        raise click.ClickException(
            f"checkin service is not reachable ({type(error).__name__}); is it running?"
        ) from None
    finally:
        peers.close()
    return _answer(response)


def _answer(response: httpx.Response) -> Any:
    payload = response.json() if response.content else None
    if response.status_code >= 400:
        raise click.ClickException(describe_problem(response.status_code, payload))
    return payload


def describe_problem(status: int, problem: Any) -> str:
    """A problem body as the lines Richard reads (title, detail, reasons, field errors)."""
    if not isinstance(problem, dict):
        return f"HTTP {status}"
    slug = slug_of(problem.get("type"))
    lines = [
        f"{problem.get('title', 'request failed')} (HTTP {status}{', ' + slug if slug else ''})"
    ]
    if problem.get("detail"):
        lines.append(str(problem["detail"]))
    if problem.get("use_instead"):
        lines.append(f"use_instead: {problem['use_instead']}")
    for key in ("reason_codes", "findings"):
        if problem.get(key):
            lines.append(f"{key}: {', '.join(problem[key])}")
    for error in problem.get("errors", []):
        lines.append(
            f"  {error.get('path', error.get('loc'))}: {error.get('rule', error.get('msg'))}"
        )
    return "\n".join(lines)


def _show(value: Any) -> None:
    click.echo(json.dumps(value, ensure_ascii=False, indent=2))


def _triple(value: str | None) -> dict[str, int | None] | None:
    """``user_id,chat_id[,topic_id]`` -> a Telegram triple."""
    if value is None:
        return None
    parts = value.split(",")
    if len(parts) not in (2, 3):
        raise click.BadParameter("expected user_id,chat_id[,topic_id]")
    try:
        numbers = [int(part) for part in parts]
    except ValueError:
        raise click.BadParameter("triple parts must be integers") from None
    return {
        "user_id": numbers[0],
        "chat_id": numbers[1],
        "topic_id": numbers[2] if len(numbers) == 3 else None,
    }


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        raise click.ClickException(f"{path} is not valid JSON: {error}") from None


# --- dualcoach admin ----------------------------------------------------------------------


# ``admin erase`` spans every service: it is added from ``services/withdrawal.py``.
@click.group()
def admin() -> None:
    """Registry: owner, customer drafts, consent, guarded activation, disable, erase."""


@admin.command("show")
def admin_show() -> None:
    """Print the registry document."""
    _show(_call("GET", "/v1/admin/registry"))


@admin.command("set-owner")
@click.option("--triple", "triple", required=True, help="user_id,chat_id[,topic_id]")
def admin_set_owner(triple: str) -> None:
    """Set Richard's owner Telegram triple."""
    _show(_call("PUT", "/v1/admin/owner", {"owner": _triple(triple)}))


@admin.command("save-customer")
@click.argument("customer_id")
@click.option("--customer", help="customer triple user_id,chat_id[,topic_id]")
@click.option("--trainer", help="bound trainer triple user_id,chat_id[,topic_id]")
@click.option(
    "--plan",
    "plan_path",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="JSON file with the inline 12-week plan",
)
@click.option(
    "--binding",
    type=click.Choice(["ordinary", "diagnostic_isolated_v1"]),
    default=None,
    help="diagnostic_isolated_v1: the owner's isolated test customer (only the diagnostics "
    "host may send to it)",
)
def admin_save_customer(
    customer_id: str,
    customer: str | None,
    trainer: str | None,
    plan_path: Path | None,
    binding: str | None,
) -> None:
    """Create or update a (disabled) customer draft; options left out keep their current
    value. Never enables."""
    document = _call("GET", "/v1/admin/registry")["document"]
    current: dict[str, Any] = next(
        (e["spec"] for e in document["customers"] if e["spec"]["customer_id"] == customer_id), {}
    )
    body = {
        "customer": _triple(customer) if customer else current.get("customer"),
        "trainer": _triple(trainer) if trainer else current.get("trainer"),
        "plan": _read_json(plan_path) if plan_path else current.get("plan"),
        "binding_mode": binding or current.get("binding_mode", "ordinary"),
    }
    _show(_call("PUT", f"/v1/admin/customers/{customer_id}", body))


@admin.command("consent")
@click.argument("customer_id")
@click.argument("action", type=click.Choice(["grant", "revoke"]))
@click.option(
    "--provider-terms-checked",
    is_flag=True,
    help="the provider terms were checked for the current consent version",
)
def admin_consent(customer_id: str, action: str, provider_terms_checked: bool) -> None:
    """Record the customer's consent (revoking disables at once)."""
    body = {"action": action, "provider_terms_checked": provider_terms_checked}
    _show(_call("POST", f"/v1/admin/customers/{customer_id}/consent", body))


@admin.command("activate")
@click.argument("customer_id")
@click.option(
    "--checklist",
    "checklist_path",
    required=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Gate-0 checklist evidence (JSON)",
)
def admin_activate(customer_id: str, checklist_path: Path) -> None:
    """Enable a customer if and only if G1-G5 all pass."""
    evidence = checklist_path.read_text(encoding="utf-8")
    _show(
        _call(
            "POST", f"/v1/admin/customers/{customer_id}/activate", {"checklist_evidence": evidence}
        )
    )


@admin.command("disable")
@click.argument("customer_id")
@click.option(
    "--reason",
    default="operator",
    type=click.Choice(["operator", "withdrawal", "safety", "pilot_end", "other"]),
)
def admin_disable(customer_id: str, reason: str) -> None:
    """Disable a customer now (always allowed)."""
    _show(_call("POST", f"/v1/admin/customers/{customer_id}/disable", {"reason": reason}))


@admin.command("transitions")
@click.argument("customer_id")
def admin_transitions(customer_id: str) -> None:
    """The customer's audited registry history."""
    _show(_call("GET", f"/v1/admin/customers/{customer_id}/transitions"))


# --- dualcoach records --------------------------------------------------------------------


@click.group()
def records() -> None:
    """Pilot records: payment, satisfaction, operator time; the KPI judgement."""


@records.command("payment")
@click.argument("customer_id")
@click.option("--kind", required=True, type=click.Choice(["initial", "renewal"]))
@click.option("--amount", "amount_krw", required=True, type=int, help="KRW actually received")
@click.option("--method", default="bank_transfer", show_default=True)
@click.option("--paid-on", required=True, help="KST date YYYY-MM-DD")
def records_payment(
    customer_id: str, kind: str, amount_krw: int, method: str, paid_on: str
) -> None:
    """Record a payment; the period comes from the plan (initial: days 0-27, renewal: 28-55)."""
    body = {"kind": kind, "amount_krw": amount_krw, "method": method, "paid_on": paid_on}
    _show(_call("POST", f"/v1/customers/{customer_id}/records/payment", body))


@records.command("satisfaction")
@click.argument("customer_id")
@click.option("--score", required=True, type=float, help="1.0-10.0, one decimal")
@click.option("--collected-on", required=True, help="KST date YYYY-MM-DD")
@click.option("--note", default=None)
def records_satisfaction(
    customer_id: str, score: float, collected_on: str, note: str | None
) -> None:
    """Record this ISO week's satisfaction score."""
    body = {"score": score, "collected_on": collected_on, "note": note}
    _show(_call("POST", f"/v1/customers/{customer_id}/records/satisfaction", body))


def new_entry_id() -> str:
    return f"op-{uuid.uuid4().hex}"


def send_with_retries(
    send: Callable[[dict[str, Any]], httpx.Response],
    body: dict[str, Any],
    *,
    attempts: int = OPERATOR_TIME_ATTEMPTS,
    pause: float = 0.5,
) -> httpx.Response:
    """Send ``body`` until an answer arrives; each try gets a fresh ``attempt_id`` but keeps
    the one ``entry_id``, so a retry after a lost answer is the same entry (a no-op)."""
    last_error: Exception | None = None
    for attempt in range(1, attempts + 1):
        try:
            response = send(body | {"attempt_id": f"at-{uuid.uuid4().hex}"})
        except httpx.TransportError as error:
            last_error = error
        else:
            if response.status_code not in RETRYABLE_STATUSES or attempt == attempts:
                return response
        time.sleep(pause * attempt)
    raise click.ClickException(
        f"no answer after {attempts} attempts ({type(last_error).__name__}); "
        f"retry with --entry-id {body['entry_id']}"
    )


@records.command("operator-time")
@click.argument("customer_id")
@click.option("--minutes", required=True, type=int)
@click.option("--task", required=True)
@click.option("--work-date", required=True, help="KST date YYYY-MM-DD")
@click.option(
    "--entry-id",
    default=None,
    help="reuse to retry an entry whose answer was lost (default: a new entry)",
)
@click.option(
    "--supersedes",
    "supersedes_entry_id",
    default=None,
    help="entry id this corrected entry replaces",
)
def records_operator_time(
    customer_id: str,
    minutes: int,
    task: str,
    work_date: str,
    entry_id: str | None,
    supersedes_entry_id: str | None,
) -> None:
    """Record one work entry of active operator time (or a correction of one)."""
    entry_id = entry_id or new_entry_id()
    click.echo(f"entry_id: {entry_id}", err=True)
    body = {
        "entry_id": entry_id,
        "minutes": minutes,
        "task": task,
        "work_date": work_date,
        "supersedes_entry_id": supersedes_entry_id,
    }
    settings = cli_settings()
    peers = operator_peers(settings)
    path = f"/v1/customers/{customer_id}/records/operator-time"
    try:
        response = send_with_retries(lambda b: peers.client("checkin").post(path, json=b), body)
    finally:
        peers.close()
    _show(_answer(response))


@records.command("kpi")
@click.argument("customer_id")
def records_kpi(customer_id: str) -> None:
    """Print the KPI judgement with every component's figures."""
    _show(_call("GET", f"/v1/customers/{customer_id}/kpi"))


@records.command("drafts")
@click.argument("customer_id")
def records_drafts(customer_id: str) -> None:
    """Print the drafts and held notices checkin queued for delivery, with their relay state."""
    _show(_call("GET", f"/v1/customers/{customer_id}/drafts"))


@records.command("weekly")
@click.argument("customer_id")
@click.argument("week", type=click.IntRange(1, 4))
def records_weekly(customer_id: str, week: int) -> None:
    """Print the weekly judgement of pilot week WEEK (1-4) as of today."""
    _show(_call("GET", f"/v1/customers/{customer_id}/weekly/{week}"))


@records.command("relay")
def records_relay() -> None:
    """Relay queued drafts to delivery now (the service also does this on its own)."""
    _show(_call("POST", "/v1/outbox/relay", {}))


COMMANDS: tuple[click.Command, ...] = (admin, records)
