"""Erase a withdrawn customer's delivery rows in one transaction, after checkin has.

Fail closed, in this order: the id typed again; an existing tombstone is the answer (a
second call changes nothing); checkin must hold the customer's tombstone (so an enabled or
merely disabled customer keeps everything); under the customer's row and chain locks no
message may be in flight. Then every customer-keyed row goes, the weekly runs lose the
customer's results, and a tombstone with counts only is appended - all or nothing.
"""

from __future__ import annotations

import logging
import uuid

from services.delivery.context import DeliveryContext
from services.delivery.erasure import repository
from services.delivery.erasure.rules import refuse_in_flight
from services.delivery.tables import erasure_tombstone
from shared.erasure import Tombstone, TombstoneLedger, authorise_erasure
from shared.problems import Problem

_logger = logging.getLogger("dualcoach.delivery.erasure")


def erase_customer(
    context: DeliveryContext, customer_id: str, *, confirm: str, actor: str
) -> Tombstone:
    """Erase the customer's delivery rows (checkin erased them first); answer the tombstone."""
    if confirm != customer_id:
        raise Problem(422, "confirmation-mismatch", "Type the customer id to confirm erasure")
    database = context.runtime.database
    with database.transaction() as session:
        existing = TombstoneLedger(session, erasure_tombstone).find(customer_id)
    if existing is not None:
        return existing
    context.checkin.require_erasure(customer_id)
    with database.transaction() as session:
        tombstones = TombstoneLedger(session, erasure_tombstone)
        tombstones.lock()
        existing = tombstones.find(customer_id)
        if existing is not None:  # a concurrent call finished first
            return existing
        repository.lock_customer(session, customer_id)
        refuse_in_flight(repository.in_flight(session, customer_id))
        authorise_erasure(session)
        erased = repository.delete_customer_rows(session, customer_id)
        erased["weekly_run_results"] = repository.scrub_weekly_runs(session, customer_id)
        tombstone = tombstones.append(
            tombstone_id=str(uuid.uuid4()),
            customer_id=customer_id,
            erased_at=context.runtime.clock.now(),
            actor=actor,
            summary={"reason": "withdrawal", "rows_erased": erased},
        )
    _logger.info(
        "customer_erased",
        extra={"fields": {"customer_id": customer_id, "count": sum(erased.values())}},
    )
    return tombstone
