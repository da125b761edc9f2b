"""``POST /v1/scheduler/tick``: run one tick now (the service also ticks on its own);
``GET /v1/scheduler/tasks``: what the scheduler did with each due task it has seen;
``GET /v1/scheduler/weekly-runs``: the days it asked checkin for the week's proposals."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Literal

from fastapi import APIRouter, Body, Query, Request, Response

from services.delivery.context import DeliveryDep
from services.delivery.peers.errors import PeerError
from services.delivery.scheduler import repository
from services.delivery.scheduler.schemas import TaskView, TickAnswer, TickRequest, WeeklyRunView
from services.delivery.scheduler.workflow import tick
from shared.auth.verify import require_callers
from shared.deps import TransactionDep
from shared.http.pages import (
    DEFAULT_PAGE,
    DateCursor,
    PageLimit,
    date_cursor,
    keyset_page,
    parse_date_cursor,
)
from shared.problems import Problem

router = APIRouter(prefix="/v1/scheduler", tags=["scheduler"])


@router.post("/tick", response_model=TickAnswer, dependencies=[require_callers("operator")])
def run_tick(
    context: DeliveryDep, request: TickRequest = Body(default=TickRequest())
) -> TickAnswer:
    try:
        report = tick(context, day=request.kst_date)  # a workflow: it opens its transactions
    except PeerError as error:
        raise Problem(
            502,
            "checkin-unavailable",
            "Checkin did not answer the due tasks",
            status_from_peer=error.status,
        ) from None
    return TickAnswer.model_validate(report.as_dict())


@router.get(
    "/tasks",
    response_model=list[TaskView],
    # The gateway reads today's tasks for Richard's /today command.
    dependencies=[require_callers("operator", "diagnostics", "gateway")],
)
def list_tasks(
    session: TransactionDep,
    request: Request,
    response: Response,
    kst_date: date | None = None,
    status: Annotated[list[Literal["pending", "drafted", "closed"]] | None, Query()] = None,
    limit: PageLimit = DEFAULT_PAGE,
    before: DateCursor = None,
) -> list[TaskView]:
    """Tasks, newest day first; a full page names the next in ``Link: rel="next"``."""
    records = repository.list_tasks(
        session,
        kst_date=kst_date,
        statuses=tuple(status) if status else None,
        limit=limit + 1,
        before=None if before is None else parse_date_cursor(before),
    )
    page = keyset_page(
        records,
        limit=limit,
        cursor_of=lambda last: date_cursor(last.kst_date, last.task_key),
        request=request,
        response=response,
    )
    return [
        TaskView(**{name: getattr(record, name) for name in TaskView.model_fields})
        for record in page
    ]


@router.get(
    "/weekly-runs",
    response_model=list[WeeklyRunView],
    dependencies=[require_callers("operator", "diagnostics")],
)
def list_weekly_runs(session: TransactionDep) -> list[WeeklyRunView]:
    records = repository.list_weekly_runs(session)
    return [
        WeeklyRunView(**{name: getattr(record, name) for name in WeeklyRunView.model_fields})
        for record in records
    ]
