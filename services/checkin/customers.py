"""Whether checkin knows a customer: the one check before any read or write of their records.

A customer is known once the registry has their stream (``customer:<id>``) and until
retention erases them (a tombstone). The event stream asks before every append and read,
and the routes of the features ask before anything else; the check lives here, below the
registry and retention that write those facts, so that the event stream - the core every
feature builds on - imports no feature (ADR 0086).
"""

from __future__ import annotations

from typing import Final

from sqlalchemy import Text, literal_column, select, text
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from services.checkin.errors import Refusal
from services.checkin.scope import ENTER_SCOPE_SQL, check_entered, entering_scope
from services.checkin.tables import registry_transition
from services.checkin.tombstones import TombstoneRepository

CUSTOMER_STREAM_PREFIX: Final = "customer:"


def customer_stream(customer_id: str) -> str:
    """The registry stream of one customer."""
    return f"{CUSTOMER_STREAM_PREFIX}{customer_id}"


def require_registered_customer(session: Session, customer_id: str) -> None:
    """404 for an id the registry never had, 410 for an erased one (one statement)."""
    erased, registered = session.execute(select(*registration(session, customer_id))).one()
    refuse_unregistered(erased=erased, registered=registered)


def enter_registered_scope(session: Session, customer_id: str) -> None:
    """``enter_customer_scope`` + ``require_registered_customer`` in one statement.

    Both tables read are directory tables (no row-level security), so reading them in
    the statement that sets the scope sees what a read after it would (ADR 0088).
    """
    erased, registered = registration(session, customer_id)
    row = session.execute(
        select(
            literal_column("scoped.value", Text()).label("scoped"),
            erased.label("erased"),
            registered.label("registered"),
        ).select_from(
            text(f"(SELECT {ENTER_SCOPE_SQL} AS value) AS scoped").bindparams(
                **entering_scope(customer_id)
            )
        )
    ).one()
    scoped, is_erased, is_registered = row.scoped, bool(row.erased), bool(row.registered)
    check_entered(scoped, customer_id)
    refuse_unregistered(erased=is_erased, registered=is_registered)


def registration(
    session: Session, customer_id: str
) -> tuple[ColumnElement[bool], ColumnElement[bool]]:
    """``(erased, registered)`` as SQL conditions, to ask in a caller's statement."""
    table = registry_transition
    registered = (
        select(table.c.sequence).where(table.c.stream == customer_stream(customer_id)).exists()
    )
    return TombstoneRepository(session).erased_condition(customer_id), registered


def refuse_unregistered(*, erased: bool, registered: bool) -> None:
    """The refusals of ``require_registered_customer``, from its two answers."""
    if erased:
        raise Refusal("gone", "customer-erased", "The customer's records were erased on withdrawal")
    if not registered:
        raise Refusal("not-found", "customer-not-found", "No such customer in the registry")
