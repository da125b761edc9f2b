"""Builders of draft submissions and helpers shared by delivery tests (no I/O)."""

from __future__ import annotations

from typing import Any

CUSTOMER_ID = "kim-pilot"
DAILY_TEXT = (
    "오늘 기록을 확인했습니다.\n\n- 수면 7.5시간\n- 체중 70.2kg\n\n오늘도 계획대로 진행합니다."
)

PAIN_REASON = {
    "class": "pain",
    "rule_id": "S2",
    "source_flow": "customer_checkin",
    "matched_field": "pain_text",
    "excerpt": "무릎이 계속 아픕니다",
}
URGENT_REASON = {
    "class": "urgent",
    "rule_id": "S1",
    "source_flow": "trainer_session",
    "matched_field": "operator_note",
    "excerpt": "운동 중 가슴 통증과 호흡 곤란",
}
CONSENT_REASON = {"class": "consent_missing"}


def submission(key: str = "daily:kim-pilot:2026-12-08", **overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "draft_key": key,
        "customer_id": CUSTOMER_ID,
        "kind": "daily",
        "canonical_text": DAILY_TEXT,
        "evidence": [
            {"event_id": "evt-checkin-1", "fact": "수면 7.5시간, 체중 70.2kg"},
        ],
    }
    body.update(overrides)
    return body


def held_submission(key: str = "held:kim-pilot:2026-12-08", **overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "draft_key": key,
        "customer_id": CUSTOMER_ID,
        "kind": "held_notice",
        "audience": "owner",
        "held": True,
        "hold_reasons": [PAIN_REASON],
    }
    body.update(overrides)
    return body


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def reserve_approved(context: Any, draft_id: str) -> Any:
    """Reserve an approved draft's customer message directly (the first step of a send)."""
    from services.delivery.drafts import repository as drafts
    from services.delivery.sending import service as sending

    with context.runtime.database.transaction() as session:
        record = drafts.get(session, draft_id, lock=True)
        assert record is not None
        return sending.reserve(
            session,
            context,
            record,
            purpose="customer_message",
            actor="richard",
            now=context.runtime.clock.now(),
        )


def current_row(context: Any, delivery_id: str) -> Any:
    from services.delivery.ledger import repository as ledger

    with context.runtime.database.transaction() as session:
        row = ledger.current(session, delivery_id)
    assert row is not None
    return row


def customer_sends(telegram: Any) -> list[Any]:
    """``sendMessage`` calls addressed to the customer's chat (Richard's review messages and
    notices go to his own chat and are not customer sends)."""
    from tests.checkin.factories import CUSTOMER

    return [
        call
        for call in telegram.calls("sendMessage")
        if str(call.params.get("chat_id")) == str(CUSTOMER["chat_id"])
    ]
