"""Long polling for development and the local simulator: a background task in the lifespan.

Different chats' updates are handled at once, each chat's in order and one at a time, at
most ``max_in_flight`` taken and not finished (``lanes.ChatLanes``; ADR 0093). Because an
update of a busy chat waits while later ones of other chats go ahead, the offset can no
longer simply follow the last handled update: each fetched batch is first written to a
durable inbox (``polled_update``, one transaction), and only then does the next getUpdates
confirm it to Telegram. An update's claim (``UpdateProcessor.process``) takes it out of the
inbox in the claim's own transaction, so every update Telegram has forgotten is either
claimed - handled at most once, as before - or still in the inbox, where a restart finds it
and handles it first, in order. The offset starts after the newest update recorded in
either place, so a restart does not even fetch what was taken; anything fetched twice
anyway is a no-op thanks to the claim's dedupe.

getUpdates carries no message, so retrying it after any failure is always safe. Each
update is parsed on its own: one the library cannot read is recorded as skipped (a counter,
no content) and never stops polling. A chat whose update cannot be claimed (the database)
retries it after a pause while the other chats go on. ``running`` tells readiness whether
the loop is alive; ``stop`` stops fetching, lets the lanes finish for ``drain_seconds`` and
interrupts the rest, which stays in the inbox for the next start.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass

from telegram import Update
from telegram.error import Conflict, InvalidToken, RetryAfter

from services.gateway.telegram.client import TelegramIO
from services.gateway.telegram.failures import retry_after_seconds
from services.gateway.updates.lanes import ChatLanes
from services.gateway.updates.reading import lane_key
from services.gateway.updates.rules import lane_of
from services.gateway.updates.service import (
    UnparseableUpdate,
    UpdateProcessor,
    polled_payload,
    usable_update_id,
)
from shared.request_id import request_id_scope

_logger = logging.getLogger("dualcoach.gateway.polling")

ERROR_PAUSE_SECONDS = 1.0
CONFIG_ERROR_PAUSE_SECONDS = 10.0


@dataclass(frozen=True, slots=True)
class _Taken:
    """A fetched update on its way through a lane (``update`` None: the library cannot read it)."""

    update_id: int
    update: Update | None


class Poller:
    """Fetches updates with getUpdates and hands them to per-chat lanes, until stopped."""

    def __init__(
        self,
        telegram: TelegramIO,
        processor: UpdateProcessor,
        *,
        timeout_seconds: int,
        max_in_flight: int,
        drain_seconds: float,
    ) -> None:
        self._telegram = telegram
        self._processor = processor
        self._timeout = timeout_seconds
        self._drain_seconds = drain_seconds
        self._lanes: ChatLanes[_Taken] = ChatLanes(self._handle, limit=max_in_flight)
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="telegram-polling")

    @property
    def running(self) -> bool:
        """False once started and the loop has ended (it should only end when stopped)."""
        return self._task is None or not self._task.done()

    async def stop(self) -> None:
        """Stop fetching, let the lanes finish a while, then interrupt what is left (it stays
        in the inbox, or is claimed and then at most once - like an update cut off today)."""
        if self._task is None:
            return
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._task = None
        if not await self._lanes.drain(self._drain_seconds):
            _logger.warning(
                "polling_drain_cut_short",
                extra={"fields": {"count": self._lanes.in_flight}},
            )
            await self._lanes.cancel()

    async def _prepare(self) -> tuple[int | None, list[tuple[int, object]]]:
        """Polling and a webhook exclude each other: remove any webhook, then find the offset
        and what the inbox kept from before a stop or a crash."""
        while True:
            try:
                await self._telegram.delete_webhook()
                backlog = await self._processor.polled_backlog()
                return await self._processor.next_offset(), backlog
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
        offset, backlog = await self._prepare()
        for update_id, raw in backlog:  # older than anything getUpdates can still return
            await self._take(update_id, raw)
        while True:
            try:
                batch = await self._telegram.get_raw_updates(offset=offset, timeout=self._timeout)
            except Exception as error:  # network, Telegram, or a malformed answer: retry
                await self._pause(error)
                continue
            try:
                kept = await self._keep(batch)
            except Exception as error:
                # Most likely the database: leave the offset so the batch comes again.
                await self._pause(error)
                continue
            if kept:
                offset = max(update_id for update_id, _ in kept) + 1
            for update_id, raw in kept:
                await self._take(update_id, raw)  # waits while max_in_flight are taken

    async def _keep(self, batch: list[object]) -> list[tuple[int, object]]:
        """Make a batch durable before the next getUpdates confirms it: the inbox, in one
        transaction (an update that cannot be written there is recorded as skipped)."""
        kept: list[tuple[int, object]] = []
        payloads: list[tuple[int, str]] = []
        for raw in batch:
            update_id = usable_update_id(raw)
            if update_id is None:
                # Nothing identifies it, so nothing can skip it precisely: the next
                # identifiable update's offset will move past it.
                _logger.warning("update_without_id")
                continue
            payload = polled_payload(raw)
            if payload is None:
                await self._processor.skip(update_id)
                kept.append((update_id, None))  # only moves the offset
                continue
            payloads.append((update_id, payload))
            kept.append((update_id, raw))
        await self._processor.keep_polled(payloads)
        return kept

    async def _take(self, update_id: int, raw: object) -> None:
        if raw is None:  # already recorded as skipped
            return
        try:
            update = self._processor.parse(raw)
        except UnparseableUpdate:
            await self._lanes.submit(lane_of(None, None, update_id), _Taken(update_id, None))
            return
        await self._lanes.submit(lane_key(update), _Taken(update_id, update))

    async def _handle(self, taken: _Taken) -> None:
        # Each polled update is its own unit of work: one fresh request id for its log lines
        # and every signed call it makes (a webhook update gets its id from the middleware).
        with request_id_scope():
            while True:
                try:
                    await self._handle_update(taken)
                    return
                except Exception as error:
                    # Most likely the database. Its claim did not commit, so the update is
                    # still in the inbox; or it did, and the retry finds it claimed and does
                    # nothing. Only this chat waits: the other lanes go on.
                    await self._pause(error)

    async def _handle_update(self, taken: _Taken) -> None:
        if taken.update is None:
            await self._processor.skip(taken.update_id, polled=True)
            return
        await self._processor.process(taken.update, polled=True)
