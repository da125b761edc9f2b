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

import logging
import uuid

from services.gateway.erasure import repository
from services.gateway.erasure.registry import destinations_in_use
from services.gateway.erasure.rules import refuse_unsettled
from services.gateway.tables import erasure_tombstone, outbound_send
from shared.erasure import Tombstone, TombstoneLedger, require_erasure_in
from shared.problems import Problem
from shared.runtime import ServiceRuntime

_logger = logging.getLogger("dualcoach.gateway.erasure")


def erase_customer(
    runtime: ServiceRuntime, customer_id: str, *, confirm: str, actor: str
) -> Tombstone:
    """Erase the customer's gateway rows (checkin and delivery first); answer the tombstone."""
    if confirm != customer_id:
        raise Problem(422, "confirmation-mismatch", "Type the customer id to confirm erasure")
    with runtime.database.transaction() as session:
        existing = TombstoneLedger(session, erasure_tombstone).find(customer_id)
    if existing is not None:
        return existing
    checkin = runtime.peers.client("checkin")
    require_erasure_in("checkin", checkin, customer_id)
    require_erasure_in("delivery", runtime.peers.client("delivery"), customer_id)
    in_use = destinations_in_use(checkin)
    with runtime.database.transaction() as session:
        tombstones = TombstoneLedger(session, erasure_tombstone)
        tombstones.lock()
        existing = tombstones.find(customer_id)
        if existing is not None:  # a concurrent call finished first
            return existing
        unrouted = repository.lock_unrouted_sends(session, in_use)
        refuse_unsettled(unrouted, runtime.clock.now())
        erased = repository.delete_customer_rows(session, customer_id)
        erased[outbound_send.name] = repository.delete_sends(session, unrouted)
        tombstone = tombstones.append(
            tombstone_id=str(uuid.uuid4()),
            customer_id=customer_id,
            erased_at=runtime.clock.now(),
            actor=actor,
            summary={"reason": "withdrawal", "rows_erased": erased},
        )
    _logger.info(
        "customer_erased",
        extra={"fields": {"customer_id": customer_id, "count": sum(erased.values())}},
    )
    return tombstone
