"""Withdrawal erasure (AC13): one audited procedure, refused while the customer is enabled.

Under the registry lock and the customer's stream lock, with the customer's scope and the
transaction-local erasure authorisation set, it deletes the customer's rows from every
customer-scoped table and the customer's registry stream, then appends a tombstone that
holds no customer data. The append-only triggers refuse any other DELETE, and UPDATE
always. Everything happens in the caller's one transaction: all or nothing.
"""

from __future__ import annotations

from sqlalchemy import delete
from sqlalchemy.orm import Session

from services.checkin.registry.repository import RegistryRepository, customer_stream
from services.checkin.retention.repository import Tombstone, TombstoneRepository
from services.checkin.scope import enter_customer_scope, lock_registry, lock_stream
from services.checkin.tables import CUSTOMER_SCOPED_TABLES, metadata, registry_transition
from shared.clock import Clock
from shared.erasure import authorise_erasure, require_confirmation
from shared.problems import Problem


def erase_customer(
    session: Session, customer_id: str, *, confirm: str, actor: str, clock: Clock
) -> Tombstone:
    """Erase a disabled customer's records and registry entry; leave a tombstone."""
    require_confirmation(customer_id, confirm)
    lock_registry(session)
    tombstones = TombstoneRepository(session)
    if tombstones.is_erased(customer_id):
        raise Problem(410, "customer-erased", "The customer's records were already erased")
    registry = RegistryRepository(session)
    entry = registry.document().entry(customer_id)
    if entry is None:
        raise Problem(404, "customer-not-found", "No such customer in the registry")
    if entry.enabled:
        raise Problem(409, "customer-enabled", "Disable the customer before erasing their records")
    lock_stream(session, customer_id)
    enter_customer_scope(session, customer_id)
    authorise_erasure(session)
    erased: dict[str, int] = {}
    for name in sorted(CUSTOMER_SCOPED_TABLES):
        table = metadata.tables[f"{metadata.schema}.{name}"]
        result = session.execute(delete(table).where(table.c.customer_id == customer_id))
        erased[name] = int(getattr(result, "rowcount", 0))
    result = session.execute(
        delete(registry_transition).where(
            registry_transition.c.stream == customer_stream(customer_id)
        )
    )
    erased["registry_transition"] = int(getattr(result, "rowcount", 0))
    return tombstones.record_withdrawal(customer_id, erased, actor=actor, erased_at=clock.now())
