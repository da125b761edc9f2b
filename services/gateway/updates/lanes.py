"""Per-chat lanes: different chats' updates at once, each chat's in order and one at a time -
except presses on different drafts, which run at once (ADR 0093, ADR 0101 item 4).

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

**Parts.** An update submitted with a ``part`` (Richard's press on a review: its draft) may
run beside the chat's other parts. A chat's lane is a sequence of steps: an update without a
part is a step of its own, and consecutive updates with parts form one step in which each
part has its own lane - in order within the part, different parts at once. A step starts
only when the one before it has finished, and an update with a part joins the chat's last
step when that step is one of parts (running or not), so:

* a typed command waits for every press before it, and every later press waits for it;
* two presses on the same draft keep their order, and presses on different drafts that
  follow each other overlap, as they would if Richard scrolled his chat and pressed a few.

Each press acts on one exact revision and delivery's approve path is locked and sends once
however many presses race (ADR 0049), so no order between two drafts' presses is promised.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

_logger = logging.getLogger("dualcoach.gateway.polling")

Item = TypeVar("Item")


@dataclass(eq=False)
class _Step(Generic[Item]):
    """One step of a chat's lane: one update (``parts`` None), or presses by part."""

    solo: Item | None = None
    parts: dict[str, collections.deque[Item]] | None = None
    running: bool = False
    finished: bool = False
    tasks: dict[str, asyncio.Task[None]] = field(default_factory=dict)
    # Set by each part's lane as it ends: the chat's lane then looks whether any is left.
    part_ended: asyncio.Event = field(default_factory=asyncio.Event)

    def items(self) -> int:
        """Its updates not yet handled."""
        if self.finished:
            return 0
        if self.parts is None:
            return 1
        return sum(len(lane) for lane in self.parts.values())


class ChatLanes(Generic[Item]):
    """Runs ``handle`` for each submitted item: one lane per key (and per part within a key's
    run of parts), at most ``limit`` in flight."""

    def __init__(self, handle: Callable[[Item], Awaitable[None]], *, limit: int) -> None:
        if limit < 1:
            raise ValueError("at least one update must be allowed in flight")
        self._handle = handle
        self._limit = limit
        self._permits = asyncio.Semaphore(limit)
        self._lanes: dict[str, collections.deque[_Step[Item]]] = {}
        self._in_flight = 0
        self._tasks: set[asyncio.Task[None]] = set()
        self._idle = asyncio.Event()
        self._idle.set()

    @property
    def in_flight(self) -> int:
        """Updates submitted and not yet finished (queued or being handled)."""
        return self._in_flight

    @property
    def free(self) -> int:
        """How many more items ``submit`` would take now without waiting."""
        return self._limit - self.in_flight

    def idle(self, key: str) -> bool:
        """No item of ``key`` is queued or being handled: one submitted now starts at once."""
        return key not in self._lanes

    async def submit(self, key: str, item: Item, part: str | None = None) -> None:
        """Queue ``item`` behind every earlier item of ``key`` (with a ``part``: behind the
        key's earlier items without one and those of the same part); waits while ``limit``
        are taken."""
        await self._permits.acquire()
        self._in_flight += 1
        steps = self._lanes.get(key)
        if steps is not None:  # its task is running and will reach this item in order
            last = steps[-1]
            if part is not None and last.parts is not None:
                self._join(last, part, item)
            else:
                steps.append(self._step(item, part))
            return
        self._lanes[key] = collections.deque([self._step(item, part)])
        self._idle.clear()
        self._spawn(self._run_lane(key), f"telegram-lane-{key}")

    @staticmethod
    def _step(item: Item, part: str | None) -> _Step[Item]:
        if part is None:
            return _Step(solo=item)
        return _Step(parts={part: collections.deque([item])})

    def _spawn(self, work: Coroutine[Any, Any, None], name: str) -> asyncio.Task[None]:
        task = asyncio.create_task(work, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _join(self, step: _Step[Item], part: str, item: Item) -> None:
        assert step.parts is not None
        lane = step.parts.get(part)
        if lane is not None:  # its part's task (or the step's start) will reach it in order
            lane.append(item)
            return
        step.parts[part] = collections.deque([item])
        if step.running:
            self._start_part(step, part)

    def _start_part(self, step: _Step[Item], part: str) -> None:
        step.tasks[part] = self._spawn(self._run_part(step, part), f"telegram-part-{part}")

    def _done(self) -> None:
        self._in_flight -= 1
        self._permits.release()

    async def _handle_one(self, item: Item) -> None:
        try:
            await self._handle(item)
        except Exception as error:  # a handler should not raise; never stop the lane
            _logger.error(
                "lane_update_failed",
                extra={"fields": {"error_type": type(error).__name__}},
            )

    async def _run_part(self, step: _Step[Item], part: str) -> None:
        assert step.parts is not None
        lane = step.parts[part]
        try:
            while lane:
                try:
                    await self._handle_one(lane[0])
                finally:
                    # Popped only once handled (or cancelled): ``_join`` appends to a part
                    # that still holds an item, so a part never has two tasks.
                    lane.popleft()
                    self._done()
        finally:
            for _ in lane:  # cancelled: the rest are dropped, their permits given back
                self._done()
            del step.parts[part]
            del step.tasks[part]
            step.part_ended.set()

    async def _run_lane(self, key: str) -> None:
        steps = self._lanes[key]
        try:
            while steps:
                step = steps[0]
                step.running = True
                if step.parts is None:
                    try:
                        await self._handle_one(step.solo)  # type: ignore[arg-type]
                    finally:
                        step.finished = True
                        self._done()
                else:
                    for part in list(step.parts):
                        self._start_part(step, part)
                    # Parts may join while it runs; the step ends when none is left.
                    while step.parts:
                        step.part_ended.clear()
                        await step.part_ended.wait()
                    step.finished = True
                steps.popleft()
        finally:
            # Cancelled mid-lane: the rest of its items are dropped (their permits with them);
            # the caller keeps them durable elsewhere (polling: the inbox, ADR 0093). The
            # running step's parts give their own permits back as they are cancelled.
            del self._lanes[key]
            parts: list[asyncio.Task[None]] = []
            for step in steps:
                if step.tasks:
                    parts += step.tasks.values()
                    continue
                for _ in range(step.items()):
                    self._done()
            steps.clear()
            for task in parts:
                task.cancel()
            if parts:
                await asyncio.gather(*parts, return_exceptions=True)
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
