"""The customer's safety state and Richard's clearance (issue 12, part 4), on Postgres.

Held iff a held check-in or trainer record follows the latest ``safety_hold_cleared``; the
clearance is an audited event recorded once per clearance id; every customer draft checkin
makes while held (daily, weekly, nutrition) leaves as a held submission.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest

from services.checkin.events.payloads import TrainerSessionPayload
from services.checkin.events.schemas import build_event
from services.checkin.events.service import read_stream
from services.checkin.safety.rules import classify
from services.checkin.safety_state.rules import held_submission, safety_state
from services.checkin.safety_state.service import read_state
from shared.contracts.safety import Safety
from tests.checkin import factories
from tests.checkin import nutrition_support as ns
from tests.checkin.conftest import CUSTOMER_ID
from tests.checkin.flows import F_NORMAL_1, kst_noon, ok, run_checkin
from tests.checkin.seeding import append_as_flow
from tests.support.services import problem, signed_client

STATE = f"/v1/customers/{CUSTOMER_ID}/safety-state"
CLEAR = f"/v1/customers/{CUSTOMER_ID}/safety-hold/clear"
EVENTS = f"/v1/customers/{CUSTOMER_ID}/events"
START = factories.START


def held_safety() -> Safety:
    return classify("customer_checkin", [("note", "약 먹고 잤어요")])


def append_checkin(operator, day, **values: Any) -> dict[str, Any]:
    event = factories.checkin(CUSTOMER_ID, day, **values)
    stored: dict[str, Any] = append_as_flow(operator.app, event)["event"]
    return stored


def append_held(operator, day) -> dict[str, Any]:
    return append_checkin(operator, day, note="약 먹고 잤어요", safety=held_safety())


def held_trainer_record(day) -> Any:
    note = "회원이 3일 굶었다고 함"
    payload = TrainerSessionPayload(
        kst_date=day,
        done=True,
        performance=3,
        intensity="as_planned",
        operator_note=note,
        safety=classify("trainer_session", [("operator_note", note)]),
    )
    assert payload.safety.coaching_held
    return build_event("trainer_session_record", CUSTOMER_ID, payload)


def clear(client, clearance_id: str = "clr-0123456789abcdef", note: str = "통화로 확인했습니다"):
    return client.post(CLEAR, json={"clearance_id": clearance_id, "note": note})


@pytest.fixture
def delivery(app, secrets, clock):
    with signed_client(app, "delivery", secrets, clock) as client:
        yield client


def test_a_customer_without_a_held_record_is_not_held(delivery, operator, enabled):
    append_checkin(operator, START)
    assert ok(delivery.get(STATE)) == {
        "customer_id": CUSTOMER_ID,
        "held": False,
        "held_since": None,
        "reasons": [],
        "cleared_at": None,
    }


def test_a_held_check_in_holds_the_customer_with_its_typed_reasons(
    delivery, gateway, operator, enabled
):
    append_checkin(operator, START)
    stored = append_held(operator, START + timedelta(days=1))
    state = ok(delivery.get(STATE))
    assert state["held"] is True and state["cleared_at"] is None
    assert datetime.fromisoformat(state["held_since"]) == datetime.fromisoformat(
        stored["recorded_at"]
    )
    assert [(r["rule_id"], r["class"], r["matched_field"]) for r in state["reasons"]] == [
        ("S5", "drugs", "note")
    ]
    assert ok(gateway.get(STATE)) == state  # the gateway may read it too


def test_clearing_records_one_audited_event_and_a_retry_is_a_no_op(
    delivery, operator, enabled, clock
):
    append_held(operator, START)
    clock.advance(timedelta(minutes=5))
    first = clear(delivery)
    assert first.status_code == 201, first.text
    body = first.json()
    assert body["created"] is True and body["state"]["held"] is False
    assert body["event"]["event_type"] == "safety_hold_cleared"
    assert body["event"]["payload"] == {
        "clearance_id": "clr-0123456789abcdef",
        "note": "통화로 확인했습니다",
        "cleared_by": "richard",
    }
    assert body["event"]["dedupe_key"] == f"safety-hold-cleared:{CUSTOMER_ID}:clr-0123456789abcdef"
    assert body["event"]["appended_by"] == "delivery"
    again = clear(delivery)
    assert again.status_code == 200 and again.json()["created"] is False
    events = ok(operator.get(EVENTS))["events"]
    assert [e["event_type"] for e in events].count("safety_hold_cleared") == 1
    state = ok(delivery.get(STATE))
    assert state["held"] is False
    assert state["cleared_at"] is not None and state["reasons"] == []


def test_clearing_when_nothing_is_held_is_a_409_in_korean(delivery, operator, enabled):
    append_checkin(operator, START)
    response = clear(delivery)
    assert response.status_code == 409
    body = problem(response)
    assert body["type"].endswith("safety-hold-not-held")
    assert body["detail"] == "지금 보류된 안전 신호가 없어 해제할 것이 없습니다."
    assert all(e["event_type"] != "safety_hold_cleared" for e in ok(operator.get(EVENTS))["events"])


def test_the_same_clearance_with_another_note_is_a_conflict(delivery, operator, enabled):
    append_held(operator, START)
    assert clear(delivery).status_code == 201
    response = clear(delivery, note="다른 메모")
    assert response.status_code == 409
    assert problem(response)["type"].endswith("dedupe-conflict")


@pytest.mark.parametrize("note", ["", "   ", "가" * 501])
def test_a_clearance_needs_a_note_of_1_to_500_characters(delivery, operator, enabled, note):
    append_held(operator, START)
    assert clear(delivery, note=note).status_code == 422
    assert ok(delivery.get(STATE))["held"] is True


def test_a_held_record_after_the_clearance_holds_again(delivery, operator, enabled, clock):
    append_held(operator, START)
    ok(clear(delivery), 201)
    clock.advance(timedelta(minutes=1))
    append_held(operator, START + timedelta(days=1))
    state = ok(delivery.get(STATE))
    assert state["held"] is True and state["cleared_at"] is not None
    assert state["held_since"] > state["cleared_at"]


def test_the_state_read_from_the_latest_clearance_is_the_whole_stream_s(
    app, delivery, operator, enabled, clock
):
    """``read_state`` reads the latest clearance and the signal records after it, not the
    whole stream; after every step of a history with normal and held records, a trainer
    record and two clearances, it says what the rule says over the whole stream."""

    def whole_stream_state() -> Any:
        with app.state.runtime.database.transaction() as session:
            return safety_state(read_stream(session, CUSTOMER_ID))

    def read() -> Any:
        with app.state.runtime.database.transaction() as session:
            return read_state(session, CUSTOMER_ID)

    steps = [
        lambda: append_checkin(operator, START),
        lambda: append_held(operator, START + timedelta(days=1)),
        lambda: append_as_flow(operator.app, held_trainer_record(START + timedelta(days=1))),
        lambda: ok(clear(delivery, "clr-first-0123456789"), 201),
        lambda: append_checkin(operator, START + timedelta(days=2)),
        lambda: append_held(operator, START + timedelta(days=3)),
        lambda: ok(clear(delivery, "clr-second-012345678"), 201),
        lambda: append_as_flow(operator.app, held_trainer_record(START + timedelta(days=4))),
    ]
    seen = []
    for step in steps:
        clock.advance(timedelta(minutes=1))
        step()
        assert read() == whole_stream_state()
        seen.append(read().held)
    assert seen == [False, True, True, False, False, True, False, True]


def test_a_clearance_cannot_be_appended_through_the_generic_route(operator, enabled):
    append_held(operator, START)
    document = {
        "schema_version": 1,
        "event_type": "safety_hold_cleared",
        "customer_id": CUSTOMER_ID,
        "dedupe_key": f"safety-hold-cleared:{CUSTOMER_ID}:clr-0123456789abcdef",
        "supersedes": None,
        "payload": {
            "clearance_id": "clr-0123456789abcdef",
            "note": "메모",
            "cleared_by": "richard",
        },
    }
    response = operator.post(EVENTS, json=document)
    assert response.status_code == 409
    body = problem(response)
    assert body["type"].endswith("flow-owned-event-type")
    assert body["use_instead"].startswith(f"POST /v1/customers/{CUSTOMER_ID}/safety-hold/clear")


def test_diagnostics_may_read_the_state_but_not_clear_it(app, secrets, clock, operator, enabled):
    append_held(operator, START)
    with signed_client(app, "diagnostics", secrets, clock) as diagnostics:
        assert ok(diagnostics.get(STATE))["held"] is True
        assert clear(diagnostics).status_code == 403


def test_an_unknown_customer_has_no_safety_state(delivery, enabled):
    assert delivery.get("/v1/customers/nobody-here/safety-state").status_code == 404


# --- customer drafts made while held ---------------------------------------------------------


def _drafts(operator) -> list[dict[str, Any]]:
    return ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/drafts"))


def test_a_normal_check_in_while_held_becomes_a_held_submission(operator, enabled, clock):
    append_held(operator, START)
    clock.set(kst_noon(START + timedelta(days=1)))
    run_checkin(operator, CUSTOMER_ID, F_NORMAL_1)
    (draft,) = _drafts(operator)
    submission = draft["submission"]
    assert (submission["held"], submission["audience"], submission["kind"]) == (
        True,
        "owner",
        "daily",
    )
    assert submission["canonical_text"] is None and submission["presentation"] is None
    assert [r["rule_id"] for r in submission["hold_reasons"]] == ["S5"]


def test_after_the_clearance_a_normal_check_in_makes_a_normal_draft(
    delivery, operator, enabled, clock
):
    append_held(operator, START)
    ok(clear(delivery), 201)
    clock.set(kst_noon(START + timedelta(days=1)))
    run_checkin(operator, CUSTOMER_ID, F_NORMAL_1)
    (draft,) = _drafts(operator)
    assert (draft["held"], draft["audience"]) == (False, "customer")


def test_the_weekly_summary_of_a_clean_week_is_held_while_an_earlier_hold_stands(
    delivery, operator, enabled, clock
):
    append_held(operator, START)  # week 1
    week2 = START + timedelta(days=7)
    for n in range(5):
        append_checkin(operator, week2 + timedelta(days=n))
    clock.set(kst_noon(week2 + timedelta(days=4)))
    material = ok(delivery.post(f"/v1/tasks/weekly:{CUSTOMER_ID}:2/render", json={}))
    assert (material["held"], material["canonical_text"], material["presentation"]) == (
        True,
        None,
        None,
    )
    assert [r["rule_id"] for r in material["hold_reasons"]] == ["S5"]
    ok(clear(delivery), 201)
    material = ok(delivery.post(f"/v1/tasks/weekly:{CUSTOMER_ID}:2/render", json={}))
    assert material["held"] is False and material["canonical_text"]


@pytest.fixture
def port(app):
    recording = ns.RecordingPort()
    app.state.delivery_port = recording
    return recording


def test_the_nutrition_customer_draft_made_while_held_is_a_held_submission(operator, clock, port):
    ns.enable_customer(operator)
    ns.record_week(operator, ns.WEEK_1, [70.0, 70.1, 70.0, 70.2, 70.1])
    ns.record_week(operator, ns.WEEK_2, [70.5, 70.6, 70.6, 70.7, 70.6])
    ns.at_kst(clock, ns.REPORT_DAY[2])
    result = ns.compute(operator, 2)
    # A trainer's held record arrives after the proposal, before Richard's decision.
    # (dated before the pilot, outside both weeks, so the proposal itself is not stale).
    trainer = held_trainer_record(ns.REPORT_DAY[2] - timedelta(days=14))
    append_as_flow(operator.app, trainer)
    ns.decide(operator, result, "approve")
    kinds = [kind for kind, _ in port.submitted]
    assert kinds == ["card", "draft"]
    draft = port.submitted[1][1]
    assert (draft["kind"], draft["audience"], draft["held"]) == ("adaptive", "owner", True)
    assert draft["canonical_text"] is None
    assert [r["source_flow"] for r in draft["hold_reasons"]] == ["trainer_session"]


# --- the pure rule ---------------------------------------------------------------------------


def test_held_submission_leaves_held_and_owner_submissions_alone():
    state = safety_state([])
    customer = {"audience": "customer", "held": False, "canonical_text": "글"}
    assert held_submission(customer, state) == customer
