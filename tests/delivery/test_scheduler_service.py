"""The scheduler tick against checkin's real schedule and render route.

Every app of these tests shares one ``ManualClock`` on a pilot date (signatures compare
clocks, and checkin decides what is due from its clock): 2026-12-11 is the Friday of week 1
of ``kim-pilot``'s plan, so a daily and the weekly task are due.
"""

from __future__ import annotations

import threading
from datetime import date, timedelta
from typing import Any

import pytest

from services.checkin.safety.rules import classify
from services.delivery.app import create_app
from services.delivery.scheduler.workflow import run_weekly_nutrition, tick
from shared.clock import ManualClock
from shared.contracts.surfaces import weekly
from tests.checkin import factories
from tests.checkin.flows import kst_noon
from tests.delivery.checkin_peer import CUSTOMER, OWNER
from tests.delivery.conftest import delivery_settings
from tests.delivery.factories import CUSTOMER_ID, ok
from tests.support.ports import free_ports

DAY = date(2026, 12, 11)
WEEKLY_KEY = f"weekly:{CUSTOMER_ID}:1"
DAILY_KEY = f"daily:{CUSTOMER_ID}:{DAY.isoformat()}"


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(kst_noon(DAY))


def _weekly_run_calls(checkin) -> int:
    return checkin.log.requests.count(("POST", "/v1/nutrition/weekly-run"))


def _proposals(checkin) -> list[dict[str, Any]]:
    path = f"/v1/customers/{CUSTOMER_ID}/nutrition/proposals"
    proposals: list[dict[str, Any]] = ok(checkin.operator.get(path))
    return proposals


def _set_calorie_baseline(checkin) -> None:
    """A calorie target for the proposal to adjust (the test plan sets none)."""
    policy = f"/v1/customers/{CUSTOMER_ID}/nutrition/policy"
    ok(checkin.operator.put(policy, json={"baseline_kcal": 2500}), 201)


def _weekly_body(checkin) -> str:
    """What checkin itself says week 1 reads like today (its weekly.v1 body)."""
    body: str = ok(checkin.operator.get(f"/v1/customers/{CUSTOMER_ID}/weekly/1"))["body"]
    return body


def test_a_daily_task_is_closed_without_a_draft_once_and_for_all(
    context, checkin, operator, telegram
):
    report = tick(context, day=DAY)
    assert (report.due, report.closed, report.pending) == (2, [DAILY_KEY], {})
    assert [draft["task_key"] for draft in ok(operator.get("/v1/drafts"))] == [WEEKLY_KEY]
    (closed,) = ok(operator.get("/v1/scheduler/tasks", params={"status": "closed"}))
    assert (closed["task_key"], closed["closed_reason"], closed["draft_id"]) == (
        DAILY_KEY,
        "customer_initiated_checkin",
        None,
    )
    again = tick(context, day=DAY)
    assert (again.closed, again.already_closed, again.pending) == ([], 1, {})
    assert checkin.render_calls.count(DAILY_KEY) == 1
    assert telegram.bot_messages(CUSTOMER["chat_id"]) == []


def test_a_due_weekly_task_becomes_one_draft_pinned_to_checkins_weekly_text(
    context, checkin, operator, telegram
):
    report = tick(context, day=DAY)
    assert report.drafted == [WEEKLY_KEY]
    (draft,) = ok(operator.get("/v1/drafts"))
    body = _weekly_body(checkin)
    assert (draft["kind"], draft["task_key"], draft["text"]) == ("weekly", WEEKLY_KEY, body)
    weekly.parse(draft["text"])  # exactly the weekly.v1 grammar
    assert (draft["held"], draft["status"]) == (False, "pending")
    (review,) = telegram.bot_messages(OWNER["chat_id"])  # Richard reviews it in Telegram
    assert body in review.text and "주간 요약 · 검토본 1" in review.text
    # Again, and after a restart: no second render, no second draft.
    assert tick(context, day=DAY).already_drafted == 1
    assert checkin.render_calls.count(WEEKLY_KEY) == 1
    sent = ok(
        operator.post(f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True})
    )
    assert sent["deliveries"][0]["state"] == "delivered"
    assert [m.text for m in telegram.bot_messages(CUSTOMER["chat_id"])] == [body]


def test_a_restarted_service_renders_neither_a_drafted_nor_a_closed_task_again(
    database, delivery_secrets, gateway, checkin, context, clock
):
    tick(context, day=DAY)
    restarted = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=gateway.port, checkin_port=checkin.port
        ),
        clock=clock,
    ).state.delivery
    report = tick(restarted, day=DAY)
    assert (report.already_drafted, report.already_closed) == (1, 1)
    assert sorted(checkin.render_calls) == [DAILY_KEY, WEEKLY_KEY]


def test_a_weekly_task_checkin_does_not_consider_due_yet_stays_pending_and_is_retried(
    context, checkin, clock
):
    clock.set(kst_noon(DAY - timedelta(days=1)))  # checkin's today: Thursday
    first = tick(context, day=DAY)
    assert first.drafted == [] and first.pending[WEEKLY_KEY] == "render-409"
    clock.set(kst_noon(DAY))
    assert tick(context, day=DAY).drafted == [WEEKLY_KEY]


def test_concurrent_ticks_render_each_task_once(context, checkin):
    barrier = threading.Barrier(4)
    reports = []

    def run() -> None:
        barrier.wait()
        reports.append(tick(context, day=DAY))

    threads = [threading.Thread(target=run) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sum(len(r.drafted) for r in reports) == 1
    assert sum(len(r.closed) for r in reports) == 1
    assert checkin.render_calls.count(WEEKLY_KEY) == 1
    assert checkin.render_calls.count(DAILY_KEY) == 1
    assert _weekly_run_calls(checkin) == 1


def _append_held_checkin(checkin, day: date) -> None:
    safety = classify("customer_checkin", [("note", "무릎이 너무 아파요")])
    event = factories.checkin(CUSTOMER_ID, day, note="무릎이 너무 아파요", safety=safety)
    checkin.append_flow(event)


def test_a_held_week_becomes_richards_notice_and_nothing_for_the_customer(
    context, checkin, operator, telegram
):
    _append_held_checkin(checkin, DAY - timedelta(days=2))
    assert tick(context, day=DAY).drafted == [WEEKLY_KEY]
    (draft,) = ok(operator.get("/v1/drafts"))
    assert (draft["held"], draft["audience"], draft["status"]) == (True, "owner", "held")
    assert telegram.bot_messages(CUSTOMER["chat_id"]) == []
    (notice,) = telegram.bot_messages(OWNER["chat_id"])
    assert notice.text == draft["text"]
    assert notice.text.startswith("[보류 알림]") and "보류된 초안: 주간 요약" in notice.text
    (reason,) = draft["hold_reasons"]
    assert (reason["rule_id"], reason["matched_field"]) == ("S2", "note")
    assert f"“{reason['excerpt']}”" in notice.text


def test_the_operator_can_run_a_tick_and_read_what_it_did(operator, checkin):
    answer = ok(operator.post("/v1/scheduler/tick", json={"kst_date": DAY.isoformat()}))
    assert (answer["drafted"], answer["closed"], answer["kst_date"]) == (
        [WEEKLY_KEY],
        [DAILY_KEY],
        DAY.isoformat(),
    )
    tasks: list[dict[str, Any]] = ok(
        operator.get("/v1/scheduler/tasks", params={"kst_date": DAY.isoformat()})
    )
    assert sorted((t["task_key"], t["status"]) for t in tasks) == [
        (DAILY_KEY, "closed"),
        (WEEKLY_KEY, "drafted"),
    ]


def test_a_day_with_a_weekly_task_asks_checkin_for_the_weeks_proposals_once(
    context, checkin, operator
):
    _set_calorie_baseline(checkin)
    assert tick(context, day=DAY).weekly_run == "ran"
    (proposal,) = _proposals(checkin)
    assert (proposal["proposal"]["week_index"], proposal["proposal"]["revision"]) == (1, 1)
    (run,) = ok(operator.get("/v1/scheduler/weekly-runs"))
    assert (run["kst_date"], run["status"], run["attempts"], run["last_reason"]) == (
        DAY.isoformat(),
        "done",
        1,
        None,
    )
    (result,) = run["results"]
    assert (result["customer_id"], result["week_index"], result["created"]) == (
        CUSTOMER_ID,
        1,
        True,
    )
    # later ticks of the day never ask again
    assert tick(context, day=DAY).weekly_run == "already-ran"
    assert _weekly_run_calls(checkin) == 1
    assert len(_proposals(checkin)) == 1


def test_a_day_without_a_weekly_task_asks_for_no_weekly_run(context, checkin, operator, clock):
    monday = DAY - timedelta(days=4)
    clock.set(kst_noon(monday))
    assert tick(context, day=monday).weekly_run is None
    assert _weekly_run_calls(checkin) == 0
    assert ok(operator.get("/v1/scheduler/weekly-runs")) == []


def test_a_weekly_run_checkin_did_not_answer_is_asked_again_by_the_next_tick(
    database, delivery_secrets, gateway, checkin, context, operator, clock
):
    (closed_port,) = free_ports(1)
    unreachable = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=gateway.port, checkin_port=closed_port
        ),
        clock=clock,
    ).state.delivery
    _set_calorie_baseline(checkin)
    failed = run_weekly_nutrition(unreachable, DAY)
    assert failed.startswith("failed:checkin-")
    (run,) = ok(operator.get("/v1/scheduler/weekly-runs"))
    assert (run["status"], run["attempts"], run["results"]) == ("pending", 1, None)
    assert _proposals(checkin) == []
    # checkin answers the next tick: one run, one proposal, and nothing after that
    assert tick(context, day=DAY).weekly_run == "ran"
    assert tick(context, day=DAY).weekly_run == "already-ran"
    (run,) = ok(operator.get("/v1/scheduler/weekly-runs"))
    assert (run["status"], run["attempts"]) == ("done", 2)
    assert _weekly_run_calls(checkin) == 1
    assert len(_proposals(checkin)) == 1


def test_the_task_list_pages_through_every_task(operator, checkin):
    """Newest day first, then by key; a full page names the next (before, it stopped at 200:
    Richard's /today would have counted 200 of a thousand customers' tasks)."""
    for back in (3, 2, 1, 0):
        day = DAY - timedelta(days=back)
        ok(operator.post("/v1/scheduler/tick", json={"kst_date": day.isoformat()}))
    everything: list[dict[str, Any]] = ok(operator.get("/v1/scheduler/tasks"))
    rows: list[dict[str, Any]] = []
    following: str | None = "/v1/scheduler/tasks?limit=2"
    pages = 0
    while following:
        response = operator.get(following)
        rows += ok(response)
        pages += 1
        following = response.links.get("next", {}).get("url")
    assert len(everything) >= 4 and pages == -(-len(everything) // 2)
    assert rows == everything
    assert len({row["task_key"] for row in rows}) == len(rows)
    days = [row["kst_date"] for row in rows]
    assert days == sorted(days, reverse=True)
    refused = operator.get("/v1/scheduler/tasks", params={"before": "2026-13-45~daily:x"})
    assert refused.status_code == 422  # a cursor's shape but no date: refused, never a 500
