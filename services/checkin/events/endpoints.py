"""Routes of the canonical event stream: append one event, read the stream."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Query, Response

from services.checkin.api import CustomerIdPath, append_status
from services.checkin.events import owners, texts
from services.checkin.events.contract import ContractViolation, validate_submission
from services.checkin.events.repository import EventRepository
from services.checkin.events.schemas import EVENT_TYPES, AppendResult, StreamPage
from services.checkin.events.service import append_event, read_stream
from shared.auth.verify import Caller, require_callers
from shared.deps import RuntimeDep, TransactionDep
from shared.hashchain import GENESIS_DIGEST
from shared.http.responses import also_answers
from shared.problems import Problem

router = APIRouter(prefix="/v1/customers/{customer_id}/events", tags=["events"])

# Least privilege per caller (``owners.RAW_APPENDABLE``): the operator appends its own
# records here, delivery's outbox relay the draft lifecycle; every other type has its own
# flow and is refused with the route or command to use instead (seed principle 5, ADR 0010).


def _flow_owned(customer_id: str, event_type: str) -> Problem:
    path = owners.FLOW_OWNED[event_type]
    return Problem(
        409,
        "flow-owned-event-type",
        "This event type is appended only by its own flow, not through the raw event route",
        detail=texts.FLOW_OWNED_MESSAGES[path.message_key],
        event_type=event_type,
        use_instead=path.use_instead.replace("{customer_id}", customer_id),
    )


@router.post(
    "", status_code=201, response_model=AppendResult, responses=also_answers(200, AppendResult)
)
def post_event(
    customer_id: CustomerIdPath,
    document: Annotated[dict[str, Any], Body()],
    caller: Annotated[Caller, require_callers("delivery", "operator")],
    runtime: RuntimeDep,
    response: Response,
    session: TransactionDep,
) -> AppendResult:
    """Append one canonical event: 201 new, 200 identical replay, 409 conflict or a
    flow-owned type (``use_instead`` names its route), 422 invalid."""
    if document.get("customer_id") != customer_id:
        raise Problem(422, "customer-mismatch", "Body customer_id differs from the path")
    event_type = document.get("event_type")
    if event_type in EVENT_TYPES and not owners.raw_append_allowed(caller.id, event_type):
        if caller.id == "operator" and event_type in owners.FLOW_OWNED:
            raise _flow_owned(customer_id, event_type)
        raise Problem(403, "event-type-not-allowed", "This caller may not append that event type")
    try:
        event = validate_submission(document)
    except ContractViolation as violation:
        raise violation.as_refusal() from None
    result = append_event(session, event, appended_by=caller.id, clock=runtime.clock)
    return append_status(result, response)


@router.get(
    "",
    response_model=StreamPage,
    dependencies=[require_callers("delivery", "diagnostics", "operator")],
)
def get_events(
    customer_id: CustomerIdPath,
    session: TransactionDep,
    after_sequence: Annotated[int, Query(ge=0)] = 0,
    limit: Annotated[int, Query(ge=1, le=1000)] = 1000,
) -> StreamPage:
    """The customer's stream in order, a page at a time (``after_sequence``)."""
    events = read_stream(session, customer_id, after_sequence=after_sequence, limit=limit)
    head = EventRepository(session).head(customer_id)
    return StreamPage(
        customer_id=customer_id,
        events=events,
        head_sequence=head[0] if head else 0,
        head_digest=head[1] if head else GENESIS_DIGEST,
    )
