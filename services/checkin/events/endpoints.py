"""Routes of the canonical event stream: append one event, read the stream."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Query, Response

from services.checkin.api import CustomerIdPath, append_status
from services.checkin.events.contract import ContractViolation, validate_submission
from services.checkin.events.repository import EventRepository
from services.checkin.events.schemas import (
    EVENT_TYPES,
    NUTRITION_EVENT_TYPES,
    SAFETY_EVENT_TYPES,
    AppendResult,
    StreamPage,
)
from services.checkin.events.service import append_event, read_stream
from shared.auth.verify import Caller, require_callers
from shared.deps import RuntimeDep
from shared.hashchain import GENESIS_DIGEST
from shared.problems import Problem

router = APIRouter(prefix="/v1/customers/{customer_id}/events", tags=["events"])

# Least privilege per caller: delivery's outbox relay records the draft lifecycle only;
# check-ins and trainer records come from checkin's own flows, records from the operator.
# Nutrition proposal events are written only with their proposal rows (nutrition service),
# so that no event can claim a proposal or a decision the nutrition tables do not hold.
# A safety hold clearance is written only by its own route (``safety_state``), which
# checks that something is held.
DRAFT_EVENT_TYPES = frozenset({"draft_created", "draft_edited", "draft_approved", "draft_sent"})
APPENDABLE_TYPES: dict[str, frozenset[str]] = {
    "delivery": DRAFT_EVENT_TYPES,
    "operator": frozenset(EVENT_TYPES) - NUTRITION_EVENT_TYPES - SAFETY_EVENT_TYPES,
}


@router.post("", status_code=201, response_model=AppendResult)
def post_event(
    customer_id: CustomerIdPath,
    document: Annotated[dict[str, Any], Body()],
    caller: Annotated[Caller, require_callers("delivery", "operator")],
    runtime: RuntimeDep,
    response: Response,
) -> AppendResult:
    """Append one canonical event: 201 new, 200 identical replay, 409 conflict, 422 invalid."""
    if document.get("customer_id") != customer_id:
        raise Problem(422, "customer-mismatch", "Body customer_id differs from the path")
    event_type = document.get("event_type")
    if event_type in EVENT_TYPES and event_type not in APPENDABLE_TYPES.get(caller.id, ()):
        raise Problem(403, "event-type-not-allowed", "This caller may not append that event type")
    try:
        event = validate_submission(document)
    except ContractViolation as violation:
        raise violation.as_problem() from None
    with runtime.database.transaction() as session:
        result = append_event(session, event, appended_by=caller.id, clock=runtime.clock)
    return append_status(result, response)


@router.get(
    "",
    response_model=StreamPage,
    dependencies=[require_callers("delivery", "diagnostics", "operator")],
)
def get_events(
    customer_id: CustomerIdPath,
    runtime: RuntimeDep,
    after_sequence: Annotated[int, Query(ge=0)] = 0,
    limit: Annotated[int, Query(ge=1, le=1000)] = 1000,
) -> StreamPage:
    """The customer's stream in order, a page at a time (``after_sequence``)."""
    with runtime.database.transaction() as session:
        events = read_stream(session, customer_id, after_sequence=after_sequence, limit=limit)
        head = EventRepository(session).head(customer_id)
    return StreamPage(
        customer_id=customer_id,
        events=events,
        head_sequence=head[0] if head else 0,
        head_digest=head[1] if head else GENESIS_DIGEST,
    )
