"""Queries of the event table. The caller has entered the customer's scope (RLS) first.

The explicit ``customer_id`` conditions below are belt and braces: row-level security
already hides every other customer's rows from the transaction.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from types import SimpleNamespace
from typing import Any, Final

from sqlalchemy import Select, Text, and_, bindparam, func, literal, or_, select, true
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from services.checkin.events.schemas import StoredEvent
from services.checkin.tables import event
from shared.clock import parse_rfc3339, to_rfc3339


def _stored(row: Any) -> StoredEvent:
    return StoredEvent(
        event_id=row.event_id,
        customer_id=row.customer_id,
        sequence=row.sequence,
        event_type=row.event_type,
        dedupe_key=row.dedupe_key,
        supersedes=row.supersedes,
        schema_version=row.schema_version,
        payload=row.payload,
        content_digest=row.content_digest,
        appended_by=row.appended_by,
        recorded_at=to_rfc3339(row.recorded_at),
        previous_row_digest=row.previous_row_digest,
        row_digest=row.row_digest,
    )


def stored_event(row: Any, prefix: str = "") -> StoredEvent:
    """A stored event from a row whose event columns are named ``prefix + column``."""
    mapping = row._mapping
    names = [column.name for column in event.c]
    return _stored(SimpleNamespace(**{name: mapping[prefix + name] for name in names}))


_FACTS_CUSTOMER: Final = "facts_customer_id"
_FACTS_TYPES: Final = "facts_event_types"
_FACTS_DAYS: Final = "facts_days"


@dataclass(frozen=True)
class BoundQuery:
    """A statement built once and the parameters that bind it for one execution.

    Building and cache-keying a new statement object per request cost more CPU than
    running it (ADR 0088, addendum 2); a hot path builds its statement once and binds.
    """

    statement: Select[Any]
    parameters: dict[str, Any]


@cache
def _effective_on_days_statement() -> Select[Any]:
    later = event.alias("later")
    superseded = (
        select(later.c.sequence)
        .where(later.c.customer_id == event.c.customer_id)
        .where(later.c.supersedes == event.c.dedupe_key)
        .exists()
    )
    return (
        select(event)
        .where(event.c.customer_id == bindparam(_FACTS_CUSTOMER, type_=Text()))
        .where(event.c.event_type.in_(bindparam(_FACTS_TYPES, expanding=True)))
        .where(event.c.payload["kst_date"].astext.in_(bindparam(_FACTS_DAYS, expanding=True)))
        .where(~superseded)
        .order_by(event.c.sequence)
    )


def effective_on_days_query(
    customer_id: str, event_types: tuple[str, ...], days: list[str]
) -> BoundQuery:
    """``EventRepository.effective_on_days`` as a query, for a caller that reads it in a
    larger statement (the answer's session row and its day, ADR 0088)."""
    return BoundQuery(
        _effective_on_days_statement(),
        {_FACTS_CUSTOMER: customer_id, _FACTS_TYPES: list(event_types), _FACTS_DAYS: list(days)},
    )


_WINDOW_CUSTOMER: Final = "window_customer_id"
_WINDOW_MARKER: Final = "window_marker_type"
_WINDOW_TYPES: Final = "window_event_types"


@cache
def _since_latest_statement() -> Select[Any]:
    customer_id = bindparam(_WINDOW_CUSTOMER, type_=Text())
    marker = bindparam(_WINDOW_MARKER, type_=Text())
    latest = (
        select(func.coalesce(func.max(event.c.sequence), 0))
        .where(event.c.customer_id == customer_id, event.c.event_type == marker)
        .scalar_subquery()
    )
    return (
        select(event)
        .where(event.c.customer_id == customer_id)
        .where(
            or_(
                and_(event.c.event_type == marker, event.c.sequence == latest),
                and_(
                    event.c.event_type.in_(bindparam(_WINDOW_TYPES, expanding=True)),
                    event.c.sequence > latest,
                ),
            )
        )
        .order_by(event.c.sequence)
    )


_STATE_CUSTOMER: Final = "append_customer_id"
_STATE_KEY: Final = "append_dedupe_key"


@dataclass(frozen=True)
class AppendStateQuery:
    """``EventRepository.append_state``'s one statement, built once (``append_state_query``)."""

    statement: Select[Any]
    conditions: int


def append_state_query(*conditions: ColumnElement[bool]) -> AppendStateQuery:
    """The statement of ``append_state`` asking ``conditions`` (built once by the caller and
    bound per execution: building and cache-keying it per append cost more CPU than running
    it, ADR 0088, addendum 2)."""
    customer_id = bindparam(_STATE_CUSTOMER, type_=Text())
    head = (
        select(
            event.c.sequence.label("head_sequence"),
            event.c.row_digest.label("head_digest"),
        )
        .where(event.c.customer_id == customer_id)
        .order_by(event.c.sequence.desc())
        .limit(1)
        .subquery("head")
    )
    found = (
        select(event)
        .where(
            event.c.customer_id == customer_id,
            event.c.dedupe_key == bindparam(_STATE_KEY, type_=Text()),
        )
        .subquery("found")
    )
    asked = [condition.label(f"condition_{index}") for index, condition in enumerate(conditions)]
    gate = select(*asked, literal(1).label("one")).subquery("gate")
    statement = select(gate, head, found).select_from(
        gate.outerjoin(head, true()).outerjoin(found, true())
    )
    return AppendStateQuery(statement, len(conditions))


# The append's INSERT, built once; each append binds its row's values.
_INSERT: Final = event.insert()


class EventRepository:
    def __init__(self, session: Session) -> None:
        self._session = session

    def head(self, customer_id: str) -> tuple[int, str] | None:
        """``(sequence, row_digest)`` of the stream's last event, if any."""
        found = self._session.execute(
            select(event.c.sequence, event.c.row_digest)
            .where(event.c.customer_id == customer_id)
            .order_by(event.c.sequence.desc())
            .limit(1)
        ).first()
        return (found.sequence, found.row_digest) if found else None

    def append_state(
        self, customer_id: str, dedupe_key: str, asked: AppendStateQuery, parameters: dict[str, Any]
    ) -> tuple[tuple[bool, ...], StoredEvent | None, tuple[int, str] | None]:
        """What an append needs to know, in one statement (``append_state_query``): its
        conditions answered (the registration check, bound by ``parameters``), the event
        already stored under ``dedupe_key`` (``by_key``) and the stream's head (``head``).
        One snapshot: the caller holds the stream lock.
        """
        row = self._session.execute(
            asked.statement,
            {**parameters, _STATE_CUSTOMER: customer_id, _STATE_KEY: dedupe_key},
        ).one()
        answers = tuple(bool(row._mapping[f"condition_{n}"]) for n in range(asked.conditions))
        existing = _stored(row) if row.event_id is not None else None
        tip = (row.head_sequence, row.head_digest) if row.head_sequence is not None else None
        return answers, existing, tip

    def by_key(self, customer_id: str, dedupe_key: str) -> StoredEvent | None:
        found = self._session.execute(
            select(event).where(
                event.c.customer_id == customer_id, event.c.dedupe_key == dedupe_key
            )
        ).first()
        return _stored(found) if found else None

    def superseding(self, customer_id: str, dedupe_key: str) -> StoredEvent | None:
        """The event that already supersedes ``dedupe_key``, if any."""
        found = self._session.execute(
            select(event).where(
                event.c.customer_id == customer_id, event.c.supersedes == dedupe_key
            )
        ).first()
        return _stored(found) if found else None

    def stream(
        self, customer_id: str, *, after_sequence: int = 0, limit: int | None = None
    ) -> list[StoredEvent]:
        statement = (
            select(event)
            .where(event.c.customer_id == customer_id, event.c.sequence > after_sequence)
            .order_by(event.c.sequence)
        )
        if limit is not None:
            statement = statement.limit(limit)
        return [_stored(row) for row in self._session.execute(statement)]

    def effective_on_days(
        self, customer_id: str, event_types: tuple[str, ...], days: list[str]
    ) -> list[StoredEvent]:
        """The events of ``event_types`` whose payload ``kst_date`` is one of ``days``
        (ISO dates) and that no event of the stream supersedes, in stream order.

        The same facts ``rules.effective_keys`` keeps from the whole stream, for a few days
        only: the hot paths (an answer, a finalize) need one or two days, not every event.
        """
        query = effective_on_days_query(customer_id, event_types, days)
        return [_stored(row) for row in self._session.execute(query.statement, query.parameters)]

    def since_latest(
        self, customer_id: str, marker_type: str, event_types: frozenset[str]
    ) -> list[StoredEvent]:
        """The latest event of ``marker_type`` (if any) and every event of ``event_types``
        after it, in stream order: what a rule that restarts at each marker (the safety
        state at each clearance) reads instead of the whole stream. One statement, built
        once."""
        parameters = {
            _WINDOW_CUSTOMER: customer_id,
            _WINDOW_MARKER: marker_type,
            _WINDOW_TYPES: sorted(event_types),
        }
        rows = self._session.execute(_since_latest_statement(), parameters)
        return [_stored(row) for row in rows]

    def count(self, customer_id: str) -> int:
        return int(
            self._session.execute(
                select(func.count()).select_from(event).where(event.c.customer_id == customer_id)
            ).scalar_one()
        )

    def insert(self, stored: StoredEvent) -> None:
        """Insert a fully linked row as is (the append path and restore)."""
        values = stored.model_dump()
        values["recorded_at"] = parse_rfc3339(stored.recorded_at)
        # The values bound at execution to one statement built once (``_INSERT``): the same
        # INSERT, without building and cache-keying a new statement per append.
        self._session.execute(_INSERT, values)
        self._session.flush()
