"""Builders of registry documents, plans and events for checkin tests (no I/O)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from services.checkin.events.payloads import (
    CheckinPayload,
    OperatorTimePayload,
    PaymentPayload,
    SatisfactionPayload,
    TrainerSessionPayload,
)
from services.checkin.events.schemas import CanonicalEvent, build_event
from shared.contracts.safety import Safety

START = date(2026, 12, 7)  # a Monday: the pilot window is 2026-12-07 .. 2027-01-03
OWNER = {"user_id": 700001, "chat_id": 700001, "topic_id": None}
CUSTOMER = {"user_id": 800001, "chat_id": 800001, "topic_id": None}
TRAINER = {"user_id": 900001, "chat_id": -100900001, "topic_id": 7}
CHECKLIST_OK = (
    '{"token_rotated": true, "missend_test_passed": true, "provider_terms_checked": true, '
    '"withdrawal_deletion_doc": true, "retention_backup_doc": true, "manual_fallback_doc": true}'
)


def plan(starts_on: date = START, weeks: int = 12) -> dict[str, Any]:
    return {
        "starts_on": starts_on.isoformat(),
        "weeks": [
            {
                "week": n,
                "focus": f"{n}주차 기본 루틴",
                "goal_mode": "fat_loss",
                "training_sessions": 3,
            }
            for n in range(1, weeks + 1)
        ],
    }


def draft(
    customer: dict[str, Any] | None = None,
    trainer: dict[str, Any] | None = None,
    starts_on: date = START,
) -> dict[str, Any]:
    return {
        "customer": customer or CUSTOMER,
        "trainer": trainer or TRAINER,
        "plan": plan(starts_on),
    }


def triple(user_id: int, chat_id: int | None = None, topic_id: int | None = None) -> dict[str, Any]:
    return {
        "user_id": user_id,
        "chat_id": chat_id if chat_id is not None else user_id,
        "topic_id": topic_id,
    }


def checkin(customer_id: str, day: date, **overrides: Any) -> CanonicalEvent:
    values: dict[str, Any] = {
        "kst_date": day,
        "sleep_hours": 7.5,
        "sleep_quality": 4,
        "readiness": 4,
        "pain": {"present": False},
        "calories": 2300,
        "training_status": "done",
        "training_quality": 4,
        "morning_weight_kg": 70.2,
        "completeness": "complete",
        "safety": Safety.clear(),
    }
    values.update(overrides)
    return build_event("checkin", customer_id, CheckinPayload.model_validate(values))


def trainer_session(customer_id: str, day: date, **overrides: Any) -> CanonicalEvent:
    values: dict[str, Any] = {
        "kst_date": day,
        "done": True,
        "performance": 4,
        "intensity": "as_planned",
        "safety": Safety.clear(),
    }
    values.update(overrides)
    return build_event(
        "trainer_session_record", customer_id, TrainerSessionPayload.model_validate(values)
    )


def satisfaction(customer_id: str, score: float, day: date) -> CanonicalEvent:
    payload = SatisfactionPayload(score=score, collected_on=day)
    return build_event("satisfaction_record", customer_id, payload)


def operator_time(
    customer_id: str,
    entry: str,
    minutes: int,
    day: date,
    supersedes: str | None = None,
    attempt: str = "attempt-000000001",
) -> CanonicalEvent:
    payload = OperatorTimePayload(
        entry_id=entry,
        attempt_id=attempt,
        minutes=minutes,
        task="draft_review",
        work_date=day,
        supersedes_entry_id=supersedes,
    )
    return build_event("operator_time_record", customer_id, payload)


def payment(
    customer_id: str,
    kind: str = "renewal",
    starts_on: date = START,
    offset: int | None = None,
    length: int = 28,
    paid_offset: int = 20,
    supersedes: str | None = None,
) -> CanonicalEvent:
    first = starts_on + timedelta(
        days=offset if offset is not None else (0 if kind == "initial" else 28)
    )
    payload = PaymentPayload.model_validate(
        {
            "amount_krw": 150000,
            "method": "bank_transfer",
            "kind": kind,
            "paid_on": starts_on + timedelta(days=paid_offset),
            "period_start_on": first,
            "period_end_on": first + timedelta(days=length - 1),
        }
    )
    return build_event("payment_record", customer_id, payload, supersedes=supersedes)


def operator_time_entry(number: int, **more: Any) -> dict[str, Any]:
    """The body of an operator-time record numbered ``number`` (its ids derived from it)."""
    return {
        "entry_id": f"entry-{number:012d}",
        "attempt_id": f"attempt-{number:011d}",
        "minutes": 30,
        "task": "draft_review",
        "work_date": "2026-12-08",
        **more,
    }
