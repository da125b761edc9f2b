"""``POST /v1/routing/resolve`` and ``POST /v1/operator/commands``: the gateway's calls for
the owner's diagnostic operator topic (gateway only; the owner's CLI uses /v1/sessions).
``/diag_open`` reads the configured spec (``app.state.configured_spec``, ADR 0077). Resolve is
one transaction (``TransactionDep``); a command is a procedure (``workflow.py``: the lock,
delivery, the host's send) and opens its own transactions."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from starlette.concurrency import run_in_threadpool

from services.diagnostics.host.endpoints import HostDep
from services.diagnostics.operator import rules, service, workflow
from services.diagnostics.operator.schemas import (
    CommandAnswer,
    CommandRequest,
    ResolveRequest,
    RouteView,
)
from services.diagnostics.operator.spec_source import ConfiguredSpec
from services.diagnostics.peers.delivery import DraftsPeer
from shared.auth.verify import require_callers
from shared.deps import RuntimeDep, TransactionDep

router = APIRouter(tags=["operator-topic"], dependencies=[require_callers("gateway")])


async def get_configured_spec(request: Request) -> ConfiguredSpec:
    configured: ConfiguredSpec = request.app.state.configured_spec
    return configured


ConfiguredSpecDep = Annotated[ConfiguredSpec, Depends(get_configured_spec)]


@router.post("/v1/routing/resolve", response_model=RouteView)
async def resolve(
    request: ResolveRequest, configured: ConfiguredSpecDep, session: TransactionDep
) -> RouteView:
    """``diagnostic`` (with session and generation) for an unfinished session's exact
    operator triple, ``diagnostic`` without a session for the configured spec's exact
    operator triple (to ``/diag_open``); ``unknown`` otherwise."""
    return await run_in_threadpool(service.resolve, session, request.triple, configured)


@router.post("/v1/operator/commands", response_model=CommandAnswer)
async def command(
    request: CommandRequest, host: HostDep, runtime: RuntimeDep, configured: ConfiguredSpecDep
) -> CommandAnswer:
    """Run one operator-topic command; the answer is the text to show in the topic."""
    parsed = rules.parse_command(request.text)
    drafts = DraftsPeer(runtime.peers.client)
    if parsed is not None and parsed.name == "approve" and request.session_id is not None:
        assert parsed.draft_id is not None
        return await workflow.approve_test_draft(host, drafts, request, parsed.draft_id)
    return await run_in_threadpool(workflow.run_command, host, drafts, configured, request)
