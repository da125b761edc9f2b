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


# The scope-entering expression: set the scope when the transaction has none or this one
# already; otherwise leave it untouched and answer the other customer's id (a refusal).
# Bound as ``:scope_name`` / ``:scope_id`` (``entering_scope``), so a hot path can enter the
# scope in the same statement as its first read of a directory table (ADR 0088).
ENTER_SCOPE_SQL = (
    "CASE WHEN coalesce(current_setting(:scope_name, true), '') IN ('', :scope_id) "
    "THEN set_config(:scope_name, :scope_id, true) "
    "ELSE current_setting(:scope_name, true) END"
)


def entering_scope(customer_id: str) -> dict[str, str]:
    """The bind parameters of ``ENTER_SCOPE_SQL`` for ``customer_id``."""
    if not customer_id:
        raise ScopeError("an empty customer id would match nothing - refusing to scope")
    return {"scope_name": CUSTOMER_SCOPE_SETTING, "scope_id": customer_id}


def check_entered(scoped: object, customer_id: str) -> None:
    """Raise unless ``ENTER_SCOPE_SQL`` answered ``customer_id`` (the scope is now set)."""
    if scoped != customer_id:
        raise ScopeError("this transaction is already scoped to another customer")


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
    # One round trip: set it, or learn that another customer's scope is already set.
    scoped = session.execute(_ENTER_SCOPE, entering_scope(customer_id)).scalar_one()
    check_entered(scoped, customer_id)


def lock_registry(session: Session) -> None:
    """Serialise every registry change (its invariants span all customers)."""
    session.execute(text("SELECT pg_advisory_xact_lock(hashtextextended('checkin.registry', 0))"))


_LOCK_STREAM_SQL = "pg_advisory_xact_lock(hashtextextended('checkin.stream:' || :id, 0))"

# The hot paths' statements, parsed once (a ``text()`` parses its bind names when built).
_ENTER_SCOPE = text(f"SELECT {ENTER_SCOPE_SQL}")
_LOCK_STREAM = text(f"SELECT {_LOCK_STREAM_SQL}")
_ENTER_SCOPE_AND_LOCK_STREAM = text(
    f"WITH scope AS MATERIALIZED (SELECT {ENTER_SCOPE_SQL} AS scoped) "  # noqa: S608 - constants only
    f"SELECT scope.scoped, "
    f"CASE WHEN scope.scoped = :scope_id THEN {_LOCK_STREAM_SQL} END FROM scope"
)


def lock_stream(session: Session, customer_id: str) -> None:
    """Serialise appends to (and erasure of) one customer's stream."""
    session.execute(_LOCK_STREAM, {"id": customer_id})


def enter_scope_and_lock_stream(session: Session, customer_id: str) -> None:
    """``enter_customer_scope`` then ``lock_stream`` in one statement (one round trip).

    The scope is set (or refused, and then no lock is asked for) by a materialised CTE,
    evaluated once. The statement reads no table: the caller's reads come in later
    statements, each with its own snapshot (READ COMMITTED) taken after the lock was
    granted, so a writer that committed while this one waited is seen - as with the two
    separate statements before (ADR 0088).
    """
    scoped = session.execute(
        _ENTER_SCOPE_AND_LOCK_STREAM, {**entering_scope(customer_id), "id": customer_id}
    ).scalar_one()
    check_entered(scoped, customer_id)
