"""One request id per unit of work, carried through every signed call and every log line.

The gateway starts one for each inbound Telegram update and HTTP request; every signed peer
call carries it in ``X-DualCoach-Request-Id``; every service adopts a well-formed one from
a signed caller, so the log lines of one customer message share one id across services.
Background work (an outbox relay pass, a scheduler tick, a polled update) starts its own.

The id lives in a ``ContextVar``: a request's task, the threads Starlette runs sync
handlers in (anyio copies the context) and the log formatter all see the same value. Only
32 lower-case hex characters are ever adopted, so a header cannot put anything else into a
log line; anything else is replaced by a fresh id (ADR 0064).
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Final

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from shared.auth.signing import CALLER_HEADER

REQUEST_ID_HEADER: Final = "X-DualCoach-Request-Id"
_HEADER_KEY: Final = REQUEST_ID_HEADER.lower().encode("ascii")
_CALLER_KEY: Final = CALLER_HEADER.lower().encode("ascii")
_WELL_FORMED: Final = re.compile(r"[0-9a-f]{32}")

_current: ContextVar[str | None] = ContextVar("dualcoach_request_id", default=None)


def new_request_id() -> str:
    """A fresh id: 128 random bits as 32 lower-case hex characters."""
    return secrets.token_hex(16)


def is_well_formed(value: str | None) -> bool:
    return value is not None and _WELL_FORMED.fullmatch(value) is not None


def current_request_id() -> str | None:
    """The id of the work this code runs for, if any."""
    return _current.get()


@contextmanager
def request_id_scope(request_id: str | None = None) -> Iterator[str]:
    """Run a block under ``request_id`` (a fresh one when None or malformed)."""
    chosen = request_id if request_id is not None and is_well_formed(request_id) else None
    chosen = chosen or new_request_id()
    token = _current.set(chosen)
    try:
        yield chosen
    finally:
        _current.reset(token)


def outgoing_headers() -> dict[str, str]:
    """The header a peer call carries: the current id, if there is one."""
    request_id = _current.get()
    return {REQUEST_ID_HEADER: request_id} if request_id is not None else {}


def _header(scope: Scope, key: bytes) -> bytes | None:
    for name, value in scope.get("headers", []):
        if name.lower() == key:
            return bytes(value)
    return None


def incoming_request_id(scope: Scope) -> str | None:
    """The id a caller sent, when the request claims a signed caller and the id is well formed.

    Unsigned requests (a browser, Telegram's webhook) always start a fresh id. A request
    that claims a caller but fails the signature check is refused later; the only effect of
    its id is that the refusal's log line carries 32 hex characters the sender chose.
    """
    if _header(scope, _CALLER_KEY) is None:
        return None
    raw = _header(scope, _HEADER_KEY)
    if raw is None:
        return None
    try:
        value = raw.decode("ascii")
    except UnicodeDecodeError:
        return None
    return value if is_well_formed(value) else None


class RequestIdMiddleware:
    """Adopt (or start) the request's id for everything inside, and echo it in the response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        with request_id_scope(incoming_request_id(scope)) as request_id:
            echoed = (_HEADER_KEY, request_id.encode("ascii"))

            async def send_with_id(message: Message) -> None:
                if message["type"] == "http.response.start":
                    headers = [h for h in message.get("headers", []) if h[0].lower() != _HEADER_KEY]
                    message = {**message, "headers": [*headers, echoed]}
                await send(message)

            await self.app(scope, receive, send_with_id)
