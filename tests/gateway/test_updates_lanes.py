"""Per-chat lanes (ADR 0093): chats at once, each chat in order and one at a time, bounded."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

from services.gateway.updates.lanes import ChatLanes
from services.gateway.updates.rules import lane_of

T = TypeVar("T")


def run(main: Callable[[], Awaitable[T]]) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(main(), 10)

    return asyncio.run(bounded())


def test_a_slow_chat_does_not_hold_up_another_chats_update():
    async def main() -> list[str]:
        release_a = asyncio.Event()
        done: list[str] = []

        async def handle(item: str) -> None:
            if item == "a1":
                await release_a.wait()
            done.append(item)

        lanes: ChatLanes[str] = ChatLanes(handle, limit=8)
        await lanes.submit("chat:a", "a1")
        await lanes.submit("chat:b", "b1")
        while "b1" not in done:  # would wait forever if b1 queued behind a1
            await asyncio.sleep(0.001)
        finished_before_a = list(done)
        release_a.set()
        assert await lanes.drain(5)
        return [*finished_before_a, "|", *done]

    assert run(main) == ["b1", "|", "b1", "a1"]


def test_one_chats_updates_never_overlap_and_keep_their_order():
    async def main() -> tuple[list[str], int]:
        handled: list[str] = []
        running = {"chat:a": 0, "chat:b": 0}
        most_at_once = 0

        async def handle(item: str) -> None:
            nonlocal most_at_once
            key = f"chat:{item[0]}"
            running[key] += 1
            most_at_once = max(most_at_once, running[key])
            await asyncio.sleep(0.002 * (5 - int(item[1:]) % 5))  # earlier ones are slower
            handled.append(item)
            running[key] -= 1

        lanes: ChatLanes[str] = ChatLanes(handle, limit=16)
        for number in range(10):
            await lanes.submit("chat:a", f"a{number}")
            await lanes.submit("chat:b", f"b{number}")
        assert await lanes.drain(5)
        return handled, most_at_once

    handled, most_at_once = run(main)
    assert most_at_once == 1
    assert [item for item in handled if item[0] == "a"] == [f"a{n}" for n in range(10)]
    assert [item for item in handled if item[0] == "b"] == [f"b{n}" for n in range(10)]


def test_no_more_than_the_limit_are_taken_and_a_full_house_makes_submit_wait():
    async def main() -> tuple[int, bool, int]:
        gate = asyncio.Event()
        running = 0
        most_running = 0

        async def handle(item: int) -> None:
            nonlocal running, most_running
            running += 1
            most_running = max(most_running, running)
            await gate.wait()
            running -= 1

        lanes: ChatLanes[int] = ChatLanes(handle, limit=3)
        for chat in range(3):
            await lanes.submit(f"chat:{chat}", chat)
        fourth = asyncio.create_task(lanes.submit("chat:9", 9))
        await asyncio.sleep(0.05)
        blocked = not fourth.done()
        taken = lanes.in_flight
        gate.set()
        await fourth
        assert await lanes.drain(5)
        return most_running, blocked, taken

    most_running, blocked, taken = run(main)
    assert blocked
    assert taken == 3
    assert most_running == 3


def test_a_failing_update_stops_neither_its_chat_nor_the_others():
    async def main() -> list[str]:
        handled: list[str] = []

        async def handle(item: str) -> None:
            if item == "a1":
                raise RuntimeError("boom")
            handled.append(item)

        lanes: ChatLanes[str] = ChatLanes(handle, limit=4)
        for item in ["a1", "b1", "a2", "b2"]:
            await lanes.submit(f"chat:{item[0]}", item)
        assert await lanes.drain(5)
        assert lanes.in_flight == 0
        return sorted(handled)

    assert run(main) == ["a2", "b1", "b2"]


def test_a_drain_cut_short_cancels_the_lanes_and_gives_every_permit_back():
    async def main() -> tuple[bool, list[str], int]:
        started: list[str] = []

        async def handle(item: str) -> None:
            started.append(item)
            await asyncio.Event().wait()  # never finishes on its own

        lanes: ChatLanes[str] = ChatLanes(handle, limit=2)
        await lanes.submit("chat:a", "a1")
        await lanes.submit("chat:a", "a2")
        drained = await lanes.drain(0.05)
        await lanes.cancel()
        # Both permits are free again: two more submits do not wait.
        await asyncio.wait_for(lanes.submit("chat:b", "b1"), 1)
        await asyncio.wait_for(lanes.submit("chat:c", "c1"), 1)
        await asyncio.sleep(0.01)
        await lanes.cancel()
        return drained, started, lanes.in_flight

    drained, started, in_flight = run(main)
    assert not drained
    assert started == ["a1", "b1", "c1"]  # a2 was never started
    assert in_flight == 0


def test_an_update_waits_in_its_chats_lane_else_its_senders_else_its_own():
    assert lane_of(-100, 7, 1) == "chat:-100"
    assert lane_of(None, 7, 1) == "user:7"
    assert lane_of(None, None, 1) == "update:1"
