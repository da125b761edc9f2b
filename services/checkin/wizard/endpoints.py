"""The customer check-in turn API (gateway; operator for tests and the CLI).

``POST   /v1/customers/{customer_id}/checkins``                         start or resume today's
``GET    /v1/customers/{customer_id}/checkins/current``                 today's session
``GET    /v1/customers/{customer_id}/checkins/{session_id}``            one session
``POST   /v1/customers/{customer_id}/checkins/{session_id}/answers``    answer the current question
``POST   /v1/customers/{customer_id}/checkins/{session_id}/finalize``   save it
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, BackgroundTasks, Path, Response

from services.checkin.api import CustomerIdPath
from services.checkin.context import ContextDep
from services.checkin.wizard import service, workflow
from services.checkin.wizard.replay_date import TurnClockDep
from services.checkin.wizard.schemas import SESSION_ID_PATTERN, AnswerRequest, TurnView
from shared.auth.verify import require_callers
from shared.deps import DatabaseDep, in_transaction
from shared.http.responses import also_answers
from shared.topology import CallerName

router = APIRouter(prefix="/v1/customers/{customer_id}/checkins", tags=["checkin-flow"])
_CALLERS: tuple[CallerName, ...] = ("gateway", "diagnostics", "operator")
# A turn's every effect is its one ``in_transaction`` call, so its nonce is spent there
# (ADR 0089); finalize's too since it became one transaction (ADR 0094).
_TURN = [require_callers(*_CALLERS, nonce_in_transaction=True)]
SessionIdPath = Annotated[str, Path(pattern=SESSION_ID_PATTERN)]


@router.post(
    "",
    status_code=201,
    response_model=TurnView,
    responses=also_answers(200, TurnView),
    dependencies=_TURN,
)
async def start(
    customer_id: CustomerIdPath, response: Response, clock: TurnClockDep, database: DatabaseDep
) -> TurnView:
    """Start today's check-in (201), or resume the open one (200)."""
    view, created = await in_transaction(database, service.start_checkin, customer_id, clock=clock)
    response.status_code = 201 if created else 200
    return view


@router.get("/current", response_model=TurnView, dependencies=_TURN)
async def current(
    customer_id: CustomerIdPath, clock: TurnClockDep, database: DatabaseDep
) -> TurnView:
    return await in_transaction(database, service.current_checkin, customer_id, clock=clock)


@router.get("/{session_id}", response_model=TurnView, dependencies=_TURN)
async def get(
    customer_id: CustomerIdPath, session_id: SessionIdPath, database: DatabaseDep
) -> TurnView:
    return await in_transaction(database, service.get_checkin, customer_id, session_id)


@router.post("/{session_id}/answers", response_model=TurnView, dependencies=_TURN)
async def answer(
    customer_id: CustomerIdPath,
    session_id: SessionIdPath,
    request: AnswerRequest,
    clock: TurnClockDep,
    database: DatabaseDep,
) -> TurnView:
    """Answer the current question: the next question, or ``ready`` when none is left."""
    return await in_transaction(
        database, service.answer_checkin, customer_id, session_id, request, clock=clock
    )


@router.post(
    "/{session_id}/finalize",
    status_code=201,
    response_model=TurnView,
    responses=also_answers(200, TurnView),
    dependencies=_TURN,
)
async def finalize(
    customer_id: CustomerIdPath,
    session_id: SessionIdPath,
    context: ContextDep,
    clock: TurnClockDep,
    response: Response,
    background: BackgroundTasks,
) -> TurnView:
    """Save the check-in and queue its draft (201); repeated: the saved state (200)."""
    # One transaction (ADR 0094): the short draft's presentation is asked for after the
    # answer, and the relay posts the draft then (both on a worker thread, off this request).
    view, awaited = await in_transaction(
        context.runtime.database,
        service.finalize_checkin,
        customer_id,
        session_id,
        clock=clock,
        present_by=clock.now() + context.presentation_hold,
    )
    response.status_code = 200 if view.replayed else 201
    if awaited is not None:
        background.add_task(
            workflow.present_then_relay,
            context.runtime.database,
            context.presenter,
            awaited,
            context.relay_customer,
            clock=clock,
        )
    elif not view.replayed:
        background.add_task(context.relay_customer, customer_id)
    return view
