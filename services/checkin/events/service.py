"""The one append path of the canonical event stream (ADR 0010), plus reading and verifying it.

``append_event`` is the only code that inserts an event (restore re-inserts verified rows
as they were). Every event is contract-valid (schema + model) before it is written. Under
the customer's stream lock it either

* stores the event as the next sequence, chained to the previous row (201), or
* finds the same key already stored: identical content -> returns the stored event
  unchanged (200, idempotent replay); different content -> 409, nothing written.

Callers inside checkin (records, the issue-4 wizard, issue-5 proposals) build a typed
event with ``schemas.build_event`` and call this inside their request's transaction.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from datetime import date
from functools import cache

from sqlalchemy.orm import Session

from services.checkin.customers import (
    enter_registered_scope,
    refuse_unregistered,
    registration,
    registration_parameters,
)
from services.checkin.errors import Refusal
from services.checkin.events.contract import assert_document_valid
from services.checkin.events.facts import FACT_TYPES, CustomerFacts, facts_of
from services.checkin.events.repository import (
    AppendStateQuery,
    BoundQuery,
    EventRepository,
    append_state_query,
    effective_on_days_query,
)
from services.checkin.events.rules import chain_row, content_digest, effective_keys
from services.checkin.events.schemas import (
    AppendResult,
    CanonicalEvent,
    ChainReport,
    StoredEvent,
    event_document,
)
from services.checkin.scope import enter_scope_and_lock_stream
from shared.clock import Clock, to_rfc3339
from shared.hashchain import GENESIS_DIGEST, verify_chain

_logger = logging.getLogger("dualcoach.checkin.events")


@cache
def _append_state() -> AppendStateQuery:
    """The append's state statement with the registration check, built once."""
    return append_state_query(*registration())


def append_event(
    session: Session,
    event: CanonicalEvent,
    *,
    appended_by: str,
    clock: Clock,
    stream_locked: bool = False,
) -> AppendResult:
    """Validate and append ``event`` to its customer's stream (idempotent by dedupe key).

    ``stream_locked``: the caller's transaction already entered this customer's scope and
    holds the stream lock (``lock_stream``), so neither is asked for again.
    """
    customer_id = event.customer_id
    # Everything that needs no stream state is computed before the lock (ADR 0088). The
    # event's JSON form is dumped once: the contract checks it, the digests are over it
    # (ADR 0096).
    document = event_document(event)
    assert_document_valid(document)
    digest = content_digest(document)
    # Serialise this stream's writers: the next sequence and chain link are computed below.
    # The scope and the lock in one statement; then, under the lock and in one snapshot,
    # the registration (an erasure that committed while we waited is seen), the stored
    # event with this key and the stream's head.
    if not stream_locked:
        enter_scope_and_lock_stream(session, customer_id)
    repository = EventRepository(session)
    (erased, registered), existing, head = repository.append_state(
        customer_id, event.dedupe_key, _append_state(), registration_parameters(customer_id)
    )
    refuse_unregistered(erased=erased, registered=registered)

    if existing is not None:
        if existing.content_digest != digest:
            raise Refusal(
                "conflict",
                "dedupe-conflict",
                "An event with this dedupe key but different content is already stored",
                event_id=existing.event_id,
            )
        _log("event_replayed", event)
        return AppendResult(created=False, event=existing)

    if event.supersedes is not None:
        _check_supersession(repository, event)

    sequence, previous = (head[0] + 1, head[1]) if head else (1, GENESIS_DIGEST)
    stored = StoredEvent.model_validate(
        chain_row(
            document,
            sequence=sequence,
            appended_by=appended_by,
            recorded_at=to_rfc3339(clock.now()),
            previous_row_digest=previous,
            digest=digest,
        )
    )
    repository.insert(stored)
    _log("event_appended", event)
    return AppendResult(created=True, event=stored)


def _check_supersession(repository: EventRepository, event: CanonicalEvent) -> None:
    assert event.supersedes is not None
    target = repository.by_key(event.customer_id, event.supersedes)
    if target is None or target.event_type != event.event_type:
        raise Refusal(
            "invalid",
            "superseded-event-missing",
            "supersedes must name an earlier event of the same type in this stream",
        )
    if repository.superseding(event.customer_id, event.supersedes) is not None:
        raise Refusal(
            "conflict",
            "already-superseded",
            "That event was already corrected; correct the correction",
        )


def read_stream(
    session: Session, customer_id: str, *, after_sequence: int = 0, limit: int | None = None
) -> list[StoredEvent]:
    """The customer's events in order (optionally a page after ``after_sequence``)."""
    enter_registered_scope(session, customer_id)
    return EventRepository(session).stream(customer_id, after_sequence=after_sequence, limit=limit)


def customer_facts(session: Session, customer_id: str) -> CustomerFacts:
    """Check-ins and trainer records by KST date (one of each per day by their keys)."""
    stored = read_stream(session, customer_id)
    effective = effective_keys([(event.dedupe_key, event.supersedes) for event in stored])
    return facts_of(event for event in stored if event.dedupe_key in effective)


def customer_facts_on(session: Session, customer_id: str, days: Iterable[date]) -> CustomerFacts:
    """``customer_facts`` restricted to ``days``, read with one query of those days only.

    For the hot paths (an answer, a finalize) that need one or two days. The caller has
    entered the customer's scope and checked the registration (``registry_entry``).
    """
    wanted = sorted({day.isoformat() for day in days})
    return facts_of(EventRepository(session).effective_on_days(customer_id, FACT_TYPES, wanted))


def facts_on_query(customer_id: str, days: Iterable[date]) -> BoundQuery:
    """The query of ``customer_facts_on``: its rows, in order, give ``facts_of`` the facts.

    A caller may read it inside a larger statement, with its columns renamed; each row's
    event is then ``events.repository.stored_event(row, prefix)``.
    """
    wanted = sorted({day.isoformat() for day in days})
    return effective_on_days_query(customer_id, FACT_TYPES, wanted)


def verify_events(customer_id: str, events: list[StoredEvent]) -> ChainReport:
    """Check the hash chain and the contiguous 1..n sequence of a whole stream."""
    rows = [stored.chain_row() for stored in events]
    result = verify_chain(rows)
    broken_index = result.first_broken_index
    reason: str | None = result.reason
    for index, stored in enumerate(events[: result.rows_checked]):
        if stored.sequence != index + 1 or stored.customer_id != customer_id:
            broken_index, reason = index, "sequence_gap"
            break
    if broken_index is None:
        return ChainReport(
            customer_id=customer_id,
            ok=True,
            rows_checked=len(events),
            head_digest=result.head_digest,
        )
    return ChainReport(
        customer_id=customer_id,
        ok=False,
        rows_checked=broken_index,
        first_broken_sequence=events[broken_index].sequence,
        reason=reason,
        head_digest=result.head_digest,
    )


def _log(name: str, event: CanonicalEvent) -> None:
    _logger.info(
        name, extra={"fields": {"customer_id": event.customer_id, "event_type": event.event_type}}
    )
