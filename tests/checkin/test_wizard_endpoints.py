"""The customer check-in through the HTTP turn API, as the gateway drives it (AC3, AC4)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import text

from services.checkin.tables import CHAINED_CUSTOMER_TABLES
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, activate, grant_consent, register_draft
from tests.checkin.flows import (
    F_ANOM_COND_1,
    F_ANOM_PERF_1,
    F_ANOM_SLEEP_1,
    F_CHANGE_1,
    F_NORMAL_1,
    checkin_path,
    kst_noon,
    ok,
    run_checkin,
)
from tests.support.services import build_app, problem, signed_client

MONDAY = factories.START  # 2026-12-07, day 1 of the pilot window
NEXT_MONDAY = MONDAY + timedelta(days=7)
BASE = [
    "Q-SLEEP-HOURS",
    "Q-SLEEP-QUALITY",
    "Q-READINESS",
    "Q-PAIN",
    "Q-CALORIES",
    "Q-TRAINING-STATUS",
    "Q-TRAINING-QUALITY",
    "Q-WEIGHT",
    "Q-NOTE",
]
# Stated time per prompt shown (reading it and answering): a button tap 6 s, a typed
# number 10 s, typed text 15 s. The last answer makes the check-in ready and the gateway
# finalizes it without another prompt.
SECONDS_PER_PROMPT = {"buttons": 6, "number": 10, "text": 15}
SECONDS_FOR_AN_OPTION_BUTTON = 6


def _events(operator, customer_id: str = CUSTOMER_ID) -> list[dict[str, Any]]:
    return ok(operator.get(f"/v1/customers/{customer_id}/events"))["events"]


def _drafts(operator, customer_id: str = CUSTOMER_ID) -> list[dict[str, Any]]:
    return ok(operator.get(f"/v1/customers/{customer_id}/drafts"))


def _prior_week(gateway, clock, weight: str) -> None:
    clock.set(kst_noon(MONDAY))
    run_checkin(gateway, CUSTOMER_ID, {**F_NORMAL_1, "Q-WEIGHT": weight})
    clock.set(kst_noon(NEXT_MONDAY))


def _start(gateway) -> dict[str, Any]:
    return ok(gateway.post(checkin_path(CUSTOMER_ID)), 201)


def _answer(gateway, session_id: str, question_id: str, value: Any) -> Any:
    return gateway.post(
        f"{checkin_path(CUSTOMER_ID)}/{session_id}/answers",
        json={"question_id": question_id, "value": value},
    )


F_NORMAL_1_SHORT = (
    "오늘의 체크인 기록 · 2026년 12월 14일\n"
    "\n"
    "- 체중: 70.2kg\n"
    "- 수면 시간: 7.5시간\n"
    "- 수면 만족도: 5점 중 4점\n"
    "- 컨디션: 5점 중 4점\n"
    "- 통증: 없음\n"
    "- 섭취 열량: 2,300kcal\n"
    "- 운동: 완료 · 수행도 5점 중 4점\n"
    "\n"
    "저장된 오늘 기록을 확인했습니다.\n"
    "\n"
    "오늘 할 일\n"
    "- 지금처럼 수면과 식사, 운동 흐름을 그대로 이어 가기"
)


def test_f_normal_1_asks_no_follow_up_and_drafts_the_short_outcome(
    gateway, operator, enabled, clock
):
    _prior_week(gateway, clock, "70.0")
    run = run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    assert run.asked == BASE
    final = run.final
    assert (final["status"], final["outcome"], final["question"]) == ("finalized", "short", None)
    assert (
        final["message"] == "오늘 체크인을 저장했습니다. 코치가 확인한 뒤 답변을 보내 드리겠습니다."
    )
    event = _events(operator)[-1]
    assert event["dedupe_key"] == f"checkin:{CUSTOMER_ID}:2026-12-14"
    assert event["event_id"] == final["event_id"]
    assert event["appended_by"] == "checkin"
    assert event["payload"]["completeness"] == "complete"
    draft = _drafts(operator)[-1]
    assert draft["draft_key"] == f"checkin-daily:{CUSTOMER_ID}:2026-12-14"
    submission = draft["submission"]
    assert (submission["kind"], submission["audience"], submission["held"]) == (
        "daily",
        "customer",
        False,
    )
    assert submission["canonical_text"] == F_NORMAL_1_SHORT
    assert [e["event_id"] for e in submission["evidence"]] == [
        final["event_id"],
        _events(operator)[0]["event_id"],
    ]


@pytest.mark.parametrize(
    ("fixture", "prior", "follow_ups", "changes"),
    [
        (
            F_ANOM_SLEEP_1,
            "70.0",
            ["Q-SLEEP-CAUSE", "Q-SLEEP-ADJUST"],
            ["- 수면: 5.0시간 · 만족도 5점 중 2점 (기준: 6시간 미만 또는 만족도 2점 이하)"],
        ),
        (
            F_ANOM_COND_1,
            "70.0",
            ["Q-COND-SYMPTOM", "Q-COND-INTENSITY"],
            ["- 컨디션: 5점 중 2점 (기준: 2점 이하)"],
        ),
        (F_ANOM_PERF_1, "70.0", ["Q-PERF-REASON", "Q-PERF-NEXT"], ["- 운동: 하지 못함"]),
        (
            F_CHANGE_1,
            "70.2",
            [],
            ["- 체중: 지난주 같은 요일 70.2kg → 오늘 71.4kg (+1.2kg)"],
        ),
    ],
    ids=["F-ANOM-SLEEP-1", "F-ANOM-COND-1", "F-ANOM-PERF-1", "F-CHANGE-1"],
)
def test_anomaly_and_change_fixtures_open_their_ids_and_draft_the_detailed_outcome(
    gateway, operator, enabled, clock, fixture, prior, follow_ups, changes
):
    _prior_week(gateway, clock, prior)
    run = run_checkin(gateway, CUSTOMER_ID, fixture)
    assert [q for q in run.asked if q not in BASE] == follow_ups
    assert run.final["outcome"] == "detailed"
    text = _drafts(operator)[-1]["submission"]["canonical_text"]
    head, _, tail = text.partition("\n\n확인한 변화\n")
    assert tail.split("\n") == changes
    assert head.startswith("오늘의 체크인 기록 · 2026년 12월 14일\n")
    assert "지금처럼" not in head


def test_scripted_f_normal_1_fits_the_60_to_90_second_budget(gateway, enabled, clock):
    _prior_week(gateway, clock, "70.0")
    run = run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    assert run.kinds == [
        "number",
        "buttons",
        "buttons",
        "buttons",
        "number",
        "buttons",
        "buttons",
        "number",
        "text",
    ]
    # Q-NOTE is answered with its "없음" button: a tap, not typing.
    seconds = sum(SECONDS_PER_PROMPT[kind] for kind in run.kinds[:-1])
    seconds += SECONDS_FOR_AN_OPTION_BUTTON
    assert (len(run.asked), seconds) == (9, 66)
    assert 60 <= seconds <= 90


def test_each_turn_names_the_question_its_kind_and_its_buttons(gateway, enabled, clock):
    clock.set(kst_noon(MONDAY))
    view = _start(gateway)
    assert view["status"] == "open" and view["answered"] == []
    assert view["question"] == {
        "question_id": "Q-SLEEP-HOURS",
        "prompt": "어젯밤 몇 시간 주무셨습니까? 숫자로 적어 주십시오. (예: 7.5)",
        "answer_kind": "number",
        "options": [{"value": "skip", "label": "건너뛰기"}],
        "accepts_text": True,
        "skippable": True,
    }
    view = ok(_answer(gateway, view["session_id"], "Q-SLEEP-HOURS", "7.5시간"))
    assert view["answered"] == ["Q-SLEEP-HOURS"]
    assert view["question"]["question_id"] == "Q-SLEEP-QUALITY"
    assert view["question"]["answer_kind"] == "buttons"
    assert view["question"]["accepts_text"] is False
    assert [o["value"] for o in view["question"]["options"]] == ["1", "2", "3", "4", "5", "skip"]


def _session_row(database, session_id: str) -> tuple[Any, ...]:
    with database.engine() as engine, engine.connect() as connection:
        return tuple(
            connection.execute(
                text("SELECT version, answers FROM checkin.flow_session WHERE session_id = :s"),
                {"s": session_id},
            ).one()
        )


@pytest.mark.parametrize(
    ("question_id", "value", "reask"),
    [
        ("Q-SLEEP-HOURS", "25", "수면 시간은 0부터 24까지의 숫자로 적어 주십시오. (예: 7.5)"),
        (
            "Q-SLEEP-HOURS",
            "잘 잤어요",
            "수면 시간은 0부터 24까지의 숫자로 적어 주십시오. (예: 7.5)",
        ),
        ("Q-SLEEP-HOURS", -3, "수면 시간은 0부터 24까지의 숫자로 적어 주십시오. (예: 7.5)"),
        # longer than the old 4,000-character wire limit: was a generic 422 without re-ask
        (
            "Q-SLEEP-HOURS",
            "잠" * 4096,
            "수면 시간은 0부터 24까지의 숫자로 적어 주십시오. (예: 7.5)",
        ),
    ],
)
def test_a_bad_value_is_re_asked_and_nothing_is_written(
    gateway, operator, enabled, clock, database, question_id, value, reask
):
    clock.set(kst_noon(MONDAY))
    session_id = _start(gateway)["session_id"]
    before = _session_row(database, session_id)
    response = _answer(gateway, session_id, question_id, value)
    body = problem(response)
    assert (response.status_code, body["type"]) == (422, "urn:dualcoach:problem:answer-invalid")
    assert body["reask"] == reask
    assert body["question"]["question_id"] == "Q-SLEEP-HOURS"
    assert _session_row(database, session_id) == before
    assert _events(operator) == []


def test_an_answer_to_a_question_not_asked_is_refused_with_the_current_question(
    gateway, enabled, clock, database
):
    clock.set(kst_noon(MONDAY))
    session_id = _start(gateway)["session_id"]
    ok(_answer(gateway, session_id, "Q-SLEEP-HOURS", "7.5"))
    before = _session_row(database, session_id)
    for question_id in ("Q-WEIGHT", "Q-SLEEP-CAUSE", "Q-DOES-NOT-EXIST"):
        response = _answer(gateway, session_id, question_id, "70.2")
        body = problem(response)
        assert response.status_code == 409
        assert body["type"] == "urn:dualcoach:problem:question-not-asked"
        assert body["reask"] == "지금은 이 질문에 답할 차례가 아닙니다. 아래 질문에 답해 주십시오."
        assert body["question"]["question_id"] == "Q-SLEEP-QUALITY"
    changed = _answer(gateway, session_id, "Q-SLEEP-HOURS", "6")
    assert problem(changed)["type"] == "urn:dualcoach:problem:question-not-asked"
    assert _session_row(database, session_id) == before


def test_the_same_answer_again_is_an_idempotent_replay(gateway, enabled, clock, database):
    clock.set(kst_noon(MONDAY))
    session_id = _start(gateway)["session_id"]
    first = ok(_answer(gateway, session_id, "Q-SLEEP-HOURS", "7.5"))
    before = _session_row(database, session_id)
    again = ok(_answer(gateway, session_id, "Q-SLEEP-HOURS", 7.5))
    assert again["replayed"] is True and again["question"] == first["question"]
    assert _session_row(database, session_id) == before


def test_finalize_before_the_last_answer_is_refused(gateway, operator, enabled, clock):
    clock.set(kst_noon(MONDAY))
    session_id = _start(gateway)["session_id"]
    response = gateway.post(f"{checkin_path(CUSTOMER_ID)}/{session_id}/finalize")
    body = problem(response)
    assert (response.status_code, body["type"]) == (409, "urn:dualcoach:problem:checkin-incomplete")
    assert body["reask"] == "아직 답하지 않은 질문이 있습니다. 아래 질문에 답해 주십시오."
    assert body["question"]["question_id"] == "Q-SLEEP-HOURS"
    assert _events(operator) == [] and _drafts(operator) == []


def test_after_finalize_answers_and_a_second_check_in_are_refused(
    gateway, operator, enabled, clock
):
    clock.set(kst_noon(MONDAY))
    run = run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    response = _answer(gateway, run.session_id, "Q-NOTE", "하나 더")
    body = problem(response)
    assert (response.status_code, body["type"]) == (409, "urn:dualcoach:problem:session-finalized")
    assert body["message"] == "이 체크인은 이미 저장되어 더 답할 수 없습니다."
    again = gateway.post(checkin_path(CUSTOMER_ID))
    body = problem(again)
    assert (again.status_code, body["type"]) == (
        409,
        "urn:dualcoach:problem:checkin-already-recorded",
    )
    assert body["message"] == "오늘 체크인은 이미 저장되었습니다. 내일 다시 기록해 주십시오."
    replay = gateway.post(f"{checkin_path(CUSTOMER_ID)}/{run.session_id}/finalize")
    assert replay.status_code == 200 and replay.json()["replayed"] is True
    assert replay.json()["status"] == "finalized"
    assert len(_events(operator)) == 1 and len(_drafts(operator)) == 1


def test_a_restart_mid_check_in_resumes_the_same_session(
    gateway, operator, enabled, clock, database, secrets, checkin_peers
):
    clock.set(kst_noon(MONDAY))
    session_id = _start(gateway)["session_id"]
    for question_id in ("Q-SLEEP-HOURS", "Q-SLEEP-QUALITY", "Q-READINESS"):
        ok(_answer(gateway, session_id, question_id, F_NORMAL_1[question_id]))
    restarted = build_app(
        "checkin",
        database,
        secrets,
        clock=clock,
        services=checkin_peers,
        checkin={"outbox_relay_interval_seconds": 0},
    )
    with signed_client(restarted, "gateway", secrets, clock) as fresh:
        resumed = fresh.post(checkin_path(CUSTOMER_ID))
        assert resumed.status_code == 200
        view = resumed.json()
        assert view["session_id"] == session_id
        assert view["answered"] == ["Q-SLEEP-HOURS", "Q-SLEEP-QUALITY", "Q-READINESS"]
        assert view["question"]["question_id"] == "Q-PAIN"
        assert ok(fresh.get(f"{checkin_path(CUSTOMER_ID)}/current")) == view
        run = run_checkin(fresh, CUSTOMER_ID, F_NORMAL_1)
    assert run.session_id == session_id
    assert run.asked == BASE[3:]
    assert run.final["outcome"] == "short"
    assert len(_events(operator)) == 1


def test_an_open_check_in_cannot_be_continued_on_another_kst_day(gateway, operator, enabled, clock):
    clock.set(kst_noon(MONDAY))
    session_id = _start(gateway)["session_id"]
    clock.set(kst_noon(MONDAY + timedelta(days=1)))
    response = _answer(gateway, session_id, "Q-SLEEP-HOURS", "7")
    body = problem(response)
    assert (response.status_code, body["type"]) == (409, "urn:dualcoach:problem:session-expired")
    assert body["message"] == (
        "이 체크인은 기록할 수 있는 날이 지났습니다. 오늘 체크인을 새로 시작해 주십시오."
    )
    assert ok(gateway.post(checkin_path(CUSTOMER_ID)), 201)["session_id"] != session_id


@pytest.mark.parametrize(
    ("day", "reason", "message"),
    [
        (
            MONDAY - timedelta(days=1),
            "before_window",
            "아직 체크인 기간이 시작되지 않았습니다. 시작일부터 기록해 주십시오.",
        ),
        (
            MONDAY + timedelta(days=5),
            "not_weekday",
            "체크인은 평일에만 진행합니다. 다음 평일에 기록해 주십시오.",
        ),
        (
            MONDAY + timedelta(days=28),
            "after_window",
            "체크인 기간이 끝났습니다. 그동안 기록해 주셔서 감사합니다.",
        ),
        (
            MONDAY + timedelta(days=60),
            "after_window",
            "체크인 기간이 끝났습니다. 그동안 기록해 주셔서 감사합니다.",
        ),
    ],
)
def test_no_check_in_outside_the_weekdays_of_the_pilot_window(
    gateway, operator, enabled, clock, database, day, reason, message
):
    clock.set(kst_noon(day))
    response = gateway.post(checkin_path(CUSTOMER_ID))
    body = problem(response)
    assert (response.status_code, body["type"]) == (
        409,
        "urn:dualcoach:problem:checkin-not-eligible",
    )
    assert (body["reason"], body["message"]) == (reason, message)
    with database.engine() as engine, engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM checkin.flow_session")).scalar() == 0


def test_the_last_weekday_of_the_window_is_still_open(gateway, enabled, clock):
    clock.set(kst_noon(MONDAY + timedelta(days=25)))  # Friday 2027-01-01, day 26
    assert ok(gateway.post(checkin_path(CUSTOMER_ID)), 201)["kst_date"] == "2027-01-01"


def test_a_disabled_or_unknown_customer_gets_no_check_in(gateway, operator, clock):
    register_draft(operator)
    grant_consent(operator)
    clock.set(kst_noon(MONDAY))
    response = gateway.post(checkin_path(CUSTOMER_ID))
    assert problem(response)["reason"] == "not_enabled"
    assert gateway.post(checkin_path("nobody-here")).status_code == 404
    ok(activate(operator))
    assert gateway.post(checkin_path(CUSTOMER_ID)).status_code == 201


def test_skipped_base_answers_make_a_partial_check_in_and_say_so(gateway, operator, enabled, clock):
    clock.set(kst_noon(MONDAY))
    run = run_checkin(
        gateway, CUSTOMER_ID, {**F_NORMAL_1, "Q-CALORIES": "skip", "Q-WEIGHT": "skip"}
    )
    assert run.final["outcome"] == "short"
    assert _events(operator)[-1]["payload"]["completeness"] == "partial"
    text_ = _drafts(operator)[-1]["submission"]["canonical_text"]
    assert "- 섭취 열량: 기록 없음\n" in text_ and "- 체중: 기록 없음\n" in text_
    assert "\n일부 항목이 기록되지 않아 저장된 내용만 안내합니다.\n" in text_


def test_revoking_consent_ends_an_open_check_in_and_stores_nothing(
    gateway, operator, enabled, clock, database
):
    clock.set(kst_noon(MONDAY))
    session_id = _start(gateway)["session_id"]
    ok(_answer(gateway, session_id, "Q-SLEEP-HOURS", "7.5"))
    before = _session_row(database, session_id)
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/consent", json={"action": "revoke"}))
    response = _answer(gateway, session_id, "Q-SLEEP-QUALITY", "4")
    body = problem(response)
    assert (response.status_code, body["reason"]) == (409, "not_enabled")
    assert body["message"] == "지금은 체크인을 진행할 수 없습니다. 코치에게 문의해 주십시오."
    finalize = gateway.post(f"{checkin_path(CUSTOMER_ID)}/{session_id}/finalize")
    assert problem(finalize)["reason"] == "not_enabled"
    assert _session_row(database, session_id) == before
    assert _events(operator) == [] and _drafts(operator) == []


def test_only_the_gateway_and_the_operator_drive_the_flow(app, secrets, enabled, clock):
    clock.set(kst_noon(MONDAY))
    with signed_client(app, "delivery", secrets, clock) as delivery:
        assert delivery.post(checkin_path(CUSTOMER_ID)).status_code == 403


def test_a_session_is_reachable_only_under_its_own_customer(gateway, operator, enabled, clock):
    other = "lee-pilot"
    ok(
        operator.put(
            f"/v1/admin/customers/{other}",
            json=factories.draft(
                customer=factories.triple(800002), trainer=factories.triple(900002)
            ),
        )
    )
    grant_consent(operator, other)
    ok(activate(operator, other))
    clock.set(kst_noon(MONDAY))
    session_id = _start(gateway)["session_id"]
    response = gateway.post(
        f"{checkin_path(other)}/{session_id}/answers",
        json={"question_id": "Q-SLEEP-HOURS", "value": "7"},
    )
    assert response.status_code == 404
    assert gateway.get(f"{checkin_path(other)}/{session_id}").status_code == 404


def test_withdrawal_erases_the_sessions_and_queued_drafts(gateway, operator, enabled, clock):
    clock.set(kst_noon(MONDAY))
    run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    clock.set(kst_noon(MONDAY + timedelta(days=1)))
    _start(gateway)
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={"reason": "withdrawal"}))
    tombstone = ok(
        operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/erase", json={"confirm": CUSTOMER_ID})
    )
    assert tombstone["summary"]["rows_erased"] == {
        "event": 1,
        "flow_session": 2,
        "outbox": 1,
        "registry_transition": 4,
        # The nutrition and judgment ledgers are erased too (empty here).
        **dict.fromkeys(CHAINED_CUSTOMER_TABLES, 0),
    }
