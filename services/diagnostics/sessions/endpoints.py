"""Session routes: open, activate, status, close - for the owner's CLI and his topic.

Refusals are problems and change nothing: 422 ``spec-rejected`` (with the reason),
409 ``session-already-open``, 409 ``session-transition-refused`` (state and generation as
they are), 404 ``session-not-found``, 503 ``admission-busy`` (the lock was not had in time).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from fastapi import APIRouter
from starlette.concurrency import run_in_threadpool

from services.diagnostics.host.endpoints import HostDep
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
from shared.deps import RuntimeDep
from shared.problems import Problem

router = APIRouter(
    prefix="/v1/sessions", tags=["sessions"], dependencies=[require_callers("operator", "gateway")]
)

T = TypeVar("T")


async def mapped(call: Callable[[], T]) -> T:
    """Run a session use case in a worker thread and map its refusals to problems."""
    try:
        return await run_in_threadpool(call)
    except SpecRejected as error:
        raise Problem(
            422, "spec-rejected", "The isolation spec is refused", reason=error.reason
        ) from None
    except service.SessionAlreadyOpen:
        raise Problem(
            409, "session-already-open", "The test customer already has an open session"
        ) from None
    except SessionTransitionRefused as error:
        raise Problem(
            409,
            "session-transition-refused",
            "The session is not in a state that allows this",
            reason=error.reason,
            state=error.state,
            generation=error.generation,
        ) from None
    except service.SessionNotFound:
        raise Problem(404, "session-not-found", "No such diagnostic session") from None
    except AdmissionBusy:
        raise Problem(
            503,
            "admission-busy",
            "The session's admission lock was not had in time; nothing changed",
        ) from None


@router.post("", response_model=SessionView, status_code=201)
async def open_session(request: OpenRequest, runtime: RuntimeDep) -> SessionView:
    """Open a ``prepared`` session from an approved isolation spec."""
    record = await mapped(
        lambda: service.open_session(runtime.database, runtime.clock, request.spec, actor="owner")
    )
    return service.view_of(record)


@router.get("/{session_id}", response_model=SessionView)
async def session_status(session_id: str, runtime: RuntimeDep) -> SessionView:
    """The session's state, generation, digests and reservation rows by status."""
    return await mapped(lambda: service.session_view(runtime.database, session_id))


@router.post("/{session_id}/activate", response_model=SessionView)
async def activate(session_id: str, request: GenerationRequest, host: HostDep) -> SessionView:
    """``prepared -> active`` at exactly the generation the caller saw."""
    record = await mapped(lambda: host.activate(session_id, generation=request.generation))
    return service.view_of(record)


@router.post("/{session_id}/close", response_model=SessionView)
async def close(session_id: str, request: CloseRequest, host: HostDep) -> SessionView:
    """``-> detaching -> closed`` (or ``expired``) under the admission lock."""
    record = await mapped(
        lambda: host.close(session_id, generation=request.generation, reason=request.reason)
    )
    return service.view_of(record)
