"""Refuse the NUL character at the edge of every service, before any handler runs.

PostgreSQL cannot store U+0000 in ``text`` or ``jsonb``, so a NUL that reaches a write
became a 500 deep inside a transaction. No field of ours has a use for it, so a request
carrying one - raw, as the JSON escape ``\\u0000``, or percent-encoded in the query or a
form - is answered ``422 nul-character`` and nothing else happens. A pure ASGI wrapper:
the body is read once, checked, and replayed unchanged to the app (signatures still match).
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from shared.problems import Problem

# Where the guard leaves the request body it read, so an error handler can read it again.
BODY_SCOPE_KEY: Final = "dualcoach.body"
# ``\u0000`` that is a real escape: preceded by an even number of backslashes.
_JSON_NUL: Final = re.compile(rb"(?<!\\)(?:\\\\)*\\u0000")
_PERCENT_NUL: Final = re.compile(rb"%00")
_FORM: Final = b"application/x-www-form-urlencoded"


def carries_nul(*, path: bytes, query: bytes, body: bytes, content_type: bytes) -> bool:
    """Whether any part of a request would put U+0000 into a text field."""
    if b"\x00" in path or b"\x00" in query or b"\x00" in body or _PERCENT_NUL.search(query):
        return True
    if _PERCENT_NUL.search(path):
        return True
    if content_type.startswith(_FORM):
        return _PERCENT_NUL.search(body) is not None
    return _JSON_NUL.search(body) is not None


def _header(scope: Scope, name: bytes) -> bytes:
    for key, value in scope.get("headers", []):
        if key.lower() == name:
            return bytes(value)
    return b""


class NulGuard:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        messages: list[Message] = []
        body = b""
        while True:
            message = await receive()
            messages.append(message)
            if message["type"] != "http.request":
                break
            body += message.get("body", b"")
            if not message.get("more_body", False):
                break
        scope[BODY_SCOPE_KEY] = body  # for handlers that must read it again (see app.py)
        raw_path = scope.get("raw_path") or scope.get("path", "").encode("utf-8", "replace")
        if carries_nul(
            path=raw_path,
            query=scope.get("query_string", b""),
            body=body,
            content_type=_header(scope, b"content-type").lower(),
        ):
            await _refuse(send)
            return
        replay = iter(messages)

        async def replayed() -> Message:
            try:
                return next(replay)
            except StopIteration:
                return await receive()

        await self.app(scope, replayed, send)


async def _refuse(send: Send) -> None:
    problem = Problem(
        422, "nul-character", "Request contains a NUL character, which no field accepts"
    )
    content: dict[str, Any] = problem.body()
    payload = json.dumps(content, ensure_ascii=False).encode("utf-8")
    await send(
        {
            "type": "http.response.start",
            "status": 422,
            "headers": [
                (b"content-type", b"application/problem+json"),
                (b"content-length", str(len(payload)).encode("ascii")),
            ],
        }
    )
    await send({"type": "http.response.body", "body": payload})
