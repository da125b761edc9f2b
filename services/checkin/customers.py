"""Whether checkin knows a customer: the one check before any read or write of their records.

A customer is known once the registry has their stream (``customer:<id>``) and until
retention erases them (a tombstone). The event stream asks before every append and read,
and the routes of the features ask before anything else; the check lives here, below the
registry and retention that write those facts, so that the event stream - the core every
feature builds on - imports no feature (ADR 0086).
"""

from __future__ import annotations

from typing import Final

from sqlalchemy import select
from sqlalchemy.orm import Session

from services.checkin.errors import Refusal
from services.checkin.tables import registry_transition
from services.checkin.tombstones import TombstoneRepository

CUSTOMER_STREAM_PREFIX: Final = "customer:"


def customer_stream(customer_id: str) -> str:
    """The registry stream of one customer."""
    return f"{CUSTOMER_STREAM_PREFIX}{customer_id}"


def require_registered_customer(session: Session, customer_id: str) -> None:
    """404 for an id the registry never had, 410 for an erased one."""
    if TombstoneRepository(session).is_erased(customer_id):
        raise Refusal("gone", "customer-erased", "The customer's records were erased on withdrawal")
    if not _registered(session, customer_id):
        raise Refusal("not-found", "customer-not-found", "No such customer in the registry")


def _registered(session: Session, customer_id: str) -> bool:
    table = registry_transition
    found = session.execute(
        select(table.c.sequence).where(table.c.stream == customer_stream(customer_id)).limit(1)
    ).first()
    return found is not None
