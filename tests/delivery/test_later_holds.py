"""A later safety signal holds every customer draft still waiting (issue 12, part 4).

Real delivery, gateway (fake Bot API) and checkin over loopback HTTP, on Postgres: a held
submission holds the customer's waiting drafts in its own transaction; approval (API,
Telegram review button, console) and the send re-check checkin's safety state, fail closed
when checkin cannot answer, and only drafts created after Richard's clearance go out.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date
from typing import Any

import httpx
import pytest

from services.checkin.safety.rules import classify
from services.delivery.app import create_app
from services.delivery.holds import texts as hold_texts
from services.delivery.ledger import rules as ledger_rules
from services.delivery.sending import workflow as sending
from tests.checkin import factories as checkin_factories
from tests.delivery.checkin_peer import CUSTOMER, OWNER
from tests.delivery.conftest import delivery_settings
from tests.delivery.console_support import browser, console_token, csrf, log_in
from tests.delivery.factories import (
    DAILY_TEXT,
    current_row,
    customer_sends,
    held_submission,
    ok,
    reserve_approved,
    submission,
)
from tests.support.ports import free_ports
from tests.support.servers import ThreadedServer, serve
from tests.support.services import problem, signed_client

OTHER_CUSTOMER = "lee-pilot"
CLEARANCE_ID = "clr-console-0123456789"


def _submit(checkin_caller, body: dict[str, Any] | None = None, status: int = 201) -> Any:
    return ok(checkin_caller.post("/v1/drafts", json=body or submission()), status)


def _press(gateway_caller, callback: str) -> dict[str, Any]:
    body = {**OWNER, "callback_data": callback, "message_id": None}
    answer: dict[str, Any] = ok(gateway_caller.post("/v1/operator/actions", json=body))
    return answer


def _hold_in_checkin(checkin, day: date = date(2026, 12, 8)) -> None:
    """A held check-in stored in checkin (what a real held finalize records)."""
    safety = classify("customer_checkin", [("note", "약 먹고 잤어요")])
    event = checkin_factories.checkin("kim-pilot", day, note="약 먹고 잤어요", safety=safety)
    assert checkin.append_flow(event)["created"] is True


@pytest.fixture
def console(delivery_app) -> Iterator[ThreadedServer]:
    with serve(delivery_app) as server:
        yield server


@pytest.fixture
def richard(console, delivery_secrets) -> Iterator[httpx.Client]:
    with browser(console.base_url) as client:
        assert log_in(client, console_token(delivery_secrets)).status_code == 303
        yield client


# --- propagation -----------------------------------------------------------------------------


def test_a_held_submission_holds_the_customers_waiting_drafts_and_only_theirs(
    checkin_caller, operator, gateway_caller, telegram, richard
):
    pending = _submit(checkin_caller, submission("daily:kim-pilot:2026-12-08"))
    weekly = _submit(checkin_caller, submission("weekly:kim-pilot:1", kind="weekly"))
    approved = _submit(checkin_caller, submission("daily:kim-pilot:2026-12-07"))
    ok(operator.post(f"/v1/drafts/{approved['draft_id']}/approve", json={"revision": 1}))
    other = _submit(
        checkin_caller, submission("daily:lee-pilot:2026-12-08", customer_id=OTHER_CUSTOMER)
    )
    owner_messages_before = len(telegram.bot_messages(OWNER["chat_id"]))

    notice = _submit(checkin_caller, held_submission())

    for waiting in (pending, weekly, approved):
        draft = ok(operator.get(f"/v1/drafts/{waiting['draft_id']}"))
        assert (draft["status"], draft["held"], draft["audience"]) == ("held", True, "customer")
        assert draft["held_by_draft_id"] == notice["draft_id"]
        assert draft["hold_reasons"] == notice["hold_reasons"]
        assert draft["text"] == waiting["text"]  # the text stays for Richard to read
    untouched = ok(operator.get(f"/v1/drafts/{other['draft_id']}"))
    assert (untouched["status"], untouched["held"], untouched["held_by_draft_id"]) == (
        "pending",
        False,
        None,
    )
    # Richard is told once: the held submission's own notice, nothing per held draft.
    new_owner_messages = telegram.bot_messages(OWNER["chat_id"])[owner_messages_before:]
    assert [m.text for m in new_owner_messages] == [notice["text"]]

    # API: approve and send refuse.
    for draft in (pending, approved):
        response = operator.post(
            f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True}
        )
        assert response.status_code == 409 and problem(response)["type"].endswith("draft-held")
    response = operator.post(f"/v1/drafts/{approved['draft_id']}/send")
    assert problem(response)["type"].endswith("draft-held")

    # Telegram: the review button answers why, in Korean, and changes nothing.
    answer = _press(gateway_caller, f"draft:{pending['draft_id']}:1:approve")
    assert answer == {
        "handled": False,
        "outcome": "draft-held",
        "answer_text": (
            "고객의 안전 신호로 보류된 초안입니다. 사유: S2 통증. 승인하거나 보낼 수 없습니다."
        ),
    }

    # Console: the draft page says why; its approve form is refused.
    page = richard.get(f"/console/drafts/{pending['draft_id']}").text
    assert "고객의 안전 신호로 보류된 초안입니다." in page
    assert f'href="/console/drafts/{notice["draft_id"]}"' in page
    assert "S2 통증 · 고객 체크인 · 통증 내용: “무릎이 계속 아픕니다”" in page
    response = richard.post(
        f"/console/drafts/{pending['draft_id']}/approve",
        data={"csrf_token": csrf(richard), "revision": "1", "send": "yes"},
    )
    assert response.headers["location"].endswith("notice=draft-held")
    queue = richard.get("/console").text
    assert queue.count("고객의 안전 신호로 보류된 초안입니다.") == 3
    # Richard may discard a held draft (and create it again later if he still wants it).
    assert 'id="discard-held-form"' in page
    discarded = richard.post(
        f"/console/drafts/{weekly['draft_id']}/discard", data={"csrf_token": csrf(richard)}
    )
    assert discarded.headers["location"].endswith("notice=discarded")
    assert ok(operator.get(f"/v1/drafts/{weekly['draft_id']}"))["status"] == "discarded"
    assert customer_sends(telegram) == []


def test_a_consent_only_hold_does_not_hold_waiting_drafts(checkin_caller, operator):
    pending = _submit(checkin_caller)
    _submit(
        checkin_caller,
        held_submission("held:kim-pilot:consent", hold_reasons=[{"class": "consent_missing"}]),
    )
    assert ok(operator.get(f"/v1/drafts/{pending['draft_id']}"))["status"] == "pending"


def test_a_dispatched_draft_is_the_ledgers_and_is_not_held(
    checkin_caller, operator, telegram, context
):
    draft = _submit(checkin_caller)
    ok(operator.post(f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True}))
    _submit(checkin_caller, held_submission())
    view = ok(operator.get(f"/v1/drafts/{draft['draft_id']}"))
    assert (view["status"], view["held"]) == ("dispatched", False)
    assert len(customer_sends(telegram)) == 1


# --- the re-check against checkin's safety state ---------------------------------------------


def test_approval_is_refused_while_checkin_says_the_customer_is_held(
    checkin_caller, operator, checkin, telegram
):
    draft = _submit(checkin_caller)
    _hold_in_checkin(checkin)
    response = operator.post(
        f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True}
    )
    assert response.status_code == 409
    assert problem(response)["type"].endswith("customer-safety-held")
    assert ok(operator.get(f"/v1/drafts/{draft['draft_id']}"))["status"] == "pending"
    assert customer_sends(telegram) == []


def test_a_send_is_refused_when_the_customer_became_held_after_the_approval(
    checkin_caller, operator, checkin, telegram
):
    draft = _submit(checkin_caller)
    ok(operator.post(f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1}))
    _hold_in_checkin(checkin)
    response = operator.post(f"/v1/drafts/{draft['draft_id']}/send")
    assert problem(response)["type"].endswith("customer-safety-held")
    assert ok(operator.get(f"/v1/drafts/{draft['draft_id']}"))["status"] == "approved"
    assert customer_sends(telegram) == []


def test_a_reserved_delivery_is_abandoned_when_the_customer_became_held(
    checkin_caller, operator, checkin, telegram, context
):
    draft = _submit(checkin_caller)
    ok(operator.post(f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1}))
    reserve_approved(context, draft["draft_id"])
    _hold_in_checkin(checkin)
    delivery_id = ledger_rules.delivery_id_for(draft["draft_id"], "customer_message")
    sending.drive(context, delivery_id)
    row = current_row(context, delivery_id)
    assert (row.state, row.reason) == ("abandoned", "customer-safety-held")
    assert customer_sends(telegram) == []


def test_approval_fails_closed_when_checkin_cannot_answer(
    database, delivery_secrets, gateway, telegram
):
    (closed,) = free_ports(1)
    app = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=gateway.port, checkin_port=closed
        )
    )
    with (
        signed_client(app, "checkin", delivery_secrets) as checkin_caller,
        signed_client(app, "operator", delivery_secrets) as operator,
    ):
        draft = _submit(checkin_caller)
        response = operator.post(
            f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True}
        )
        assert response.status_code == 503
        assert problem(response)["type"].endswith("safety-state-unavailable")
        assert ok(operator.get(f"/v1/drafts/{draft['draft_id']}"))["status"] == "pending"
    assert customer_sends(telegram) == []


# --- Richard's clearance ---------------------------------------------------------------------


def _clear_from_console(richard, clearance_id: str, note: str = "통화로 상태를 확인했습니다"):
    return richard.post(
        "/console/customers/kim-pilot/safety-hold/clear",
        data={"csrf_token": csrf(richard), "clearance_id": clearance_id, "note": note},
    )


def test_only_drafts_created_after_richards_clearance_can_be_approved(
    checkin_caller, operator, checkin, telegram, richard
):
    _hold_in_checkin(checkin)
    before = _submit(checkin_caller, submission("daily:kim-pilot:2026-12-08"))
    page = richard.get("/console/customers/kim-pilot").text
    assert "안전 신호로 보류 중입니다." in page and 'id="clear-hold-form"' in page
    clearance_id = re.search(r'name="clearance_id" value="([^"]+)"', page)
    assert clearance_id is not None

    response = _clear_from_console(richard, clearance_id.group(1))
    assert response.headers["location"].endswith("notice=hold-cleared")
    assert "안전 보류를 해제했습니다." in richard.get(response.headers["location"]).text
    again = _clear_from_console(richard, clearance_id.group(1))  # a resubmitted form
    assert again.headers["location"].endswith("notice=hold-clear-replayed")
    cleared = [e for e in checkin.stream() if e["event_type"] == "safety_hold_cleared"]
    assert len(cleared) == 1
    assert cleared[0]["payload"]["note"] == "통화로 상태를 확인했습니다"

    response = operator.post(
        f"/v1/drafts/{before['draft_id']}/approve", json={"revision": 1, "send": True}
    )
    assert problem(response)["type"].endswith("drafted-before-clearance")
    after = _submit(checkin_caller, submission("daily:kim-pilot:2026-12-09"))
    sent = ok(
        operator.post(f"/v1/drafts/{after['draft_id']}/approve", json={"revision": 1, "send": True})
    )
    assert sent["status"] == "dispatched"
    assert [m.text for m in telegram.bot_messages(CUSTOMER["chat_id"])] == [DAILY_TEXT]


def test_clearing_when_nothing_is_held_says_so_in_korean(richard):
    page = richard.get("/console/customers/kim-pilot").text
    assert "보류된 안전 신호가 없습니다." in page
    response = richard.post(
        "/console/customers/kim-pilot/safety-hold/clear",
        data={"csrf_token": csrf(richard), "clearance_id": CLEARANCE_ID, "note": "메모"},
    )
    assert response.headers["location"].endswith("notice=safety-hold-not-held")
    page = richard.get(response.headers["location"]).text
    assert "지금 보류된 안전 신호가 없어 해제할 것이 없습니다." in page


def test_a_clearance_without_a_note_or_without_csrf_changes_nothing(richard, checkin):
    _hold_in_checkin(checkin)
    response = richard.post(
        "/console/customers/kim-pilot/safety-hold/clear",
        data={"csrf_token": csrf(richard), "clearance_id": CLEARANCE_ID, "note": "  "},
    )
    assert response.headers["location"].endswith("notice=clear-note-invalid")
    forged = richard.post(
        "/console/customers/kim-pilot/safety-hold/clear",
        data={"csrf_token": "forged", "clearance_id": CLEARANCE_ID, "note": "메모"},
    )
    assert forged.status_code == 403
    assert all(e["event_type"] != "safety_hold_cleared" for e in checkin.stream())


# --- texts (golden) --------------------------------------------------------------------------


def test_the_later_hold_texts_are_pinned():
    reasons = [
        {"class": "pain", "rule_id": "S2"},
        {"class": "eating_risk", "rule_id": "S4"},
        {"class": "pain", "rule_id": "S2"},
    ]
    assert hold_texts.later_hold_answer(reasons) == (
        "고객의 안전 신호로 보류된 초안입니다. 사유: S2 통증, S4 섭식 위험. "
        "승인하거나 보낼 수 없습니다."
    )
    assert hold_texts.REFUSALS == {
        "customer-safety-held": (
            "고객의 안전 신호로 보류 중이라 승인하거나 보낼 수 없습니다. "
            "보류를 해제한 뒤 새로 만든 초안만 승인할 수 있습니다."
        ),
        "safety-state-unavailable": (
            "고객의 안전 상태를 확인하지 못해 승인하거나 보내지 않았습니다. "
            "잠시 뒤 다시 시도해 주십시오."
        ),
        "drafted-before-clearance": (
            "보류 해제 전에 만든 초안이라 승인하거나 보낼 수 없습니다. 새로 만들어 주십시오."
        ),
    }
    assert hold_texts.CLEARANCE_NOTICES["safety-hold-not-held"] == (
        "지금 보류된 안전 신호가 없어 해제할 것이 없습니다."
    )
    assert len(hold_texts.later_hold_answer([{"class": "pain", "rule_id": "S2"}] * 8)) <= 200
