"""``/v1/drafts/{id}/diagnostic-approval`` and ``/diagnostic-sent``: the diagnostics host
records its send of a test customer's draft (diagnostics only; ADR 0072).

409 ``not-diagnostic-bound`` for an ordinary customer, the draft's own refusals otherwise
(``draft-held``, ``stale-revision``, ``draft-dispatched``, ...); nothing changes on refusal.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path

from services.delivery.context import DeliveryDep
from services.delivery.diagnostic import service
from services.delivery.diagnostic import workflow as diagnostic_workflow
from services.delivery.diagnostic.schemas import DiagnosticApprovalRequest, DiagnosticSentRequest
from services.delivery.drafts import service as draft_service
from services.delivery.drafts.schemas import DraftView
from shared.auth.verify import require_callers
from shared.deps import TransactionDep

router = APIRouter(
    prefix="/v1/drafts", tags=["diagnostic-drafts"], dependencies=[require_callers("diagnostics")]
)

DraftIdPath = Annotated[str, Path(pattern=r"^dr-[0-9a-f]{24}$")]


@router.post("/{draft_id}/diagnostic-approval", response_model=DraftView)
def diagnostic_approval(
    draft_id: DraftIdPath, request: DiagnosticApprovalRequest, context: DeliveryDep
) -> DraftView:
    """Approve exactly ``revision`` for the host and mark the draft dispatched."""
    # Asks checkin between its transactions: the workflow opens them.
    return diagnostic_workflow.approve(context, draft_id, request.revision)


@router.post("/{draft_id}/diagnostic-sent", response_model=DraftView)
def diagnostic_sent(
    draft_id: DraftIdPath,
    request: DiagnosticSentRequest,
    context: DeliveryDep,
    session: TransactionDep,
) -> DraftView:
    """The host's receipt: ``draft_sent`` with the test bot's message id (once)."""
    now = context.runtime.clock.now()
    record = service.record_sent(session, draft_id, request.revision, request.message_id, now=now)
    return draft_service.view(session, service.found(session, record.draft_id))
