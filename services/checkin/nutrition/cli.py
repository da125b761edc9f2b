"""``dualcoach nutrition``: Richard's commands for adaptive nutrition and the judgment ledger.

Like ``admin`` and ``records``, every command calls the running checkin service signed as
``operator``, so it runs exactly the code the API runs. The card in Telegram (or the
console) is the everyday way to decide; these commands are for setting the policy, looking
things up, and deciding when Telegram is not at hand.
"""

from __future__ import annotations

from pathlib import Path

import click

from services.checkin.cli import _call, _read_json, _show


@click.group("nutrition")
def nutrition_group() -> None:
    """Adaptive nutrition: policy, weekly proposals, decisions, targets, judgments."""


@nutrition_group.command("policy")
@click.argument("customer_id")
@click.option(
    "--set",
    "policy_path",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="A JSON file with the new policy (every change is a new revision).",
)
def policy(customer_id: str, policy_path: Path | None) -> None:
    """Show the policy revisions, or set a new one from a JSON file."""
    if policy_path is None:
        _show(_call("GET", f"/v1/customers/{customer_id}/nutrition/policy"))
        return
    _show(_call("PUT", f"/v1/customers/{customer_id}/nutrition/policy", _read_json(policy_path)))


@nutrition_group.command("propose")
@click.argument("customer_id")
@click.option("--week", "week_index", type=click.IntRange(1, 4), required=True)
def propose(customer_id: str, week_index: int) -> None:
    """Compute the week's proposal (the card goes to delivery for Telegram)."""
    path = f"/v1/customers/{customer_id}/nutrition/proposals"
    _show(_call("POST", path, {"week_index": week_index}))


@nutrition_group.command("proposals")
@click.argument("customer_id")
def proposals(customer_id: str) -> None:
    """Every proposal revision with your decision, if any."""
    _show(_call("GET", f"/v1/customers/{customer_id}/nutrition/proposals"))


@nutrition_group.command("decide")
@click.argument("customer_id")
@click.argument("proposal_id")
@click.option("--revision", type=int, required=True)
@click.option("--digest", "proposal_digest", required=True, help="The proposal_digest you read.")
@click.option("--approve/--hold", "approve", required=True)
def decide(
    customer_id: str, proposal_id: str, revision: int, proposal_digest: str, approve: bool
) -> None:
    """Approve (targets from tomorrow, a customer draft to review) or hold a proposal."""
    path = f"/v1/customers/{customer_id}/nutrition/proposals/{proposal_id}/decision"
    body = {
        "revision": revision,
        "proposal_digest": proposal_digest,
        "decision": "approve" if approve else "hold",
    }
    _show(_call("POST", path, body))


@nutrition_group.command("targets")
@click.argument("customer_id")
@click.option("--on", "kst_date", help="A KST date (YYYY-MM-DD); default today.")
def targets(customer_id: str, kst_date: str | None) -> None:
    """The daily targets in force, and every approved change."""
    query = f"?kst_date={kst_date}" if kst_date else ""
    _show(_call("GET", f"/v1/customers/{customer_id}/nutrition/targets{query}"))


@nutrition_group.command("judgments")
@click.argument("customer_id")
@click.argument("record_id", required=False)
def judgments(customer_id: str, record_id: str | None) -> None:
    """The coaching decisions, or one with its purpose, evidence, claims and outcome."""
    suffix = f"/{record_id}" if record_id else ""
    _show(_call("GET", f"/v1/customers/{customer_id}/judgments{suffix}"))


@nutrition_group.command("flush")
@click.argument("customer_id")
def flush(customer_id: str) -> None:
    """Offer cards and drafts that delivery has not accepted yet once more."""
    _show(_call("POST", f"/v1/customers/{customer_id}/nutrition/outbox/flush"))
