"""The customer's withdrawal end to end over real HTTP: the gateway (webhook, fake Telegram),
the real checkin and the real delivery, one clock.

``/withdraw`` (``/탈퇴``) explains and shows 탈퇴 확인 / 취소; cancel changes nothing; confirm
disables the customer with reason ``customer_withdrawal`` (one audited transition) and
Richard gets exactly one notice; a second confirm is "already"; a press from another triple
changes nothing; afterwards a draft Richard approved earlier is not sent and no check-in
starts.
"""

from __future__ import annotations

from typing import Any

import pytest

from services.gateway.conversations import rules, texts
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from services.withdrawal import erase_everywhere
from tests.checkin import factories
from tests.checkin.flows import F_NORMAL_1
from tests.checkin.test_withdrawal_endpoints import NOTICE
from tests.integration.chat import Chat
from tests.integration.stack import CUSTOMER_ID, Stack, ok, wait_for
from tests.integration.test_erasure import _peers

pytestmark = pytest.mark.slow
TAG = rules.triple_tag(800001, 800001, None)  # factories.CUSTOMER
CONFIRM, CANCEL = rules.withdrawal_callbacks(TAG)


def _chat(stack: Stack, who: dict[str, Any]) -> Chat:
    return Chat(stack.telegram, stack.secrets, stack.gateway, **who)


@pytest.fixture
def customer(stack) -> Chat:
    return _chat(stack, factories.CUSTOMER)


@pytest.fixture
def owner(stack) -> Chat:
    return _chat(stack, factories.OWNER)


def _disables(stack: Stack) -> list[dict[str, Any]]:
    path = f"/v1/admin/customers/{CUSTOMER_ID}/transitions"
    return [t for t in ok(stack.to_checkin("operator").get(path)) if t["action"] == "disabled"]


def _enabled(stack: Stack) -> bool:
    path = f"/v1/customers/{CUSTOMER_ID}/destinations"
    return bool(ok(stack.to_checkin("operator").get(path))["enabled"])


def _notices(owner: Chat) -> list[str]:
    return [text for text in owner.texts() if text.startswith("[탈퇴 요청]")]


def test_the_command_explains_and_offers_confirm_and_cancel(stack, customer):
    assert factories.CUSTOMER == {"user_id": 800001, "chat_id": 800001, "topic_id": None}
    for command in ("/withdraw", "/탈퇴"):
        customer.say(command)
        shown = customer.last()
        assert shown.text == texts.WITHDRAW_EXPLANATION
        assert shown.buttons() == [
            [
                {"text": "탈퇴 확인", "callback_data": CONFIRM},
                {"text": "취소", "callback_data": CANCEL},
            ]
        ]
    # asking is not withdrawing: nothing changed
    assert _enabled(stack) and _disables(stack) == []


def test_cancel_changes_nothing(stack, customer, owner):
    customer.say("/withdraw")
    customer.press(CANCEL)
    assert customer.last().text == texts.WITHDRAW_CANCELLED
    assert _enabled(stack) and _disables(stack) == []
    assert owner.messages() == []


def test_confirm_disables_tells_richard_once_and_a_second_confirm_is_already(
    stack, customer, owner
):
    customer.say("/withdraw")
    explanation = customer.last()
    customer.press(CONFIRM, explanation)
    assert customer.last().text == texts.WITHDRAW_DONE
    assert not _enabled(stack)
    (disabled,) = _disables(stack)
    assert (disabled["actor"], disabled["detail"]) == ("gateway", {"reason": "customer_withdrawal"})
    (notice,) = wait_for(lambda: _notices(owner))
    assert notice == NOTICE.replace("2026-12-08 12:00", "2026-12-07 12:00")  # the stack's clock
    # a second confirm (a double tap, the old message): "already", nothing written or sent
    customer.press(CONFIRM, explanation)
    assert customer.callback_answers()[-1] == texts.WITHDRAW_ALREADY
    customer.say("/checkin")
    assert customer.last().text == texts.WITHDRAW_ALREADY
    assert len(_disables(stack)) == 1
    assert _notices(owner) == [notice]
    drafts = ok(stack.to_delivery("operator").get("/v1/drafts", params={"status": "held"}))
    assert [d["kind"] for d in drafts if d["customer_id"] == CUSTOMER_ID] == ["held_notice"]


def _enable_another_customer(stack: Stack) -> Chat:
    """``lee-pilot``, enabled through the same guarded activation, in its own chat."""
    operator = stack.to_checkin("operator")
    lee, lee_trainer = factories.triple(800003), factories.triple(900003, -100900003, 9)
    ok(operator.put("/v1/admin/customers/lee-pilot", json=factories.draft(lee, lee_trainer)))
    consent = {"action": "grant", "provider_terms_checked": True}
    ok(operator.post("/v1/admin/customers/lee-pilot/consent", json=consent))
    evidence = {"checklist_evidence": factories.CHECKLIST_OK}
    ok(operator.post("/v1/admin/customers/lee-pilot/activate", json=evidence))
    return _chat(stack, lee)


def test_a_press_from_another_triple_changes_nothing(stack, customer, owner):
    customer.say("/withdraw")
    # another customer pressing kim's confirm data under a message in their own chat
    lee = _enable_another_customer(stack)
    lee.say("/withdraw")
    assert lee.last().buttons()[0][0]["callback_data"] != CONFIRM
    lee.press(CONFIRM)
    assert lee.callback_answers()[-1] == texts.WITHDRAW_NOT_YOURS
    # Richard pressing it in his chat: not one of his buttons
    owner.say("안녕하세요")
    owner.press(CONFIRM)
    assert owner.callback_answers()[-1] == texts.UNKNOWN_BUTTON
    # the same chat, another user (a group): nobody the registry knows
    stranger = Chat(stack.telegram, stack.secrets, stack.gateway, 800002, 800001)
    stranger.press(CONFIRM, customer.last())
    assert _enabled(stack) and _disables(stack) == []
    lee_state = ok(stack.to_checkin("operator").get("/v1/customers/lee-pilot/destinations"))
    assert lee_state["enabled"] is True
    assert _notices(owner) == []


def test_after_withdrawal_an_approved_draft_is_not_sent_and_no_checkin_starts(
    stack, customer, owner
):
    customer.say("안녕하세요")
    customer.press("consent:agree")
    for question_id, value in F_NORMAL_1.items():
        if question_id in ("Q-SLEEP-HOURS", "Q-CALORIES", "Q-WEIGHT"):
            customer.say(value)
        else:
            customer.tap(value)
    wait_for(lambda: [m for m in owner.messages() if m.buttons()])
    delivery = stack.to_delivery("operator")
    (draft,) = ok(delivery.get("/v1/drafts", params={"status": "pending"}))
    ok(delivery.post(f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1}))
    before = len(customer.messages())
    customer.say("/탈퇴")
    customer.press(CONFIRM)
    assert customer.last().text == texts.WITHDRAW_DONE
    wait_for(lambda: _notices(owner))
    # Richard (or a retry) sends the draft he approved before: delivery refuses, fail closed
    sent = delivery.post(f"/v1/drafts/{draft['draft_id']}/send")
    view = ok(delivery.get(f"/v1/drafts/{draft['draft_id']}"))
    assert [d["state"] for d in view["deliveries"]] == ["abandoned"], sent.text
    assert view["deliveries"][0]["reason"] == "customer-disabled"
    assert [m.text for m in customer.messages()[before:]] == [
        texts.WITHDRAW_EXPLANATION,
        texts.WITHDRAW_DONE,
    ]
    # and the check-in is over: the triple is told "already", checkin refuses a start
    customer.say("7.5")
    assert customer.last().text == texts.WITHDRAW_ALREADY
    started = stack.to_checkin("gateway").post(f"/v1/customers/{CUSTOMER_ID}/checkins", json={})
    assert started.status_code in (403, 409) and "checkin-not-eligible" in started.text


def test_richards_approve_after_the_withdrawal_says_it_was_not_sent(stack, customer, owner):
    customer.say("안녕하세요")
    customer.press("consent:agree")
    for question_id, value in F_NORMAL_1.items():
        if question_id in ("Q-SLEEP-HOURS", "Q-CALORIES", "Q-WEIGHT"):
            customer.say(value)
        else:
            customer.tap(value)
    review = wait_for(lambda: [m for m in owner.messages() if m.buttons()])[-1]
    before = len(customer.messages())
    customer.say("/withdraw")
    customer.press(CONFIRM)
    wait_for(lambda: _notices(owner))
    owner.press(review.buttons()[0][0]["callback_data"], review)
    assert owner.callback_answers()[-1] == (
        "승인했지만 고객이 비활성 상태(탈퇴 요청 등)라 보내지 않았습니다. 이 초안은 고객에게 "
        "가지 않습니다."
    )
    assert [m.text for m in customer.messages()[before:]] == [
        texts.WITHDRAW_EXPLANATION,
        texts.WITHDRAW_DONE,
    ]


def test_the_erasure_command_in_richards_notice_erases_the_withdrawn_customer(
    stack, customer, owner
):
    customer.say("/withdraw")
    customer.press(CONFIRM)
    (notice,) = wait_for(lambda: _notices(owner))
    (command,) = [line for line in notice.splitlines() if line.startswith("dualcoach ")]
    assert command == f"dualcoach admin erase {CUSTOMER_ID} --confirm {CUSTOMER_ID}"
    lines: list[str] = []
    peers = _peers(stack)
    try:
        erase_everywhere(peers, CUSTOMER_ID, confirm=CUSTOMER_ID, echo=lines.append)
    finally:
        peers.close()
    assert lines[-1] == f"{CUSTOMER_ID}: erased in every service"
    # erased: the address is nobody's any more, the bot answers it as a stranger
    customer.say("/withdraw")
    assert customer.last().text == UNKNOWN_SENDER_REPLY
