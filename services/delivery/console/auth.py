"""The console's gate as FastAPI dependencies: loopback, local token session, CSRF.

The console routes are not service-signed (a browser cannot sign): each one passes this
gate instead. Refusals are whole HTML pages (``ConsoleDenied`` carries the response):
403 for a non-loopback request or a bad CSRF token, 401 (with the login form) without a
valid session, 503 while no usable token is configured.
"""

from __future__ import annotations

import secrets as token_source
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Annotated, Any

from fastapi import Depends, Form, Request
from fastapi.responses import HTMLResponse, Response
from fastapi.templating import Jinja2Templates
from sqlalchemy.orm import Session

from services.delivery.console import rules, sessions
from services.delivery.console.texts import kst_time
from services.delivery.context import DeliveryContext, get_context
from shared.secrets import load_named_secret

TOKEN_SECRET = "console-token"  # noqa: S105 - the secret's name, not its value
TEMPLATES = Jinja2Templates(directory=Path(__file__).parent / "templates")
# Every time on every page is KST (the product's clock); stored instants are UTC.
TEMPLATES.env.filters["kst"] = kst_time
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; "
        "frame-ancestors 'none'; base-uri 'none'"
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    # same-origin (not no-referrer): browsers then send a real Origin on our own form posts.
    "Referrer-Policy": "same-origin",
    "Cache-Control": "no-store",
}


class ConsoleDenied(Exception):
    """Raised by the gate; the app's handler answers ``response`` as is."""

    def __init__(self, response: Response) -> None:
        super().__init__(response.status_code)
        self.response = response


def page(
    request: Request, template: str, values: dict[str, Any], status: int = 200
) -> HTMLResponse:
    """Render a console page with the security headers every page carries."""
    response = TEMPLATES.TemplateResponse(request, template, values, status_code=status)
    response.headers.update(SECURITY_HEADERS)
    return response


def current_token(context: DeliveryContext) -> str | None:
    """The console token as it is *now* (re-read per request: rotation takes effect at once)."""
    secret = load_named_secret(context.settings.secrets_dir, TOKEN_SECRET)
    token = secret.get_secret_value() if secret else None
    return token if rules.token_usable(token) else None


def login_page(request: Request, message: str | None, status: int = 401) -> HTMLResponse:
    """The 401 page with the login form; sets the login form's double-submit cookie."""
    login_nonce = token_source.token_urlsafe(24)
    response = page(request, "login.html", {"message": message, "login_csrf": login_nonce}, status)
    response.set_cookie(
        rules.LOGIN_COOKIE,
        login_nonce,
        httponly=True,
        samesite="strict",
        path="/console",
        max_age=900,
    )
    return response


def refuse(request: Request, status: int, message: str) -> ConsoleDenied:
    return ConsoleDenied(page(request, "refused.html", {"message": message}, status))


def check_loopback(request: Request) -> None:
    client = request.client.host if request.client else None
    if not rules.is_loopback_client(client) or not rules.is_loopback_host(
        request.headers.get("host")
    ):
        raise refuse(request, 403, "이 화면은 이 컴퓨터(127.0.0.1)에서만 열 수 있습니다.")


@dataclass(frozen=True, slots=True)
class ConsoleSession:
    context: DeliveryContext
    token: str
    session: rules.Session

    @property
    def csrf(self) -> str:
        return rules.csrf_token(self.token, self.session)


def _lifetime(context: DeliveryContext) -> timedelta:
    return timedelta(hours=context.section.console_session_hours)


def require_session(
    request: Request, context: Annotated[DeliveryContext, Depends(get_context)]
) -> ConsoleSession:
    check_loopback(request)
    token = current_token(context)
    if token is None:
        raise refuse(request, 503, "콘솔 토큰이 설정되지 않아 열 수 없습니다.")
    session = rules.read_session(
        token,
        request.cookies.get(rules.SESSION_COOKIE),
        context.runtime.clock.now(),
        _lifetime(context),
    )
    if session is None or _ended(context, session):
        raise ConsoleDenied(login_page(request, None))
    return ConsoleSession(context, token, session)


def _ended(context: DeliveryContext, session: rules.Session) -> bool:
    # Hand-opened: the gate runs before every console route, also those that call checkin
    # or the gateway, so its read ends here rather than with the route (ADR 0081).
    with context.runtime.database.transaction() as db:
        return sessions.session_ended(db, session.nonce)


def end_console_session(db: Session, console: ConsoleSession) -> None:
    """Log out on the server (in the caller's transaction): this cookie is refused from now on."""
    context = console.context
    sessions.end_session(
        db, console.session.nonce, now=context.runtime.clock.now(), lifetime=_lifetime(context)
    )


def require_form_post(
    request: Request,
    console: Annotated[ConsoleSession, Depends(require_session)],
    csrf_token: Annotated[str | None, Form()] = None,
) -> ConsoleSession:
    """A state-changing form: same origin and this session's CSRF token, or 403."""
    if not rules.same_origin(request.headers.get("origin"), request.headers.get("host")):
        raise refuse(request, 403, "다른 곳에서 보낸 요청은 처리하지 않습니다.")
    if not rules.csrf_matches(console.token, console.session, csrf_token):
        raise refuse(
            request, 403, "요청을 확인할 수 없습니다. 화면을 새로 고친 뒤 다시 시도해 주십시오."
        )
    return console


SessionDep = Annotated[ConsoleSession, Depends(require_session)]
FormPostDep = Annotated[ConsoleSession, Depends(require_form_post)]
