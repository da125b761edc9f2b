"""``/v1/drafts``: checkin submits; Richard (operator CLI) edits, approves, discards, sends.

Every change is a multi-transaction procedure of ``workflow`` (ADR 0081), which is built on
drafts, holds, reviews and sending. So that drafts need not import what sits above them
(ADR 0085), the routes name the procedures they call (``DraftProcedures``) and the app
builds the router with the workflow (``build_router(workflow)``).
"""

from __future__ import annotations

from typing import Annotated, Protocol

from fastapi import APIRouter, Path, Query, Request, Response

from services.delivery.context import DeliveryContext, DeliveryDep
from services.delivery.drafts import repository
from services.delivery.drafts import service as draft_service
from services.delivery.drafts.schemas import ApproveRequest, DraftStatus, DraftView, EditRequest
from shared.auth.verify import Caller, require_callers
from shared.contracts.drafts import DraftSubmission
from shared.deps import TransactionDep
from shared.http.pages import (
    DEFAULT_PAGE,
    PageLimit,
    TimeCursor,
    keyset_page,
    parse_time_cursor,
    time_cursor,
)
from shared.http.responses import also_answers

DraftIdPath = Annotated[str, Path(pattern=r"^dr-[0-9a-f]{24}$")]


class DraftProcedures(Protocol):
    """The workflow procedures behind these routes (``services.delivery.workflow``)."""

    def submit_draft(
        self, context: DeliveryContext, submission: DraftSubmission, *, submitted_by: str
    ) -> tuple[DraftView, bool]: ...

    def get_view(self, context: DeliveryContext, draft_id: str) -> DraftView: ...

    def edit_draft(
        self, context: DeliveryContext, draft_id: str, request: EditRequest
    ) -> DraftView: ...

    def approve_draft(
        self, context: DeliveryContext, draft_id: str, revision: int, *, send: bool
    ) -> DraftView: ...

    def send_draft(self, context: DeliveryContext, draft_id: str) -> DraftView: ...

    def discard_draft(
        self, context: DeliveryContext, draft_id: str, *, revision: int | None = None
    ) -> DraftView: ...


def build_router(workflow: DraftProcedures) -> APIRouter:
    """The ``/v1/drafts`` routes, each change run by ``workflow``."""
    router = APIRouter(prefix="/v1/drafts", tags=["drafts"])

    @router.post(
        "", status_code=201, response_model=DraftView, responses=also_answers(200, DraftView)
    )
    def submit(
        submission: DraftSubmission,
        context: DeliveryDep,
        caller: Annotated[Caller, require_callers("checkin", "operator")],
        response: Response,
    ) -> DraftView:
        """Submit a draft: 201 new, 200 identical replay of the same ``draft_key``, 409 conflict."""
        view, created = workflow.submit_draft(context, submission, submitted_by=caller.id)
        response.status_code = 201 if created else 200
        return view

    @router.get(
        "",
        response_model=list[DraftView],
        # The gateway reads the queue for Richard's /today and /pending commands.
        dependencies=[require_callers("operator", "diagnostics", "gateway")],
    )
    def list_drafts(
        session: TransactionDep,
        request: Request,
        response: Response,
        status: Annotated[list[DraftStatus] | None, Query()] = None,
        customer_id: Annotated[str | None, Query(pattern=r"^[a-z0-9][a-z0-9-]{2,39}$")] = None,
        limit: PageLimit = DEFAULT_PAGE,
        before: TimeCursor = None,
    ) -> list[DraftView]:
        """Drafts newest first; a full page names the next in ``Link: rel="next"``."""
        records = repository.list_drafts(
            session,
            statuses=tuple(status) if status else None,
            customer_id=customer_id,
            limit=limit + 1,
            before=None if before is None else parse_time_cursor(before),
        )
        page = keyset_page(
            records,
            limit=limit,
            cursor_of=lambda last: time_cursor(last.created_at, last.draft_id),
            request=request,
            response=response,
        )
        return [draft_service.view(session, record, detail=False) for record in page]

    @router.get(
        "/{draft_id}",
        response_model=DraftView,
        dependencies=[require_callers("operator", "diagnostics")],
    )
    def get_draft(draft_id: DraftIdPath, context: DeliveryDep) -> DraftView:
        return workflow.get_view(context, draft_id)

    @router.post(
        "/{draft_id}/revisions",
        response_model=DraftView,
        dependencies=[require_callers("operator")],
    )
    def edit(draft_id: DraftIdPath, request: EditRequest, context: DeliveryDep) -> DraftView:
        """Richard's edit: a new revision on top of ``base_revision`` (409 if it moved on)."""
        return workflow.edit_draft(context, draft_id, request)

    @router.post(
        "/{draft_id}/approve", response_model=DraftView, dependencies=[require_callers("operator")]
    )
    def approve(draft_id: DraftIdPath, request: ApproveRequest, context: DeliveryDep) -> DraftView:
        """Approve the revision Richard read; ``send: true`` sends it at once (at most once)."""
        return workflow.approve_draft(context, draft_id, request.revision, send=request.send)

    @router.post(
        "/{draft_id}/send", response_model=DraftView, dependencies=[require_callers("operator")]
    )
    def send(draft_id: DraftIdPath, context: DeliveryDep) -> DraftView:
        """Send an approved draft (idempotent; resumes a delivery Telegram refused)."""
        return workflow.send_draft(context, draft_id)

    @router.post(
        "/{draft_id}/discard", response_model=DraftView, dependencies=[require_callers("operator")]
    )
    def discard(draft_id: DraftIdPath, context: DeliveryDep) -> DraftView:
        return workflow.discard_draft(context, draft_id)

    return router
