"""Forged button presses against a real pending draft: through Telegram (the gateway, real
checkin and delivery on the fake Bot API) and straight at delivery as the gateway would
forward them. Only Richard's exact triple pressing the exact data of the draft's current
revision may approve; every forgery is refused, the draft stays pending and the customer
receives nothing. (The customer pressing Richard's approve data is proved in
tests/integration/test_gateway_conversations.py.)
"""

from __future__ import annotations

from typing import Any

import pytest

from services.gateway.conversations import texts
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from tests.checkin import factories
from tests.integration.chat import Chat
from tests.integration.stack import ok, wait_for
from tests.integration.test_gateway_conversations import _answer_normal_day, _consent

pytestmark = pytest.mark.slow
APPROVED = "승인했습니다. 고객에게 보냈습니다."


def _chat(stack, who) -> Chat:
    return Chat(stack.telegram, stack.secrets, stack.gateway, **who)


def _pending_review(stack):
    customer = _chat(stack, factories.CUSTOMER)
    owner = _chat(stack, factories.OWNER)
    _consent(customer)
    _answer_normal_day(customer)
    review = wait_for(lambda: owner.messages())[-1]
    approve = review.buttons()[0][0]["callback_data"]
    assert approve.startswith("draft:") and approve.endswith(":1:approve")
    return customer, owner, review, approve


def _drafts(stack):
    return ok(stack.to_delivery("operator").get("/v1/drafts"))


def test_forged_presses_through_telegram_are_refused_and_send_nothing(stack):
    customer, owner, review, approve = _pending_review(stack)
    sent_before = len(customer.messages())
    draft_id = approve.split(":")[1]
    answered = len(stack.telegram.calls("answerCallbackQuery"))
    # A stranger and the trainer press Richard's exact data in their own chats.
    stranger = Chat(stack.telegram, stack.secrets, stack.gateway, user_id=31337, chat_id=31337)
    stack.telegram.state.bot_sends(chat_id=31337, topic_id=None, text="예전", reply_markup=None)
    stranger.press(approve)
    trainer = _chat(stack, factories.TRAINER)
    trainer.say("/record")
    trainer.press(approve)
    # Richard's own triple with data he was never shown.
    forged = [
        approve.replace(":1:", ":2:"),  # a revision that does not exist
        approve.replace(draft_id, "0" * len(draft_id)),  # another draft
        approve.replace(draft_id, "../" + draft_id)[:64],
        f"draft:{draft_id}:1:approve:extra",
        f"draft:{draft_id}:1:send",
        "draft:" + "9" * 58,
        "card:0:open",
        "nut:x:r1:approve",
        "wd:ok:" + "0" * 16,
        "\u202eevorppa:1:" + draft_id[:20],
    ]
    for data in forged:
        owner.press(data, review)
    answers = stack.telegram.calls("answerCallbackQuery")[answered:]
    assert len(answers) == 2 + len(forged)
    assert all(call.params.get("text") != APPROVED for call in answers)
    assert answers[0].params.get("text") == UNKNOWN_SENDER_REPLY
    assert answers[1].params.get("text") == texts.UNKNOWN_BUTTON
    assert [d["status"] for d in _drafts(stack)] == ["pending"]
    assert len(customer.messages()) == sent_before
    # and the real press still works, once
    owner.press(approve, review)
    assert owner.callback_answers()[-1] == APPROVED
    assert len(customer.messages()) == sent_before + 1


# Presses the gateway would forward for anyone but Richard's exact triple.
FORWARDED_PRESSERS: dict[str, dict[str, Any]] = {
    "customer": {
        "user_id": factories.CUSTOMER["user_id"],
        "chat_id": factories.CUSTOMER["chat_id"],
    },
    "trainer": {
        "user_id": factories.TRAINER["user_id"],
        "chat_id": factories.TRAINER["chat_id"],
        "topic_id": factories.TRAINER["topic_id"],
    },
    "owner-elsewhere": {
        "user_id": factories.OWNER["user_id"],
        "chat_id": factories.CUSTOMER["chat_id"],
    },
    "stranger-in-owner-chat": {
        "user_id": 31337,
        "chat_id": factories.OWNER["chat_id"],
        "topic_id": factories.OWNER["topic_id"],
    },
}


def test_a_press_forwarded_for_anyone_but_richards_triple_is_refused_by_delivery(stack):
    customer, _, review, approve = _pending_review(stack)
    sent_before = len(customer.messages())
    delivery = stack.to_delivery("gateway")
    for name, presser in FORWARDED_PRESSERS.items():
        answer = ok(
            delivery.post(
                "/v1/operator/actions",
                json={**presser, "callback_data": approve, "message_id": review.message_id},
            )
        )
        assert answer["handled"] is False, (name, answer)
    assert [d["status"] for d in _drafts(stack)] == ["pending"]
    assert len(customer.messages()) == sent_before
