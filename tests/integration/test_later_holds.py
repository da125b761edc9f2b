"""A later safety signal holds the waiting draft until Richard clears it (issue 12, part 4).

Through the real processes over loopback HTTP and the fake Bot API: a normal check-in's
draft waits for Richard; the trainer's record afterwards carries an eating-risk sentence;
the waiting draft can no longer be approved (Telegram button, console and API all refuse)
and Richard got one held notice; only Richard can clear the hold (``/clearhold``), and
after that a draft made later is approvable while the earlier one stays held.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from services.gateway.conversations import texts
from tests.checkin import factories
from tests.checkin.flows import F_NORMAL_1, kst_noon
from tests.delivery.console_support import browser, console_token, csrf, log_in
from tests.integration.chat import Chat
from tests.integration.stack import CUSTOMER_ID, Stack, ok, wait_for

pytestmark = pytest.mark.slow
EATING_RISK = "회원이 3일 굶었다고 함"
HELD_ANSWER = (
    "고객의 안전 신호로 보류된 초안입니다. 사유: S4 섭식 위험. 승인하거나 보낼 수 없습니다."
)


def _chat(stack: Stack, who: dict[str, Any]) -> Chat:
    return Chat(stack.telegram, stack.secrets, stack.gateway, **who)


def _check_in(customer: Chat) -> None:
    for question_id, value in F_NORMAL_1.items():
        if question_id in ("Q-SLEEP-HOURS", "Q-CALORIES", "Q-WEIGHT"):
            customer.say(value)
        else:
            customer.tap(value)


def _latest_review(owner: Chat, after: int) -> Any:
    return wait_for(
        lambda: next((m for m in reversed(owner.messages()[after:]) if m.buttons()), None)
    )


def _stream_types(stack: Stack) -> list[str]:
    events = ok(stack.to_checkin("operator").get(f"/v1/customers/{CUSTOMER_ID}/events"))
    return [event["event_type"] for event in events["events"]]


def test_a_trainer_signal_after_the_check_in_holds_its_draft_until_richard_clears(stack, clock):
    customer = _chat(stack, factories.CUSTOMER)
    trainer = _chat(stack, factories.TRAINER)
    owner = _chat(stack, factories.OWNER)
    delivery = stack.to_delivery("operator")

    customer.say("안녕하세요")
    customer.press("consent:agree")
    _check_in(customer)
    review = _latest_review(owner, 0)
    approve = review.buttons()[0][0]["callback_data"]
    draft_id = approve.split(":")[1]
    owner_before_notice = len(owner.messages())

    trainer.say("수고하셨습니다")
    trainer.press("tr:start")
    for value in ("done", "4", "as_planned", "no"):
        trainer.tap(value)
    trainer.say(EATING_RISK)
    assert trainer.last().text == "수업 기록을 저장했습니다."
    held = wait_for(
        lambda: (d := ok(delivery.get(f"/v1/drafts/{draft_id}")))["status"] == "held" and d
    )
    assert held["held_by_draft_id"] and held["hold_reasons"][0]["rule_id"] == "S4"
    # Richard got exactly one new message: the held notice of the trainer record.
    (notice,) = wait_for(lambda: owner.messages()[owner_before_notice:])
    assert notice.text.startswith("[보류 알림]") and "“3일 굶었다고 함”" in notice.text

    # Telegram button, API and console all refuse; nothing reaches the customer.
    sent_before = len(customer.messages())
    owner.press(approve, review)
    assert owner.callback_answers()[-1] == HELD_ANSWER
    response = delivery.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True})
    assert response.status_code == 409
    assert stack.delivery is not None
    with browser(stack.delivery.base_url) as richard:
        assert log_in(richard, console_token(stack.secrets)).status_code == 303
        page = richard.get(f"/console/drafts/{draft_id}").text
        assert "고객의 안전 신호로 보류된 초안입니다." in page
        refused = richard.post(
            f"/console/drafts/{draft_id}/approve",
            data={"csrf_token": csrf(richard), "revision": "1", "send": "yes"},
        )
        assert refused.headers["location"].endswith("notice=draft-held")
    assert len(customer.messages()) == sent_before

    # Only Richard clears: the customer's and the trainer's /clearhold record nothing.
    customer.say(f"/clearhold {CUSTOMER_ID} 제가 해제할게요")
    trainer.say(f"/clearhold {CUSTOMER_ID} 괜찮습니다")
    assert "safety_hold_cleared" not in _stream_types(stack)
    owner.say("/clearhold")
    assert owner.last().text == texts.CLEARHOLD_USAGE
    owner.say(f"/clearhold {CUSTOMER_ID} 통화로 식사 상태를 확인했습니다")
    assert owner.last().text == texts.clearhold_text("created", CUSTOMER_ID)
    assert _stream_types(stack).count("safety_hold_cleared") == 1
    owner.say(f"/clearhold {CUSTOMER_ID} 한 번 더")
    assert owner.last().text == texts.clearhold_text("not-held", CUSTOMER_ID)

    # The earlier draft stays held; the next day's draft is approvable and sent once.
    owner.press(approve, review)
    assert owner.callback_answers()[-1] == HELD_ANSWER
    clock.set(kst_noon(factories.START + timedelta(days=1)))
    owner_before = len(owner.messages())
    customer.say("/checkin")
    _check_in(customer)
    fresh = _latest_review(owner, owner_before)
    fresh_approve = fresh.buttons()[0][0]["callback_data"]
    owner.press(fresh_approve, fresh)
    assert owner.callback_answers()[-1] == "승인했습니다. 고객에게 보냈습니다."
    fresh_draft = ok(delivery.get(f"/v1/drafts/{fresh_approve.split(':')[1]}"))
    assert customer.last().text == fresh_draft["text"]
    assert ok(delivery.get(f"/v1/drafts/{draft_id}"))["status"] == "held"


SELF_HARM_NOTE = "요즘 그냥 다 내려놓고 사라지고 싶다는 생각만 들어요"


def test_a_self_harm_note_gives_richard_the_crisis_lines_and_the_customer_nothing(stack):
    customer = _chat(stack, factories.CUSTOMER)
    owner = _chat(stack, factories.OWNER)
    delivery = stack.to_delivery("operator")

    customer.say("안녕하세요")
    customer.press("consent:agree")
    for question_id, value in F_NORMAL_1.items():
        if question_id == "Q-NOTE":
            customer.say(SELF_HARM_NOTE)
        elif question_id in ("Q-SLEEP-HOURS", "Q-CALORIES", "Q-WEIGHT"):
            customer.say(value)
        else:
            customer.tap(value)
    sent_to_customer = len(customer.messages())

    (notice,) = wait_for(lambda: [m for m in owner.messages() if "보류 알림" in m.text])
    assert notice.text.startswith("[긴급 보류 알림] 고객에게 보내지 않았습니다")
    assert "- S1 응급 징후(자해·자살 생각) · 고객 체크인 · 메모: " in notice.text
    assert "자살예방상담전화 109" in notice.text and "1577-0199" in notice.text
    assert "오늘 안에 고객에게 직접 연락해 안전을 확인해 주십시오." in notice.text
    # The customer's own words are in the notice, verbatim and marked as theirs.
    assert "고객이 쓴 글" in notice.text and SELF_HARM_NOTE in notice.text
    assert notice.buttons() == []
    # No customer draft exists at all: only Richard's held notice.
    drafts = ok(delivery.get("/v1/drafts", params={"customer_id": CUSTOMER_ID}))
    assert [(d["audience"], d["held"]) for d in drafts] == [("owner", True)]
    assert len(customer.messages()) == sent_to_customer
