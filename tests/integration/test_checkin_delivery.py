"""One product: a check-in finalized through checkin's turn API, reviewed and approved by
Richard in Telegram, delivered once - across checkin, delivery, the gateway and the fake
Telegram Bot API, all over real HTTP on one pilot clock.

The test client plays two parts only: the gateway (it drives checkin's turn API and forwards
Richard's button press verbatim to delivery's ``POST /v1/operator/actions``) and Richard's
operator tools (to run a relay pass now instead of waiting for the timers).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from tests.checkin.flows import F_NORMAL_1, TRAINER_NORMAL, run_checkin, run_trainer
from tests.integration.stack import (
    CUSTOMER_CHAT,
    CUSTOMER_ID,
    OWNER,
    OWNER_CHAT,
    TRAINER,
    TRAINER_CHAT,
    TRAINER_TOPIC,
    Stack,
    ok,
    running_stack,
    wait_for,
)

pytestmark = pytest.mark.slow


def delivery_drafts(stack: Stack) -> list[dict[str, Any]]:
    operator = stack.to_delivery("operator")
    summaries = ok(operator.get("/v1/drafts", params={"customer_id": CUSTOMER_ID}))
    return [ok(operator.get(f"/v1/drafts/{s['draft_id']}")) for s in summaries]


def checkin_events(stack: Stack) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = ok(
        stack.to_checkin("operator").get(f"/v1/customers/{CUSTOMER_ID}/events")
    )["events"]
    return events


def test_a_normal_check_in_is_reviewed_approved_in_telegram_and_delivered_once(stack):
    as_gateway = stack.to_checkin("gateway")
    run = run_checkin(as_gateway, CUSTOMER_ID, F_NORMAL_1)
    assert run.final["outcome"] == "short"
    # checkin's outbox relays the draft to delivery right after the finalize
    (draft,) = wait_for(lambda: delivery_drafts(stack))
    (queued,) = ok(stack.to_checkin("operator").get(f"/v1/customers/{CUSTOMER_ID}/drafts"))
    body = queued["submission"]["canonical_text"]
    assert (draft["status"], draft["kind"], draft["text"]) == ("pending", "daily", body)
    # Richard gets the review message with the exact body, and nothing reached the customer
    (review,) = wait_for(lambda: stack.telegram.bot_messages(OWNER_CHAT))
    assert body in review.text
    approve, _, _ = (b["callback_data"] for b in review.buttons()[0])
    assert approve == f"draft:{draft['draft_id']}:1:approve"
    assert stack.telegram.bot_messages(CUSTOMER_CHAT) == []
    # the gateway forwards Richard's press verbatim
    press = {**OWNER, "callback_data": approve, "message_id": review.message_id}
    answer = ok(stack.to_delivery("gateway").post("/v1/operator/actions", json=press))
    assert answer == {
        "handled": True,
        "outcome": "sent",
        "answer_text": "승인했습니다. 고객에게 보냈습니다.",
    }
    (message,) = stack.telegram.bot_messages(CUSTOMER_CHAT)
    assert message.text.encode("utf-8") == body.encode("utf-8")
    # the draft's steps reach checkin's stream through delivery's outbox
    assert ok(stack.to_delivery("operator").post("/v1/outbox/relay"))["acknowledged"] == 3
    events = checkin_events(stack)
    assert [e["event_type"] for e in events] == [
        "checkin",
        "draft_created",
        "draft_approved",
        "draft_sent",
    ]
    sent = events[-1]["payload"]
    assert (sent["text"], sent["approved_revision"], sent["delivery_message_id"]) == (
        body,
        1,
        message.message_id,
    )
    # pressing again, or relaying again, changes nothing and sends nothing
    again = ok(stack.to_delivery("gateway").post("/v1/operator/actions", json=press))
    assert again["outcome"] == "already-sent"
    assert ok(stack.to_delivery("operator").post("/v1/outbox/relay"))["acknowledged"] == 0
    assert ok(stack.to_checkin("operator").post("/v1/outbox/relay"))["acknowledged"] == 0
    assert len(stack.telegram.bot_messages(CUSTOMER_CHAT)) == 1
    assert len(checkin_events(stack)) == 4


def test_a_safety_held_check_in_only_gives_richard_the_notice(stack):
    as_gateway = stack.to_checkin("gateway")
    answers = {**F_NORMAL_1, "Q-NOTE": "운동하다가 가슴이 너무 아파요"}
    assert run_checkin(as_gateway, CUSTOMER_ID, answers).final["outcome"] == "held"
    (draft,) = wait_for(lambda: delivery_drafts(stack))
    assert (draft["held"], draft["audience"], draft["status"]) == (True, "owner", "held")
    # delivery rendered Richard's notice from the typed reasons and sent it, without buttons
    (notice,) = wait_for(lambda: stack.telegram.bot_messages(OWNER_CHAT))
    assert notice.text == draft["text"] and notice.buttons() == []
    assert notice.text.startswith("[긴급 보류 알림] 고객에게 보내지 않았습니다")
    assert "- S1 응급 징후(가슴 통증) · 고객 체크인 · 메모: " in notice.text
    assert "즉시 119에 연락하거나 가까운 응급실을 찾도록 안내하고" in notice.text
    # after the reasons and guidance, the words that caused the hold, verbatim
    assert notice.text.endswith(
        "고객에게 보낼 내용은 직접 확인한 뒤 정해 주십시오.\n"
        "\n"
        f"고객이 쓴 글 · {draft['source_texts'][0]['kst_date']} "
        "(원문 그대로이며 고객에게 보내지 않습니다.)\n"
        "〈메모〉\n"
        "운동하다가 가슴이 너무 아파요"
    )
    # it can never be approved for the customer, by API or by a forged button press
    refused = stack.to_delivery("operator").post(
        f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True}
    )
    assert refused.status_code == 409
    forged = {**OWNER, "callback_data": f"draft:{draft['draft_id']}:1:approve"}
    assert not ok(stack.to_delivery("gateway").post("/v1/operator/actions", json=forged))["handled"]
    # zero customer sends, anywhere
    customer_chat = str(CUSTOMER_CHAT)
    sends = stack.telegram.calls("sendMessage")
    assert [c for c in sends if str(c.params.get("chat_id")) == customer_chat] == []
    assert stack.telegram.bot_messages(TRAINER_CHAT, TRAINER_TOPIC) == []


def test_a_delivery_outage_during_finalize_is_recovered_by_checkins_relay_once(
    database, tmp_path, clock
):
    with running_stack(database, tmp_path, clock, with_delivery=False) as stack:
        checkin_operator = stack.to_checkin("operator")
        run = run_checkin(stack.to_checkin("gateway"), CUSTOMER_ID, F_NORMAL_1)
        assert run.final["status"] == "finalized"  # the customer is not bothered by it

        def relay_state() -> tuple[str, int] | None:
            (queued,) = ok(checkin_operator.get(f"/v1/customers/{CUSTOMER_ID}/drafts"))
            return (queued["relay_status"], queued["attempts"]) if queued["attempts"] else None

        assert wait_for(relay_state) == ("pending", 1)  # delivery was not listening
        stack.start_delivery()
        clock.advance(timedelta(seconds=2))  # past the first backoff
        assert ok(checkin_operator.post("/v1/outbox/relay"))["acknowledged"] == 1
        (draft,) = delivery_drafts(stack)
        (review,) = wait_for(lambda: stack.telegram.bot_messages(OWNER_CHAT))
        assert draft["text"] in review.text
        # later passes post nothing again: one draft, one review
        clock.advance(timedelta(minutes=10))
        assert ok(checkin_operator.post("/v1/outbox/relay"))["acknowledged"] == 0
        assert len(delivery_drafts(stack)) == 1
        assert len(stack.telegram.bot_messages(OWNER_CHAT)) == 1
        assert stack.telegram.bot_messages(CUSTOMER_CHAT) == []
        (queued,) = ok(checkin_operator.get(f"/v1/customers/{CUSTOMER_ID}/drafts"))
        assert (queued["relay_status"], queued["attempts"], queued["last_status"]) == (
            "acknowledged",
            2,
            201,
        )


def test_trainer_pain_after_the_check_in_replaces_the_waiting_short_draft(stack):
    run = run_checkin(stack.to_checkin("gateway"), CUSTOMER_ID, F_NORMAL_1)
    assert run.final["outcome"] == "short"
    (original,) = wait_for(lambda: delivery_drafts(stack))
    (old_review,) = wait_for(lambda: stack.telegram.bot_messages(OWNER_CHAT))
    # the trainer records pain after the customer's check-in, the same KST day
    answers = {**TRAINER_NORMAL, "Q-T-PAIN": "yes", "Q-T-PAIN-NOTE": "none"}
    trainer_run = run_trainer(stack.to_checkin("gateway"), CUSTOMER_ID, answers, triple=TRAINER)
    assert trainer_run.final["outcome"] == "recorded"

    def two_drafts() -> list[dict[str, Any]] | None:
        drafts = delivery_drafts(stack)
        return drafts if len(drafts) == 2 else None

    by_id = {draft["draft_id"]: draft for draft in wait_for(two_drafts)}
    retired = by_id.pop(original["draft_id"])
    (revision,) = by_id.values()
    assert (retired["status"], retired["replaced_by_draft_id"]) == (
        "discarded",
        revision["draft_id"],
    )
    assert (revision["status"], revision["replaces_draft_id"]) == (
        "pending",
        original["draft_id"],
    )
    assert revision["text"].endswith("\n\n확인한 변화\n- 트레이너 기록: 수업 중 통증 있음")
    assert trainer_run.final["event_id"] in [e["event_id"] for e in revision["evidence"]]
    # Richard's new review says the day's draft changed; the old buttons answer so
    _, new_review = wait_for(
        lambda: (reviews := stack.telegram.bot_messages(OWNER_CHAT))[1:] and reviews
    )
    assert (
        "트레이너 기록이 들어와 같은 날 초안을 상세 초안으로 바꿨습니다. "
        "이전 초안은 보내지 않습니다."
    ) in new_review.text
    old_approve = old_review.buttons()[0][0]["callback_data"]
    press = {**OWNER, "callback_data": old_approve, "message_id": old_review.message_id}
    refused = ok(stack.to_delivery("gateway").post("/v1/operator/actions", json=press))
    assert (refused["handled"], refused["outcome"]) == (False, "draft-replaced")
    assert stack.telegram.bot_messages(CUSTOMER_CHAT) == []
    # the stream has each draft's draft_created once; a relay pass again adds nothing
    assert ok(stack.to_delivery("operator").post("/v1/outbox/relay"))["acknowledged"] == 2
    assert ok(stack.to_checkin("operator").post("/v1/outbox/relay"))["acknowledged"] == 0
    assert [e["event_type"] for e in checkin_events(stack)] == [
        "checkin",
        "trainer_session_record",
        "draft_created",
        "draft_created",
    ]
