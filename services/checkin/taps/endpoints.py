"""``POST /v1/routing/tap``: the gateway's one call per customer update (see the service)."""

from __future__ import annotations

from fastapi import APIRouter

from services.checkin.taps import service
from shared.auth.verify import require_callers
from shared.contracts.customer_tap import TapRequest, TapResponse
from shared.deps import RuntimeDep, in_transaction

router = APIRouter(tags=["registry"])


@router.post(
    "/v1/routing/tap",
    response_model=TapResponse,
    dependencies=[require_callers("gateway", nonce_in_transaction=True)],
)
async def tap(request: TapRequest, runtime: RuntimeDep) -> TapResponse:
    """Resolve the sender; for a customer, today's turn and (when vouched) the answer."""
    return await in_transaction(
        runtime.database, service.customer_tap, request, clock=runtime.clock
    )
