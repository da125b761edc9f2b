"""The trainer's post-session record through the HTTP turn API (AC5, AC6, AC19)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import text

from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, activate, grant_consent
from tests.checkin.flows import (
    F_NORMAL_1,
    TRAINER_NORMAL,
    Run,
    kst_noon,
    ok,
    run_checkin,
    run_trainer,
    trainer_path,
)
from tests.support.services import problem

MONDAY = factories.START
TRAINER = factories.TRAINER
# Stated time per prompt for the trainer: a button tap 6 s (the same rate as the customer's).
SECONDS_PER_TAP = 6


def _events(operator) -> list[dict[str, Any]]:
    return ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]


def _drafts(operator) -> list[dict[str, Any]]:
    return ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/drafts"))


def _count(database, table: str) -> int:
    with database.engine() as engine, engine.connect() as connection:
        return int(connection.execute(text(f"SELECT count(*) FROM checkin.{table}")).scalar_one())


def test_a_normal_record_is_five_taps_within_30_seconds(gateway, operator, enabled, clock):
    clock.set(kst_noon(MONDAY))
    run = run_trainer(gateway, CUSTOMER_ID, TRAINER_NORMAL)
    assert run.asked == ["Q-T-DONE", "Q-T-PERFORMANCE", "Q-T-INTENSITY", "Q-T-PAIN", "Q-T-NOTE"]
    # Every answer is a button: four button questions and the note's "없음" button.
    assert run.kinds == ["buttons", "buttons", "buttons", "buttons", "text"]
    seconds = SECONDS_PER_TAP * len(run.asked)
    assert seconds <= 30
    assert (run.final["status"], run.final["outcome"]) == ("finalized", "recorded")
    assert run.final["message"] == "수업 기록을 저장했습니다."
    (event,) = _events(operator)
    assert event["event_type"] == "trainer_session_record"
    assert event["dedupe_key"] == f"trainer-session:{CUSTOMER_ID}:2026-12-07"
    assert event["payload"] == {
        "kst_date": "2026-12-07",
        "done": True,
        "performance": 4,
        "intensity": "as_planned",
        "pain": False,
        "pain_note": None,
        "operator_note": None,
        "safety": {"level": "none", "signals": [], "coaching_held": False, "reasons": []},
    }
    assert _drafts(operator) == []


def test_a_session_that_did_not_happen_skips_performance_and_intensity(
    gateway, operator, enabled, clock
):
    clock.set(kst_noon(MONDAY))
    run = run_trainer(
        gateway,
        CUSTOMER_ID,
        {"Q-T-DONE": "not_done", "Q-T-PAIN": "no", "Q-T-NOTE": "회원 사정으로 취소"},
    )
    assert run.asked == ["Q-T-DONE", "Q-T-PAIN", "Q-T-NOTE"]
    payload = _events(operator)[0]["payload"]
    assert (payload["done"], payload["performance"], payload["intensity"]) == (False, None, None)
    assert payload["operator_note"] == "회원 사정으로 취소"


@pytest.mark.parametrize(
    "triple",
    [
        {**TRAINER, "user_id": 900002},
        {**TRAINER, "chat_id": -100900002},
        {**TRAINER, "topic_id": None},
        {**TRAINER, "topic_id": 8},
        factories.CUSTOMER,
        factories.OWNER,
    ],
    ids=["other-user", "other-chat", "no-topic", "other-topic", "customer", "owner"],
)
def test_anything_but_the_exact_bound_trainer_triple_is_refused_with_zero_records(
    gateway, operator, enabled, clock, database, triple
):
    clock.set(kst_noon(MONDAY))
    response = gateway.post(trainer_path(CUSTOMER_ID), json={"triple": triple})
    body = problem(response)
    assert (response.status_code, body["type"]) == (403, "urn:dualcoach:problem:trainer-not-bound")
    assert body["message"] == "이 계정으로는 이 고객의 수업 기록을 남길 수 없습니다."
    assert _count(database, "flow_session") == 0
    assert _events(operator) == []


def test_another_customers_trainer_cannot_record_for_this_customer(
    gateway, operator, enabled, clock, database
):
    other_trainer = factories.triple(900002, -100900002, 3)
    ok(
        operator.put(
            "/v1/admin/customers/lee-pilot",
            json=factories.draft(customer=factories.triple(800002), trainer=other_trainer),
        )
    )
    grant_consent(operator, "lee-pilot")
    ok(activate(operator, "lee-pilot"))
    clock.set(kst_noon(MONDAY))
    assert (
        gateway.post(trainer_path(CUSTOMER_ID), json={"triple": other_trainer}).status_code == 403
    )
    assert _count(database, "flow_session") == 0


def test_every_turn_checks_the_triple(gateway, operator, enabled, clock, database):
    clock.set(kst_noon(MONDAY))
    view = ok(gateway.post(trainer_path(CUSTOMER_ID), json={"triple": TRAINER}), 201)
    session_id = view["session_id"]
    intruder = {**TRAINER, "topic_id": None}
    answer = gateway.post(
        f"{trainer_path(CUSTOMER_ID)}/{session_id}/answers",
        json={"triple": intruder, "question_id": "Q-T-DONE", "value": "done"},
    )
    assert answer.status_code == 403
    finalize = gateway.post(
        f"{trainer_path(CUSTOMER_ID)}/{session_id}/finalize", json={"triple": intruder}
    )
    assert finalize.status_code == 403
    resumed = ok(gateway.post(trainer_path(CUSTOMER_ID), json={"triple": TRAINER}))
    assert resumed["session_id"] == session_id and resumed["answered"] == []
    assert _events(operator) == []


def test_a_second_record_the_same_day_is_refused(gateway, operator, enabled, clock):
    clock.set(kst_noon(MONDAY))
    run_trainer(gateway, CUSTOMER_ID, TRAINER_NORMAL)
    response = gateway.post(trainer_path(CUSTOMER_ID), json={"triple": TRAINER})
    body = problem(response)
    assert (response.status_code, body["type"]) == (
        409,
        "urn:dualcoach:problem:trainer-record-exists",
    )
    assert body["message"] == "오늘 수업 기록은 이미 저장되었습니다."
    assert len(_events(operator)) == 1


def test_a_saturday_session_inside_the_window_is_recorded_but_not_after_day_28(
    gateway, enabled, clock
):
    clock.set(kst_noon(MONDAY + timedelta(days=5)))
    assert run_trainer(gateway, CUSTOMER_ID, TRAINER_NORMAL).final["kst_date"] == "2026-12-12"
    clock.set(kst_noon(MONDAY + timedelta(days=28)))
    response = gateway.post(trainer_path(CUSTOMER_ID), json={"triple": TRAINER})
    assert (response.status_code, problem(response)["reason"]) == (409, "after_window")


def test_a_below_plan_session_joins_the_same_day_check_in(gateway, operator, enabled, clock):
    clock.set(kst_noon(MONDAY))
    trainer_run = run_trainer(gateway, CUSTOMER_ID, {**TRAINER_NORMAL, "Q-T-INTENSITY": "below"})
    run = run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    assert run.asked[-4:] == ["Q-PERF-REASON", "Q-PERF-NEXT", "Q-WEIGHT", "Q-NOTE"]
    assert run.final["outcome"] == "detailed"
    submission = _drafts(operator)[-1]["submission"]
    assert submission["canonical_text"].endswith(
        "\n\n확인한 변화\n- 트레이너 기록: 강도 계획보다 낮음"
    )
    assert "- 다음 운동 일정과 강도를 코치와 다시 맞추기" in submission["canonical_text"]
    assert {
        "event_id": trainer_run.final["event_id"],
        "fact": (
            "2026-12-07 트레이너 기록: 진행함, 수행도 5점 중 4점, 강도 계획보다 낮음, 통증 없음"
        ),
    } in submission["evidence"]
    keys = [event["dedupe_key"] for event in _events(operator)]
    assert keys == [
        f"trainer-session:{CUSTOMER_ID}:2026-12-07",
        f"checkin:{CUSTOMER_ID}:2026-12-07",
    ]


def test_trainer_reported_pain_makes_the_day_detailed(gateway, operator, enabled, clock):
    clock.set(kst_noon(MONDAY))
    run_trainer(
        gateway, CUSTOMER_ID, {**TRAINER_NORMAL, "Q-T-PAIN": "yes", "Q-T-PAIN-NOTE": "none"}
    )
    run = run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    assert run.asked == [
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
    assert run.final["outcome"] == "detailed"
    text_ = _drafts(operator)[-1]["submission"]["canonical_text"]
    assert text_.endswith("\n\n확인한 변화\n- 트레이너 기록: 수업 중 통증 있음")


def _current(gateway, triple: dict[str, Any]):
    params = {key: value for key, value in triple.items() if value is not None}
    return gateway.get(f"{trainer_path(CUSTOMER_ID)}/current", params=params)


def test_the_current_record_is_read_without_starting_one(gateway, enabled, clock, database):
    clock.set(kst_noon(MONDAY))
    assert problem(_current(gateway, TRAINER))["type"].endswith("session-not-found")
    assert _count(database, "flow_session") == 0
    started = ok(gateway.post(trainer_path(CUSTOMER_ID), json={"triple": TRAINER}), 201)
    current = ok(_current(gateway, TRAINER))
    assert (current["session_id"], current["question"]["question_id"]) == (
        started["session_id"],
        "Q-T-DONE",
    )
    # the read checks the exact triple like every turn: no topic is another place
    assert _current(gateway, {**TRAINER, "topic_id": None}).status_code == 403


@pytest.mark.parametrize("field", ["user_id", "chat_id", "topic_id"])
def test_a_telegram_id_outside_the_registrys_range_is_a_422_not_a_500(gateway, enabled, field):
    """Found by the OpenAPI sweep: the query admitted -2**63, which the triple refused
    inside the handler (a ValidationError, answered 500)."""
    response = _current(gateway, {**TRAINER, field: -(2**63)})
    assert response.status_code == 422, response.text
    assert problem(response)["status"] == 422


# --- a trainer record after the check-in (issue 12, part 4) -------------------------------


def _checkin_then_trainer(gateway, clock, trainer_answers: dict[str, Any]) -> tuple[Run, Run]:
    clock.set(kst_noon(MONDAY))
    checkin_run = run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    assert checkin_run.final["outcome"] == "short"
    clock.set(kst_noon(MONDAY) + timedelta(hours=3))
    return checkin_run, run_trainer(gateway, CUSTOMER_ID, trainer_answers)


def test_trainer_pain_after_a_short_check_in_queues_one_detailed_replacement(
    gateway, operator, enabled, clock
):
    _, trainer_run = _checkin_then_trainer(
        gateway, clock, {**TRAINER_NORMAL, "Q-T-PAIN": "yes", "Q-T-PAIN-NOTE": "none"}
    )
    assert trainer_run.final["outcome"] == "recorded"
    original, replacement = _drafts(operator)
    assert original["draft_key"] == f"checkin-daily:{CUSTOMER_ID}:2026-12-07"
    assert replacement["draft_key"] == f"checkin-daily:{CUSTOMER_ID}:2026-12-07:after-trainer"
    submission = replacement["submission"]
    assert submission["replaces_draft_key"] == original["draft_key"]
    assert (submission["kind"], submission["audience"], submission["held"]) == (
        "daily",
        "customer",
        False,
    )
    assert submission["presentation"] is None
    assert submission["canonical_text"].endswith(
        "\n\n확인한 변화\n- 트레이너 기록: 수업 중 통증 있음"
    )
    assert submission["canonical_text"] != original["submission"]["canonical_text"]
    assert {
        "event_id": trainer_run.final["event_id"],
        "fact": "2026-12-07 트레이너 기록: 진행함, 수행도 5점 중 4점, 강도 계획대로, 통증 있음",
    } in submission["evidence"]
    # The original stays exactly as it was queued: the replacement names it, never edits it.
    assert "replaces_draft_key" not in original["submission"]


def test_a_below_plan_record_after_the_check_in_replaces_the_day_draft(
    gateway, operator, enabled, clock
):
    _checkin_then_trainer(gateway, clock, {**TRAINER_NORMAL, "Q-T-INTENSITY": "below"})
    drafts = _drafts(operator)
    assert len(drafts) == 2
    text_ = drafts[1]["submission"]["canonical_text"]
    assert text_.endswith("\n\n확인한 변화\n- 트레이너 기록: 강도 계획보다 낮음")


def test_a_planned_record_without_pain_after_the_check_in_queues_nothing(
    gateway, operator, enabled, clock
):
    _checkin_then_trainer(gateway, clock, TRAINER_NORMAL)
    assert [draft["draft_key"] for draft in _drafts(operator)] == [
        f"checkin-daily:{CUSTOMER_ID}:2026-12-07"
    ]


def test_a_held_trainer_record_after_the_check_in_queues_only_the_held_notice(
    gateway, operator, enabled, clock
):
    _, trainer_run = _checkin_then_trainer(
        gateway, clock, {**TRAINER_NORMAL, "Q-T-PAIN": "yes", "Q-T-PAIN-NOTE": "무릎 통증"}
    )
    assert trainer_run.final["outcome"] == "held"
    assert [(d["draft_key"], d["held"]) for d in _drafts(operator)] == [
        (f"checkin-daily:{CUSTOMER_ID}:2026-12-07", False),
        (f"trainer-hold:{CUSTOMER_ID}:2026-12-07", True),
    ]


def test_a_held_check_in_gets_no_replacement_from_a_later_trainer_record(
    gateway, operator, enabled, clock
):
    clock.set(kst_noon(MONDAY))
    run = run_checkin(gateway, CUSTOMER_ID, {**F_NORMAL_1, "Q-NOTE": "가슴이 너무 아파요"})
    assert run.final["outcome"] == "held"
    clock.set(kst_noon(MONDAY) + timedelta(hours=3))
    run_trainer(gateway, CUSTOMER_ID, {**TRAINER_NORMAL, "Q-T-INTENSITY": "below"})
    assert [draft["draft_key"] for draft in _drafts(operator)] == [
        f"checkin-daily:{CUSTOMER_ID}:2026-12-07"
    ]
