"""``POST /internal/diagnostic-send``: the diagnostics host's test-bot send, for it alone.

Separate from ``/internal/send`` on purpose (that route is delivery's and sends with the
product's bot). This one sends *only* with the diagnostic test bot, and only when the
request names that bot's id - so a diagnostic message can never come from the bot real
customers talk to, and a stale spec naming another bot is refused before anything is sent.
The send itself is the ordinary at-most-once procedure (claimed before the first byte,
receipt or ``unknown`` after), in the ``diag:`` reservation namespace.
"""

from __future__ import annotations

from fastapi import APIRouter

from services.gateway.context import GatewayDep
from services.gateway.sending.schemas import SendReceipt, SendRequest
from services.gateway.sending.service import send_reservation
from shared.auth.verify import require_callers
from shared.contracts.diagnostic_send import DiagnosticSendRequest
from shared.problems import Problem

router = APIRouter(prefix="/internal", tags=["sending"])


@router.post(
    "/diagnostic-send", response_model=SendReceipt, dependencies=[require_callers("diagnostics")]
)
async def diagnostic_send(request: DiagnosticSendRequest, gateway: GatewayDep) -> SendReceipt:
    """Send the host's reservation-pinned text with the test bot, once per reservation."""
    test_bot = gateway.require_test_telegram()
    if request.test_bot_id != test_bot.bot_id:
        raise Problem(
            409,
            "test-bot-mismatch",
            "The session's test bot is not this gateway's test bot; nothing was sent",
            outcome="refused",
            reason="test-bot-mismatch",
        )
    send = SendRequest(
        reservation_id=request.reservation_id,
        chat_id=request.chat_id,
        topic_id=request.topic_id,
        text=request.text,
        timeout_seconds=request.timeout_seconds,
    )
    return await send_reservation(gateway, send, caller="diagnostics", telegram=test_bot)
