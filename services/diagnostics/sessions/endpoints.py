"""Session routes: open, activate, status, close - for the owner's CLI and his topic.

Refusals change nothing; ``errors.py`` answers them: 422 ``spec-rejected`` (with the
reason), 409 ``session-already-open``, 409 ``session-transition-refused`` (state and
generation as they are), 404 ``session-not-found``, 503 ``admission-busy`` (the lock was not
had in time). Open and status are one transaction each (``TransactionDep``; a refusal rolls
it back). Activate and close go through the host (``SessionHost``), which holds the lock and
commits each step on the lock's own connection.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, TypeVar

from fastapi import APIRouter, Depends, Request
from starlette.concurrency import run_in_threadpool

from services.diagnostics.isolation.rules import SpecRejected
from services.diagnostics.sessions import service
from services.diagnostics.sessions.lock import AdmissionBusy
from services.diagnostics.sessions.rules import SessionTransitionRefused
from services.diagnostics.sessions.schemas import (
    CloseRequest,
    GenerationRequest,
    OpenRequest,
    SessionView,
)
from shared.auth.verify import require_callers
from shared.deps import ClockDep, TransactionDep

router = APIRouter(
    prefix="/v1/sessions", tags=["sessions"], dependencies=[require_callers("operator", "gateway")]
)

T = TypeVar("T")


async def get_session_host(request: Request) -> service.SessionHost:
    host: service.SessionHost = request.app.state.diagnostic_host
    return host


SessionHostDep = Annotated[service.SessionHost, Depends(get_session_host)]

# What a session use case may refuse with; each is answered by ``errors.py``.
_REFUSALS = (
    SpecRejected,
    service.SessionAlreadyOpen,
    SessionTransitionRefused,
    service.SessionNotFound,
    AdmissionBusy,
)


async def mapped(call: Callable[[], T]) -> T:
    """Run a session use case in a worker thread; a refusal leaves as ``SessionRefused``."""
    try:
        return await run_in_threadpool(call)
    except _REFUSALS as error:
        raise service.SessionRefused(error) from None


@router.post("", response_model=SessionView, status_code=201)
async def open_session(
    request: OpenRequest, clock: ClockDep, session: TransactionDep
) -> SessionView:
    """Open a ``prepared`` session from an approved isolation spec."""
    record = await mapped(lambda: service.open_session(session, clock, request.spec, actor="owner"))
    return service.view_of(record)


@router.get("/{session_id}", response_model=SessionView)
async def session_status(session_id: str, session: TransactionDep) -> SessionView:
    """The session's state, generation, digests and reservation rows by status."""
    return await mapped(lambda: service.session_view(session, session_id))


@router.post("/{session_id}/activate", response_model=SessionView)
async def activate(
    session_id: str, request: GenerationRequest, host: SessionHostDep
) -> SessionView:
    """``prepared -> active`` at exactly the generation the caller saw."""
    record = await mapped(lambda: host.activate(session_id, generation=request.generation))
    return service.view_of(record)


@router.post("/{session_id}/close", response_model=SessionView)
async def close(session_id: str, request: CloseRequest, host: SessionHostDep) -> SessionView:
    """``-> detaching -> closed`` (or ``expired``) under the admission lock."""
    record = await mapped(
        lambda: host.close(session_id, generation=request.generation, reason=request.reason)
    )
    return service.view_of(record)
