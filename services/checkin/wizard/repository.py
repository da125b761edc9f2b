"""Sessions in progress (``flow_session``), one per customer, flow and KST day.

The caller has entered the customer's scope (row-level security); repositories only flush.
``answers`` is stored as an ordered list of ``[question_id, value]`` pairs.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from functools import cache
from typing import Any, Final, Literal

from sqlalchemy import Select, Text, bindparam, literal_column, select, true, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from services.checkin.events.repository import BoundQuery, stored_event
from services.checkin.events.schemas import StoredEvent
from services.checkin.questions.turns import Stored
from services.checkin.tables import flow_session
from shared.contracts.safety import SourceFlow


@dataclass(frozen=True, slots=True)
class FlowSession:
    session_id: str
    customer_id: str
    flow: SourceFlow
    kst_date: date
    status: str
    answers: tuple[tuple[str, Stored], ...]
    bound_triple: dict[str, Any] | None
    version: int
    event_id: str | None

    @property
    def answer_map(self) -> dict[str, Stored]:
        return dict(self.answers)


def _session(row: Any) -> FlowSession:
    return FlowSession(
        session_id=row.session_id,
        customer_id=row.customer_id,
        flow=row.flow,
        kst_date=row.kst_date,
        status=row.status,
        answers=tuple((str(pair[0]), pair[1]) for pair in row.answers),
        bound_triple=row.bound_triple,
        version=row.version,
        event_id=row.event_id,
    )


_EVENT_PREFIX = "day_event_"
_SEQUENCE = "sequence"


_SESSION_ID: Final = "session_session_id"
_SESSION_CUSTOMER: Final = "session_customer_id"
_SESSION_FLOW: Final = "session_flow"
_SESSION_DAY: Final = "session_kst_date"


@cache
def _with_events_statement(
    by: Literal["id", "day"], events: Select[Any], lock: bool
) -> Select[Any]:
    """The session row (by id, or by customer, flow and day) outer-joined to each row of
    ``events`` in its order; built once per shape and bound per execution (ADR 0088,
    addendum 2: building and cache-keying it per answer cost more CPU than running it)."""
    customer, flow = flow_session.c.customer_id, flow_session.c.flow
    if by == "id":
        query = select(flow_session).where(
            flow_session.c.session_id == bindparam(_SESSION_ID, type_=Text()),
            customer == bindparam(_SESSION_CUSTOMER, type_=Text()),
            flow == bindparam(_SESSION_FLOW, type_=flow.type),
        )
    else:
        query = select(flow_session).where(
            customer == bindparam(_SESSION_CUSTOMER, type_=Text()),
            flow == bindparam(_SESSION_FLOW, type_=flow.type),
            flow_session.c.kst_date == bindparam(_SESSION_DAY, type_=flow_session.c.kst_date.type),
        )
    day = events.add_columns(literal_column("1").label("present")).subquery("day_event")
    renamed = [column.label(f"{_EVENT_PREFIX}{column.name}") for column in day.c]
    statement = query.add_columns(*renamed).outerjoin(day, true()).order_by(day.c[_SEQUENCE])
    if lock:
        statement = statement.with_for_update(of=flow_session)
    return statement


# An answer's UPDATE: the SET columns come from the execution's parameters (answers,
# version, updated_at - the ones the per-answer ``.values()`` named).
_SAVE_ANSWERS: Final = update(flow_session).where(
    flow_session.c.session_id == bindparam(_SESSION_ID, type_=Text())
)


class SessionRepository:
    def __init__(self, session: Session) -> None:
        self._session = session

    def for_day(
        self, customer_id: str, flow: SourceFlow, day: date, *, lock: bool = False
    ) -> FlowSession | None:
        query = select(flow_session).where(
            flow_session.c.customer_id == customer_id,
            flow_session.c.flow == flow,
            flow_session.c.kst_date == day,
        )
        if lock:
            query = query.with_for_update()
        found = self._session.execute(query).first()
        return _session(found) if found else None

    def get(
        self, customer_id: str, flow: SourceFlow, session_id: str, *, lock: bool = False
    ) -> FlowSession | None:
        query = select(flow_session).where(
            flow_session.c.session_id == session_id,
            flow_session.c.customer_id == customer_id,
            flow_session.c.flow == flow,
        )
        if lock:
            query = query.with_for_update()
        found = self._session.execute(query).first()
        return _session(found) if found else None

    def get_with_events(
        self,
        customer_id: str,
        flow: SourceFlow,
        session_id: str,
        events: BoundQuery,
        *,
        lock: bool = False,
    ) -> tuple[FlowSession | None, list[StoredEvent]]:
        """``get`` and the rows of an event query (``events.service.facts_on_query``) in
        one statement: the session row (locked with ``lock``: the event rows never are)
        joined to each event, in the query's order. No session: ``(None, [])``."""
        return self._with_events(
            _with_events_statement("id", events.statement, lock),
            {
                **events.parameters,
                _SESSION_ID: session_id,
                _SESSION_CUSTOMER: customer_id,
                _SESSION_FLOW: flow,
            },
        )

    def for_day_with_events(
        self, customer_id: str, flow: SourceFlow, day: date, events: BoundQuery, *, lock: bool
    ) -> tuple[FlowSession | None, list[StoredEvent]]:
        """``for_day`` and the rows of an event query in one statement (``get_with_events``)."""
        return self._with_events(
            _with_events_statement("day", events.statement, lock),
            {
                **events.parameters,
                _SESSION_CUSTOMER: customer_id,
                _SESSION_FLOW: flow,
                _SESSION_DAY: day,
            },
        )

    def _with_events(
        self, statement: Select[Any], parameters: dict[str, Any]
    ) -> tuple[FlowSession | None, list[StoredEvent]]:
        rows = self._session.execute(statement, parameters).all()
        if not rows:
            return None, []
        stored = [
            stored_event(row, _EVENT_PREFIX)
            for row in rows
            if row._mapping[f"{_EVENT_PREFIX}present"] is not None
        ]
        return _session(rows[0]), stored

    def create(
        self,
        *,
        session_id: str,
        customer_id: str,
        flow: SourceFlow,
        day: date,
        bound_triple: dict[str, Any] | None,
        now: datetime,
    ) -> bool:
        """Insert an open session; False if one already exists for this customer/flow/day."""
        inserted = self._session.execute(
            insert(flow_session)
            .values(
                session_id=session_id,
                customer_id=customer_id,
                flow=flow,
                kst_date=day,
                status="open",
                answers=[],
                bound_triple=bound_triple,
                version=1,
                started_at=now,
                updated_at=now,
            )
            .on_conflict_do_nothing(index_elements=["customer_id", "flow", "kst_date"])
            .returning(flow_session.c.session_id)
        ).first()
        self._session.flush()
        return inserted is not None

    def save_answers(
        self, current: FlowSession, answers: tuple[tuple[str, Stored], ...], *, now: datetime
    ) -> FlowSession:
        # One UPDATE built once (``_SAVE_ANSWERS``); the SET values and the id bound here.
        self._session.execute(
            _SAVE_ANSWERS,
            {
                _SESSION_ID: current.session_id,
                "answers": [list(pair) for pair in answers],
                "version": current.version + 1,
                "updated_at": now,
            },
        )
        self._session.flush()
        return FlowSession(
            **{**_fields(current), "answers": answers, "version": current.version + 1}
        )

    def finalize(self, current: FlowSession, *, event_id: str, now: datetime) -> FlowSession:
        self._session.execute(
            update(flow_session)
            .where(flow_session.c.session_id == current.session_id)
            .values(
                status="finalized",
                event_id=event_id,
                finalized_at=now,
                updated_at=now,
                version=current.version + 1,
            )
        )
        self._session.flush()
        return FlowSession(
            **{
                **_fields(current),
                "status": "finalized",
                "event_id": event_id,
                "version": current.version + 1,
            }
        )


def _fields(current: FlowSession) -> dict[str, Any]:
    return {name: getattr(current, name) for name in FlowSession.__slots__}
