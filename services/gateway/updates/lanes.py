"""Per-chat lanes: different chats' updates at once, each chat's in order and one at a time.

This is how Telegram's own webhook delivers (ADR 0091's simulator pusher does the same), and
what polling did not do: it handled every chat's updates one after another, so a customer's
tap waited behind every update ahead of it from any chat (ADR 0093).

``ChatLanes.submit`` takes one permit of a shared semaphore per update and appends the update
to its key's lane; a lane is one task that handles its updates strictly in submission order,
then ends (a later update of that key starts a new one). ``limit`` bounds the updates taken
and not yet finished - queued or being handled - so a caller that submits faster than the
lanes finish waits in ``submit`` (polling then stops fetching: back-pressure, not a growing
queue). A handler's exception is the handler's business: the lane logs it and goes on, so
one chat can never stop another; the handler decides whether its update must be retried.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Generic, TypeVar

_logger = logging.getLogger("dualcoach.gateway.polling")

Item = TypeVar("Item")


class ChatLanes(Generic[Item]):
    """Runs ``handle`` for each submitted item: one lane per key, at most ``limit`` in flight."""

    def __init__(self, handle: Callable[[Item], Awaitable[None]], *, limit: int) -> None:
        if limit < 1:
            raise ValueError("at least one update must be allowed in flight")
        self._handle = handle
        self._limit = limit
        self._permits = asyncio.Semaphore(limit)
        self._lanes: dict[str, collections.deque[Item]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._idle = asyncio.Event()
        self._idle.set()

    @property
    def in_flight(self) -> int:
        """Updates submitted and not yet finished (queued or being handled)."""
        return sum(len(lane) for lane in self._lanes.values())

    @property
    def free(self) -> int:
        """How many more items ``submit`` would take now without waiting."""
        return self._limit - self.in_flight

    def idle(self, key: str) -> bool:
        """No item of ``key`` is queued or being handled: one submitted now starts at once."""
        return key not in self._lanes

    async def submit(self, key: str, item: Item) -> None:
        """Queue ``item`` behind every earlier item of ``key``; waits while ``limit`` are taken."""
        await self._permits.acquire()
        lane = self._lanes.get(key)
        if lane is not None:  # its task is running and will reach this item in order
            lane.append(item)
            return
        self._lanes[key] = collections.deque([item])
        self._idle.clear()
        task = asyncio.create_task(self._run_lane(key), name=f"telegram-lane-{key}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _run_lane(self, key: str) -> None:
        lane = self._lanes[key]
        try:
            while lane:
                try:
                    await self._handle(lane[0])
                except Exception as error:  # a handler should not raise; never stop the lane
                    _logger.error(
                        "lane_update_failed",
                        extra={"fields": {"error_type": type(error).__name__}},
                    )
                finally:
                    # Popped only once handled (or cancelled): ``submit`` appends to a lane
                    # that still holds an item, so a key never has two tasks.
                    lane.popleft()
                    self._permits.release()
        finally:
            # Cancelled mid-lane: the rest of its items are dropped (their permits with them);
            # the caller keeps them durable elsewhere (polling: the inbox, ADR 0093).
            for _ in lane:
                self._permits.release()
            lane.clear()
            del self._lanes[key]
            if not self._lanes:
                self._idle.set()

    async def drain(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for every lane to finish; True when all did."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._idle.wait(), timeout)
        return self._idle.is_set()

    async def cancel(self) -> None:
        """Cancel every lane (its current update is interrupted, the rest not started)."""
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
