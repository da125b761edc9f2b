"""Registry transitions: append (hash-chained per stream) and fold into the current document.

Streams: ``owner`` for the owner address, ``customer:<id>`` per customer. Each row stores
the *resulting* state of its stream, so the current document is the latest row of every
stream. Callers hold the registry lock (``scope.lock_registry``) before appending.

Every append also brings the routing index (``registry_route``) up to date in the same
transaction; its unique index refuses a triple that would route to two roles. Reads about
one customer or one sender use the latest row of one stream or the index - never the whole
document (ADR 0067: folding and re-validating every entry per request was O(N^2)).
"""

from __future__ import annotations

import threading
from datetime import date, datetime
from typing import Any, NamedTuple

from sqlalchemy import delete, insert, select, text, tuple_
from sqlalchemy.dialects.postgresql import distinct_on
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from services.checkin.customers import customer_stream
from services.checkin.registry import rules
from services.checkin.registry.schemas import (
    CustomerAuthority,
    CustomerEntry,
    RegistryDocument,
    TelegramAddress,
    TransitionView,
)
from services.checkin.scope import ENTER_SCOPE_SQL, entering_scope
from services.checkin.tables import registry_route, registry_transition
from shared.clock import parse_rfc3339, to_rfc3339
from shared.hashchain import GENESIS_DIGEST, link_row

OWNER_STREAM = "owner"


_LIVE_TRIPLE_INDEX = "uq_registry_route_live_triple"


class _Parsed(NamedTuple):
    """A stream's latest row, parsed: keyed by its sequence and row digest, which the hash
    chain makes unique to the row's contents."""

    sequence: int
    row_digest: str
    value: CustomerEntry | TelegramAddress | None


# The parsed latest entry of every stream seen, shared by this process's requests: folding
# the document re-read and re-validated every entry, so each registry write was O(N) in
# pydantic and registering N customers O(N^2). A stream whose head moved is read again.
_PARSED: dict[str, _Parsed] = {}
_PARSED_LOCK = threading.Lock()


def _parse(stream: str, entry: dict[str, Any]) -> CustomerEntry | TelegramAddress | None:
    if stream == OWNER_STREAM:
        stored_owner = entry.get("owner")
        return TelegramAddress.model_validate(stored_owner) if stored_owner else None
    return CustomerEntry.model_validate(entry)


class RouteConflict(ValueError):
    """The routing index refused a change: a triple would route to two roles."""


def _view(row: Any) -> TransitionView:
    return TransitionView(
        stream=row.stream,
        sequence=row.sequence,
        customer_id=row.customer_id,
        action=row.action,
        actor=row.actor,
        entry=row.entry,
        detail=row.detail,
        document_digest=row.document_digest,
        recorded_at=to_rfc3339(row.recorded_at),
        previous_row_digest=row.previous_row_digest,
        row_digest=row.row_digest,
    )


# ``scoped_authority``'s statement, parsed once (a ``text()`` parses its bind names when built).
_SCOPED_AUTHORITY = text(
    f"WITH scope AS MATERIALIZED (SELECT {ENTER_SCOPE_SQL} AS scoped) "  # noqa: S608 - constants only
    "SELECT scope.scoped, latest.stream, latest.entry FROM scope LEFT JOIN ("
    f"SELECT DISTINCT ON (stream) stream, entry FROM {registry_transition.fullname} "
    "WHERE stream IN (:owner_stream, :customer_stream) "
    "ORDER BY stream, sequence DESC"
    ") AS latest ON true"
)


class RegistryRepository:
    def __init__(self, session: Session) -> None:
        self._session = session

    def latest_transitions(self) -> list[TransitionView]:
        """The newest row of every stream (the current state)."""
        table = registry_transition
        statement = (
            select(table)
            .ext(distinct_on(table.c.stream))
            .order_by(table.c.stream, table.c.sequence.desc())
        )
        return [_view(row) for row in self._session.execute(statement)]

    def document(self) -> RegistryDocument:
        """The current registry document (a stored state is valid: it was checked when written).

        Reads every stream's head (stream, sequence, row digest) and parses only the entries
        whose head this process has not parsed yet.
        """
        table = registry_transition
        heads = self._session.execute(
            select(table.c.stream, table.c.sequence, table.c.row_digest)
            .ext(distinct_on(table.c.stream))
            .order_by(table.c.stream, table.c.sequence.desc())
        ).all()
        with _PARSED_LOCK:
            known = {head.stream: _PARSED.get(head.stream) for head in heads}
        stale = [
            head
            for head in heads
            if (found := known[head.stream]) is None
            or (found.sequence, found.row_digest) != (head.sequence, head.row_digest)
        ]
        if stale:
            rows = self._session.execute(
                select(table.c.stream, table.c.sequence, table.c.row_digest, table.c.entry).where(
                    tuple_(table.c.stream, table.c.sequence).in_(
                        [(head.stream, head.sequence) for head in stale]
                    )
                )
            )
            fresh = {
                row.stream: _Parsed(row.sequence, row.row_digest, _parse(row.stream, row.entry))
                for row in rows
            }
            known.update(fresh)
            for head in stale:  # gone since the heads were read (an erasure): not current
                if head.stream not in fresh:
                    known.pop(head.stream)
            with _PARSED_LOCK:
                _PARSED.update(fresh)
        owner: TelegramAddress | None = None
        customers: list[CustomerEntry] = []
        for stream, parsed in known.items():
            if parsed is None:
                continue
            if stream == OWNER_STREAM:
                owner = parsed.value if isinstance(parsed.value, TelegramAddress) else None
            elif isinstance(parsed.value, CustomerEntry):
                customers.append(parsed.value)
        # Not validated again: each entry was validated when it was parsed, and the document's
        # invariant when the entry was written (``with_entry``, the activation's guards, the
        # routing index's unique triples) - re-checking every enabled entry on every read kept
        # each registry write O(N) in pydantic.
        customers.sort(key=lambda entry: entry.spec.customer_id)
        return RegistryDocument.model_construct(owner=owner, customers=tuple(customers))

    def _latest_entries(self, streams: list[str]) -> dict[str, dict[str, Any]]:
        """The ``entry`` of the newest row of each of ``streams`` (primary-key lookups)."""
        table = registry_transition
        statement = (
            select(table.c.stream, table.c.entry)
            .where(table.c.stream.in_(streams))
            .ext(distinct_on(table.c.stream))
            .order_by(table.c.stream, table.c.sequence.desc())
        )
        return {row.stream: row.entry for row in self._session.execute(statement)}

    def entry(self, customer_id: str) -> CustomerEntry | None:
        """One customer's current entry (``None``: not in the registry)."""
        stored = self._latest_entries([customer_stream(customer_id)])
        found = stored.get(customer_stream(customer_id))
        return CustomerEntry.model_validate(found) if found is not None else None

    def authority(self, customer_id: str) -> CustomerAuthority | None:
        """The customer's entry and the owner in one query (``None``: not in the registry)."""
        stream = customer_stream(customer_id)
        return self._authority_of(stream, self._latest_entries([OWNER_STREAM, stream]))

    @staticmethod
    def _authority_of(stream: str, stored: dict[str, Any]) -> CustomerAuthority | None:
        if stream not in stored:
            return None
        owner = stored.get(OWNER_STREAM, {}).get("owner")
        return CustomerAuthority(
            owner=TelegramAddress.model_validate(owner) if owner else None,
            entry=CustomerEntry.model_validate(stored[stream]),
        )

    def scoped_authority(self, customer_id: str) -> tuple[object, CustomerAuthority | None]:
        """Enter the customer's scope and read ``authority`` in one statement.

        Answers what ``ENTER_SCOPE_SQL`` answered (the caller checks it with
        ``scope.check_entered``) and the authority (``None``: not in the registry). The
        registry is a directory table (no row-level security), so reading it in the
        statement that sets the scope sees exactly what a read after it would.
        """
        stream = customer_stream(customer_id)
        rows = self._session.execute(
            _SCOPED_AUTHORITY,
            {
                **entering_scope(customer_id),
                "owner_stream": OWNER_STREAM,
                "customer_stream": stream,
            },
        ).all()
        stored = {row.stream: row.entry for row in rows if row.stream is not None}
        return rows[0].scoped, self._authority_of(stream, stored)

    def resolve(self, triple: TelegramAddress) -> tuple[str, str | None]:
        """The role of an exact triple with one indexed lookup (``rules.resolve_role``'s
        answer: the unique live route, else the first withdrawn customer by id)."""
        table = registry_route
        topic = (
            table.c.topic_id.is_(None)
            if triple.topic_id is None
            else table.c.topic_id == triple.topic_id
        )
        found = self._session.execute(
            select(table.c.role, table.c.customer_id)
            .where(table.c.user_id == triple.user_id, table.c.chat_id == triple.chat_id, topic)
            .order_by(table.c.role == "withdrawn", table.c.customer_id)
            .limit(1)
        ).first()
        return (found.role, found.customer_id) if found else ("unknown", None)

    def enabled_customer_ids(self) -> list[str]:
        """The enabled customers' ids, sorted (from the routing index: no document fold)."""
        table = registry_route
        statement = (
            select(table.c.customer_id)
            .where(table.c.role.in_(("customer", "trainer")))
            .distinct()
            .order_by(table.c.customer_id)
        )
        return [str(customer_id) for customer_id in self._session.scalars(statement)]

    def customer_ids(self) -> list[str]:
        """Every customer the registry has a stream for, sorted."""
        table = registry_transition
        statement = (
            select(table.c.customer_id)
            .where(table.c.customer_id.is_not(None))
            .distinct()
            .order_by(table.c.customer_id)
        )
        return [str(customer_id) for customer_id in self._session.scalars(statement)]

    def transitions(self, stream: str | None = None) -> list[TransitionView]:
        table = registry_transition
        statement = select(table).order_by(table.c.stream, table.c.sequence)
        if stream is not None:
            statement = statement.where(table.c.stream == stream)
        return [_view(row) for row in self._session.execute(statement)]

    def first_activated_starts_on(self, customer_id: str) -> date | None:
        """The plan start the customer was first activated with (``None``: never activated).

        The audited ``activated`` transitions are the record of which window was opened;
        the first one is *the* window, whatever a later state says.
        """
        table = registry_transition
        row = self._session.execute(
            select(table.c.entry)
            .where(table.c.stream == customer_stream(customer_id))
            .where(table.c.action == "activated")
            .order_by(table.c.sequence)
            .limit(1)
        ).first()
        if row is None:
            return None
        plan = CustomerEntry.model_validate(row.entry).spec.plan
        return plan.starts_on if plan is not None else None

    def append(
        self,
        *,
        stream: str,
        customer_id: str | None,
        action: str,
        actor: str,
        entry: dict[str, Any],
        detail: dict[str, Any],
        document_digest: str,
        recorded_at: datetime,
    ) -> TransitionView:
        """Append the next row of ``stream``, linked to its previous row."""
        table = registry_transition
        head = self._session.execute(
            select(table.c.sequence, table.c.row_digest)
            .where(table.c.stream == stream)
            .order_by(table.c.sequence.desc())
            .limit(1)
        ).first()
        sequence, previous = (head.sequence + 1, head.row_digest) if head else (1, GENESIS_DIGEST)
        row = link_row(
            {
                "stream": stream,
                "sequence": sequence,
                "customer_id": customer_id,
                "action": action,
                "actor": actor,
                "entry": entry,
                "detail": detail,
                "document_digest": document_digest,
                "recorded_at": to_rfc3339(recorded_at),
            },
            previous,
        )
        transition = TransitionView.model_validate(row)
        self.insert(transition)
        self._route(transition)
        return transition

    def _route(self, transition: TransitionView) -> None:
        """Replace the stream's rows of the routing index with its new state's."""
        table = registry_route
        if transition.stream == OWNER_STREAM:
            self._session.execute(delete(table).where(table.c.role == "owner"))
            owner = transition.entry.get("owner")
            routes = [(TelegramAddress.model_validate(owner), "owner")] if owner else []
        else:
            self._session.execute(
                delete(table).where(table.c.customer_id == transition.customer_id)
            )
            entry = CustomerEntry.model_validate(transition.entry)
            routes = rules.customer_routes(
                entry.spec,
                enabled=entry.enabled,
                withdrawn=rules.is_own_withdrawal(transition.action, transition.detail),
            )
        self._insert_routes(transition.customer_id, routes)

    def _insert_routes(
        self, customer_id: str | None, routes: list[tuple[TelegramAddress, str]]
    ) -> None:
        if not routes:
            return
        rows = [
            {
                "user_id": address.user_id,
                "chat_id": address.chat_id,
                "topic_id": address.topic_id,
                "role": role,
                "customer_id": None if role == "owner" else customer_id,
            }
            for address, role in routes
        ]
        try:
            # No savepoint: a conflict aborts the whole change (the caller's transaction).
            self._session.execute(insert(registry_route), rows)
        except IntegrityError as error:
            if _LIVE_TRIPLE_INDEX in str(error.orig):
                raise RouteConflict("G4:triple_routes_to_two_roles") from None
            raise

    def delete_routes(self, customer_id: str) -> None:
        """Drop a customer's routes (its registry stream is being erased)."""
        table = registry_route
        self._session.execute(delete(table).where(table.c.customer_id == customer_id))

    def rebuild_routes(self) -> None:
        """Recompute the whole routing index from the latest transitions (after a restore)."""
        self._session.execute(delete(registry_route))
        for transition in self.latest_transitions():
            self._route(transition)

    def insert(self, transition: TransitionView) -> None:
        """Insert a fully linked row as is (appends and restore)."""
        values = transition.model_dump()
        values["recorded_at"] = parse_rfc3339(transition.recorded_at)
        self._session.execute(registry_transition.insert().values(**values))
        self._session.flush()
