"""``POST /v1/routing/resolve`` and ``POST /v1/operator/commands``: the gateway's calls for
the owner's diagnostic operator topic (gateway only; the owner's CLI uses /v1/sessions)."""

from __future__ import annotations

from fastapi import APIRouter
from starlette.concurrency import run_in_threadpool

from services.diagnostics.host.endpoints import HostDep
from services.diagnostics.operator import rules, service
from services.diagnostics.operator.schemas import (
    CommandAnswer,
    CommandRequest,
    ResolveRequest,
    RouteView,
)
from services.diagnostics.peers.drafts import DraftsPeer
from shared.auth.verify import require_callers
from shared.deps import RuntimeDep

router = APIRouter(tags=["operator-topic"], dependencies=[require_callers("gateway")])


@router.post("/v1/routing/resolve", response_model=RouteView)
async def resolve(request: ResolveRequest, host: HostDep) -> RouteView:
    """``diagnostic`` (with session and generation) for an unfinished session's exact
    operator triple; ``unknown`` otherwise."""
    return await run_in_threadpool(service.resolve, host, request.triple)


@router.post("/v1/operator/commands", response_model=CommandAnswer)
async def command(request: CommandRequest, host: HostDep, runtime: RuntimeDep) -> CommandAnswer:
    """Run one operator-topic command; the answer is the text to show in the topic."""
    parsed = rules.parse_command(request.text)
    drafts = DraftsPeer(runtime.peers.client)
    if parsed is not None and parsed.name == "approve":
        assert parsed.draft_id is not None
        return await service.approve_test_draft(host, drafts, request, parsed.draft_id)
    return await run_in_threadpool(
        service.run_command,
        host,
        drafts,
        request.triple,
        request.session_id,
        request.generation,
        request.text,
    )
