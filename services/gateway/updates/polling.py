"""Long polling for development and the local simulator: a background task in the lifespan.

Different chats' updates are handled at once, each chat's in order and one at a time, at
most ``max_in_flight`` taken and not finished (``lanes.ChatLanes``; ADR 0093). Because an
update of a busy chat waits while later ones of other chats go ahead, the offset can no
longer simply follow the last handled update: each fetched batch is first written to a
durable inbox (``polled_update``, one transaction), and only then does the next getUpdates
confirm it to Telegram. An update's claim (``UpdateProcessor.process``) takes it out of the
inbox in the claim's own transaction, so every update Telegram has forgotten is either
claimed - handled at most once, as before - or still in the inbox, where a restart finds it
and handles it first, in order. An update whose chat has nothing queued or being handled
(and for which a place in flight is free) is claimed in the batch's own transaction instead
and started at once: it never waits in the inbox, and its reply does not wait for a second
commit (ADR 0097). That transaction and the start of what it claimed are shielded from a
stop, which lets them finish before it drains the lanes. The offset starts after the
newest update recorded in either place, so a restart does not even fetch what was taken;
anything fetched twice anyway is a no-op thanks to the claim's dedupe.

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
from dataclasses import dataclass, replace

from telegram import Update
from telegram.error import Conflict, InvalidToken, RetryAfter

from services.gateway.telegram.client import TelegramIO
from services.gateway.telegram.failures import retry_after_seconds
from services.gateway.updates.lanes import ChatLanes
from services.gateway.updates.reading import lane_key, lane_part
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
    """A fetched update on its way through a lane (``update`` None: the library cannot read it;
    ``claimed``: claimed with its batch, so its lane only dispatches it)."""

    update_id: int
    update: Update | None
    claimed: bool = False


@dataclass(frozen=True, slots=True)
class _Fetched:
    """One update of a fetched batch, read: its lane, and whether it starts with the batch."""

    update_id: int
    raw: object  # None: it could not be written to the inbox (already recorded as skipped)
    update: Update | None
    lane: str
    start_now: bool = False
    part: str | None = None  # a press on a draft: its part of the lane (``lanes``)


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
        # The latest batch's transaction and the start of what it claimed (shielded).
        self._keeping: asyncio.Future[list[_Fetched]] | None = None

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
        if self._keeping is not None:
            # Updates claimed with their batch are in their lanes before the drain begins.
            with contextlib.suppress(Exception):
                await self._keeping
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
            except asyncio.CancelledError:
                raise
            except Exception as error:
                # Most likely the database: leave the offset so the batch comes again.
                await self._pause(error)
                continue
            if kept:
                offset = max(fetched.update_id for fetched in kept) + 1
            for fetched in kept:
                if not fetched.start_now:
                    await self._take_fetched(fetched)  # waits while max_in_flight are taken

    def _read(self, update_id: int, raw: object) -> tuple[Update | None, str, str | None]:
        """The parsed update (None: the library cannot read it), the lane it waits in and its
        part of that lane (a press on a draft; ``lanes``)."""
        try:
            update = self._processor.parse(raw)
        except UnparseableUpdate:
            return None, lane_of(None, None, update_id), None
        return update, lane_key(update), lane_part(update)

    async def _keep(self, batch: list[object]) -> list[_Fetched]:
        """Make a batch durable before the next getUpdates confirms it, in one transaction:
        the inbox, and the claims of the updates that start at once (an update that cannot
        be written to the inbox is recorded as skipped). The transaction and those starts
        run shielded: a stop lets them finish (``stop`` waits for them)."""
        fetched: list[_Fetched] = []
        payloads: list[tuple[int, str]] = []
        claim: list[Update] = []
        lanes_seen: set[str] = set()
        free = self._lanes.free
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
                # only moves the offset
                fetched.append(_Fetched(update_id, None, None, lane_of(None, None, update_id)))
                continue
            update, lane, part = self._read(update_id, raw)
            start_now = (
                update is not None
                and free > 0
                and lane not in lanes_seen
                and self._lanes.idle(lane)
            )
            lanes_seen.add(lane)
            if start_now:
                assert update is not None
                free -= 1
                claim.append(update)
            else:
                payloads.append((update_id, payload))
            fetched.append(_Fetched(update_id, raw, update, lane, start_now, part))
        self._keeping = asyncio.ensure_future(self._keep_and_start(fetched, payloads, claim))
        return await asyncio.shield(self._keeping)

    async def _keep_and_start(
        self, fetched: list[_Fetched], payloads: list[tuple[int, str]], claim: list[Update]
    ) -> list[_Fetched]:
        claimed = await self._processor.keep_polled(payloads, claim=claim)
        for item in fetched:
            if item.start_now and item.update_id in claimed:
                # A free place and an idle lane (counted above): this does not wait.
                taken = _Taken(item.update_id, item.update, True)
                await self._lanes.submit(item.lane, taken, item.part)
        return fetched

    async def _take_fetched(self, fetched: _Fetched) -> None:
        if fetched.raw is None:  # already recorded as skipped
            return
        await self._lanes.submit(
            fetched.lane, _Taken(fetched.update_id, fetched.update), fetched.part
        )

    async def _take(self, update_id: int, raw: object) -> None:
        if raw is None:  # already recorded as skipped
            return
        update, lane, part = self._read(update_id, raw)
        await self._lanes.submit(lane, _Taken(update_id, update), part)

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
                    # One claimed with its batch is past its claim too: the retry asks the
                    # claim again rather than dispatch it a second time (at most once).
                    taken = replace(taken, claimed=False)

    async def _handle_update(self, taken: _Taken) -> None:
        if taken.update is None:
            await self._processor.skip(taken.update_id, polled=True)
            return
        await self._processor.process(taken.update, polled=True, claimed=taken.claimed)
