"""``/v1/cards``: checkin submits adaptive operator cards; operators read their state."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Response

from services.delivery.cards import repository, workflow
from services.delivery.cards.schemas import CardSubmission, CardView
from services.delivery.cards.service import card_view
from services.delivery.context import DeliveryDep
from shared.auth.verify import require_callers
from shared.deps import TransactionDep
from shared.http.responses import also_answers
from shared.problems import Problem

router = APIRouter(prefix="/v1/cards", tags=["cards"])


@router.post(
    "",
    status_code=201,
    response_model=CardView,
    responses=also_answers(200, CardView),
    dependencies=[require_callers("checkin", "operator")],
)
def submit(submission: CardSubmission, context: DeliveryDep, response: Response) -> CardView:
    """Submit a fresh canonical card: 201 new, 200 replay, 409 superseded/conflict, 422."""
    # Several transactions around checkin's registry and the gateway: the workflow opens them.
    view, created = workflow.submit_card(context, submission)
    response.status_code = 201 if created else 200
    return view


@router.get(
    "/{card_id}",
    response_model=CardView,
    dependencies=[require_callers("operator", "diagnostics")],
)
def get_card(
    card_id: Annotated[str, Path(pattern=r"^c-[0-9a-f]{16}$")], session: TransactionDep
) -> CardView:
    card = repository.get(session, card_id)
    if card is None:
        raise Problem(404, "card-not-found", "No such card")
    return card_view(session, card)
