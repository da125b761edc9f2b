"""What checkin's answer for a due task means (pure): a draft, a closed task, or a refusal."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from services.delivery.peers.checkin import DueTask
from services.delivery.scheduler.rules import NothingToSend, RenderRefused, outcome_for

DAILY = DueTask(
    task_key="daily:kim-pilot:2026-12-11",
    customer_id="kim-pilot",
    kind="daily",
    kst_date=date(2026, 12, 11),
)
WEEKLY = DueTask(
    task_key="weekly:kim-pilot:1",
    customer_id="kim-pilot",
    kind="weekly",
    kst_date=date(2026, 12, 11),
    week_index=1,
)
NOTHING = {
    "task_key": DAILY.task_key,
    "customer_id": "kim-pilot",
    "kind": "daily",
    "nothing_to_send": True,
    "reason": "customer_initiated_checkin",
}
MATERIAL = {
    "task_key": WEEKLY.task_key,
    "customer_id": "kim-pilot",
    "kind": "weekly",
    "canonical_text": "1주차 요약입니다.",
    "presentation": None,
    "evidence": [{"event_id": "evt-7", "fact": "체크인 5일 중 5일"}],
    "held": False,
    "hold_reasons": [],
}


def test_checkins_daily_answer_closes_the_task_with_its_reason():
    assert outcome_for(DAILY, NOTHING) == NothingToSend("customer_initiated_checkin")


def test_weekly_material_becomes_a_draft_keyed_by_the_task():
    submission = outcome_for(WEEKLY, MATERIAL)
    assert not isinstance(submission, NothingToSend)
    assert (submission.draft_key, submission.task_key, submission.kind) == (
        WEEKLY.task_key,
        WEEKLY.task_key,
        "weekly",
    )
    assert submission.canonical_text == "1주차 요약입니다."


@pytest.mark.parametrize(
    ("task", "answer", "why"),
    [
        (DAILY, {**NOTHING, "nothing_to_send": False}, "must be true"),
        (DAILY, {**NOTHING, "nothing_to_send": "yes"}, "must be true"),
        (DAILY, {**NOTHING, "reason": "nobody_cares"}, "known reason"),
        (DAILY, {k: v for k, v in NOTHING.items() if k != "reason"}, "known reason"),
        (DAILY, {k: v for k, v in NOTHING.items() if k != "kind"}, "must name"),
        (DAILY, {k: v for k, v in NOTHING.items() if k != "task_key"}, "must name"),
        (DAILY, {**NOTHING, "canonical_text": "안녕하세요"}, "unexpected fields"),
        (DAILY, {**NOTHING, "surprise": 1}, "unexpected fields"),
        (DAILY, {**NOTHING, "task_key": "daily:kim-pilot:2026-12-10"}, "another task"),
        (DAILY, {**NOTHING, "customer_id": "lee-pilot"}, "another task"),
        (DAILY, {**NOTHING, "kind": "weekly"}, "another task"),
        (
            WEEKLY,
            {**NOTHING, "task_key": WEEKLY.task_key, "kind": "weekly"},
            "does not close a weekly task",
        ),
        (WEEKLY, {"canonical_text": "", "surprise": 1}, "unexpected fields"),
        (WEEKLY, {**MATERIAL, "canonical_text": ""}, "invalid material"),
        (WEEKLY, {**MATERIAL, "held": True}, "invalid material"),
        (WEEKLY, {**MATERIAL, "reason": "customer_initiated_checkin"}, "unexpected fields"),
        (WEEKLY, ["not", "an", "object"], "not a JSON object"),
        (WEEKLY, None, "not a JSON object"),
    ],
)
def test_anything_malformed_is_refused_and_the_task_stays_pending(
    task: DueTask, answer: Any, why: str
):
    with pytest.raises(RenderRefused, match=why):
        outcome_for(task, answer)
