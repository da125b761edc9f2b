"""``/v1/outbox``: what the relay still owes its peers, and a manual relay pass."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import BaseModel, ConfigDict

from services.delivery.cards.workflow import send_refusal_notices
from services.delivery.context import DeliveryDep
from services.delivery.tables import outbox
from shared.auth.verify import require_callers
from shared.deps import TransactionDep
from shared.outbox import OutboxStatus, list_rows

router = APIRouter(prefix="/v1/outbox", tags=["outbox"])


class OutboxRowView(BaseModel):
    """One outbox row without its payload (the payload carries customer text)."""

    model_config = ConfigDict(frozen=True)

    target: str
    dedupe_key: str
    status: str
    attempts: int
    next_attempt_at: datetime
    last_status: int | None
    last_reason: str | None
    created_at: datetime
    finished_at: datetime | None


@router.get(
    "",
    response_model=list[OutboxRowView],
    dependencies=[require_callers("operator", "diagnostics")],
)
def list_outbox(
    session: TransactionDep, status: Annotated[list[OutboxStatus] | None, Query()] = None
) -> list[OutboxRowView]:
    """Rows in queue order (oldest first)."""
    rows = list_rows(session, outbox, statuses=tuple(status) if status else None)
    return [
        OutboxRowView(**{name: getattr(row, name) for name in OutboxRowView.model_fields})
        for row in rows
    ]


@router.post("/relay", dependencies=[require_callers("operator")])
def relay_now(context: DeliveryDep) -> dict[str, int]:
    """One relay pass now (the service also relays on its own every few seconds), then the
    notices Richard is owed for the card decisions checkin refused."""
    report = context.relay.relay_once().as_dict()
    send_refusal_notices(context, grace_seconds=0)
    return report
