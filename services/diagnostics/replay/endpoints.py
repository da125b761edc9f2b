"""``POST /v1/sessions/{id}/replay``: play one recorded day into the test customer (owner)."""

from __future__ import annotations

from fastapi import APIRouter
from starlette.concurrency import run_in_threadpool

from services.diagnostics.host.endpoints import HostDep
from services.diagnostics.host.results import DiagnosticAdmissionRefused
from services.diagnostics.replay.schemas import ReplayAnswer, ReplayRequest
from services.diagnostics.replay.service import ReplayRefused
from services.diagnostics.replay.workflow import replay_day
from shared.auth.verify import require_callers
from shared.deps import RuntimeDep

router = APIRouter(
    prefix="/v1/sessions", tags=["replay"], dependencies=[require_callers("operator")]
)


@router.post("/{session_id}/replay", response_model=ReplayAnswer)
async def replay(
    session_id: str, request: ReplayRequest, runtime: RuntimeDep, host: HostDep
) -> ReplayAnswer:
    """One recorded check-in, answers kept, dated today, as the isolated test customer."""
    try:
        return await run_in_threadpool(replay_day, host, runtime.peers.client, session_id, request)
    except DiagnosticAdmissionRefused as refused:
        raise ReplayRefused(refused) from None
