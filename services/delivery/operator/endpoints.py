"""``POST /v1/operator/actions``: a button Richard pressed in Telegram, from the gateway.

The gateway forwards the exact triple that pressed it; every action re-checks that triple
(cards: against the owner pinned on the card and the live registry; draft reviews: against
the live owner), so a forwarded press from anyone else changes nothing. Callback data in
delivery's ``draft:`` namespace is a draft review button (``reviews.rules``); ``card:<id>:open``
opens a card; a card's ``nut:<proposal>:r<n>:console`` answers with the console path (like a
draft review's 수정); anything else is looked up as a card's own 승인/보류, whose decision
travels to checkin through delivery's outbox.
"""

from __future__ import annotations

from fastapi import APIRouter

from services.delivery.cards import rules
from services.delivery.cards.rules import CardRefusal
from services.delivery.cards.schemas import OperatorAction, OperatorAnswer
from services.delivery.cards.texts import ANSWERS, console_answer
from services.delivery.cards.workflow import card_for_console, decide_card, open_card
from services.delivery.context import DeliveryDep
from services.delivery.operator import review_actions
from services.delivery.peers.checkin import Triple
from services.delivery.reviews import rules as review_rules
from shared.auth.verify import require_callers

router = APIRouter(prefix="/v1/operator", tags=["operator"])


@router.post("/actions", response_model=OperatorAnswer, dependencies=[require_callers("gateway")])
def operator_action(action: OperatorAction, context: DeliveryDep) -> OperatorAnswer:
    # No TransactionDep: most presses are procedures around a peer call (cards.workflow,
    # the delivery workflow); each opens its own transactions.
    operator = {"user_id": action.user_id, "chat_id": action.chat_id, "topic_id": action.topic_id}
    if review_rules.is_review_callback(action.callback_data):
        return review_actions.press(
            context, action.callback_data, Triple.model_validate(operator), action.message_id
        )
    try:
        if rules.parse_open_callback(action.callback_data) is not None:
            outcome = open_card(context, action.callback_data, operator, action.message_id)
            if outcome == "published":
                return OperatorAnswer(handled=True, outcome=outcome, answer_text=ANSWERS[outcome])
            if outcome.startswith("already-"):
                return OperatorAnswer(handled=True, outcome=outcome, answer_text=ANSWERS["already"])
            return OperatorAnswer(handled=True, outcome=outcome, answer_text=ANSWERS["pending"])
        nutrition = rules.parse_nutrition_callback(action.callback_data)
        if nutrition is not None and nutrition.action == "console":
            card = card_for_console(context, action.callback_data, operator)
            return OperatorAnswer(
                handled=True, outcome="console", answer_text=console_answer(card.customer_id)
            )
        _, decision = decide_card(context, action.callback_data, operator)
        return OperatorAnswer(handled=True, outcome=decision, answer_text=ANSWERS[decision])
    except CardRefusal as refusal:
        text = ANSWERS["unknown"] if refusal.status == 404 else ANSWERS["refused"]
        if refusal.slug == "decision-refused":
            text = ANSWERS["decision-refused"]
        return OperatorAnswer(handled=False, outcome=refusal.slug, answer_text=text)
