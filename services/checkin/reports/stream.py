"""The customer's effective facts, read from the canonical stream (superseded ones dropped)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import Generic, TypeVar

from sqlalchemy.orm import Session

from services.checkin.events.payloads import CheckinPayload, TrainerSessionPayload
from services.checkin.events.repository import EventRepository
from services.checkin.events.rules import effective_keys
from services.checkin.events.schemas import CheckinEvent, StoredEvent, TrainerSessionEvent
from services.checkin.events.service import read_stream

PayloadT = TypeVar("PayloadT")


@dataclass(frozen=True, slots=True)
class Recorded(Generic[PayloadT]):
    """A payload and the id of the stored event it came from (what evidence cites)."""

    event_id: str
    payload: PayloadT


@dataclass(frozen=True, slots=True)
class CustomerFacts:
    checkins: dict[date, Recorded[CheckinPayload]]
    trainer_records: dict[date, Recorded[TrainerSessionPayload]]


_FACT_TYPES: tuple[str, ...] = ("checkin", "trainer_session_record")


def customer_facts(session: Session, customer_id: str) -> CustomerFacts:
    """Check-ins and trainer records by KST date (one of each per day by their keys)."""
    stored = read_stream(session, customer_id)
    effective = effective_keys([(event.dedupe_key, event.supersedes) for event in stored])
    return _facts(event for event in stored if event.dedupe_key in effective)


def customer_facts_on(session: Session, customer_id: str, days: Iterable[date]) -> CustomerFacts:
    """``customer_facts`` restricted to ``days``, read with one query of those days only.

    For the hot paths (an answer, a finalize) that need one or two days. The caller has
    entered the customer's scope and checked the registration (``registry_entry``).
    """
    wanted = sorted({day.isoformat() for day in days})
    return _facts(EventRepository(session).effective_on_days(customer_id, _FACT_TYPES, wanted))


def _facts(effective: Iterable[StoredEvent]) -> CustomerFacts:
    checkins: dict[date, Recorded[CheckinPayload]] = {}
    trainer: dict[date, Recorded[TrainerSessionPayload]] = {}
    for event in effective:
        if event.event_type not in _FACT_TYPES:
            continue
        typed = event.typed()
        if isinstance(typed, CheckinEvent):
            checkins[typed.payload.kst_date] = Recorded(event.event_id, typed.payload)
        elif isinstance(typed, TrainerSessionEvent):
            trainer[typed.payload.kst_date] = Recorded(event.event_id, typed.payload)
    return CustomerFacts(checkins=checkins, trainer_records=trainer)
