"""``dualcoach diagnostics session open|activate|status|close``: the owner's session controls.

Each command is one signed call to the diagnostics service as the operator; the service
holds the admission lock and the generation fence, the CLI only shows what it answered.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click
import httpx

from services.diagnostics.replay.rules import BundleUnreadable, RecordedDay, recorded_days
from services.operator_cli import cli_settings, operator_peers
from shared.canonical import sha256_hex
from shared.problems import problem_slug


def _call(method: str, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    peers = operator_peers(cli_settings())
    try:
        response = peers.client("diagnostics").request(
            method, path, json=body, timeout=httpx.Timeout(60.0, connect=3.0)
        )
    except httpx.HTTPError as error:
        raise click.ClickException(f"diagnostics unreachable ({type(error).__name__})") from None
    finally:
        peers.close()
    if response.status_code >= 400:
        slug = problem_slug(response) or f"http {response.status_code}"
        detail = (
            response.json() if response.headers.get("content-type", "").endswith("json") else {}
        )
        extra = {k: detail[k] for k in ("reason", "state", "generation") if k in detail}
        raise click.ClickException(
            f"{slug.replace('-', '_')}: nothing changed"
            + (f" ({json.dumps(extra)})" if extra else "")
        )
    answer: dict[str, Any] = response.json()
    return answer


def _show(view: dict[str, Any]) -> None:
    click.echo(
        f"session {view['session_id']}: {view['state']} (generation {view['generation']}), "
        f"test customer {view['test_customer_id']}, expires {view['expires_at']}"
    )
    click.echo(
        f"authority {view['authority_digest'][:12]}, "
        f"binding {view['transport_binding_digest'][:12]}"
    )
    rows = view.get("reservations") or {}
    if rows:
        click.echo("reservation rows: " + ", ".join(f"{k} {v}" for k, v in sorted(rows.items())))


@click.group("session")
def session_group() -> None:
    """Isolated diagnostic sessions (seed 003 section 3)."""


@session_group.command("open")
@click.option("--spec", "spec_path", required=True, type=click.Path(dir_okay=False, path_type=Path))
def open_command(spec_path: Path) -> None:
    """Open a prepared session from an approved isolation spec (JSON file)."""
    try:
        spec = json.loads(spec_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise click.ClickException(f"cannot read the spec ({type(error).__name__})") from None
    _show(_call("POST", "/v1/sessions", {"spec": spec}))


@session_group.command("activate")
@click.option("--session", "session_id", required=True)
@click.option("--generation", required=True, type=int, help="the generation status showed")
def activate_command(session_id: str, generation: int) -> None:
    """Activate a prepared session at exactly the generation you saw."""
    _show(_call("POST", f"/v1/sessions/{session_id}/activate", {"generation": generation}))


@session_group.command("status")
@click.option("--session", "session_id", required=True)
def status_command(session_id: str) -> None:
    """Show a session's state, generation, digests and reservation rows."""
    _show(_call("GET", f"/v1/sessions/{session_id}"))


@session_group.command("close")
@click.option("--session", "session_id", required=True)
@click.option("--generation", type=int, default=None, help="refuse unless still at this generation")
def close_command(session_id: str, generation: int | None) -> None:
    """Close a session: detaching (no new sends), then closed."""
    _show(_call("POST", f"/v1/sessions/{session_id}/close", {"generation": generation}))


def bundle_days(bundle: Path) -> list[RecordedDay]:
    """The recorded check-in days of a verified snapshot bundle (section 8's output)."""
    try:
        manifest = json.loads((bundle / "manifest.json").read_bytes())
        (entry,) = [d for d in manifest["domains"] if d["domain"] == "canonical_events"]
        content = (bundle / entry["file"]).read_bytes()
    except (OSError, ValueError, KeyError, TypeError):
        raise click.ClickException(
            "not an evidence bundle (manifest or events unreadable)"
        ) from None
    if sha256_hex(content) != entry["sha256"]:
        raise click.ClickException(f"{entry['file']} does not match its digest; nothing replayed")
    try:
        return recorded_days(content)
    except BundleUnreadable as error:
        raise click.ClickException(f"bundle unreadable: {error}") from None


@click.command("replay")
@click.option("--session", "session_id", required=True)
@click.option(
    "--bundle", required=True, type=click.Path(file_okay=False, exists=True, path_type=Path)
)
@click.option("--day", "day", type=int, default=None, help="one recorded day, 1 = the first")
@click.option(
    "--all-days",
    "all_days",
    is_flag=True,
    help="every recorded day, shifted by whole weeks into the test customer's window",
)
def replay_command(session_id: str, bundle: Path, day: int | None, all_days: bool) -> None:
    """Play recorded days of a snapshot (check-ins and trainer records) into the isolated
    test customer: one day today (--day N), or every day in one run (--all-days), each on
    its recorded date shifted by the same whole number of weeks into the test customer's
    window and not after today (refused before anything is played if none fits)."""
    days = bundle_days(bundle)
    if (day is None) == (not all_days):
        raise click.ClickException("name exactly one of --day N and --all-days")
    if day is not None:
        if not 1 <= day <= len(days):
            raise click.ClickException(f"the bundle records {len(days)} day(s)")
        chosen = days[day - 1]
        if not chosen.answers:
            raise click.ClickException("that day has only a trainer record: use --all-days")
        body: dict[str, Any] = {
            "recorded_kst_date": chosen.kst_date,
            "answers": chosen.answers,
            "trainer_answers": chosen.trainer_answers,
        }
    else:
        body = {
            "days": [
                {
                    "recorded_kst_date": d.kst_date,
                    "answers": d.answers,
                    "trainer_answers": d.trainer_answers,
                }
                for d in days
            ]
        }
    answer = _call("POST", f"/v1/sessions/{session_id}/replay", body)
    for played in answer.get("days") or [answer]:
        trainer = (
            f", trainer record {len(played['trainer_questions'])} answers"
            if played.get("trainer_questions")
            else ""
        )
        click.echo(
            f"replayed {played['recorded_kst_date']} as {played['replayed_kst_date']}: "
            f"{len(played['questions'])} answers, outcome {played['outcome']}{trainer}"
        )
