"""Long polling for development and the local simulator: a background task in the lifespan.

The offset starts after the newest update this bot has recorded, so a restart does not even
fetch what was processed; anything fetched twice anyway is a no-op thanks to the dedupe.
getUpdates carries no message, so retrying it after any failure is always safe. Each
update is parsed on its own: one the library cannot read is recorded as skipped (a counter,
no content) and the offset moves past it, so it can never stop polling. ``running`` tells
readiness whether the loop is alive.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from telegram.error import Conflict, InvalidToken, RetryAfter

from services.gateway.telegram.client import TelegramIO
from services.gateway.telegram.failures import retry_after_seconds
from services.gateway.updates.service import UnparseableUpdate, UpdateProcessor, usable_update_id
from shared.request_id import request_id_scope

_logger = logging.getLogger("dualcoach.gateway.polling")

ERROR_PAUSE_SECONDS = 1.0
CONFIG_ERROR_PAUSE_SECONDS = 10.0


class Poller:
    """Fetches updates with getUpdates and processes them in order, until stopped."""

    def __init__(
        self, telegram: TelegramIO, processor: UpdateProcessor, *, timeout_seconds: int
    ) -> None:
        self._telegram = telegram
        self._processor = processor
        self._timeout = timeout_seconds
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="telegram-polling")

    @property
    def running(self) -> bool:
        """False once started and the loop has ended (it should only end when stopped)."""
        return self._task is None or not self._task.done()

    async def stop(self) -> None:
        if self._task is None:
            return
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._task = None

    async def _prepare(self) -> int | None:
        """Polling and a webhook exclude each other: remove any webhook, then find the offset."""
        while True:
            try:
                await self._telegram.delete_webhook()
                return await self._processor.next_offset()
            except Exception as error:
                await self._pause(error)

    async def _pause(self, error: BaseException) -> None:
        if isinstance(error, RetryAfter):
            delay = retry_after_seconds(error)
        elif isinstance(error, InvalidToken | Conflict):
            delay = CONFIG_ERROR_PAUSE_SECONDS
        else:
            delay = ERROR_PAUSE_SECONDS
        _logger.warning(
            "polling_failed",
            extra={"fields": {"error_type": type(error).__name__, "duration_ms": delay * 1000}},
        )
        await asyncio.sleep(delay)

    async def _run(self) -> None:
        offset = await self._prepare()
        while True:
            try:
                batch = await self._telegram.get_raw_updates(offset=offset, timeout=self._timeout)
            except Exception as error:  # network, Telegram, or a malformed answer: retry
                await self._pause(error)
                continue
            for raw in batch:
                update_id = usable_update_id(raw)
                if update_id is None:
                    # Nothing identifies it, so nothing can skip it precisely: the next
                    # identifiable update's offset will move past it.
                    _logger.warning("update_without_id")
                    continue
                try:
                    await self._handle(raw)
                except Exception as error:
                    # Most likely the database: leave the offset so the update comes again.
                    await self._pause(error)
                    break
                offset = update_id + 1

    async def _handle(self, raw: object) -> None:
        # Each polled update is its own unit of work: one fresh request id for its log lines
        # and every signed call it makes (a webhook update gets its id from the middleware).
        with request_id_scope():
            await self._handle_update(raw)

    async def _handle_update(self, raw: object) -> None:
        try:
            update = self._processor.parse(raw)
        except UnparseableUpdate as unreadable:
            await self._processor.skip(unreadable.update_id)
            return
        await self._processor.process(update)
