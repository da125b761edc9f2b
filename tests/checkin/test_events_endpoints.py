"""One append path (seed principle 5, ADR-1): the raw event route takes only the operator's
own records (and delivery's relay of the draft lifecycle); every flow-owned type is
refused with the route or command to use instead, and the KPI counts only check-ins that
came through the wizard's finalize."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from services.checkin.events import owners, texts
from services.checkin.events.schemas import EVENT_TYPES, event_document
from services.checkin.events.service import append_event, read_stream
from services.checkin.kpi.rules import counted_events
from shared.contracts.safety import Safety
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.flows import F_NORMAL_1, kst_noon, run_checkin
from tests.checkin.seeding import append_as_flow
from tests.support.services import problem

EVENTS = f"/v1/customers/{CUSTOMER_ID}/events"
KPI = f"/v1/customers/{CUSTOMER_ID}/kpi"
MONDAY = factories.START
TUESDAY = date(2026, 12, 8)

GOLDEN_MESSAGES = {
    "checkin": (
        "체크인은 고객이 텔레그램에서 체크인을 마칠 때에만 기록됩니다. 직접 만든 체크인은 "
        "기록하지 않습니다."
    ),
    "trainer_session_record": (
        "트레이너 기록은 트레이너가 텔레그램에서 /record 로 남길 때에만 기록됩니다."
    ),
    "draft": (
        "초안 기록은 검토 메시지나 콘솔에서 승인, 수정, 폐기할 때 자동으로 남습니다. 직접 "
        "기록할 수 없습니다."
    ),
    "nutrition_proposal_created": (
        "영양 조정 제안은 dualcoach nutrition propose 명령으로만 만들 수 있습니다."
    ),
    "nutrition_proposal_decided": (
        "영양 조정 제안의 결정은 운영자 카드나 dualcoach nutrition decide 명령으로만 기록할 수 "
        "있습니다."
    ),
    "safety_hold_cleared": "안전 보류 해제는 텔레그램의 /clearhold 명령으로만 기록할 수 있습니다.",
}
USE_INSTEAD = {
    "checkin": "POST /v1/customers/kim-pilot/checkins/{session_id}/finalize",
    "trainer_session_record": "POST /v1/customers/kim-pilot/trainer-sessions/{session_id}/finalize",
    "draft_created": "delivery's review",
    "draft_edited": "delivery's review",
    "draft_approved": "delivery's review",
    "draft_sent": "delivery's review",
    "nutrition_proposal_created": "POST /v1/customers/kim-pilot/nutrition/proposals",
    "nutrition_proposal_decided": "POST /v1/customers/kim-pilot/nutrition/proposals/",
    "safety_hold_cleared": "POST /v1/customers/kim-pilot/safety-hold/clear",
}
ALL_SKIPPED = dict.fromkeys(F_NORMAL_1, "skip") | {"Q-NOTE": "none"}


def chest_pain_checkin_marked_clear() -> dict[str, Any]:
    """The issue's example: an urgent note with a hand-written ``safety: clear``."""
    event = factories.checkin(
        CUSTOMER_ID, TUESDAY, note="가슴이 조이고 숨이 차요", safety=Safety.clear()
    )
    return event_document(event)


def hand_built(event_type: str) -> dict[str, Any]:
    """A document of ``event_type`` as someone would type it (refused before it is read)."""
    if event_type == "checkin":
        return chest_pain_checkin_marked_clear()
    if event_type == "trainer_session_record":
        return event_document(factories.trainer_session(CUSTOMER_ID, TUESDAY))
    return {
        "schema_version": 1,
        "event_type": event_type,
        "customer_id": CUSTOMER_ID,
        "dedupe_key": f"{event_type}:{CUSTOMER_ID}:hand-built-0001",
        "payload": {},
    }


# --- who owns which type (pure) ---------------------------------------------------------


def test_every_event_type_has_exactly_one_owner():
    flow_owned = set(owners.FLOW_OWNED)
    assert flow_owned.isdisjoint(owners.OPERATOR_RECORD_TYPES)
    assert flow_owned | owners.OPERATOR_RECORD_TYPES == set(EVENT_TYPES)
    assert flow_owned >= owners.DRAFT_EVENT_TYPES


def test_flow_owned_refusal_texts_are_pinned():
    assert texts.FLOW_OWNED_MESSAGES == GOLDEN_MESSAGES
    keys = {path.message_key for path in owners.FLOW_OWNED.values()}
    assert keys == set(texts.FLOW_OWNED_MESSAGES)


def test_only_the_operator_records_and_the_draft_relay_are_raw_appendable():
    for event_type in EVENT_TYPES:
        assert owners.raw_append_allowed("operator", event_type) == (
            event_type in owners.OPERATOR_RECORD_TYPES
        )
        assert owners.raw_append_allowed("delivery", event_type) == (
            event_type in owners.DRAFT_EVENT_TYPES
        )
        assert not owners.raw_append_allowed("gateway", event_type)


# --- the raw route ----------------------------------------------------------------------


@pytest.mark.parametrize("event_type", sorted(owners.FLOW_OWNED))
def test_the_operator_cannot_append_a_flow_owned_type(operator, enabled, event_type):
    response = operator.post(EVENTS, json=hand_built(event_type))

    assert response.status_code == 409
    body = problem(response)
    assert body["type"].endswith(":flow-owned-event-type")
    assert body["event_type"] == event_type
    assert body["use_instead"].startswith(USE_INSTEAD[event_type])
    assert body["detail"] == GOLDEN_MESSAGES[owners.FLOW_OWNED[event_type].message_key]
    assert ok(operator.get(EVENTS))["events"] == []


def test_the_operator_appends_its_own_records_and_their_corrections(operator, enabled):
    records = [
        factories.payment(CUSTOMER_ID, "initial", paid_offset=-2),
        factories.satisfaction(CUSTOMER_ID, 8.5, TUESDAY),
        factories.operator_time(CUSTOMER_ID, "entry-000000000001", 90, TUESDAY),
        factories.operator_time(
            CUSTOMER_ID, "entry-000000000002", 45, TUESDAY, supersedes="entry-000000000001"
        ),
    ]
    for record in records:
        ok(operator.post(EVENTS, json=event_document(record)), 201)
    stored = ok(operator.get(EVENTS))["events"]
    assert [(e["event_type"], e["appended_by"]) for e in stored] == [
        ("payment_record", "operator"),
        ("satisfaction_record", "operator"),
        ("operator_time_record", "operator"),
        ("operator_time_record", "operator"),
    ]
    assert stored[-1]["supersedes"] is not None


def test_delivery_still_relays_the_draft_lifecycle(delivery, enabled):
    body = hand_built("draft_created") | {
        "dedupe_key": f"draft_created:{CUSTOMER_ID}:draft-20261208",
        "payload": {"draft_id": "draft-20261208", "revision": 1, "actor": "ai", "text": "초안"},
    }
    stored = ok(delivery.post(EVENTS, json=body), 201)["event"]
    assert stored["appended_by"] == "delivery"


# --- the KPI counts check-ins that came through finalize --------------------------------


def test_a_hand_built_check_in_can_no_longer_reach_the_kpi(operator, gateway, enabled, clock):
    refused = operator.post(EVENTS, json=chest_pain_checkin_marked_clear())
    assert refused.status_code == 409
    assert ok(gateway.get(KPI))["checkin_rate"]["checked_in_days"] == 0

    clock.set(kst_noon(MONDAY))
    run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    rate = ok(gateway.get(KPI))["checkin_rate"]
    assert rate["checked_in_days"] == 1


def test_a_check_in_appended_by_hand_before_the_refusal_is_not_counted(app, gateway, enabled):
    """Rows the old raw route stored (``appended_by: operator``) stay in the stream as
    history but are not accepted check-ins."""
    runtime = app.state.runtime
    with runtime.database.transaction() as session:
        event = factories.checkin(CUSTOMER_ID, TUESDAY)
        append_event(session, event, appended_by="operator", clock=runtime.clock)
    assert ok(gateway.get(KPI))["checkin_rate"]["checked_in_days"] == 0

    append_as_flow(app, factories.checkin(CUSTOMER_ID, MONDAY))
    assert ok(gateway.get(KPI))["checkin_rate"]["checked_in_days"] == 1


def test_counted_events_drop_flow_facts_not_appended_by_their_flow(app, operator, enabled):
    runtime = app.state.runtime
    with runtime.database.transaction() as session:
        append_event(
            session,
            factories.checkin(CUSTOMER_ID, TUESDAY),
            appended_by="operator",
            clock=runtime.clock,
        )
    append_as_flow(app, factories.checkin(CUSTOMER_ID, MONDAY))
    ok(
        operator.post(
            EVENTS, json=event_document(factories.satisfaction(CUSTOMER_ID, 9.0, TUESDAY))
        ),
        201,
    )
    with runtime.database.transaction() as session:
        stored = read_stream(session, CUSTOMER_ID)
    counted = counted_events(stored)
    assert [event.event_type for event in counted] == ["checkin", "satisfaction_record"]


def test_an_all_skipped_check_in_is_accepted_and_counts(gateway, operator, enabled, clock):
    """ADR 0014: a check-in finalized with every base question skipped is still accepted."""
    clock.set(kst_noon(MONDAY))
    run = run_checkin(gateway, CUSTOMER_ID, ALL_SKIPPED)
    assert run.final["question"] is None

    stored = ok(operator.get(EVENTS))["events"]
    checkins = [e for e in stored if e["event_type"] == "checkin"]
    assert len(checkins) == 1
    assert checkins[0]["appended_by"] == "checkin"
    assert checkins[0]["payload"]["completeness"] == "partial"
    assert checkins[0]["payload"]["morning_weight_kg"] is None
    assert ok(gateway.get(KPI))["checkin_rate"]["checked_in_days"] == 1
