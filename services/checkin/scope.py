"""Which customer a transaction works on, and the locks that serialise writers.

Row-level security on every customer-scoped table compares ``customer_id`` with the
transaction-local ``dualcoach.customer_id`` setting; ``enter_customer_scope`` sets it with
``set_config(..., true)`` so it vanishes at commit or rollback and can never leak to the
next request on a pooled connection. A transaction works on one customer: entering a
second customer's scope raises unless the caller explicitly asks to ``switch`` (only the
backup/restore and audit procedures, which visit customers one after another, do).

Writers serialise on transaction-scoped advisory locks, released at commit/rollback:

* the **registry lock** (one for the whole registry: its invariants span customers);
* one **stream lock** per customer (appends compute the next sequence and chain link
  under it; erasure takes it too, after the registry lock - always in that order).
"""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.orm import Session

from shared.db.ddl import CUSTOMER_SCOPE_SETTING


class ScopeError(RuntimeError):
    """A transaction tried to work on two customers without saying so."""


def current_customer_scope(session: Session) -> str | None:
    value = session.execute(
        text("SELECT current_setting(:name, true)"), {"name": CUSTOMER_SCOPE_SETTING}
    ).scalar_one()
    return str(value) if value else None


def enter_customer_scope(session: Session, customer_id: str, *, switch: bool = False) -> None:
    """Make ``customer_id``'s rows (and only those) visible for the rest of the transaction."""
    if not customer_id:
        raise ScopeError("an empty customer id would match nothing - refusing to scope")
    if switch:
        session.execute(
            text("SELECT set_config(:name, :value, true)"),
            {"name": CUSTOMER_SCOPE_SETTING, "value": customer_id},
        )
        return
    # One round trip: set the scope only when the transaction has none or this one already;
    # otherwise leave it untouched and answer the other customer's id (the refusal below).
    scoped = session.execute(
        text(
            "SELECT CASE WHEN coalesce(current_setting(:name, true), '') IN ('', :value) "
            "THEN set_config(:name, :value, true) "
            "ELSE current_setting(:name, true) END"
        ),
        {"name": CUSTOMER_SCOPE_SETTING, "value": customer_id},
    ).scalar_one()
    if scoped != customer_id:
        raise ScopeError("this transaction is already scoped to another customer")


def lock_registry(session: Session) -> None:
    """Serialise every registry change (its invariants span all customers)."""
    session.execute(text("SELECT pg_advisory_xact_lock(hashtextextended('checkin.registry', 0))"))


def lock_stream(session: Session, customer_id: str) -> None:
    """Serialise appends to (and erasure of) one customer's stream."""
    session.execute(
        text("SELECT pg_advisory_xact_lock(hashtextextended('checkin.stream:' || :id, 0))"),
        {"id": customer_id},
    )
