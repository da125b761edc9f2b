"""``/v1/outbox``: what the relay still owes its peers, and a manual relay pass."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query
from pydantic import BaseModel, ConfigDict

from services.delivery.context import DeliveryDep
from services.delivery.outbox import repository
from services.delivery.outbox.relay import relay_once
from shared.auth.verify import require_callers

router = APIRouter(prefix="/v1/outbox", tags=["outbox"])


class OutboxRowView(BaseModel):
    """One outbox row without its payload (the payload carries customer text)."""

    model_config = ConfigDict(frozen=True)

    id: int
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
    context: DeliveryDep, status: Annotated[list[str] | None, Query()] = None
) -> list[OutboxRowView]:
    with context.runtime.database.transaction() as session:
        rows = repository.list_rows(session, statuses=tuple(status) if status else None)
    return [
        OutboxRowView(**{name: getattr(row, name) for name in OutboxRowView.model_fields})
        for row in rows
    ]


@router.post("/relay", dependencies=[require_callers("operator")])
def relay_now(context: DeliveryDep) -> dict[str, Any]:
    """One relay pass now (the service also relays on its own every few seconds)."""
    return relay_once(context).as_dict()
