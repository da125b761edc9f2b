"""Erase a withdrawn customer's gateway rows in one transaction, after checkin has.

The same shape as delivery's erasure: the id typed again; an existing tombstone is the
answer; checkin must hold the customer's tombstone (fail closed); then the rows go and a
tombstone with counts only is appended, all in one transaction.
"""

from __future__ import annotations

import logging
import uuid

from services.gateway.erasure.repository import delete_customer_rows
from services.gateway.tables import erasure_tombstone
from shared.erasure import Tombstone, TombstoneLedger, require_checkin_erasure
from shared.problems import Problem
from shared.runtime import ServiceRuntime

_logger = logging.getLogger("dualcoach.gateway.erasure")


def erase_customer(
    runtime: ServiceRuntime, customer_id: str, *, confirm: str, actor: str
) -> Tombstone:
    """Erase the customer's gateway rows (checkin erased them first); answer the tombstone."""
    if confirm != customer_id:
        raise Problem(422, "confirmation-mismatch", "Type the customer id to confirm erasure")
    with runtime.database.transaction() as session:
        existing = TombstoneLedger(session, erasure_tombstone).find(customer_id)
    if existing is not None:
        return existing
    require_checkin_erasure(runtime.peers.client("checkin"), customer_id)
    with runtime.database.transaction() as session:
        tombstones = TombstoneLedger(session, erasure_tombstone)
        tombstones.lock()
        existing = tombstones.find(customer_id)
        if existing is not None:  # a concurrent call finished first
            return existing
        erased = delete_customer_rows(session, customer_id)
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
