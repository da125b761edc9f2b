"""The simulator app (``uvicorn --factory tools.telegram_simulator.app:create_app``).

In webhook mode (someone called setWebhook) a background task pushes queued updates to the
registered URL with Telegram's secret header, retrying failed deliveries like Telegram does.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
from fastapi import FastAPI

from tools.telegram_simulator.botapi import BotApi, bot_api_router
from tools.telegram_simulator.state import SimulatorState, WebhookDelivery
from tools.telegram_simulator.web import api, page

WEBHOOK_SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"  # noqa: S105 - a header name
PUSH_INTERVAL_SECONDS = 0.05
RETRY_PAUSE_SECONDS = 1.0


async def push_webhook_updates(
    state: SimulatorState, client: httpx.AsyncClient, queued: asyncio.Event | None = None
) -> None:
    """Deliver pending updates to the webhook, in order; keep undelivered ones queued.

    ``queued`` is set when a person acts: the pusher wakes at once instead of on its next
    interval (each tap waited 25 ms on average for it, a check-in a dozen times).
    """
    while True:
        if queued is not None:
            queued.clear()
        webhook = state.webhook()
        updates = state.pop_pending_for_webhook() if webhook else []
        for index, update in enumerate(updates):
            assert webhook is not None
            headers = {}
            if webhook.get("secret_token"):
                headers[WEBHOOK_SECRET_HEADER] = str(webhook["secret_token"])
            status: int | None = None
            error: str | None = None
            try:
                response = await client.post(webhook["url"], json=update, headers=headers)
                status = response.status_code
            except httpx.HTTPError as failure:
                error = type(failure).__name__
            state.record_webhook_delivery(
                WebhookDelivery(update["update_id"], status, error, state.clock())
            )
            if status is None or not 200 <= status < 300:
                state.requeue(updates[index:])
                await asyncio.sleep(RETRY_PAUSE_SECONDS)
                break
        if queued is None:
            await asyncio.sleep(PUSH_INTERVAL_SECONDS)
            continue
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(queued.wait(), PUSH_INTERVAL_SECONDS)


def create_app(state: SimulatorState | None = None) -> FastAPI:
    """The fake Bot API, its control API and the people's web page, over one state."""
    simulator_state = state or SimulatorState()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        loop = asyncio.get_running_loop()
        queued = asyncio.Event()

        def wake() -> None:  # called from the request threads that queue an update
            loop.call_soon_threadsafe(queued.set)

        simulator_state.on_update = wake
        async with httpx.AsyncClient(timeout=10.0) as client:
            pusher = asyncio.create_task(push_webhook_updates(simulator_state, client, queued))
            try:
                yield
            finally:
                simulator_state.on_update = None
                pusher.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await pusher

    app = FastAPI(title="DualCoach Telegram simulator", lifespan=lifespan, docs_url=None)
    app.state.simulator = simulator_state
    app.include_router(bot_api_router(BotApi(simulator_state)))
    app.include_router(api)
    app.include_router(page)

    @app.get("/healthz")
    @app.get("/readyz")
    def ready() -> dict[str, str]:
        return {"status": "ready", "service": "simulator"}

    return app
