"""`POST /internal/send` and `POST /internal/edit`, for delivery only.

Diagnostics is deliberately not allowed to send: this route sends any text to any chat
with no registry check, and the diagnostics host (seed 003) will send only through its
own test bot to its own test destination, on a route of its own (``sending/diagnostic.py``).
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter

from services.gateway.context import GatewayDep
from services.gateway.sending.schemas import EditReceipt, EditRequest, SendReceipt, SendRequest
from services.gateway.sending.service import edit_message, send_reservation
from shared.auth.verify import Caller, require_callers

router = APIRouter(prefix="/internal", tags=["sending"])


@router.post("/send", response_model=SendReceipt)
async def send(
    request: SendRequest,
    gateway: GatewayDep,
    caller: Annotated[Caller, require_callers("delivery")],
) -> SendReceipt:
    """Send exactly this text once per reservation; failures carry ``outcome``."""
    return await send_reservation(gateway, request, caller=caller.id)


@router.post("/edit", response_model=EditReceipt, dependencies=[require_callers("delivery")])
async def edit(request: EditRequest, gateway: GatewayDep) -> EditReceipt:
    """Replace an operator card's text and buttons (or only its buttons)."""
    return await edit_message(gateway, request)
