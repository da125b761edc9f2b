"""Driving the check-in and trainer flows through the HTTP turn API, as the gateway will."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time
from typing import Any

import httpx
from fastapi.testclient import TestClient

from shared.clock import KST
from tests.checkin import factories

# The seed's fixtures (002, "Deterministic customer flow"): base answers as a customer taps or
# types them; F-NORMAL-1 is compared with 70.0 kg on the prior week's same weekday.
F_NORMAL_1: dict[str, Any] = {
    "Q-SLEEP-HOURS": "7.5",
    "Q-SLEEP-QUALITY": "4",
    "Q-READINESS": "4",
    "Q-PAIN": "no",
    "Q-CALORIES": "2300",
    "Q-TRAINING-STATUS": "done",
    "Q-TRAINING-QUALITY": "4",
    "Q-WEIGHT": "70.2",
    "Q-NOTE": "none",
}
F_ANOM_SLEEP_1 = {**F_NORMAL_1, "Q-SLEEP-HOURS": "5.0", "Q-SLEEP-QUALITY": "2"}
F_ANOM_COND_1 = {**F_NORMAL_1, "Q-READINESS": "2"}
F_ANOM_PERF_1 = {**F_NORMAL_1, "Q-TRAINING-STATUS": "missed"}
F_CHANGE_1 = {**F_NORMAL_1, "Q-WEIGHT": "71.4"}
FOLLOW_UP_ANSWERS: dict[str, Any] = {
    "Q-SLEEP-CAUSE": "stress",
    "Q-SLEEP-ADJUST": "bed_early",
    "Q-COND-SYMPTOM": "fatigue",
    "Q-COND-INTENSITY": "lighter",
    "Q-PERF-REASON": "time",
    "Q-PERF-NEXT": "as_planned",
    "Q-PAIN-DETAIL": "왼쪽 무릎",
}

TRAINER_NORMAL: dict[str, Any] = {
    "Q-T-DONE": "done",
    "Q-T-PERFORMANCE": "4",
    "Q-T-INTENSITY": "as_planned",
    "Q-T-PAIN": "no",
    "Q-T-NOTE": "none",
}
TRAINER = factories.TRAINER


def kst_noon(day: date) -> datetime:
    return datetime.combine(day, time(12, 0), tzinfo=KST).astimezone(UTC)


def ok(response: Any, *statuses: int) -> Any:
    assert response.status_code in (statuses or (200,)), response.text
    return response.json()


@dataclass
class Run:
    """What one scripted flow asked and how it ended."""

    asked: list[str] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    session_id: str = ""
    final: dict[str, Any] = field(default_factory=dict)


def checkin_path(customer_id: str) -> str:
    return f"/v1/customers/{customer_id}/checkins"


def run_checkin(
    client: TestClient | httpx.Client,
    customer_id: str,
    answers: dict[str, Any],
    *,
    follow_ups: dict[str, Any] | None = None,
    finalize: bool = True,
) -> Run:
    """Start, answer every question asked from ``answers`` (+ follow-ups), finalize."""
    replies = {**FOLLOW_UP_ANSWERS, **(follow_ups or {}), **answers}
    view = ok(client.post(checkin_path(customer_id)), 201, 200)
    run = Run(session_id=view["session_id"])
    while view["question"] is not None:
        question = view["question"]
        run.asked.append(question["question_id"])
        run.kinds.append(question["answer_kind"])
        value = replies[question["question_id"]]
        view = ok(
            client.post(
                f"{checkin_path(customer_id)}/{run.session_id}/answers",
                json={"question_id": question["question_id"], "value": value},
            )
        )
    assert view["status"] == "ready"
    if finalize:
        run.final = ok(client.post(f"{checkin_path(customer_id)}/{run.session_id}/finalize"), 201)
    return run


def trainer_path(customer_id: str) -> str:
    return f"/v1/customers/{customer_id}/trainer-sessions"


def run_trainer(
    client: TestClient | httpx.Client,
    customer_id: str,
    answers: dict[str, Any],
    *,
    triple: dict[str, Any] | None = None,
) -> Run:
    triple = triple or TRAINER
    view = ok(client.post(trainer_path(customer_id), json={"triple": triple}), 201, 200)
    run = Run(session_id=view["session_id"])
    while view["question"] is not None:
        question = view["question"]
        run.asked.append(question["question_id"])
        run.kinds.append(question["answer_kind"])
        view = ok(
            client.post(
                f"{trainer_path(customer_id)}/{run.session_id}/answers",
                json={
                    "triple": triple,
                    "question_id": question["question_id"],
                    "value": answers[question["question_id"]],
                },
            )
        )
    run.final = ok(
        client.post(
            f"{trainer_path(customer_id)}/{run.session_id}/finalize", json={"triple": triple}
        ),
        201,
    )
    return run
