"""Richard's console (``/console``): queue, draft detail, customer, KPI, audit.

Server-rendered HTML forms only. Every page passes the console gate (``console.auth``);
every state change is a POST with the session's CSRF token, runs the same workflow the
signed API runs, and redirects back with a notice code (never a secret) in the URL.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Form, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from services.delivery import workflow
from services.delivery.console import rules, views
from services.delivery.console.auth import (
    SECURITY_HEADERS,
    ConsoleSession,
    FormPostDep,
    SessionDep,
    check_loopback,
    current_token,
    end_console_session,
    login_page,
    page,
    refuse,
)
from services.delivery.console.texts import (
    CARD_STATUS_LABELS,
    CLASS_LABELS,
    DELIVERY_STATE_LABELS,
    DRAFT_STATUS_LABELS,
    HEALTH_LABELS,
    KIND_LABELS,
    MENU_STATE_LABELS,
    NOTICES,
    TRAINER_INTENSITY_LABELS,
    elapsed,
    reason_label,
    refusal_reason,
)
from services.delivery.context import DeliveryContext, get_context
from services.delivery.drafts.schemas import EditRequest
from services.delivery.drafts.service import DraftNotFound
from services.delivery.errors import as_problem
from services.delivery.holds import service as holds
from services.delivery.peers.errors import PeerError
from services.delivery.sending.recovery import reconcile
from shared.deps import TransactionDep
from shared.http.pages import TimeCursor

router = APIRouter(prefix="/console", include_in_schema=False)
_CSS = (Path(__file__).parent / "static" / "console.css").read_text(encoding="utf-8")
ContextDep = Annotated[DeliveryContext, Depends(get_context)]
DRAFT_ID = re.compile(r"^dr-[0-9a-f]{24}$")
CUSTOMER_ID = re.compile(r"^[a-z0-9][a-z0-9-]{2,39}$")
CLEARANCE_ID = re.compile(r"^[A-Za-z0-9_-]{16,80}$")


def _common(
    request: Request, console: ConsoleSession, customers: list[str], **values: object
) -> dict[str, object]:
    return {
        "csrf_token": console.csrf,
        "notice": NOTICES.get(request.query_params.get("notice", ""), None),
        "customers": customers,
        "status_labels": DRAFT_STATUS_LABELS,
        "state_labels": DELIVERY_STATE_LABELS,
        "kind_labels": KIND_LABELS,
        "class_labels": CLASS_LABELS,
        "card_labels": CARD_STATUS_LABELS,
        "menu_labels": MENU_STATE_LABELS,
        "intensity_labels": TRAINER_INTENSITY_LABELS,
        "reason_label": reason_label,
        "refusal_reason": refusal_reason,
        "health_labels": HEALTH_LABELS,
        "elapsed": elapsed,
        **values,
    }


def _back(path: str, notice: str) -> RedirectResponse:
    response = RedirectResponse(f"{path}?notice={notice}", status_code=303)
    response.headers.update(SECURITY_HEADERS)
    return response


@router.get("/static/console.css")
def stylesheet(request: Request) -> Response:
    check_loopback(request)
    return Response(_CSS, media_type="text/css", headers={"Cache-Control": "no-store"})


@router.post("/login")
def login(
    request: Request,
    context: ContextDep,
    token: Annotated[str, Form(max_length=512)] = "",
    login_csrf: Annotated[str, Form(max_length=200)] = "",
) -> Response:
    """Exchange the local token (posted, never in a URL) for a session cookie."""
    check_loopback(request)
    expected = current_token(context)
    if expected is None:
        raise refuse(request, 503, "콘솔 토큰이 설정되지 않아 열 수 없습니다.")
    cookie = request.cookies.get(rules.LOGIN_COOKIE, "")
    if not login_csrf or not cookie or not rules.token_matches(cookie, login_csrf):
        return login_page(request, "로그인 화면을 새로 연 뒤 다시 시도해 주십시오.")
    if not rules.token_matches(expected, token):
        return login_page(request, "토큰이 올바르지 않습니다.")
    response = RedirectResponse("/console", status_code=303)
    response.headers.update(SECURITY_HEADERS)
    response.set_cookie(
        rules.SESSION_COOKIE,
        rules.mint_session(expected, context.runtime.clock.now()),
        httponly=True,
        samesite="strict",
        path="/console",
        max_age=int(context.section.console_session_hours * 3600),
    )
    response.delete_cookie(rules.LOGIN_COOKIE, path="/console")
    return response


@router.post("/logout")
def logout(console: FormPostDep, session: TransactionDep) -> Response:
    end_console_session(session, console)
    response = RedirectResponse("/console", status_code=303)
    response.delete_cookie(rules.SESSION_COOKIE, path="/console")
    return response


@router.get("", response_class=HTMLResponse)
def queue(
    request: Request,
    console: SessionDep,
    session: TransactionDep,
    pending_before: TimeCursor = None,
    held_before: TimeCursor = None,
    cards_before: TimeCursor = None,
    unknown_before: TimeCursor = None,
    retry_before: TimeCursor = None,
    stopped_before: TimeCursor = None,
) -> HTMLResponse:
    shown = views.queue(
        session,
        console.context,
        pending_before=pending_before,
        held_before=held_before,
        cards_before=cards_before,
        unknown_before=unknown_before,
        retry_before=retry_before,
        stopped_before=stopped_before,
    )
    sizes = {
        "pending": views.PENDING_PAGE,
        "held": views.HELD_PAGE,
        "cards": views.CARDS_PAGE,
        "deliveries": views.DELIVERY_PAGE,
    }
    return page(
        request,
        "queue.html",
        _common(request, console, views.customer_ids(session), queue=shown, page_sizes=sizes),
    )


@router.get("/drafts/{draft_id}", response_class=HTMLResponse)
def draft_detail(request: Request, draft_id: str, console: SessionDep) -> HTMLResponse:
    detail = views.draft_detail(console.context, draft_id) if DRAFT_ID.match(draft_id) else None
    if detail is None:
        return page(request, "refused.html", {"message": "그런 초안이 없습니다."}, 404)
    customers = views.customer_menu(console.context)
    return page(request, "draft.html", _common(request, console, customers, **detail))


def _run(path: str, action: Callable[[], object], success: str) -> RedirectResponse:
    """Run one workflow step; a domain refusal comes back as its notice code."""
    try:
        action()
    except Exception as error:
        problem = as_problem(error)
        if problem is None:
            raise
        return _back(path, problem.slug)
    return _back(path, success)


@router.post("/drafts/{draft_id}/edit")
def edit(
    draft_id: str,
    console: FormPostDep,
    text: Annotated[str, Form(max_length=8000)],
    base_revision: Annotated[int, Form(ge=1)],
) -> Response:
    path = f"/console/drafts/{draft_id}"
    try:
        request = EditRequest(base_revision=base_revision, text=text.replace("\r\n", "\n"))
    except ValueError:
        return _back(path, "invalid-input")
    try:
        if workflow.get_view(console.context, draft_id).text == request.text:
            return _back(path, "unchanged")
    except DraftNotFound:
        return _back("/console", "invalid-input")
    return _run(path, lambda: workflow.edit_draft(console.context, draft_id, request), "edited")


@router.post("/drafts/{draft_id}/approve")
def approve(
    draft_id: str,
    console: FormPostDep,
    revision: Annotated[int, Form(ge=1)],
    send: Annotated[Literal["yes", "no"], Form()] = "no",
) -> Response:
    return _run(
        f"/console/drafts/{draft_id}",
        lambda: workflow.approve_draft(console.context, draft_id, revision, send=send == "yes"),
        "sent" if send == "yes" else "approved",
    )


@router.post("/drafts/{draft_id}/send")
def send(draft_id: str, console: FormPostDep) -> Response:
    return _run(
        f"/console/drafts/{draft_id}",
        lambda: workflow.send_draft(console.context, draft_id),
        "sent",
    )


@router.post("/drafts/{draft_id}/discard")
def discard(draft_id: str, console: FormPostDep) -> Response:
    return _run(
        f"/console/drafts/{draft_id}",
        lambda: workflow.discard_draft(console.context, draft_id),
        "discarded",
    )


@router.post("/deliveries/{delivery_id}/reconcile")
def reconcile_delivery(
    delivery_id: str,
    console: FormPostDep,
    session: TransactionDep,
    resolution: Annotated[Literal["sent_audited", "abandoned"], Form()],
    message_id: Annotated[str, Form(max_length=20)] = "",
) -> Response:
    # One transaction. A refusal caught by _run wrote nothing, so committing it is the
    # rollback it was before.
    number = int(message_id) if message_id.strip().isdigit() else None
    return _run(
        "/console",
        lambda: reconcile(session, console.context, delivery_id, resolution, message_id=number),
        "reconciled",
    )


@router.get("/customers/{customer_id}", response_class=HTMLResponse)
def customer(request: Request, customer_id: str, console: SessionDep) -> HTMLResponse:
    values = views.customer(console.context, customer_id)
    customers = views.customer_menu(console.context)
    return page(request, "customer.html", _common(request, console, customers, **values))


@router.post("/customers/{customer_id}/safety-hold/clear")
def clear_safety_hold(
    customer_id: str,
    console: FormPostDep,
    clearance_id: Annotated[str, Form(max_length=80)],
    note: Annotated[str, Form(max_length=2000)] = "",
) -> Response:
    """Richard clears the customer's safety hold with a note (an event in checkin)."""
    path = f"/console/customers/{customer_id}"
    if not CUSTOMER_ID.match(customer_id) or not CLEARANCE_ID.match(clearance_id):
        return _back("/console", "invalid-input")
    text = note.replace("\r\n", "\n").strip()
    if not 1 <= len(text) <= 500:
        return _back(path, "clear-note-invalid")
    try:
        cleared = holds.clear_hold(
            console.context, customer_id, clearance_id=clearance_id, note=text
        )
    except PeerError as error:
        if error.slug in NOTICES:
            return _back(path, error.slug)
        return _back(path, "clear-unavailable")
    return _back(path, "hold-cleared" if cleared.created else "hold-clear-replayed")


@router.get("/customers/{customer_id}/kpi", response_class=HTMLResponse)
def kpi(request: Request, customer_id: str, console: SessionDep) -> HTMLResponse:
    values = views.kpi(console.context, customer_id)
    customers = views.customer_menu(console.context)
    return page(request, "kpi.html", _common(request, console, customers, **values))


@router.get("/audit", response_class=HTMLResponse)
def audit(request: Request, console: SessionDep) -> HTMLResponse:
    # One REPEATABLE READ snapshot, not a statement-by-statement transaction: each chain is
    # checked against its head row, and a send committing between reading the heads and
    # reading the rows must not show Richard a sound chain as 손상됨. Read-only, no lock.
    with console.context.runtime.database.read_only_snapshot() as session:
        values = views.audit(session)
        customers = views.customer_ids(session)
    return page(request, "audit.html", _common(request, console, customers, **values))


# Passed to the app factory as open paths: these routes check the console gate, not
# service signatures (a browser cannot sign requests).
CONSOLE_PATHS = tuple(sorted({getattr(route, "path", "") for route in router.routes}))
