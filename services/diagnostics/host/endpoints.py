"""Host-owned diagnostic delivery: ``POST /v1/sessions/{id}/deliveries`` and reconciliation.

A delivery answers 200 with ``sent_audited`` or one of the three no-send variants
(status, Korean text, reconciliation availability - Rev 38) - a no-send is an answer, not
an error. Refusals before any row are 409 ``delivery-refused`` (with the reason);
contradicting evidence is 409 ``reservation-conflict``; a transport outside the contract
is 503 ``transport-rejected``; a provider timeout is 504 ``provider-timeout`` carrying the
one terminal row persisted for it. ``errors.py`` spells the refusals; the 504 stays here
because its body is this route's view of the persisted row.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Path, Request
from starlette.concurrency import run_in_threadpool

from services.diagnostics.host.host import DiagnosticHost, DiagnosticProviderTimeout
from services.diagnostics.host.results import (
    DeliveryRefused,
    DeliveryResult,
    DiagnosticAdmissionRefused,
    DiagnosticReservationConflict,
    DiagnosticSent,
)
from services.diagnostics.host.schemas import (
    SESSION_ID_PATTERN,
    DeliveryRequest,
    DeliveryView,
    DiagnosticDeliveryCandidate,
    ReconcileRequest,
)
from services.diagnostics.host.transport import TransportRejected
from services.diagnostics.sessions.lock import AdmissionBusy
from shared.auth.verify import require_callers
from shared.problems import Problem


async def get_host(request: Request) -> DiagnosticHost:
    host: DiagnosticHost = request.app.state.diagnostic_host
    return host


HostDep = Annotated[DiagnosticHost, Depends(get_host)]

router = APIRouter(
    prefix="/v1/sessions",
    tags=["deliveries"],
    dependencies=[require_callers("operator", "gateway")],
)


def view_of(result: DeliveryResult) -> DeliveryView:
    """The caller-visible form of any delivery result."""
    if isinstance(result, DiagnosticSent):
        return DeliveryView(
            status=result.status,
            reservation_id=result.reservation_id,
            terminal_row_digest=result.terminal_row_digest,
            provider_authority=False,
            receipt=result.receipt,
        )
    return DeliveryView(
        status=result.status,
        reservation_id=result.reservation_id,
        terminal_row_digest=result.terminal_row_digest,
        provider_authority=result.provider_authority,
        text=result.text,
        reconciliation_available=result.reconciliation_available,
    )


@router.post("/{session_id}/deliveries", response_model=DeliveryView)
async def deliver(
    # Checked here, as the candidate will check it: a malformed id is the caller's 422.
    session_id: Annotated[str, Path(pattern=SESSION_ID_PATTERN)],
    request: DeliveryRequest,
    host: HostDep,
) -> DeliveryView:
    """Send one test message through the host (reserve -> verify -> send -> terminal)."""
    candidate = DiagnosticDeliveryCandidate(session_id=session_id, **request.model_dump())
    try:
        return view_of(await host.deliver(candidate))
    except DiagnosticProviderTimeout as timeout:
        view = view_of(timeout.result)
        raise Problem(
            504, "provider-timeout", "The test bot did not answer in time; never resent",
            **view.model_dump(),
        ) from None  # fmt: skip
    except (
        DiagnosticAdmissionRefused,
        DiagnosticReservationConflict,
        TransportRejected,
        AdmissionBusy,
    ) as error:
        raise DeliveryRefused(error) from None


@router.post("/{session_id}/reconcile", response_model=DeliveryView)
async def reconcile(session_id: str, request: ReconcileRequest, host: HostDep) -> DeliveryView:
    """Audit-pending -> ``sent_audited``; unknown is never reconciled into a send."""
    try:
        result = await run_in_threadpool(host.reconcile, session_id, request.dedupe_key)
    except (DiagnosticAdmissionRefused, DiagnosticReservationConflict, AdmissionBusy) as error:
        raise DeliveryRefused(error) from None
    return view_of(result)
