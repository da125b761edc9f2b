"""``dualcoach admin erase``: the withdrawal erasure across checkin, delivery and the gateway.

One command, three steps in a fixed order, each the service's own audited procedure:

1. **checkin** erases the records and the registry entry (refused while enabled) and leaves
   the tombstone the other two ask for;
2. **delivery** erases drafts, sends, reviews, cards, scheduler tasks and outbox rows;
3. the **gateway** erases the consent acknowledgements and the records of messages sent to
   chats the registry no longer names (it refuses until checkin and delivery have erased).

Every step is idempotent (checkin answers 410 once erased, and its tombstone is then
fetched; delivery and the gateway answer their existing tombstone), so after a failure the
same command completes what is left. A failed step stops the run and names itself; the
steps after it were not tried.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

import click
import httpx

from services.checkin.cli import describe_problem
from services.operator_cli import cli_settings, operator_peers
from shared.erasure import erasure_path
from shared.http.peers import PeerClients
from shared.topology import ServiceName

STEPS: Final[tuple[ServiceName, ...]] = ("checkin", "delivery", "gateway")


class StepFailed(click.ClickException):
    """One step did not finish: exit 1 and say which, and that re-running resumes."""

    def __init__(self, step: ServiceName, reason: str) -> None:
        super().__init__(
            f"erasure step '{step}' failed: {reason}\n"
            "Later steps were not run. Fix the cause and run the same command again; "
            "steps already done are not repeated."
        )
        self.step = step


def _payload(response: httpx.Response) -> Any:
    try:
        return response.json() if response.content else None
    except ValueError:
        return None


def _already_erased_in_checkin(response: httpx.Response) -> bool:
    payload = _payload(response)
    kind = payload.get("type", "") if isinstance(payload, dict) else ""
    return response.status_code == 410 and str(kind).endswith(":customer-erased")


def _erase_step(
    client: httpx.Client, step: ServiceName, customer_id: str, confirm: str
) -> dict[str, Any]:
    """Run one service's erasure; its tombstone, or ``StepFailed``."""
    try:
        response = client.post(
            f"/v1/admin/customers/{customer_id}/erase", json={"confirm": confirm}
        )
        if step == "checkin" and _already_erased_in_checkin(response):
            response = client.get(erasure_path(customer_id))
    except httpx.TransportError as error:
        raise StepFailed(step, f"{step} is not reachable ({type(error).__name__})") from None
    payload = _payload(response)
    if response.status_code != 200 or not isinstance(payload, dict):
        raise StepFailed(step, describe_problem(response.status_code, payload))
    return payload


def _summary(tombstone: dict[str, Any]) -> str:
    rows = tombstone.get("summary", {}).get("rows_erased", {})
    return (
        f"tombstone {tombstone.get('tombstone_id')} at {tombstone.get('erased_at')}, "
        f"rows erased: {sum(rows.values())}"
    )


def erase_everywhere(
    peers: PeerClients, customer_id: str, *, confirm: str, echo: Callable[[str], None]
) -> None:
    """Run the three steps in order, printing each; stop at the first failure."""
    for step in STEPS:
        tombstone = _erase_step(peers.client(step), step, customer_id, confirm)
        echo(f"{step}: erased - {_summary(tombstone)}")
    echo(f"{customer_id}: erased in every service")


@click.command("erase")
@click.argument("customer_id")
@click.option("--confirm", required=True, help="type the customer id again")
def erase_command(customer_id: str, confirm: str) -> None:
    """Withdrawal: erase a disabled customer's data in checkin, delivery and the gateway."""
    settings = cli_settings()
    peers = operator_peers(settings)
    try:
        erase_everywhere(peers, customer_id, confirm=confirm, echo=click.echo)
    finally:
        peers.close()
