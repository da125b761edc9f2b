"""Erase a withdrawn customer's delivery rows in one transaction, after checkin has.

Fail closed, in this order: the id typed again; an existing tombstone is the answer (a
second call changes nothing); checkin must hold the customer's tombstone (so an enabled or
merely disabled customer keeps everything); under the customer's row and chain locks no
message may be in flight. Then every customer-keyed row goes, the weekly runs lose the
customer's results, and a tombstone with counts only is appended - all or nothing.
"""

from __future__ import annotations

from functools import partial

from sqlalchemy.orm import Session

from services.delivery.context import DeliveryContext
from services.delivery.erasure import repository
from services.delivery.erasure.rules import refuse_in_flight
from services.delivery.tables import erasure_tombstone
from shared.erasure import ErasureReason, Tombstone, authorise_erasure, erase_once


def _erase(session: Session, _: None, *, customer_id: str) -> dict[str, int]:
    repository.lock_customer(session, customer_id)
    refuse_in_flight(repository.in_flight(session, customer_id))
    authorise_erasure(session)
    erased = repository.delete_customer_rows(session, customer_id)
    erased["weekly_run_results"] = repository.scrub_weekly_runs(session, customer_id)
    return erased


def erase_customer(
    context: DeliveryContext,
    customer_id: str,
    *,
    confirm: str,
    actor: str,
    reason: ErasureReason = "withdrawal",
) -> Tombstone:
    """Erase the customer's delivery rows (checkin erased them first); answer the tombstone."""
    return erase_once(
        context.runtime.database,
        erasure_tombstone,
        customer_id,
        confirm=confirm,
        actor=actor,
        clock=context.runtime.clock,
        precheck=partial(context.checkin.require_erasure, customer_id),
        erase=partial(_erase, customer_id=customer_id),
        reason=reason,
    )
