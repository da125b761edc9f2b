"""The canonical ``draft_*`` events (ADR 0042) delivery appends to checkin.

Shapes and keys are checkin's contract (``docs/contracts.md``): ``{type}:{customer}:{draft}``
and, for edits, ``draft_edited:{customer}:{draft}.r{revision}`` so each edit is its own
event and a retried edit is a no-op.
"""

from __future__ import annotations

from typing import Any, Literal

EventType = Literal["draft_created", "draft_edited", "draft_approved", "draft_sent"]
SCHEMA_VERSION = 1


def events_path(customer_id: str) -> str:
    return f"/v1/customers/{customer_id}/events"


def dedupe_key(event_type: EventType, customer_id: str, draft_id: str, revision: int) -> str:
    if event_type == "draft_edited":
        return f"draft_edited:{customer_id}:{draft_id}.r{revision}"
    return f"{event_type}:{customer_id}:{draft_id}"


def _envelope(
    event_type: EventType, customer_id: str, draft_id: str, revision: int, payload: dict[str, Any]
) -> dict[str, Any]:
    return {
        "schema_version": SCHEMA_VERSION,
        "event_type": event_type,
        "customer_id": customer_id,
        "dedupe_key": dedupe_key(event_type, customer_id, draft_id, revision),
        "payload": payload,
    }


def draft_created(customer_id: str, draft_id: str, text: str) -> dict[str, Any]:
    payload = {"draft_id": draft_id, "revision": 1, "actor": "ai", "text": text}
    return _envelope("draft_created", customer_id, draft_id, 1, payload)


def draft_edited(
    customer_id: str, draft_id: str, revision: int, text: str, edit_of_revision: int
) -> dict[str, Any]:
    payload = {
        "draft_id": draft_id,
        "revision": revision,
        "actor": "richard",
        "text": text,
        "edit_of_revision": edit_of_revision,
    }
    return _envelope("draft_edited", customer_id, draft_id, revision, payload)


def draft_approved(customer_id: str, draft_id: str, revision: int, text: str) -> dict[str, Any]:
    payload = {
        "draft_id": draft_id,
        "revision": revision,
        "actor": "richard",
        "text": text,
        "approved_revision": revision,
    }
    return _envelope("draft_approved", customer_id, draft_id, revision, payload)


def draft_sent(
    customer_id: str, draft_id: str, revision: int, text: str, message_id: int
) -> dict[str, Any]:
    payload = {
        "draft_id": draft_id,
        "revision": revision,
        "actor": "richard",
        "text": text,
        "approved_revision": revision,
        "delivery_message_id": message_id,
    }
    return _envelope("draft_sent", customer_id, draft_id, revision, payload)
