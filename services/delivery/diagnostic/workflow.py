"""The host's approval: read the draft, ask checkin, then write under the lock (ADR 0081).

Checkin is asked (the binding, the safety state) between two transactions, never inside
one; the locked write re-checks the draft, so a change in between is refused or replayed.
"""

from __future__ import annotations

from services.delivery import workflow
from services.delivery.context import DeliveryContext
from services.delivery.diagnostic import service
from services.delivery.drafts.schemas import DraftView
from services.delivery.holds import service as holds


def approve(context: DeliveryContext, draft_id: str, revision: int) -> DraftView:
    """Record the host's approval of ``revision`` (approved, then dispatched); idempotent."""
    with context.runtime.database.transaction() as session:
        record = service.found(session, draft_id)
    service.require_diagnostic_binding(context, record.customer_id)
    if record.audience == "customer" and not record.held:
        holds.require_sendable(context, record.customer_id, record.created_at)
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        service.approve_locked(session, draft_id, revision, now=now)
    return workflow.get_view(context, draft_id)
