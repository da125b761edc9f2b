"""``/v1/deliveries``: the ledger's current states, and Richard's reconciliation."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request, Response

from services.delivery.context import DeliveryDep
from services.delivery.ledger import repository as ledger
from services.delivery.ledger.rules import State
from services.delivery.sending.pages import ledger_page
from services.delivery.sending.recovery import reconcile
from services.delivery.sending.schemas import LedgerRowView, ReconcileRequest
from shared.auth.verify import require_callers
from shared.deps import TransactionDep
from shared.http.pages import DEFAULT_PAGE, PageLimit, TimeCursor
from shared.problems import Problem

router = APIRouter(prefix="/v1/deliveries", tags=["deliveries"])

DeliveryIdPath = Annotated[str, Path(pattern=r"^dr-[0-9a-f]{24}\.(send|notice)$")]


@router.get(
    "",
    response_model=list[LedgerRowView],
    dependencies=[require_callers("operator", "diagnostics")],
)
def list_deliveries(
    session: TransactionDep,
    request: Request,
    response: Response,
    state: Annotated[list[State] | None, Query()] = None,
    limit: PageLimit = DEFAULT_PAGE,
    before: TimeCursor = None,
) -> list[LedgerRowView]:
    """The current row of every delivery, newest first (``state`` filters, e.g. ``unknown``);
    a ``Link: rel="next"`` header names the next page when there is one."""
    states = tuple(state) if state else None
    return ledger_page(session, request, response, limit=limit, before=before, states=states)


@router.get(
    "/{delivery_id}",
    response_model=list[LedgerRowView],
    dependencies=[require_callers("operator", "diagnostics")],
)
def delivery_history(delivery_id: DeliveryIdPath, session: TransactionDep) -> list[LedgerRowView]:
    rows = ledger.delivery_rows(session, delivery_id)
    if not rows:
        raise Problem(404, "delivery-not-found", "No such delivery")
    return [LedgerRowView.of(row) for row in rows]


@router.post(
    "/{delivery_id}/reconcile",
    response_model=LedgerRowView,
    dependencies=[require_callers("operator")],
)
def reconcile_delivery(
    delivery_id: DeliveryIdPath,
    request: ReconcileRequest,
    context: DeliveryDep,
    session: TransactionDep,
) -> LedgerRowView:
    """Close an unknown delivery as ``sent_audited`` or ``abandoned``; nothing is resent."""
    row = reconcile(
        session, context, delivery_id, request.resolution, message_id=request.message_id
    )
    return LedgerRowView.of(row)
