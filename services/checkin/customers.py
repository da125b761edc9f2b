"""Whether checkin knows a customer: the one check before any read or write of their records.

A customer is known once the registry has their stream (``customer:<id>``) and until
retention erases them (a tombstone). The event stream asks before every append and read,
and the routes of the features ask before anything else; the check lives here, below the
registry and retention that write those facts, so that the event stream - the core every
feature builds on - imports no feature (ADR 0086).
"""

from __future__ import annotations

from functools import cache
from typing import Final

from sqlalchemy import Select, Text, bindparam, literal_column, select, text
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from services.checkin.errors import Refusal
from services.checkin.scope import ENTER_SCOPE_SQL, check_entered, entering_scope
from services.checkin.tables import erasure_tombstone, registry_transition
from shared.erasure import customer_digest, erased_where

CUSTOMER_STREAM_PREFIX: Final = "customer:"


def customer_stream(customer_id: str) -> str:
    """The registry stream of one customer."""
    return f"{CUSTOMER_STREAM_PREFIX}{customer_id}"


def require_registered_customer(session: Session, customer_id: str) -> None:
    """404 for an id the registry never had, 410 for an erased one (one statement)."""
    erased, registered = session.execute(
        _registration_statement(), registration_parameters(customer_id)
    ).one()
    refuse_unregistered(erased=erased, registered=registered)


def enter_registered_scope(session: Session, customer_id: str) -> None:
    """``enter_customer_scope`` + ``require_registered_customer`` in one statement.

    Both tables read are directory tables (no row-level security), so reading them in
    the statement that sets the scope sees what a read after it would (ADR 0088).
    """
    row = session.execute(
        _registered_scope_statement(),
        {**entering_scope(customer_id), **registration_parameters(customer_id)},
    ).one()
    scoped, is_erased, is_registered = row.scoped, bool(row.erased), bool(row.registered)
    check_entered(scoped, customer_id)
    refuse_unregistered(erased=is_erased, registered=is_registered)


# The registration check's statements are built once and bound per execution: building
# and cache-keying a new statement object per request cost more CPU than executing it
# (ADR 0088, addendum 2). The SQL is the one the per-request statements rendered.
_DIGEST: Final = "registration_digest"
_STREAM: Final = "registration_stream"


@cache
def registration() -> tuple[ColumnElement[bool], ColumnElement[bool]]:
    """``(erased, registered)`` as SQL conditions, to ask in a caller's statement; bound by
    ``registration_parameters`` at execution."""
    table = registry_transition
    registered = select(table.c.sequence).where(table.c.stream == bindparam(_STREAM)).exists()
    return erased_where(erasure_tombstone, bindparam(_DIGEST, type_=Text())), registered


def registration_parameters(customer_id: str) -> dict[str, str]:
    """The bind parameters of ``registration()`` for ``customer_id``."""
    return {_DIGEST: customer_digest(customer_id), _STREAM: customer_stream(customer_id)}


@cache
def _registration_statement() -> Select[bool, bool]:
    return select(*registration())


@cache
def _registered_scope_statement() -> Select[str, bool, bool]:
    erased, registered = registration()
    return select(
        literal_column("scoped.value", Text()).label("scoped"),
        erased.label("erased"),
        registered.label("registered"),
    ).select_from(text(f"(SELECT {ENTER_SCOPE_SQL} AS value) AS scoped"))


def refuse_unregistered(*, erased: bool, registered: bool) -> None:
    """The refusals of ``require_registered_customer``, from its two answers."""
    if erased:
        raise Refusal("gone", "customer-erased", "The customer's records were erased on withdrawal")
    if not registered:
        raise Refusal("not-found", "customer-not-found", "No such customer in the registry")
