"""What drafts put in delivery's outbox: their ``draft_*`` events for checkin and the outcome
of expression's presentations (relayed by ``outbox.service``, ADR 0018/0042).

Each row is queued in the transaction of the state change it announces.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final

from sqlalchemy.orm import Session

from services.delivery.drafts.events import events_path
from services.delivery.tables import outbox
from shared.outbox import OutboxMessage, enqueue

CHECKIN_EVENT: Final = "checkin_event"
EXPRESSION_OUTCOME: Final = "expression_outcome"


def enqueue_event(session: Session, document: dict[str, Any], *, now: datetime) -> bool:
    """Queue one canonical event for the customer's stream; False if already queued.

    The same key with other content raises ``shared.outbox.OutboxKeyConflict``.
    """
    customer_id = str(document["customer_id"])
    message = OutboxMessage(
        target=CHECKIN_EVENT,
        dedupe_key=str(document["dedupe_key"]),
        path=events_path(customer_id),
        payload=document,
        customer_id=customer_id,
    )
    return enqueue(session, outbox, message, now=now)


def enqueue_outcome(
    session: Session, attempt_id: str, artifact_key: str, outcome: str, *, now: datetime
) -> bool:
    """Queue the outcome of expression's attempt (one per attempt: the first one counts)."""
    message = OutboxMessage(
        target=EXPRESSION_OUTCOME,
        dedupe_key=f"presentation:{attempt_id}",
        path=f"/v1/presentations/{attempt_id}/outcome",
        payload={"outcome": outcome, "artifact_key": artifact_key},
    )
    return enqueue(session, outbox, message, now=now)
