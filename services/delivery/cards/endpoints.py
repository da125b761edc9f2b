"""``/v1/cards``: checkin submits adaptive operator cards; operators read their state."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Response
from sqlalchemy.orm import Session

from services.delivery.cards import repository
from services.delivery.cards.repository import CardRecord
from services.delivery.cards.schemas import CardSubmission, CardView
from services.delivery.cards.service import submit_card
from services.delivery.context import DeliveryDep
from shared.auth.verify import require_callers
from shared.deps import TransactionDep
from shared.http.responses import also_answers
from shared.problems import Problem

router = APIRouter(prefix="/v1/cards", tags=["cards"])


def card_view(session: Session, card: CardRecord) -> CardView:
    rows = repository.publications(session, card.card_id)
    published = next((row for row in rows if row.state == "published"), None)
    return CardView(
        card_id=card.card_id,
        card_key=card.card_key,
        customer_id=card.customer_id,
        session_id=card.session_id,
        proposal_digest=card.proposal_digest,
        revision=card.revision,
        surface_version=card.surface_version,
        status=card.status,
        decision=card.decision,
        refusal=card.refusal,
        notice_state=card.notice_state,
        menu_state=card.menu_state,
        menu_message_id=card.menu_message_id,
        expires_at=card.expires_at,
        canonical_body=card.canonical_body,
        published_text=published.payload_text if published else None,
        publications=[
            {
                "state": row.state,
                "selected": row.selected,
                "payload_digest": row.payload_digest,
                "recorded_at": row.recorded_at.isoformat(),
            }
            for row in rows
        ],
    )


@router.post(
    "",
    status_code=201,
    response_model=CardView,
    responses=also_answers(200, CardView),
    dependencies=[require_callers("checkin", "operator")],
)
def submit(submission: CardSubmission, context: DeliveryDep, response: Response) -> CardView:
    """Submit a fresh canonical card: 201 new, 200 replay, 409 superseded/conflict, 422."""
    card, created = submit_card(context, submission)
    response.status_code = 201 if created else 200
    with context.runtime.database.transaction() as session:
        fresh = repository.get(session, card.card_id)
        assert fresh is not None
        return card_view(session, fresh)


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
