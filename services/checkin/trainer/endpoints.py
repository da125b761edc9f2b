"""The trainer record turn API (gateway; operator for tests and the CLI).

Every request carries the sender's exact triple; only the trainer bound to the customer
may record (403 ``trainer-not-bound`` otherwise, nothing read or written).

``POST /v1/customers/{customer_id}/trainer-sessions``                       start or resume
``GET  /v1/customers/{customer_id}/trainer-sessions/current?user_id=&chat_id=&topic_id=``
                                                                            today's session
``POST /v1/customers/{customer_id}/trainer-sessions/{session_id}/answers``  answer
``POST /v1/customers/{customer_id}/trainer-sessions/{session_id}/finalize`` save
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, BackgroundTasks, Path, Query, Response

from services.checkin.api import CustomerIdPath
from services.checkin.context import ContextDep
from services.checkin.registry.schemas import TelegramAddress
from services.checkin.trainer import service
from services.checkin.wizard.replay_date import TurnClockDep
from services.checkin.wizard.schemas import (
    SESSION_ID_PATTERN,
    TrainerAnswerRequest,
    TrainerFinalizeRequest,
    TrainerStartRequest,
    TurnView,
)
from shared.auth.verify import require_callers
from shared.deps import TransactionDep
from shared.http.responses import also_answers

router = APIRouter(
    prefix="/v1/customers/{customer_id}/trainer-sessions",
    tags=["trainer-flow"],
    dependencies=[require_callers("gateway", "diagnostics", "operator")],
)
SessionIdPath = Annotated[str, Path(pattern=SESSION_ID_PATTERN)]
# The registry's range (TelegramAddress), so the query refuses what the triple would.
TelegramId = Annotated[int, Query(ge=-(2**63 - 1), le=2**63 - 1)]


@router.post("", status_code=201, response_model=TurnView, responses=also_answers(200, TurnView))
def start(
    customer_id: CustomerIdPath,
    request: TrainerStartRequest,
    clock: TurnClockDep,
    response: Response,
    session: TransactionDep,
) -> TurnView:
    view, created = service.start_trainer_session(session, customer_id, request.triple, clock=clock)
    response.status_code = 201 if created else 200
    return view


@router.get("/current", response_model=TurnView)
def current(
    customer_id: CustomerIdPath,
    clock: TurnClockDep,
    user_id: TelegramId,
    chat_id: TelegramId,
    session: TransactionDep,
    topic_id: TelegramId | None = None,
) -> TurnView:
    """Today's session of this exact trainer triple (a read: nothing is started)."""
    triple = TelegramAddress(user_id=user_id, chat_id=chat_id, topic_id=topic_id)
    return service.current_trainer_session(session, customer_id, triple, clock=clock)


@router.post("/{session_id}/answers", response_model=TurnView)
def answer(
    customer_id: CustomerIdPath,
    session_id: SessionIdPath,
    request: TrainerAnswerRequest,
    clock: TurnClockDep,
    session: TransactionDep,
) -> TurnView:
    return service.answer_trainer_session(session, customer_id, session_id, request, clock=clock)


@router.post(
    "/{session_id}/finalize",
    status_code=201,
    response_model=TurnView,
    responses=also_answers(200, TurnView),
)
def finalize(
    customer_id: CustomerIdPath,
    session_id: SessionIdPath,
    request: TrainerFinalizeRequest,
    context: ContextDep,
    clock: TurnClockDep,
    response: Response,
    background: BackgroundTasks,
    session: TransactionDep,
) -> TurnView:
    # The relay to delivery runs as a background task: after the response, so after this
    # transaction's commit; a commit that fails answers an error and queues no relay.
    view, created = service.finalize_trainer_session(
        session, customer_id, session_id, request.triple, clock=clock
    )
    response.status_code = 201 if created else 200
    if created:
        background.add_task(context.relay_customer, customer_id)
    return view
