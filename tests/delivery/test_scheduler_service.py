"""The scheduler tick: due tasks -> drafts, once per task key, pinned before any send."""

from __future__ import annotations

import threading
from typing import Any

from sqlalchemy import text

from services.delivery.app import create_app
from services.delivery.scheduler.service import tick
from tests.delivery.checkin_peer import CUSTOMER, OWNER
from tests.delivery.conftest import delivery_settings
from tests.delivery.factories import CUSTOMER_ID, PAIN_REASON, ok

DAY = "2026-12-11"
WEEKLY_KEY = f"weekly:{CUSTOMER_ID}:1"
CANONICAL = "1주차 요약입니다.\n\n체중은 목표 범위 안에서 안정적으로 증가했습니다."
SELECTED = "1주차 요약입니다.\n\n차분히, 체중은 목표 범위 안에서 안정적으로 증가했습니다."


def _presentation() -> dict[str, Any]:
    return {
        "rendered_body": SELECTED,
        "surface_version": "weekly.v1",
        "attempt_id": "attempt-0001",
        "artifact_key": "a" * 64,
        "binding_digest": "b" * 64,
        "outcome": "selected",
        "selected": True,
    }


DAILY_KEY = f"daily:{CUSTOMER_ID}:{DAY}"


def _schedule(checkin, *, render: dict[str, Any] | None = None) -> None:
    """Checkin's real schedule has the weekly summary and a daily task due on DAY (a
    Friday of week 1); only the weekly one has material (the daily render is issue 4's)."""
    if render is not None:
        checkin.renders[WEEKLY_KEY] = render


def _weekly_render() -> dict[str, Any]:
    return {
        "canonical_text": CANONICAL,
        "presentation": _presentation(),
        "evidence": [{"event_id": "evt-7", "fact": "주간 체중 변화 +0.2%"}],
    }


def _day():
    from datetime import date

    return date.fromisoformat(DAY)


def test_a_due_weekly_task_becomes_one_draft_pinned_to_the_rendered_body(
    context, checkin, operator, telegram, database
):
    _schedule(checkin, render=_weekly_render())
    report = tick(context, day=_day())
    assert report.drafted == [WEEKLY_KEY] and report.due == 2
    assert report.pending == {DAILY_KEY: "render-404"}
    (draft,) = ok(operator.get("/v1/drafts"))
    assert draft["kind"] == "weekly" and draft["text"] == SELECTED
    assert draft["task_key"] == WEEKLY_KEY
    # Again, and after a restart: no second render, no second draft.
    assert tick(context, day=_day()).already_drafted == 1
    assert checkin.render_calls.count(WEEKLY_KEY) == 1
    sent = ok(
        operator.post(f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True})
    )
    assert sent["deliveries"][0]["state"] == "delivered"
    assert [m.text for m in telegram.bot_messages(CUSTOMER["chat_id"])] == [SELECTED]
    with database.engine() as engine, engine.connect() as connection:
        outcome = connection.execute(
            text("SELECT path, payload FROM delivery.outbox WHERE target = 'expression_outcome'")
        ).one()
    assert outcome.path == "/v1/presentations/attempt-0001/outcome"
    assert outcome.payload == {"outcome": "selected", "artifact_key": "a" * 64}


def test_a_restarted_service_does_not_render_a_drafted_task_again(
    database, delivery_secrets, gateway, checkin, context
):
    _schedule(checkin, render=_weekly_render())
    tick(context, day=_day())
    restarted = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=gateway.port, checkin_port=checkin.port
        )
    ).state.delivery
    assert tick(restarted, day=_day()).already_drafted == 1
    assert checkin.render_calls.count(WEEKLY_KEY) == 1


def test_a_task_checkin_cannot_render_yet_stays_pending_and_is_retried(context, checkin):
    _schedule(checkin)
    first = tick(context, day=_day())
    assert first.drafted == [] and first.pending[WEEKLY_KEY] == "render-404"
    checkin.renders[WEEKLY_KEY] = _weekly_render()
    assert tick(context, day=_day()).drafted == [WEEKLY_KEY]


def test_invalid_material_is_not_drafted(context, checkin):
    _schedule(checkin, render={"canonical_text": "", "surprise": 1})
    report = tick(context, day=_day())
    assert report.drafted == [] and "unexpected fields" in report.pending[WEEKLY_KEY]


def test_concurrent_ticks_render_each_task_once(context, checkin):
    _schedule(checkin, render=_weekly_render())
    barrier = threading.Barrier(4)
    reports = []

    def run() -> None:
        barrier.wait()
        reports.append(tick(context, day=_day()))

    threads = [threading.Thread(target=run) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sum(len(r.drafted) for r in reports) == 1
    assert checkin.render_calls.count(WEEKLY_KEY) == 1


def test_a_held_task_becomes_richards_notice_and_nothing_for_the_customer(
    context, checkin, telegram
):
    _schedule(checkin, render={"held": True, "hold_reasons": [PAIN_REASON]})
    assert tick(context, day=_day()).drafted == [WEEKLY_KEY]
    assert telegram.bot_messages(CUSTOMER["chat_id"]) == []
    (notice,) = telegram.bot_messages(OWNER["chat_id"])
    assert notice.text.startswith("[보류 알림]") and "보류된 초안: 주간 요약" in notice.text


def test_the_operator_can_run_a_tick(operator, checkin):
    _schedule(checkin, render=_weekly_render())
    answer = ok(operator.post("/v1/scheduler/tick", json={"kst_date": DAY}))
    assert answer["drafted"] == [WEEKLY_KEY] and answer["kst_date"] == DAY
