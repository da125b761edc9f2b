"""A week's nutrition proposal, from delivery's scheduler to Richard's 승인/보류 in Telegram and
back into checkin - across checkin, delivery, the gateway and the fake Telegram Bot API, all
over real HTTP on one pilot clock and one real Postgres.

The scheduler's tick asks checkin for the week's proposals; checkin's outbox brings the card
to delivery, which sends Richard its menu; he opens it and decides. His decision travels to
checkin through delivery's outbox (ADR 0053): an approval changes the targets from the next
KST day and brings the customer's notice back to delivery as a draft that still waits for
his approval; a hold changes nothing; a decision checkin refuses (a newer revision came
first) marks his card and tells him once, and changes nothing. The test client plays the
gateway (forwarding presses verbatim) and Richard's operator tools (a tick or a relay pass
now instead of the timers).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from services.checkin.cards.rules import card_key
from services.delivery.cards import service as card_service
from services.delivery.cards.rules import card_id_for
from services.delivery.cards.texts import menu_text, refused_notice_text
from shared.clock import ManualClock
from tests.checkin import nutrition_support as ns
from tests.checkin.flows import kst_noon
from tests.integration.stack import (
    CUSTOMER_CHAT,
    CUSTOMER_ID,
    OWNER,
    OWNER_CHAT,
    Stack,
    ok,
)

pytestmark = pytest.mark.slow
REPORT_DAY = ns.REPORT_DAY[2]  # Friday of week 2: the weekly task and the weekly run are due
NUTRITION = f"/v1/customers/{CUSTOMER_ID}/nutrition"
# A stalled cut (fat_loss plan): the week's proposal lowers the calorie target.
WEEK_1 = [80.0, 80.1, 79.9, 80.0, 80.0]
WEEK_2 = [80.0, 79.9, 80.0, 79.9, 80.0]


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(kst_noon(REPORT_DAY))


def _two_weeks_and_the_tick(stack: Stack) -> dict[str, Any]:
    """Weigh-ins of weeks 1-2 and a calorie baseline, then the scheduler's tick: the card's
    menu reaches Richard. Answers the week's proposal as checkin stored it."""
    checkin = stack.to_checkin("operator")
    ok(checkin.put(f"{NUTRITION}/policy", json={"baseline_kcal": 2200}))
    ns.record_week(stack.checkin, ns.WEEK_1, WEEK_1)
    ns.record_week(stack.checkin, ns.WEEK_2, WEEK_2)
    tick = ok(
        stack.to_delivery("operator").post(
            "/v1/scheduler/tick", json={"kst_date": REPORT_DAY.isoformat()}
        )
    )
    assert (tick["weekly_run"], tick["drafted"]) == ("ran", [f"weekly:{CUSTOMER_ID}:2"])
    (stored,) = ok(checkin.get(f"{NUTRITION}/proposals"))
    assert (stored["proposal"]["decision"], stored["decision"]) == ("decrease", None)
    # the weekly summary's draft events first, so each relay pass below is about the card
    ok(stack.to_delivery("operator").post("/v1/outbox/relay"))
    return stored


def _press(stack: Stack, callback: str, message_id: int | None = None) -> dict[str, Any]:
    press = {**OWNER, "callback_data": callback, "message_id": message_id}
    answer: dict[str, Any] = ok(
        stack.to_delivery("gateway").post("/v1/operator/actions", json=press)
    )
    return answer


def _open_the_card(stack: Stack) -> dict[str, str]:
    """Richard opens the menu into the card; answers its buttons by label."""
    (menu,) = [
        m for m in stack.telegram.bot_messages(OWNER_CHAT) if m.text == menu_text(CUSTOMER_ID)
    ]
    ((open_button,),) = menu.buttons()
    assert _press(stack, open_button["callback_data"], menu.message_id)["outcome"] == "published"
    (card,) = [
        m for m in stack.telegram.bot_messages(OWNER_CHAT) if m.message_id == menu.message_id
    ]
    assert card.text.endswith("고객에게는 아직 전달되지 않았습니다.")
    return {b["text"]: b["callback_data"] for row in card.buttons() for b in row}


def _relay(stack: Stack) -> dict[str, int]:
    report: dict[str, int] = ok(stack.to_delivery("operator").post("/v1/outbox/relay"))
    return report


def _decision_rows(stack: Stack) -> list[tuple[str, int, int | None]]:
    """Delivery's outbox rows of Richard's decisions: (status, attempts, checkin's answer)."""
    rows = ok(stack.to_delivery("operator").get("/v1/outbox"))
    return [
        (row["status"], row["attempts"], row["last_status"])
        for row in rows
        if row["target"] == "nutrition_decision"
    ]


def _decided_events(stack: Stack) -> list[dict[str, Any]]:
    events = ok(stack.to_checkin("operator").get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]
    return [e for e in events if e["event_type"] == "nutrition_proposal_decided"]


def _targets(stack: Stack, day: Any) -> dict[str, Any]:
    view: dict[str, Any] = ok(
        stack.to_checkin("operator").get(
            f"{NUTRITION}/targets", params={"kst_date": day.isoformat()}
        )
    )
    return view


def _adaptive_drafts(stack: Stack) -> list[dict[str, Any]]:
    operator = stack.to_delivery("operator")
    summaries = ok(operator.get("/v1/drafts", params={"customer_id": CUSTOMER_ID}))
    drafts = [ok(operator.get(f"/v1/drafts/{s['draft_id']}")) for s in summaries]
    return [d for d in drafts if d["kind"] == "adaptive"]


def test_an_approved_card_changes_the_targets_from_tomorrow_and_drafts_the_customer_notice(
    stack,
):
    stored = _two_weeks_and_the_tick(stack)
    proposal = stored["proposal"]
    buttons = _open_the_card(stack)
    assert buttons["승인"] == f"nut:{proposal['proposal_id']}:r1:approve"
    assert _press(stack, buttons["승인"]) == {
        "handled": True,
        "outcome": "approve",
        "answer_text": "승인을 기록했습니다. 고객에게 보낼 안내는 초안으로 따로 검토합니다.",
    }
    assert _decided_events(stack) == []  # it travels through the outbox, not the press
    assert _relay(stack)["acknowledged"] == 1
    (decided,) = _decided_events(stack)
    tomorrow = REPORT_DAY + timedelta(days=1)
    assert (decided["payload"]["decision"], decided["payload"]["effective_from"]) == (
        "approve",
        tomorrow.isoformat(),
    )
    # the new targets hold from the next KST day, not today
    recommended = proposal["recommended_targets"]
    assert recommended["energy"]["value"] != proposal["current_targets"]["energy"]["value"]
    assert _targets(stack, REPORT_DAY)["active"]["source"] == "policy_baseline"
    active = _targets(stack, tomorrow)["active"]
    assert (active["source"], active["targets"], active["effective_from"]) == (
        "approved_proposal",
        recommended,
        tomorrow.isoformat(),
    )
    # the customer's notice is a draft in delivery that still waits for Richard's approval
    (draft,) = _adaptive_drafts(stack)
    assert (draft["audience"], draft["status"], draft["held"]) == ("customer", "pending", False)
    assert draft["text"].startswith("[영양 목표 안내]\n")
    (review,) = [m for m in stack.telegram.bot_messages(OWNER_CHAT) if draft["text"] in m.text]
    assert review.text.startswith("[검토 요청] 고객에게 보낼 초안입니다")
    assert stack.telegram.bot_messages(CUSTOMER_CHAT) == []
    # a second press, another relay pass: nothing is sent or decided twice
    _relay(stack)  # the notice draft's own draft_created event
    assert _press(stack, buttons["승인"])["outcome"] == "approve"
    assert _press(stack, buttons["보류"])["outcome"] == "approve"
    assert _relay(stack)["acknowledged"] == 0
    assert _decision_rows(stack) == [("acknowledged", 1, 201)]
    assert len(_decided_events(stack)) == 1
    assert len(_adaptive_drafts(stack)) == 1
    assert len(_targets(stack, tomorrow)["history"]) == 1


def test_a_held_card_changes_no_targets_and_drafts_nothing(stack):
    stored = _two_weeks_and_the_tick(stack)
    buttons = _open_the_card(stack)
    assert (
        _press(stack, buttons["보류"])["answer_text"]
        == "보류를 기록했습니다. 목표는 바뀌지 않습니다."
    )
    assert _relay(stack)["acknowledged"] == 1
    (decided,) = _decided_events(stack)
    assert (decided["payload"]["decision"], decided["payload"]["effective_from"]) == ("hold", None)
    (again,) = ok(stack.to_checkin("operator").get(f"{NUTRITION}/proposals"))
    assert again["decision"]["event_id"] == decided["event_id"]
    tomorrow = _targets(stack, REPORT_DAY + timedelta(days=1))
    assert (tomorrow["active"]["targets"], tomorrow["history"]) == (
        stored["proposal"]["current_targets"],
        [],
    )
    assert _adaptive_drafts(stack) == []
    assert stack.telegram.bot_messages(CUSTOMER_CHAT) == []


def test_a_decision_made_while_checkin_is_down_reaches_it_once_it_is_back(stack, clock):
    _two_weeks_and_the_tick(stack)
    buttons = _open_the_card(stack)
    stack.stop_checkin()
    # Richard's press needs only delivery: recorded and queued
    assert _press(stack, buttons["승인"])["outcome"] == "approve"
    assert _relay(stack)["retried"] == 1
    (queued,) = ok(stack.to_delivery("operator").get("/v1/outbox", params={"status": "pending"}))
    assert (queued["target"], queued["attempts"], queued["last_status"]) == (
        "nutrition_decision",
        1,
        None,
    )
    stack.start_checkin()
    clock.advance(timedelta(seconds=2))  # past the first backoff
    assert _relay(stack)["acknowledged"] == 1
    (decided,) = _decided_events(stack)
    assert decided["payload"]["decision"] == "approve"
    assert len(_adaptive_drafts(stack)) == 1
    # later passes post it no more
    clock.advance(timedelta(minutes=10))
    _relay(stack)
    assert _decision_rows(stack) == [("acknowledged", 2, 201)]
    assert len(_decided_events(stack)) == 1
    assert len(_adaptive_drafts(stack)) == 1


def test_a_decision_checkin_refuses_marks_the_card_tells_richard_once_and_changes_nothing(stack):
    stored = _two_weeks_and_the_tick(stack)
    proposal = stored["proposal"]
    buttons = _open_the_card(stack)
    assert _press(stack, buttons["승인"])["outcome"] == "approve"
    # before the relay delivers it, the week is computed again under a changed policy:
    # revision 2 (and its card) supersede the revision Richard approved
    checkin = stack.to_checkin("operator")
    ok(checkin.put(f"{NUTRITION}/policy", json={"baseline_kcal": 2300}))
    newer = ok(checkin.post(f"{NUTRITION}/proposals", json={"week_index": 2}))
    assert newer["proposal"]["revision"] == 2
    before = stack.telegram.bot_messages(OWNER_CHAT)
    assert [m.text for m in before].count(menu_text(CUSTOMER_ID)) == 1  # revision 2's menu

    assert _relay(stack)["conflicts"] == 1
    assert _decision_rows(stack) == [("conflict", 1, 409)]
    card_id = card_id_for(card_key(CUSTOMER_ID, proposal["proposal_id"], 1))
    card = ok(stack.to_delivery("operator").get(f"/v1/cards/{card_id}"))
    assert (card["status"], card["decision"], card["refusal"], card["notice_state"]) == (
        "decision-refused",
        "approve",
        "revision-superseded",
        "sent",
    )
    (notice,) = stack.telegram.bot_messages(OWNER_CHAT)[len(before) :]
    assert notice.text == refused_notice_text(CUSTOMER_ID, 1, "approve", "revision-superseded")
    assert notice.buttons() == []
    # another pass tells him nothing twice
    _relay(stack)
    assert len(stack.telegram.bot_messages(OWNER_CHAT)) == len(before) + 1
    assert _decision_rows(stack) == [("conflict", 1, 409)]
    # nothing took effect: no decision, no target change, no customer draft, nothing sent
    assert _decided_events(stack) == []
    tomorrow = _targets(stack, REPORT_DAY + timedelta(days=1))
    assert (tomorrow["active"]["source"], tomorrow["history"]) == ("policy_baseline", [])
    assert _adaptive_drafts(stack) == []
    assert stack.telegram.bot_messages(CUSTOMER_CHAT) == []


def test_a_registry_change_between_the_cards_authority_read_and_its_pin_refuses_the_decision(
    stack, monkeypatch
):
    """Delivery reads the registry over HTTP, then takes the card's row lock: a change in
    between is not seen when the card is pinned and shown. The decision carries the
    revision the card was validated against, and checkin refuses it at its commit."""
    stored = _two_weeks_and_the_tick(stack)
    read_authority = card_service._destinations

    def read_then_the_registry_changes(context, customer_id):
        live = read_authority(context, customer_id)
        monkeypatch.setattr(card_service, "_destinations", read_authority)  # once
        # A new owner takes over after delivery's read, before its row lock.
        new_owner = {"user_id": 700777, "chat_id": 700777, "topic_id": None}
        ok(stack.to_checkin("operator").put("/v1/admin/owner", json={"owner": new_owner}))
        return live

    monkeypatch.setattr(card_service, "_destinations", read_then_the_registry_changes)
    buttons = _open_the_card(stack)  # pinned and published against the stale read
    assert _press(stack, buttons["보류"])["outcome"] == "hold"
    assert _relay(stack)["conflicts"] == 1
    assert _decision_rows(stack) == [("conflict", 1, 409)]
    card_id = card_id_for(card_key(CUSTOMER_ID, stored["proposal"]["proposal_id"], 1))
    card = ok(stack.to_delivery("operator").get(f"/v1/cards/{card_id}"))
    assert (card["status"], card["decision"], card["refusal"]) == (
        "decision-refused",
        "hold",
        "registry-revision-stale",
    )
    assert _decided_events(stack) == []
    assert stack.telegram.bot_messages(CUSTOMER_CHAT) == []
