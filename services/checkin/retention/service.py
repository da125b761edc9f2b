"""Erasure in checkin: the withdrawal (AC13) and the retention rule (ADR 0059).

Both run one procedure. Under the registry lock and the customer's stream lock, with the
customer's scope and the transaction-local erasure authorisation set, it deletes the
customer's rows from every customer-scoped table and the customer's registry stream, then
appends a tombstone that holds no customer data. The append-only triggers refuse any other
DELETE, and UPDATE always. Everything happens in the caller's one transaction: all or
nothing. They differ only in what allows it:

* withdrawal: the operator typed the id again and the customer is disabled;
* retention: the customer's pilot window ended longer ago than the rule keeps data
  (``retention.rules``), whether or not the customer is still marked enabled - after the
  window nothing is scheduled, and the erasure removes the registry entry too.
"""

from __future__ import annotations

from datetime import date

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from services.checkin.customers import customer_stream
from services.checkin.errors import Refusal
from services.checkin.registry.repository import RegistryRepository
from services.checkin.registry.schemas import CustomerEntry
from services.checkin.retention.rules import PilotRetention, pilot_retention
from services.checkin.scope import enter_customer_scope, lock_registry, lock_stream
from services.checkin.tables import CUSTOMER_SCOPED_TABLES, metadata, registry_transition
from services.checkin.tombstones import Tombstone, TombstoneRepository
from shared.clock import Clock
from shared.erasure import authorise_erasure, require_confirmation

RETENTION_ACTOR = "retention"


def _delete_customer(session: Session, customer_id: str) -> dict[str, int]:
    """Delete every row of the customer (caller holds the locks); counts by table."""
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
    # The routing index is derived from the stream just deleted (not a record of its own).
    RegistryRepository(session).delete_routes(customer_id)
    return erased


def erase_customer(
    session: Session, customer_id: str, *, confirm: str, actor: str, clock: Clock
) -> Tombstone:
    """Erase a disabled customer's records and registry entry; leave a tombstone."""
    require_confirmation(customer_id, confirm)
    lock_registry(session)
    tombstones = TombstoneRepository(session)
    if tombstones.is_erased(customer_id):
        raise Refusal("gone", "customer-erased", "The customer's records were already erased")
    registry = RegistryRepository(session)
    entry = registry.document().entry(customer_id)
    if entry is None:
        raise Refusal("not-found", "customer-not-found", "No such customer in the registry")
    if entry.enabled:
        raise Refusal(
            "conflict", "customer-enabled", "Disable the customer before erasing their records"
        )
    erased = _delete_customer(session, customer_id)
    return tombstones.record_withdrawal(customer_id, erased, actor=actor, erased_at=clock.now())


# ---------------------------------------------------------------- retention


def _retention_of(
    registry: RegistryRepository, entry: CustomerEntry, *, today: date, days_after_window: int
) -> PilotRetention:
    # The window is the one the customer was first activated with; a customer never
    # activated is judged by the plan it was registered with (its data is as personal).
    starts_on = registry.first_activated_starts_on(entry.spec.customer_id)
    if starts_on is None and entry.spec.plan is not None:
        starts_on = entry.spec.plan.starts_on
    return pilot_retention(
        entry.spec.customer_id,
        enabled=entry.enabled,
        window_starts_on=starts_on,
        today=today,
        days_after_window=days_after_window,
    )


def retention_plan(
    session: Session, *, today: date, days_after_window: int
) -> list[tuple[PilotRetention, dict[str, int]]]:
    """Every registered customer with what the rule says today, and for each one due the
    rows an erasure would remove by table (nothing changes)."""
    registry = RegistryRepository(session)
    planned = []
    for entry in sorted(registry.document().customers, key=lambda entry: entry.spec.customer_id):
        retention = _retention_of(registry, entry, today=today, days_after_window=days_after_window)
        rows = _count_rows(session, entry.spec.customer_id) if retention.due else {}
        planned.append((retention, rows))
    return planned


def _count_rows(session: Session, customer_id: str) -> dict[str, int]:
    enter_customer_scope(session, customer_id, switch=True)
    counts: dict[str, int] = {}
    for name in sorted(CUSTOMER_SCOPED_TABLES):
        table = metadata.tables[f"{metadata.schema}.{name}"]
        counts[name] = int(
            session.execute(
                select(func.count()).select_from(table).where(table.c.customer_id == customer_id)
            ).scalar_one()
        )
    counts["registry_transition"] = int(
        session.execute(
            select(func.count())
            .select_from(registry_transition)
            .where(registry_transition.c.stream == customer_stream(customer_id))
        ).scalar_one()
    )
    return counts


def erase_for_retention(
    session: Session, customer_id: str, *, today: date, days_after_window: int, clock: Clock
) -> Tombstone:
    """Erase a customer whose pilot data is past the retention rule; leave a tombstone.

    410 once erased (by either procedure), 404 for no such customer, 409
    ``retention-not-due`` while the rule still keeps the data.
    """
    lock_registry(session)
    tombstones = TombstoneRepository(session)
    if tombstones.is_erased(customer_id):
        raise Refusal("gone", "customer-erased", "The customer's records were already erased")
    registry = RegistryRepository(session)
    entry = registry.document().entry(customer_id)
    if entry is None:
        raise Refusal("not-found", "customer-not-found", "No such customer in the registry")
    retention = _retention_of(registry, entry, today=today, days_after_window=days_after_window)
    if not retention.due:
        raise Refusal(
            "conflict",
            "retention-not-due",
            "The retention rule still keeps this customer's data",
            due_on=retention.due_on.isoformat() if retention.due_on else None,
        )
    erased = _delete_customer(session, customer_id)
    return tombstones.record_withdrawal(
        customer_id, erased, actor=RETENTION_ACTOR, erased_at=clock.now(), reason="retention"
    )
