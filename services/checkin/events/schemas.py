"""Canonical event envelopes (one frozen class per type), the stored row, and API shapes.

``CanonicalEvent`` is a union discriminated by ``event_type`` - the pydantic mirror of the
JSON Schema's ``allOf`` of ``if event_type == X then payload is $defs/X``. An envelope is
only constructible when its ``dedupe_key`` is the deterministic key of its payload and its
``supersedes`` link is one its type allows.

Adding an event type (the nutrition ones are the latest): a payload class in ``payloads.py``,
an envelope class here (add it to ``CanonicalEvent``), its key rule in ``keys.py``, and the matching
enum value, ``$defs`` entry and ``allOf`` branch in ``checkin-event.schema.json``.
"""

from __future__ import annotations

from typing import Annotated, Any, Final, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, model_validator

from services.checkin.events.keys import (
    MAX_KEY_LENGTH,
    MIN_KEY_LENGTH,
    SUPERSEDABLE_TYPES,
    dedupe_key_for,
    expected_supersedes,
)
from services.checkin.events.payloads import (
    CheckinPayload,
    CustomerId,
    DraftApprovedPayload,
    DraftCreatedPayload,
    DraftEditedPayload,
    DraftSentPayload,
    FrozenPayload,
    NutritionProposalCreatedPayload,
    NutritionProposalDecidedPayload,
    OperatorTimePayload,
    PaymentPayload,
    SafetyHoldClearedPayload,
    SatisfactionPayload,
    TrainerSessionPayload,
)

SCHEMA_VERSION: Final = 1

EventType = Literal[
    "checkin",
    "trainer_session_record",
    "payment_record",
    "satisfaction_record",
    "operator_time_record",
    "draft_created",
    "draft_edited",
    "draft_approved",
    "draft_sent",
    "nutrition_proposal_created",
    "nutrition_proposal_decided",
    "safety_hold_cleared",
]
EVENT_TYPES: Final[tuple[str, ...]] = get_args(EventType)
# Written only by checkin's nutrition service (never through the generic append route).
NUTRITION_EVENT_TYPES: Final = frozenset(
    {"nutrition_proposal_created", "nutrition_proposal_decided"}
)

# Written only by checkin's safety-state service (Richard's clearance of a safety hold).
SAFETY_EVENT_TYPES: Final = frozenset({"safety_hold_cleared"})

DedupeKey = Annotated[str, Field(min_length=MIN_KEY_LENGTH, max_length=MAX_KEY_LENGTH)]


class _Envelope(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = SCHEMA_VERSION
    event_type: str
    customer_id: CustomerId
    dedupe_key: DedupeKey
    supersedes: DedupeKey | None = None
    payload: FrozenPayload

    @model_validator(mode="after")
    def _key_and_link(self) -> _Envelope:
        event_type, payload = self.event_type, self.payload
        if self.dedupe_key != dedupe_key_for(event_type, self.customer_id, payload):
            raise ValueError("dedupe_key is not the deterministic key of this payload")
        implied = expected_supersedes(self.customer_id, payload)
        if event_type not in SUPERSEDABLE_TYPES and self.supersedes is not None:
            raise ValueError(f"{event_type} events cannot supersede another event")
        if event_type == "operator_time_record" and self.supersedes != implied:
            raise ValueError("supersedes must be the key of supersedes_entry_id's entry")
        if self.supersedes is not None:
            prefix = self.dedupe_key.split(":", 2)[0]
            if not self.supersedes.startswith(f"{prefix}:{self.customer_id}:"):
                raise ValueError("supersedes must name an event of the same type and customer")
            if self.supersedes == self.dedupe_key:
                raise ValueError("an event cannot supersede itself")
        return self


class CheckinEvent(_Envelope):
    event_type: Literal["checkin"]
    payload: CheckinPayload


class TrainerSessionEvent(_Envelope):
    event_type: Literal["trainer_session_record"]
    payload: TrainerSessionPayload


class PaymentEvent(_Envelope):
    event_type: Literal["payment_record"]
    payload: PaymentPayload


class SatisfactionEvent(_Envelope):
    event_type: Literal["satisfaction_record"]
    payload: SatisfactionPayload


class OperatorTimeEvent(_Envelope):
    event_type: Literal["operator_time_record"]
    payload: OperatorTimePayload


class DraftCreatedEvent(_Envelope):
    event_type: Literal["draft_created"]
    payload: DraftCreatedPayload


class DraftEditedEvent(_Envelope):
    event_type: Literal["draft_edited"]
    payload: DraftEditedPayload


class DraftApprovedEvent(_Envelope):
    event_type: Literal["draft_approved"]
    payload: DraftApprovedPayload


class DraftSentEvent(_Envelope):
    event_type: Literal["draft_sent"]
    payload: DraftSentPayload


class NutritionProposalCreatedEvent(_Envelope):
    event_type: Literal["nutrition_proposal_created"]
    payload: NutritionProposalCreatedPayload


class NutritionProposalDecidedEvent(_Envelope):
    event_type: Literal["nutrition_proposal_decided"]
    payload: NutritionProposalDecidedPayload


class SafetyHoldClearedEvent(_Envelope):
    event_type: Literal["safety_hold_cleared"]
    payload: SafetyHoldClearedPayload


CanonicalEvent = Annotated[
    CheckinEvent
    | TrainerSessionEvent
    | PaymentEvent
    | SatisfactionEvent
    | OperatorTimeEvent
    | DraftCreatedEvent
    | DraftEditedEvent
    | DraftApprovedEvent
    | DraftSentEvent
    | NutritionProposalCreatedEvent
    | NutritionProposalDecidedEvent
    | SafetyHoldClearedEvent,
    Field(discriminator="event_type"),
]
EVENT_ADAPTER: Final[TypeAdapter[CanonicalEvent]] = TypeAdapter(CanonicalEvent)


def event_document(event: CanonicalEvent) -> dict[str, Any]:
    """The JSON form of an event - what the contract validates and the stream stores."""
    document: dict[str, Any] = event.model_dump(mode="json", by_alias=True)
    return document


def build_event(
    event_type: EventType,
    customer_id: str,
    payload: FrozenPayload,
    *,
    supersedes: str | None = None,
) -> CanonicalEvent:
    """An envelope for ``payload`` with its deterministic key (and implied correction link)."""
    link = supersedes if supersedes is not None else expected_supersedes(customer_id, payload)
    return EVENT_ADAPTER.validate_python(
        {
            "event_type": event_type,
            "customer_id": customer_id,
            "dedupe_key": dedupe_key_for(event_type, customer_id, payload),
            "supersedes": link,
            "payload": payload,
        }
    )


class StoredEvent(BaseModel):
    """One row of a customer's stream exactly as stored (payload as stored JSON)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    event_id: str
    customer_id: str
    sequence: int
    event_type: str
    dedupe_key: str
    supersedes: str | None
    schema_version: int
    payload: dict[str, Any]
    content_digest: str
    appended_by: str
    recorded_at: str
    previous_row_digest: str
    row_digest: str

    def chain_row(self) -> dict[str, Any]:
        """The row as the hash chain digests it."""
        row: dict[str, Any] = self.model_dump(mode="json")
        return row

    def typed(self) -> CanonicalEvent:
        """The stored event parsed back into its frozen model."""
        return EVENT_ADAPTER.validate_python(
            {
                "schema_version": self.schema_version,
                "event_type": self.event_type,
                "customer_id": self.customer_id,
                "dedupe_key": self.dedupe_key,
                "supersedes": self.supersedes,
                "payload": self.payload,
            }
        )


class AppendResult(BaseModel):
    """``created`` is False when an identical event with the same key was already stored."""

    model_config = ConfigDict(frozen=True)

    created: bool
    event: StoredEvent


class StreamPage(BaseModel):
    customer_id: str
    events: list[StoredEvent]
    head_sequence: int
    head_digest: str


class ChainReport(BaseModel):
    customer_id: str
    ok: bool
    rows_checked: int
    first_broken_sequence: int | None = None
    reason: str | None = None
    head_digest: str
