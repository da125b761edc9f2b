"""The Telegram webhook (open: it checks Telegram's secret header) and the audit counters."""

from __future__ import annotations

import json
from datetime import date
from functools import partial

from fastapi import APIRouter, Query, Request

from services.gateway.context import GatewayDep
from services.gateway.updates import repository
from services.gateway.updates.rules import SECRET_HEADER, secret_matches
from services.gateway.updates.schemas import CounterRow, WebhookAccepted
from services.gateway.updates.service import InvalidUpdate, UnparseableUpdate, in_transaction
from shared.auth.verify import require_callers
from shared.clock import kst_date
from shared.problems import Problem

WEBHOOK_PATH = "/telegram/webhook"

webhook_router = APIRouter(tags=["telegram"])


@webhook_router.post(WEBHOOK_PATH, response_model=WebhookAccepted)
async def telegram_webhook(request: Request, gateway: GatewayDep) -> WebhookAccepted:
    """One update from Telegram; duplicates (same update id) are accepted and ignored."""
    if gateway.webhook_secret is None or gateway.processor is None:
        raise Problem(404, "webhook-disabled", "The gateway is not in webhook mode")
    # Before reading the body: nothing about an unauthenticated request is processed.
    if not secret_matches(
        request.headers.get(SECRET_HEADER), gateway.webhook_secret.get_secret_value()
    ):
        raise Problem(401, "webhook-secret-invalid", "Telegram webhook secret token is invalid")
    try:
        data = json.loads(await request.body())
        update = gateway.processor.parse(data)
    except UnparseableUpdate as unreadable:
        # A 2xx stops Telegram redelivering an update that could never be read.
        return await gateway.processor.skip(unreadable.update_id)
    except (ValueError, RecursionError, InvalidUpdate):
        # RecursionError: JSON nested deeper than the decoder's stack (``[[[[...``) - bad
        # input like any other, not a crash.
        raise Problem(400, "invalid-update", "Body is not a Telegram update") from None
    return await gateway.processor.process(update)


audit_router = APIRouter(prefix="/audit/telegram", tags=["audit"])


@audit_router.get(
    "/counters",
    response_model=list[CounterRow],
    dependencies=[require_callers("diagnostics", "operator")],
)
async def update_counters(
    gateway: GatewayDep, day: date | None = Query(default=None, alias="kst_date")
) -> list[CounterRow]:
    """Counts of inbound updates by kind and outcome for one KST day (numbers only)."""
    runtime = gateway.runtime
    wanted = day or kst_date(runtime.clock.now())
    return await in_transaction(
        runtime.audit_database, partial(repository.counters_on, kst_date=wanted)
    )
