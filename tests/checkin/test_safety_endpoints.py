"""AC17/AC21 end to end, through checkin's HTTP turn API and the real delivery service.

For every seed fixture SF-S1-C ... SF-S6-T and every extra input of its rule and flow:
raw input -> the stored event's typed class/reason -> no normal draft (held) -> Richard's
notice naming the reason -> referral guidance -> zero customer-bound drafts, in checkin's
outbox and at delivery. The notice text checked is the one delivery renders and would send.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from services.checkin.schedule.rules import eligible_checkin_dates
from shared.contracts.surfaces.held_notice import REFERRAL_GUIDANCE, URGENT_DETAIL_LABELS
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID
from tests.checkin.flows import (
    F_NORMAL_1,
    TRAINER_NORMAL,
    kst_noon,
    ok,
    run_checkin,
    run_trainer,
)
from tests.checkin.safety_fixtures import (
    CUSTOMER_FIXTURES,
    CUSTOMER_VARIANTS,
    TRAINER_FIXTURES,
    TRAINER_VARIANTS,
    SafetyInput,
)

CLASSES = {
    "S1": "urgent",
    "S2": "pain",
    "S3": "disease",
    "S4": "eating_risk",
    "S5": "drugs",
    "S6": "extreme_manipulation",
}
LABELS = {
    "S1": "응급 징후",
    "S2": "통증",
    "S3": "질환",
    "S4": "섭식 위험",
    "S5": "약물",
    "S6": "극단적 체중 조절",
}
WEEKDAYS = eligible_checkin_dates(factories.START)


def _customer_answers(item: SafetyInput) -> dict[str, Any]:
    if item.field == "note":
        return {**F_NORMAL_1, "Q-NOTE": item.text}
    if item.field == "pain_text":
        return {**F_NORMAL_1, "Q-PAIN": "yes", "Q-PAIN-DETAIL": item.text}
    assert item.field == "calories"
    return {**F_NORMAL_1, "Q-CALORIES": item.text}


def _trainer_answers(item: SafetyInput) -> dict[str, Any]:
    if item.field == "operator_note":
        return {**TRAINER_NORMAL, "Q-T-NOTE": item.text}
    assert item.field == "pain_note"
    return {**TRAINER_NORMAL, "Q-T-PAIN": "yes", "Q-T-PAIN-NOTE": item.text}


def _assert_held_chain(
    operator, delivery_server, item: SafetyInput, flow: str, day: date, finalized: dict[str, Any]
) -> None:
    # raw input -> stored typed class and reason
    events = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]
    (event,) = [e for e in events if e["event_id"] == finalized["event_id"]]
    safety = event["payload"]["safety"]
    assert [reason["rule_id"] for reason in safety["reasons"]] == list(item.rules)
    for reason in safety["reasons"]:
        assert reason["class"] == CLASSES[reason["rule_id"]]
        assert (reason["source_flow"], reason["matched_field"]) == (flow, item.field)
    assert safety["signals"] == [CLASSES[rule] for rule in item.rules]
    assert safety["coaching_held"] is True
    assert safety["level"] == ("stop_and_escalate" if "S1" in item.rules else "monitor")
    # normal draft held -> only the typed reasons leave checkin, no text
    assert finalized["outcome"] == "held"
    drafts = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/drafts"))
    (draft,) = [d for d in drafts if d["draft_key"].endswith(day.isoformat())]
    submission = draft["submission"]
    assert (submission["audience"], submission["held"], submission["presentation"]) == (
        "owner",
        True,
        None,
    )
    assert submission["hold_reasons"] == safety["reasons"]
    assert submission["canonical_text"] is None
    assert draft["relay_status"] == "acknowledged"
    # delivery made it Richard's notice: every reason, referral guidance for each class
    stored = delivery_server.by_key(CUSTOMER_ID)[draft["draft_key"]]
    assert (stored["held"], stored["audience"], stored["status"]) == (True, "owner", "held")
    notice = stored["text"]
    for reason in safety["reasons"]:
        label = LABELS[reason["rule_id"]]
        if reason.get("detail"):  # S1 names its kind of urgency
            label += f"({URGENT_DETAIL_LABELS[reason['detail']]})"
        assert f"- {reason['rule_id']} {label} · " in notice
        assert f"“{reason['excerpt']}”" in notice
        assert f"- {REFERRAL_GUIDANCE[reason['class']]}" in notice
    assert notice.startswith("[긴급 보류 알림]" if "S1" in item.rules else "[보류 알림]")
    # nothing customer-bound exists anywhere
    assert delivery_server.customer_bound(CUSTOMER_ID) == []
    assert all(d["submission"]["audience"] == "owner" for d in drafts)


def _inputs(fixture: SafetyInput, variants: tuple[SafetyInput, ...]) -> list[SafetyInput]:
    return [fixture, *variants]


@pytest.mark.parametrize("name", CUSTOMER_FIXTURES)
def test_customer_safety_fixture_and_its_variants_hold_end_to_end(
    name, gateway, operator, enabled, clock, delivery_server
):
    rule = name.split("-")[1]
    for day, item in zip(
        WEEKDAYS, _inputs(CUSTOMER_FIXTURES[name], CUSTOMER_VARIANTS[rule]), strict=False
    ):
        clock.set(kst_noon(day))
        run = run_checkin(gateway, CUSTOMER_ID, _customer_answers(item))
        _assert_held_chain(operator, delivery_server, item, "customer_checkin", day, run.final)


@pytest.mark.parametrize("name", TRAINER_FIXTURES)
def test_trainer_safety_fixture_and_its_variants_hold_end_to_end(
    name, gateway, operator, enabled, clock, delivery_server
):
    rule = name.split("-")[1]
    for offset, item in enumerate(_inputs(TRAINER_FIXTURES[name], TRAINER_VARIANTS[rule])):
        day = factories.START + timedelta(days=offset)
        clock.set(kst_noon(day))
        run = run_trainer(gateway, CUSTOMER_ID, _trainer_answers(item))
        _assert_held_chain(operator, delivery_server, item, "trainer_session", day, run.final)
        draft = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/drafts"))[-1]
        assert draft["draft_key"] == f"trainer-hold:{CUSTOMER_ID}:{day.isoformat()}"
        assert draft["kind"] == "held_notice"


def test_a_same_day_trainer_hold_also_holds_the_customers_daily_draft(
    gateway, operator, enabled, clock, delivery_server
):
    clock.set(kst_noon(factories.START))
    run_trainer(gateway, CUSTOMER_ID, {**TRAINER_NORMAL, "Q-T-NOTE": "회원이 3일 굶었다고 함"})
    run = run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    assert run.final["outcome"] == "held"
    drafts = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/drafts"))
    daily = next(d for d in drafts if d["draft_key"].startswith("checkin-daily:"))
    assert [
        (r["rule_id"], r["source_flow"], r["matched_field"])
        for r in daily["submission"]["hold_reasons"]
    ] == [("S4", "trainer_session", "operator_note")]
    assert daily["submission"]["canonical_text"] is None
    notice = delivery_server.by_key(CUSTOMER_ID)[daily["draft_key"]]["text"]
    assert "보류된 초안: 일일 피드백" in notice and "트레이너 기록 · 운영 메모" in notice
    assert [d["audience"] for d in drafts] == ["owner", "owner"]
    assert delivery_server.customer_bound(CUSTOMER_ID) == []
