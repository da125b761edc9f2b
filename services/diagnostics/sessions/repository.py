"""Queries of sessions, their transitions and specs (flush only; callers own the transaction)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from sqlalchemy import func, insert, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.orm import Session

from services.diagnostics.isolation.rules import (
    SpecDigests,
    SpecRejected,
    reverify_spec,
    spec_bytes,
)
from services.diagnostics.isolation.schemas import DiagnosticIsolationSpecV1
from services.diagnostics.tables import (
    diagnostic_reservation,
    diagnostic_session,
    diagnostic_session_transition,
    diagnostic_spec,
)
from shared.clock import to_rfc3339
from shared.hashchain import GENESIS_DIGEST, link_row


@dataclass(frozen=True, slots=True)
class SessionRecord:
    session_id: str
    test_customer_id: str
    spec_digest: str
    authority_digest: str
    transport_binding_digest: str
    state: str
    generation: int
    opened_at: datetime
    expires_at: datetime


def store_spec(session: Session, spec: DiagnosticIsolationSpecV1, *, now: datetime) -> None:
    """Record an approved spec once (the same authority digest is the same spec)."""
    session.execute(
        pg_insert(diagnostic_spec)
        .values(
            spec_digest=spec.spec_digest,
            spec_core_digest=spec.spec_core_digest,
            transport_binding_digest=spec.diagnostic_transport_binding_digest,
            authority_digest=spec.authority_digest,
            spec_bytes=spec_bytes(spec).decode("utf-8"),
            test_customer_id=spec.test_customer_id,
            recorded_at=now,
        )
        .on_conflict_do_nothing(index_elements=["authority_digest"])
    )


def load_spec(session: Session, record: SessionRecord) -> DiagnosticIsolationSpecV1:
    """The session's spec, re-derived from its stored bytes; ``SpecRejected`` unless every
    digest equals what the session row pinned (restart recomputes, never trusts)."""
    raw = session.execute(
        select(diagnostic_spec.c.spec_bytes, diagnostic_spec.c.spec_core_digest).where(
            diagnostic_spec.c.authority_digest == record.authority_digest
        )
    ).first()
    if raw is None:
        raise SpecRejected("stored_spec_missing")
    return reverify_spec(
        raw.spec_bytes.encode("utf-8"),
        SpecDigests(
            spec_core_digest=raw.spec_core_digest,
            diagnostic_transport_binding_digest=record.transport_binding_digest,
            spec_digest=record.spec_digest,
            authority_digest=record.authority_digest,
        ),
    )


def _record(row: object) -> SessionRecord:
    return SessionRecord(
        session_id=row.session_id,  # type: ignore[attr-defined]
        test_customer_id=row.test_customer_id,  # type: ignore[attr-defined]
        spec_digest=row.spec_digest,  # type: ignore[attr-defined]
        authority_digest=row.authority_digest,  # type: ignore[attr-defined]
        transport_binding_digest=row.transport_binding_digest,  # type: ignore[attr-defined]
        state=row.state,  # type: ignore[attr-defined]
        generation=row.generation,  # type: ignore[attr-defined]
        opened_at=row.opened_at,  # type: ignore[attr-defined]
        expires_at=row.expires_at,  # type: ignore[attr-defined]
    )


def get_session(session: Session, session_id: str) -> SessionRecord | None:
    row = session.execute(
        select(diagnostic_session).where(diagnostic_session.c.session_id == session_id)
    ).first()
    return None if row is None else _record(row)


def nonterminal_sessions(session: Session) -> list[SessionRecord]:
    rows = session.execute(
        select(diagnostic_session)
        .where(diagnostic_session.c.state.in_(("prepared", "active", "detaching")))
        .order_by(diagnostic_session.c.opened_at)
    ).all()
    return [_record(row) for row in rows]


def insert_session(session: Session, record: SessionRecord, *, actor: str, now: datetime) -> None:
    """The new session row and its first transition (``None -> prepared``)."""
    session.execute(
        insert(diagnostic_session).values(
            session_id=record.session_id,
            test_customer_id=record.test_customer_id,
            spec_digest=record.spec_digest,
            authority_digest=record.authority_digest,
            transport_binding_digest=record.transport_binding_digest,
            state=record.state,
            generation=record.generation,
            opened_at=record.opened_at,
            expires_at=record.expires_at,
            updated_at=now,
        )
    )
    _append_transition(session, record, from_state=None, reason="opened", actor=actor, now=now)


def move_session(
    session: Session,
    record: SessionRecord,
    *,
    to_state: str,
    generation: int,
    reason: str,
    actor: str,
    now: datetime,
) -> SessionRecord:
    """Compare-and-set the state row (same state and generation as read) plus one transition
    row; a lost race raises, so the caller's transaction rolls back whole."""
    moved = session.execute(
        update(diagnostic_session)
        .where(
            diagnostic_session.c.session_id == record.session_id,
            diagnostic_session.c.state == record.state,
            diagnostic_session.c.generation == record.generation,
        )
        .values(state=to_state, generation=generation, updated_at=now)
        .returning(diagnostic_session.c.session_id)
    ).first()
    if moved is None:
        raise RuntimeError("session moved under a held admission lock")
    after = replace(record, state=to_state, generation=generation)
    _append_transition(session, after, from_state=record.state, reason=reason, actor=actor, now=now)
    return after


def _append_transition(
    session: Session,
    record: SessionRecord,
    *,
    from_state: str | None,
    reason: str,
    actor: str,
    now: datetime,
) -> None:
    last = session.execute(
        select(diagnostic_session_transition.c.position, diagnostic_session_transition.c.row_digest)
        .where(diagnostic_session_transition.c.session_id == record.session_id)
        .order_by(diagnostic_session_transition.c.position.desc())
        .limit(1)
    ).first()
    position = 1 if last is None else last.position + 1
    previous = GENESIS_DIGEST if last is None else last.row_digest
    row = link_row(
        {
            "session_id": record.session_id,
            "position": position,
            "generation": record.generation,
            "from_state": from_state,
            "to_state": record.state,
            "reason": reason,
            "actor": actor,
            "spec_digest": record.spec_digest,
            "authority_digest": record.authority_digest,
            "transport_binding_digest": record.transport_binding_digest,
            "recorded_at": to_rfc3339(now),
        },
        previous,
    )
    session.execute(insert(diagnostic_session_transition).values(**{**row, "recorded_at": now}))


def transitions(session: Session, session_id: str) -> list[dict[str, object]]:
    rows = session.execute(
        select(diagnostic_session_transition)
        .where(diagnostic_session_transition.c.session_id == session_id)
        .order_by(diagnostic_session_transition.c.position)
    ).all()
    return [dict(row._mapping) for row in rows]


def reservation_counts(session: Session, session_id: str) -> dict[str, int]:
    rows = session.execute(
        select(diagnostic_reservation.c.status, func.count())
        .where(diagnostic_reservation.c.session_id == session_id)
        .group_by(diagnostic_reservation.c.status)
    ).all()
    return {str(status): int(count) for status, count in rows}
