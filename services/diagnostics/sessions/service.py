"""Session use cases: open, activate, close (and expire), and the status view.

``open`` and the status view are one ordinary transaction, the route's (``TransactionDep``:
a new session cannot race anything). Every other
transition runs under the session's admission lock (``lock``), the same lock a delivery
attempt holds from reservation to its durable terminal row - so "close first" means the
attempt finds ``detaching`` and reserves nothing, and "reserve first" means close waits
until the attempt's last row is committed (seed 003 Rev 30-31, 36).

Close is two durable steps under one lock: ``detaching`` (generation + 1: the fence, after
which admission is impossible), then cleanup (``cleanup``: terminalize any reservation left
without a terminal row, which only a crash can leave), then ``closed`` - or ``expired`` when
the TTL ran out. A crash between the two leaves ``detaching``, which recovery finishes.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, Protocol

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from services.diagnostics.isolation.rules import SpecRejected, seal_spec
from services.diagnostics.isolation.schemas import DiagnosticIsolationSpecV1
from services.diagnostics.sessions import repository
from services.diagnostics.sessions.lock import HeldAdmission, admission
from services.diagnostics.sessions.repository import SessionRecord
from services.diagnostics.sessions.rules import (
    SessionTransitionRefused,
    is_due_to_expire,
    next_generation,
)
from services.diagnostics.sessions.schemas import SessionView
from shared.clock import Clock, to_rfc3339
from shared.db.session import Database

Cleanup = Callable[[HeldAdmission, SessionRecord], None]
# What the registry says is wrong with the spec's test customer (empty: it matches).
RegistryCheck = Callable[[DiagnosticIsolationSpecV1], list[str]]


class SessionNotFound(Exception):
    """No such session."""


class SessionAlreadyOpen(Exception):
    """The test customer already has a session that is not closed or expired."""


class SessionRefused(Exception):
    """A session route refused (``cause`` says why); ``errors.py`` answers it as a problem.

    The routes wrap their use cases' refusals in it because the same domain error reads
    differently elsewhere (a busy lock is "nothing changed" here, a delivery's own 503 there).
    """

    def __init__(self, cause: Exception) -> None:
        super().__init__(type(cause).__name__)
        self.cause = cause


class SessionHost(Protocol):
    """What the session routes need of the diagnostics host (``host.host.DiagnosticHost``):
    the two moves it makes under the session's admission lock. A port, so the host may use
    this package and not the other way round (ADR 0087)."""

    def activate(self, session_id: str, *, generation: int) -> SessionRecord: ...

    def close(self, session_id: str, *, generation: int | None, reason: str) -> SessionRecord: ...


def new_session_id() -> str:
    return f"ds-{uuid.uuid4().hex[:20]}"


def open_session(
    session: Session, clock: Clock, spec_document: dict[str, Any], *, actor: str
) -> SessionRecord:
    """Seal the spec (``SpecRejected``), store it, and open a ``prepared`` session (gen 1)
    in the caller's transaction (``SessionAlreadyOpen`` leaves it to be rolled back)."""
    spec = seal_spec(spec_document)
    now = clock.now()
    record = SessionRecord(
        session_id=new_session_id(),
        test_customer_id=spec.test_customer_id,
        spec_digest=spec.spec_digest,
        authority_digest=spec.authority_digest,
        transport_binding_digest=spec.diagnostic_transport_binding_digest,
        state="prepared",
        generation=1,
        opened_at=now,
        expires_at=now + timedelta(seconds=spec.ttl_seconds),
    )
    try:
        repository.store_spec(session, spec, now=now)
        repository.insert_session(session, record, actor=actor, now=now)
    except IntegrityError:
        raise SessionAlreadyOpen(spec.test_customer_id) from None
    return record


def load_locked(held: HeldAdmission) -> SessionRecord:
    """The session as it is now, read under its held lock."""
    # Hand-opened: a step under the admission lock commits on the lock's own connection.
    with held.transaction() as session:
        record = repository.get_session(session, held.session_id)
    if record is None:
        raise SessionNotFound(held.session_id)
    return record


def transition_locked(
    held: HeldAdmission,
    record: SessionRecord,
    *,
    to_state: str,
    expected_generation: int | None,
    reason: str,
    actor: str,
    now: datetime,
) -> SessionRecord:
    """One durable transition (state row + transition row, one commit) under the lock."""
    generation = next_generation(
        state=record.state,
        generation=record.generation,
        to_state=to_state,
        expected_generation=expected_generation,
    )
    # Hand-opened: a step under the admission lock commits on the lock's own connection.
    with held.transaction() as session:
        return repository.move_session(
            session,
            record,
            to_state=to_state,
            generation=generation,
            reason=reason,
            actor=actor,
            now=now,
        )


def detach_locked(
    held: HeldAdmission,
    record: SessionRecord,
    *,
    clock: Clock,
    expected_generation: int | None,
    reason: str,
    actor: str,
    cleanup: Cleanup | None,
) -> SessionRecord:
    """The fence then the end: ``detaching`` (durable), cleanup, ``closed``/``expired``."""
    if record.state in ("prepared", "active"):
        record = transition_locked(
            held,
            record,
            to_state="detaching",
            expected_generation=expected_generation,
            reason=reason,
            actor=actor,
            now=clock.now(),
        )
    elif record.state != "detaching":
        raise SessionTransitionRefused(
            f"{record.state}_cannot_become_detaching",
            state=record.state,
            generation=record.generation,
        )
    if cleanup is not None:
        cleanup(held, record)
    now = clock.now()
    final = (
        "expired"
        if reason == "ttl_expired" or is_due_to_expire(record.expires_at, now)
        else "closed"
    )
    return transition_locked(
        held, record, to_state=final, expected_generation=None, reason=reason, actor=actor, now=now
    )


def activate_session(
    database: Database,
    clock: Clock,
    session_id: str,
    *,
    generation: int,
    actor: str,
    wait_seconds: float,
    registry_check: RegistryCheck,
    cleanup: Cleanup | None = None,
) -> SessionRecord:
    """``prepared -> active`` after re-deriving the stored spec's digests and checking that
    the registry binds the test customer ``diagnostic_isolated_v1`` with the spec's exact
    triples; a session whose TTL already ran out is expired instead."""
    with admission(database, session_id, wait_seconds=wait_seconds) as held:
        record = load_locked(held)
        now = clock.now()
        if record.state in ("prepared", "active") and is_due_to_expire(record.expires_at, now):
            expired = detach_locked(
                held, record, clock=clock, expected_generation=None, reason="ttl_expired",
                actor="system", cleanup=cleanup,
            )  # fmt: skip
            raise SessionTransitionRefused(
                "session_expired", state=expired.state, generation=expired.generation
            )
        # Hand-opened: a step under the admission lock commits on the lock's own connection.
        with held.transaction() as session:
            spec = repository.load_spec(session, record)  # SpecRejected: no longer derives
        findings = registry_check(spec)
        if findings:
            raise SessionTransitionRefused(
                f"registry:{findings[0]}", state=record.state, generation=record.generation
            )
        return transition_locked(
            held,
            record,
            to_state="active",
            expected_generation=generation,
            reason="activated",
            actor=actor,
            now=now,
        )


def close_session(
    database: Database,
    clock: Clock,
    session_id: str,
    *,
    generation: int | None,
    reason: str,
    actor: str,
    wait_seconds: float,
    cleanup: Cleanup | None = None,
) -> SessionRecord:
    """Close (or, past its TTL, expire) a session under its admission lock."""
    with admission(database, session_id, wait_seconds=wait_seconds) as held:
        record = load_locked(held)
        return detach_locked(
            held,
            record,
            clock=clock,
            expected_generation=generation,
            reason=reason,
            actor=actor,
            cleanup=cleanup,
        )


def session_view(session: Session, session_id: str) -> SessionView:
    """The session's state, generation, digests and reservation rows by status."""
    record = repository.get_session(session, session_id)
    if record is None:
        raise SessionNotFound(session_id)
    counts = repository.reservation_counts(session, session_id)
    return view_of(record, counts)


def view_of(record: SessionRecord, counts: dict[str, int] | None = None) -> SessionView:
    return SessionView(
        session_id=record.session_id,
        test_customer_id=record.test_customer_id,
        state=record.state,
        generation=record.generation,
        spec_digest=record.spec_digest,
        authority_digest=record.authority_digest,
        transport_binding_digest=record.transport_binding_digest,
        opened_at=to_rfc3339(record.opened_at),
        expires_at=to_rfc3339(record.expires_at),
        reservations=counts or {},
    )


__all__ = [
    "SessionAlreadyOpen",
    "SessionNotFound",
    "SessionTransitionRefused",
    "SpecRejected",
    "activate_session",
    "close_session",
    "open_session",
    "session_view",
]
