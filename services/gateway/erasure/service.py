"""Erase a withdrawn customer's gateway rows in one transaction, after checkin and delivery.

The same shape as delivery's erasure: the id typed again; an existing tombstone is the
answer; checkin and delivery must both hold the customer's tombstone (fail closed). Then,
under the tombstone lock, the consent acknowledgements go, and so do the send records to
every chat checkin's registry no longer names - unless one of them is still ``sending`` -
and a tombstone with counts only is appended, all in one transaction.

Deleting a send record gives up its replay: a repeat of that reservation would be sent
again. For the erased customer's chats none can come: delivery, the only service that sends,
has deleted every draft, ledger entry, review and card of theirs (its tombstone says so).
For a chat that left the registry earlier, see ADR 0054.
"""

from __future__ import annotations

from functools import partial

from sqlalchemy.orm import Session

from services.gateway.erasure import repository
from services.gateway.erasure.rules import refuse_unsettled
from services.gateway.peers.checkin import destinations_in_use
from services.gateway.peers.schemas import Destination
from services.gateway.tables import erasure_tombstone, outbound_send
from shared.erasure import ErasureReason, Tombstone, erase_once, require_erasure_in
from shared.runtime import ServiceRuntime


def _destinations_in_use(runtime: ServiceRuntime, customer_id: str) -> frozenset[Destination]:
    """Fail closed unless checkin and delivery have erased; then the chats still in use."""
    checkin = runtime.peers.client("checkin")
    require_erasure_in("checkin", checkin, customer_id)
    require_erasure_in("delivery", runtime.peers.client("delivery"), customer_id)
    return destinations_in_use(checkin)


def _erase(
    session: Session, in_use: frozenset[Destination], *, runtime: ServiceRuntime, customer_id: str
) -> dict[str, int]:
    unrouted = repository.lock_unrouted_sends(session, in_use)
    refuse_unsettled(unrouted, runtime.clock.now())
    erased = repository.delete_customer_rows(session, customer_id)
    erased[outbound_send.name] = repository.delete_sends(session, unrouted)
    return erased


def erase_customer(
    runtime: ServiceRuntime,
    customer_id: str,
    *,
    confirm: str,
    actor: str,
    reason: ErasureReason = "withdrawal",
) -> Tombstone:
    """Erase the customer's gateway rows (checkin and delivery first); answer the tombstone."""
    return erase_once(
        runtime.database,
        erasure_tombstone,
        customer_id,
        confirm=confirm,
        actor=actor,
        clock=runtime.clock,
        precheck=partial(_destinations_in_use, runtime, customer_id),
        erase=partial(_erase, runtime=runtime, customer_id=customer_id),
        reason=reason,
    )
