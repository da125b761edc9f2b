"""The outbox of persisted items (operator cards, customer drafts) for delivery: its status.

Handing the items over is a procedure of several transactions: ``cards.workflow``.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from services.checkin.nutrition import repository
from services.checkin.scope import enter_customer_scope


def outbox_status(session: Session, customer_id: str) -> list[dict[str, Any]]:
    """Every outbox item with its attempts and whether delivery has accepted it."""
    enter_customer_scope(session, customer_id)
    by_key: dict[str, list[dict[str, Any]]] = {}
    for attempt in repository.attempts(session, customer_id):
        by_key.setdefault(attempt["item_key"], []).append(attempt)
    items = []
    for item in repository.outbox(session, customer_id):
        tried = by_key.get(item.item_key, [])
        accepted = next((a for a in tried if a["outcome"] == "accepted"), None)
        items.append(
            {
                "item_kind": item.item_kind,
                "item_key": item.item_key,
                "proposal_id": item.proposal_id,
                "revision": item.revision,
                "state": "accepted" if accepted else "pending",
                "attempts": len(tried),
                "last_outcome": tried[-1]["outcome"] if tried else None,
                "delivery": accepted["detail"] if accepted else None,
                "recorded_at": item.recorded_at,
            }
        )
    return items
