"""``POST /v1/tasks/{task_key}/render`` and the weekly view, from the stream (AC11)."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest

from services.checkin.safety.rules import classify
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID
from tests.checkin.flows import F_NORMAL_1, kst_noon, ok, run_checkin
from tests.checkin.seeding import append_as_flow
from tests.checkin.test_reports_weekly import CURRENT, GOLDEN, PREVIOUS
from tests.support.services import problem, signed_client

START = factories.START
WEEK2 = START + timedelta(days=7)
FRIDAY2 = WEEK2 + timedelta(days=4)
TASK = f"weekly:{CUSTOMER_ID}:2"


def _append(operator, day, **values: Any) -> str:
    event = factories.checkin(CUSTOMER_ID, day, **values)
    return str(append_as_flow(operator.app, event)["event"]["event_id"])


def _two_weeks(operator, *, friday: dict[str, Any] | None = None) -> list[str]:
    ids = [
        _append(operator, START + timedelta(days=n), morning_weight_kg=w)
        for n, w in enumerate(PREVIOUS)
    ]
    for n, weight in enumerate(CURRENT):
        values = {
            "morning_weight_kg": weight,
            "sleep_hours": 7.0,
            **(friday if n == 4 and friday else {}),
        }
        ids.append(_append(operator, WEEK2 + timedelta(days=n), **values))
    return ids


@pytest.fixture
def delivery(app, secrets, clock):
    with signed_client(app, "delivery", secrets, clock) as client:
        yield client


def test_a_daily_task_has_nothing_to_send(delivery, enabled, clock):
    clock.set(kst_noon(START))
    task = f"daily:{CUSTOMER_ID}:2026-12-07"
    assert ok(delivery.post(f"/v1/tasks/{task}/render", json={})) == {
        "task_key": task,
        "customer_id": CUSTOMER_ID,
        "kind": "daily",
        "nothing_to_send": True,
        "reason": "customer_initiated_checkin",
    }


def test_the_weekly_task_renders_the_week_from_the_stream(
    delivery, operator, enabled, clock, expression_server
):
    ids = _two_weeks(operator)
    clock.set(kst_noon(FRIDAY2))
    material = ok(delivery.post(f"/v1/tasks/{TASK}/render", json={}))
    assert (material["task_key"], material["customer_id"], material["kind"]) == (
        TASK,
        CUSTOMER_ID,
        "weekly",
    )
    assert material["canonical_text"] == GOLDEN
    assert (material["held"], material["hold_reasons"]) == (False, [])
    presentation = material["presentation"]
    assert (presentation["surface_version"], presentation["outcome"]) == (
        "weekly.v1",
        "canonical_disabled",
    )
    assert presentation["rendered_body"] == GOLDEN
    assert [ref["event_id"] for ref in material["evidence"]] == ids[5:] + ids[:5]


def test_without_expression_the_weekly_material_is_canonical_only(
    delivery, operator, enabled, clock
):
    _two_weeks(operator)
    clock.set(kst_noon(FRIDAY2))
    material = ok(delivery.post(f"/v1/tasks/{TASK}/render", json={}))
    assert (material["canonical_text"], material["presentation"]) == (GOLDEN, None)


def test_a_week_with_a_safety_hold_gives_richard_a_notice_instead(
    delivery, operator, enabled, clock
):
    _two_weeks(
        operator,
        friday={
            "note": "약 먹고 잤어요",
            "safety": classify("customer_checkin", [("note", "약 먹고 잤어요")]),
        },
    )
    clock.set(kst_noon(FRIDAY2))
    material = ok(delivery.post(f"/v1/tasks/{TASK}/render", json={}))
    assert (material["held"], material["presentation"]) == (True, None)
    assert [(r["rule_id"], r["matched_field"]) for r in material["hold_reasons"]] == [
        ("S5", "note")
    ]
    # no text: delivery renders Richard's notice from the typed reasons
    assert material["canonical_text"] is None


def test_a_weekly_task_before_its_due_date_is_not_due(delivery, enabled, clock):
    clock.set(kst_noon(FRIDAY2 - timedelta(days=1)))
    response = delivery.post(f"/v1/tasks/{TASK}/render", json={})
    body = problem(response)
    assert (response.status_code, body["type"], body["reason"]) == (
        409,
        "urn:dualcoach:problem:task-not-due",
        "before_due_date",
    )


@pytest.mark.parametrize(
    "task",
    [f"weekly:{CUSTOMER_ID}:5", f"weekly:{CUSTOMER_ID}:0", f"monthly:{CUSTOMER_ID}:1", "daily:x"],
)
def test_unknown_task_keys_are_refused(delivery, enabled, clock, task):
    clock.set(kst_noon(FRIDAY2))
    assert delivery.post(f"/v1/tasks/{task}/render", json={}).status_code == 404


def test_a_disabled_customers_weekly_task_is_not_due(delivery, operator, enabled, clock):
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={"reason": "operator"}))
    clock.set(kst_noon(FRIDAY2))
    assert problem(delivery.post(f"/v1/tasks/{TASK}/render", json={}))["reason"] == "not_enabled"


def test_only_delivery_and_the_operator_render_tasks(gateway, enabled, clock):
    assert gateway.post(f"/v1/tasks/{TASK}/render", json={}).status_code == 403


def test_the_weekly_view_counts_check_ins_made_through_the_turn_api(
    gateway, operator, enabled, clock
):
    for offset in range(4):
        clock.set(kst_noon(START + timedelta(days=offset)))
        run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    clock.set(kst_noon(START + timedelta(days=4)))
    view = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/weekly/1"))
    assert (view["checkin_days"], view["expected_days"], view["checkin_percent"]) == (4, 4, 100)
    assert view["interpretation_ids"] == [
        "P_WEEKLY_TREND_UNAVAILABLE",
        "A_WEEKLY_RECHECK_AFTER_RECORD",
    ]
    assert (view["next_decision"], view["rationale_id"]) == (
        "collect_more_records",
        "P_WEEKLY_RECORDS_INSUFFICIENT",
    )
    assert view["body"].splitlines()[2] == "- 체크인: 4일 중 4일 (100%)"
    assert [slot["slot_id"] for slot in view["manifest"]["slots"]] == [
        "weekly.interpretation",
        "weekly.rationale",
    ]
    assert operator.get(f"/v1/customers/{CUSTOMER_ID}/weekly/5").status_code == 422


JUDGMENTS = f"/v1/customers/{CUSTOMER_ID}/judgments"


def _weekly_decisions(operator) -> list[dict[str, Any]]:
    return [
        d
        for d in ok(operator.get(JUDGMENTS))["decisions"]
        if d["subject"]["kind"] == "weekly_judgment"
    ]


def _explained(operator, record_id: str) -> tuple[dict[str, Any], dict[str, list[str]]]:
    explained = ok(operator.get(f"{JUDGMENTS}/{record_id}"))
    cited = {c["claim"]["subject"]: c["claim"]["source"]["event_ids"] for c in explained["claims"]}
    return json.loads(explained["intention"]["body"]), cited


def test_rendering_a_weekly_task_records_its_judgement_once(delivery, operator, enabled, clock):
    ids = _two_weeks(operator)
    clock.set(kst_noon(FRIDAY2))
    ok(delivery.post(f"/v1/tasks/{TASK}/render", json={}))
    ok(delivery.post(f"/v1/tasks/{TASK}/render", json={}))  # a retried render adds nothing
    (decision,) = _weekly_decisions(operator)
    assert (decision["subject"]["reference"], decision["decision"], decision["status"]) == (
        "weekly-w2",
        "keep_plan",
        "proposed",
    )
    body, cited = _explained(operator, decision["record_id"])
    assert (body["hold_kind"], [a["kind"] for a in body["assertions"]]) == (
        None,
        ["recommendation"],
    )
    # check-in days cite the week's check-ins; the rate cites both weeks' weigh-ins
    assert cited == {"checkin_days": ids[5:], "weekly_rate": ids[:5] + ids[5:]}


def test_a_held_week_is_recorded_as_a_held_judgement_that_abstains(
    delivery, operator, enabled, clock
):
    _two_weeks(
        operator,
        friday={
            "note": "약 먹고 잤어요",
            "safety": classify("customer_checkin", [("note", "약 먹고 잤어요")]),
        },
    )
    clock.set(kst_noon(FRIDAY2))
    assert ok(delivery.post(f"/v1/tasks/{TASK}/render", json={}))["held"] is True
    (decision,) = _weekly_decisions(operator)
    assert decision["status"] == "held"
    body, _ = _explained(operator, decision["record_id"])
    assert (body["hold_kind"], [a["kind"] for a in body["assertions"]]) == (
        "safety_hold",
        ["abstention"],
    )


def test_a_week_without_any_event_records_no_judgement(delivery, operator, enabled, clock):
    clock.set(kst_noon(FRIDAY2))
    ok(delivery.post(f"/v1/tasks/{TASK}/render", json={}))
    assert _weekly_decisions(operator) == []
