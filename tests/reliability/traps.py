"""Deterministic kill points: an ASGI middleware around an in-process peer of a real process.

A delivery process talks to checkin and the gateway over loopback HTTP. Wrapping those
peers (the real apps, served in the test process) with a ``KillSwitch`` lets a test SIGKILL
the delivery process at an exact step of its send, without any test-only branch in the
product: the peer notices the request that marks the step and kills the caller either
before the peer acts on it (``at="request"``: the request is dropped, as if the caller
died just before its bytes left) or when the peer has acted and starts to answer
(``at="response"``: the caller dies before it can read the answer).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal


@dataclass(frozen=True)
class Trap:
    """Which request marks the kill point, and when to kill."""

    method: str
    path: str
    at: Literal["request", "response"]
    body_contains: bytes = b""
    nth: int = 1  # the n-th matching request after arming


async def _buffered(receive: Any) -> tuple[bytes, Any]:
    """Read the whole request body; return it and a ``receive`` that replays it."""
    chunks: list[bytes] = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            break
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            break
    body = b"".join(chunks)
    replayed = False

    async def replay() -> Any:
        nonlocal replayed
        if not replayed:
            replayed = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return body, replay


class KillSwitch:
    """ASGI middleware: when the armed trap matches, call ``kill`` once (then disarm)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self._lock = threading.Lock()
        self._trap: Trap | None = None
        self._kill: Callable[[], object] | None = None
        self._seen = 0
        self.fired = threading.Event()

    def arm(self, trap: Trap, kill: Callable[[], object]) -> None:
        with self._lock:
            self._trap, self._kill, self._seen = trap, kill, 0
            self.fired.clear()

    def disarm(self) -> None:
        with self._lock:
            self._trap = self._kill = None

    def _claim(self, scope: Any, body: bytes) -> Callable[[], object] | None:
        """The kill to perform if this request is the armed one (at most once per arming)."""
        with self._lock:
            trap = self._trap
            if trap is None or self._kill is None or trap.body_contains not in body:
                return None
            self._seen += 1
            if self._seen != trap.nth:
                return None
            kill, self._trap, self._kill = self._kill, None, None
            return kill

    def _watching(self, scope: Any) -> Trap | None:
        trap = self._trap
        if trap is None or scope["type"] != "http":
            return None
        if scope["method"] != trap.method or scope["path"] != trap.path:
            return None
        return trap

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        trap = self._watching(scope)
        if trap is None:
            await self.app(scope, receive, send)
            return
        body, replay = await _buffered(receive)
        kill = self._claim(scope, body)
        if kill is None:
            await self.app(scope, replay, send)
            return
        if trap.at == "request":
            # The caller dies before this peer did anything: the request never arrived.
            kill()
            self.fired.set()
            await send({"type": "http.response.start", "status": 503, "headers": []})
            await send({"type": "http.response.body", "body": b""})
            return

        async def answer(message: Any) -> None:
            if message["type"] == "http.response.start" and not self.fired.is_set():
                kill()  # the peer has acted and committed; its answer is never read
                self.fired.set()
            await send(message)

        await self.app(scope, replay, answer)
