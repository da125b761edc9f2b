"""``/v1/presentations``: selected-or-canonical presentations and the caller's outcome report."""

from typing import Annotated

from fastapi import APIRouter, Depends, Path, Request

from services.expression.presentations.workflow import PresentationCoordinator
from shared.auth.verify import require_callers
from shared.contracts.presentation import (
    OutcomeReceipt,
    OutcomeReport,
    PresentationCandidate,
    PresentationRequest,
)
from shared.deps import TransactionDep

router = APIRouter(
    prefix="/v1/presentations",
    tags=["presentations"],
    dependencies=[require_callers("checkin", "delivery")],
)


async def get_coordinator(request: Request) -> PresentationCoordinator:
    coordinator: PresentationCoordinator = request.app.state.coordinator
    return coordinator


CoordinatorDep = Annotated[PresentationCoordinator, Depends(get_coordinator)]
AttemptId = Annotated[str, Path(pattern=r"^[0-9a-f]{32}$")]


@router.post("")
def create_presentation(
    body: PresentationRequest, coordinator: CoordinatorDep
) -> PresentationCandidate:
    """The selected text (enabled mode, validated) or the exact canonical bytes."""
    return coordinator.present(body)


@router.post("/{attempt_id}/outcome")
def report_outcome(
    attempt_id: AttemptId,
    body: OutcomeReport,
    coordinator: CoordinatorDep,
    session: TransactionDep,
) -> OutcomeReceipt:
    """Record ``selected`` with the caller's durable write, or its failure; once.

    The same outcome again is a 200 no-op (``recorded: false``); another outcome is a 409
    naming the one the journal holds - never an overwrite. One transaction
    (``TransactionDep``): committed before the answer is sent.
    """
    answer = coordinator.report(session, attempt_id, body)
    return OutcomeReceipt(
        attempt_id=attempt_id, outcome=body.outcome, recorded=answer.result == "recorded"
    )
