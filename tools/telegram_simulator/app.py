"""The simulator app (``uvicorn --factory tools.telegram_simulator.app:create_app``).

In webhook mode (someone called setWebhook) a background task pushes queued updates to the
registered URL with Telegram's secret header - each chat's in order, different chats' at
once - retrying failed deliveries like Telegram does.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

import httpx
from fastapi import FastAPI

from shared.clock import SystemClock
from shared.http.peers import tls_context
from shared.runtime import clock_from_settings
from shared.settings import PlatformSettings, load_settings
from tools.telegram_simulator.botapi import ArrivalStamp, BotApi, bot_api_router
from tools.telegram_simulator.state import JsonDict, SimulatorState, WebhookDelivery
from tools.telegram_simulator.web import api, pacing_api, page

WEBHOOK_SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"  # noqa: S105 - a header name
PUSH_INTERVAL_SECONDS = 0.05
RETRY_PAUSE_SECONDS = 1.0


# Telegram's default ``max_connections`` for a webhook: how many updates it has in flight.
MAX_CONNECTIONS = 40


def chat_of(update: JsonDict) -> int | None:
    """The chat an update comes from (None: an update without one)."""
    callback = update.get("callback_query") or {}
    message = update.get("message") or update.get("edited_message") or callback.get("message")
    chat = (message or {}).get("chat") or {}
    found = chat.get("id")
    return int(found) if found is not None else None


class WebhookPusher:
    """Delivers queued updates to the webhook as Telegram does: one chat's updates in order
    and one at a time, different chats' at once (up to ``MAX_CONNECTIONS``). Delivered one by
    one across every chat, each customer's tap waited for every other customer's."""

    def __init__(self, state: SimulatorState, client: httpx.AsyncClient) -> None:
        self.state = state
        self.client = client
        self.backlog: dict[int | None, deque[JsonDict]] = {}
        self.busy: set[int | None] = set()
        self.tasks: set[asyncio.Task[None]] = set()
        self.connections = asyncio.Semaphore(MAX_CONNECTIONS)

    async def run(self, queued: asyncio.Event | None = None) -> None:
        """``queued`` is set when a person acts: the pusher wakes at once instead of on its
        next interval (each tap waited 25 ms on average for it, a check-in a dozen times)."""
        try:
            while True:
                if queued is not None:
                    queued.clear()
                if self.state.webhook() is not None:
                    for update in self.state.pop_pending_for_webhook():
                        self.backlog.setdefault(chat_of(update), deque()).append(update)
                    for chat in [chat for chat in self.backlog if chat not in self.busy]:
                        self.busy.add(chat)
                        task = asyncio.create_task(self._drain(chat))
                        self.tasks.add(task)
                        task.add_done_callback(self.tasks.discard)
                if queued is None:
                    await asyncio.sleep(PUSH_INTERVAL_SECONDS)
                    continue
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(queued.wait(), PUSH_INTERVAL_SECONDS)
        finally:
            for task in list(self.tasks):
                task.cancel()

    async def _drain(self, chat: int | None) -> None:
        """Deliver one chat's backlog in order; on a failure put it back and pause."""
        try:
            queue = self.backlog[chat]
            while queue:
                if not await self._deliver(queue[0]):
                    del self.backlog[chat]
                    self.state.requeue(list(queue))
                    await asyncio.sleep(RETRY_PAUSE_SECONDS)
                    return
                queue.popleft()
            del self.backlog[chat]
        finally:
            self.busy.discard(chat)

    async def _deliver(self, update: JsonDict) -> bool:
        webhook = self.state.webhook()
        if webhook is None:  # deleted meanwhile: the update waits for getUpdates
            return False
        headers = {}
        if webhook.get("secret_token"):
            headers[WEBHOOK_SECRET_HEADER] = str(webhook["secret_token"])
        status: int | None = None
        error: str | None = None
        async with self.connections:
            # Handed to the bot as the POST leaves (the first attempt counts, see ``handed``).
            self.state.handed([int(update["update_id"])], time.monotonic())
            try:
                response = await self.client.post(webhook["url"], json=update, headers=headers)
                status = response.status_code
            except httpx.HTTPError as failure:
                error = type(failure).__name__
        self.state.record_webhook_delivery(
            WebhookDelivery(update["update_id"], status, error, self.state.clock())
        )
        return status is not None and 200 <= status < 300


def configured_clock() -> Callable[[], float]:
    """The clock the stack's services read (``clock.source`` of the settings), in seconds.

    In the pilot's stack that is the file clock the driver moves: every Bot API call and
    every message's ``date`` is then on the simulated day, like the services' own records,
    so Telegram's pacing can be replayed in the pilot's time (ADR 0101). Otherwise
    (``make run``) it is the machine's clock, as it always was.
    """
    clock = clock_from_settings(load_settings(PlatformSettings))
    if isinstance(clock, SystemClock):
        return time.time
    return lambda: clock.now().timestamp()


def create_app(state: SimulatorState | None = None) -> FastAPI:
    """The fake Bot API, its control API and the people's web page, over one state (none
    given, as ``uvicorn --factory`` does: a new one on the configured clock)."""
    simulator_state = state or SimulatorState(clock=configured_clock())

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        loop = asyncio.get_running_loop()
        queued = asyncio.Event()

        def wake() -> None:  # called from the request threads that queue an update
            loop.call_soon_threadsafe(queued.set)

        simulator_state.on_update = wake
        async with httpx.AsyncClient(timeout=10.0, verify=tls_context()) as client:
            pusher = asyncio.create_task(WebhookPusher(simulator_state, client).run(queued))
            try:
                yield
            finally:
                simulator_state.on_update = None
                pusher.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await pusher

    app = FastAPI(title="DualCoach Telegram simulator", lifespan=lifespan, docs_url=None)
    app.state.simulator = simulator_state
    app.add_middleware(ArrivalStamp)
    app.include_router(bot_api_router(BotApi(simulator_state)))
    app.include_router(api)
    app.include_router(pacing_api)
    app.include_router(page)

    @app.get("/healthz")
    @app.get("/readyz")
    def ready() -> dict[str, str]:
        return {"status": "ready", "service": "simulator"}

    return app
