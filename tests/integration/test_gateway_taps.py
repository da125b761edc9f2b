"""One signed call to checkin per customer tap on the common path (issue 18).

Counted at checkin itself: every signed request leaves exactly one row in its replay-nonce
table, so the gateway's calls per update are the new ``gateway`` rows. Before the tap route
an answer cost four (resolve, destinations, current, answers).
"""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import text

from tests.checkin import factories
from tests.integration.chat import Chat
from tests.integration.stack import CUSTOMER_ID, Stack, ok

pytestmark = pytest.mark.slow
SLEEP_QUALITY = "수면 만족도는 5점 중 몇 점입니까?"
READINESS = "오늘 컨디션은 5점 중 몇 점입니까?"


def _customer(stack: Stack) -> Chat:
    who: dict[str, Any] = factories.CUSTOMER
    return Chat(stack.telegram, stack.secrets, stack.gateway, **who)


def _calls_from_gateway(stack: Stack) -> int:
    url = stack.database.owner_url("checkin")
    with stack.database.engine(url) as engine, engine.connect() as connection:
        return int(
            connection.execute(
                text(
                    "SELECT count(*) FROM checkin.service_request_nonce WHERE caller_id = 'gateway'"
                )
            ).scalar_one()
        )


def _answered(stack: Stack) -> Any:
    path = f"/v1/customers/{CUSTOMER_ID}/checkins/current"
    return ok(stack.to_checkin("operator").get(path))["answered"]


def test_a_typed_answer_and_a_button_answer_each_cost_one_call(stack):
    customer = _customer(stack)
    customer.say("안녕하세요")
    customer.press("consent:agree")
    before = _calls_from_gateway(stack)
    customer.say("7.5")
    assert customer.last().text == SLEEP_QUALITY
    assert _calls_from_gateway(stack) == before + 1
    customer.tap("4")
    assert customer.last().text == READINESS
    assert _calls_from_gateway(stack) == before + 2
    assert _answered(stack) == ["Q-SLEEP-HOURS", "Q-SLEEP-QUALITY"]


def test_a_refused_answer_is_reasked_from_the_same_call(stack):
    customer = _customer(stack)
    customer.say("안녕하세요")
    customer.press("consent:agree")
    before = _calls_from_gateway(stack)
    customer.say("많이 잤어요")
    assert customer.last().text.startswith("수면 시간은 0부터 24까지의 숫자로 적어 주십시오.")
    assert _calls_from_gateway(stack) == before + 1
    assert _answered(stack) == []


def test_the_next_question_does_not_wait_for_the_press_s_callback_answer(stack):
    """A press's callback answer only ends the button's spinner; the next question was sent
    only after it came back - one Telegram round trip in front of every tap's reply. Now it
    travels beside the turn (ADR 0097); the update still ends only once it is answered."""
    customer = _customer(stack)
    customer.say("안녕하세요")
    customer.press("consent:agree")
    customer.say("7.5")
    assert customer.last().text == SLEEP_QUALITY
    # Telegram slow to take the answer; long enough that a loaded CI machine's scheduling
    # delay (a second has been seen on one round trip) cannot blur the two orders.
    stack.telegram.delay("answerCallbackQuery", 3.0)
    answered = len(stack.telegram.calls("answerCallbackQuery"))
    customer.tap("4")  # the webhook answers once the whole update is done
    (answer,) = stack.telegram.calls("answerCallbackQuery")[answered:]
    question = customer.last()
    assert question.text == READINESS
    assert question.sent_call_at is not None
    assert question.sent_call_at - answer.monotonic < 2.0  # not after the 3 s answer
    assert answer.params.get("text") is None
    assert _answered(stack) == ["Q-SLEEP-HOURS", "Q-SLEEP-QUALITY"]
