"""Run an ASGI app (a real service or a fake peer) on a loopback port inside the test process.

Cross-service tests use real HTTP: each app listens on 127.0.0.1 at a free port under a
uvicorn server running in a background thread, and is shut down when the block exits.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import httpx
import uvicorn

from shared.http.peers import tls_context
from shared.supervisor import SERVER_KEEP_ALIVE_SECONDS
from tests.support.ports import free_ports, release, reserve

# How often a test server looks at ``should_exit``; uvicorn's own loop waits 0.1 s between
# looks, which every stop of the thousands of servers a run starts paid half of on average.
_TICK_SECONDS = 0.01


class _PromptServer(uvicorn.Server):
    """uvicorn's server, noticing a stop within ``_TICK_SECONDS`` rather than 0.1 s."""

    async def main_loop(self) -> None:
        # uvicorn's loop with a shorter sleep: ``on_tick`` (its own) refreshes the date
        # header every tenth tick and says when to exit.
        counter = 0
        while not await self.on_tick(counter):
            counter = (counter + 1) % 864000
            await asyncio.sleep(_TICK_SECONDS)


class ThreadedServer:
    """A uvicorn server on 127.0.0.1:<port> in a daemon thread."""

    def __init__(self, app: Any, port: int | None = None) -> None:
        self.app = app
        self.port = port or free_ports(1)[0]
        config = uvicorn.Config(
            app,
            host="127.0.0.1",
            port=self.port,
            log_level="warning",
            access_log=False,
            lifespan="on",
            timeout_keep_alive=SERVER_KEEP_ALIVE_SECONDS,
        )
        self._server = _PromptServer(config)
        self._thread = threading.Thread(target=self._server.run, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60.0) -> None:
        # Generous: a first start on a worker (imports, models) on a loaded machine took
        # over 15 s once; a server that cannot start still fails, only later.
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"server on port {self.port} did not start")
            time.sleep(0.002)
        release(self.port)  # it listens now; the reservation has done its job

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=15)
        if not self._thread.is_alive():
            reserve(self.port)  # a test may start a server on this port again


def loopback_client(**options: Any) -> httpx.Client:
    """An httpx client for a test's servers, verifying with the process's one TLS context.

    httpx loads the CA bundle for every client it makes with the default ``verify`` (~30 ms
    idle, far more on a loaded machine); tests make one or more per test.
    """
    return httpx.Client(verify=tls_context(), **options)


@contextmanager
def serve(app: Any, port: int | None = None) -> Iterator[ThreadedServer]:
    server = ThreadedServer(app, port)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def post_at_once(
    app: Any, target: str, headers: Mapping[str, str], body: bytes, copies: int = 2
) -> list[int]:
    """POST the same signed request ``copies`` times at once (a barrier releases them
    together) to ``app`` served on loopback; the status codes, in arrival order."""
    ready = threading.Barrier(copies)
    statuses: list[int] = []
    with serve(app) as server:

        def send() -> None:
            with loopback_client(base_url=f"http://127.0.0.1:{server.port}", timeout=30) as client:
                ready.wait()
                statuses.append(client.post(target, headers=headers, content=body).status_code)

        threads = [threading.Thread(target=send) for _ in range(copies)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    return statuses
