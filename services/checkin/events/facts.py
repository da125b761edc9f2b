"""The customer's effective facts of the canonical stream: check-ins and trainer records (pure).

``events.service.customer_facts`` reads them (superseded events dropped); the drafts, the
flows and the weekly report read what they cite from here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import Final, Generic, TypeVar

from services.checkin.events.payloads import CheckinPayload, TrainerSessionPayload
from services.checkin.events.schemas import CheckinEvent, StoredEvent, TrainerSessionEvent

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


FACT_TYPES: Final[tuple[str, ...]] = ("checkin", "trainer_session_record")


def facts_of(effective: Iterable[StoredEvent]) -> CustomerFacts:
    """Check-ins and trainer records by KST date, from effective events (others ignored)."""
    checkins: dict[date, Recorded[CheckinPayload]] = {}
    trainer: dict[date, Recorded[TrainerSessionPayload]] = {}
    for event in effective:
        if event.event_type not in FACT_TYPES:
            continue
        typed = event.typed()
        if isinstance(typed, CheckinEvent):
            checkins[typed.payload.kst_date] = Recorded(event.event_id, typed.payload)
        elif isinstance(typed, TrainerSessionEvent):
            trainer[typed.payload.kst_date] = Recorded(event.event_id, typed.payload)
    return CustomerFacts(checkins=checkins, trainer_records=trainer)
