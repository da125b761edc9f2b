"""The Telegram webhook: open, because it checks Telegram's secret header instead.

It sits above ``context`` (it reads the processor the app attached there), while the
intake it hands updates to (``updates/``) sits below it (ADR 0087).
"""

from __future__ import annotations

import json

from fastapi import APIRouter, Request

from services.gateway.context import GatewayDep
from services.gateway.updates.rules import SECRET_HEADER, secret_matches
from services.gateway.updates.schemas import WebhookAccepted
from services.gateway.updates.service import InvalidUpdate, UnparseableUpdate
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
