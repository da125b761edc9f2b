"""Per-chat lanes (ADR 0093): chats at once, each chat in order and one at a time, bounded;
presses on different drafts of one chat at once, in order per draft (ADR 0101 item 4)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

from services.gateway.updates.lanes import ChatLanes
from services.gateway.updates.rules import lane_of, part_of

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


def test_presses_on_different_drafts_run_at_once_and_one_draft_s_keep_their_order():
    async def main() -> tuple[list[str], list[str], int]:
        release = asyncio.Event()
        started: list[str] = []
        done: list[str] = []

        async def handle(item: str) -> None:
            started.append(item)
            if item == "d1-approve":
                await release.wait()
            done.append(item)

        lanes: ChatLanes[str] = ChatLanes(handle, limit=8)
        await lanes.submit("chat:3001", "d1-approve", "draft:d1")
        await lanes.submit("chat:3001", "d2-approve", "draft:d2")
        await lanes.submit("chat:3001", "d1-again", "draft:d1")  # a second press, same draft
        await lanes.submit("chat:3001", "d3-approve", "draft:d3")
        while len(done) < 2:  # d2 and d3 would wait forever behind d1 in one chat lane
            await asyncio.sleep(0.001)
        before_release = list(done)
        release.set()
        assert await lanes.drain(5)
        return before_release, started, lanes.in_flight

    before_release, started, in_flight = run(main)
    assert sorted(before_release) == ["d2-approve", "d3-approve"]
    assert started.index("d1-again") > started.index("d1-approve")
    assert "d1-again" not in started[: started.index("d3-approve")]  # waited for d1's first
    assert in_flight == 0


def test_a_typed_command_waits_for_the_presses_before_it_and_later_presses_wait_for_it():
    async def main() -> list[str]:
        gates = {"d1": asyncio.Event(), "/pending": asyncio.Event()}
        events: list[str] = []

        async def handle(item: str) -> None:
            events.append(f"start {item}")
            if item in gates:
                await gates[item].wait()
            events.append(f"end {item}")

        lanes: ChatLanes[str] = ChatLanes(handle, limit=8)
        await lanes.submit("chat:3001", "d1", "draft:d1")
        await lanes.submit("chat:3001", "/pending")  # typed: no part
        await lanes.submit("chat:3001", "d2", "draft:d2")
        await asyncio.sleep(0.02)
        gates["d1"].set()
        await asyncio.sleep(0.02)
        gates["/pending"].set()
        assert await lanes.drain(5)
        return events

    assert run(main) == [
        "start d1",
        "end d1",
        "start /pending",
        "end /pending",
        "start d2",
        "end d2",
    ]


def test_a_drain_cut_short_gives_back_the_permits_of_running_and_queued_presses():
    async def main() -> int:
        async def handle(item: str) -> None:
            await asyncio.Event().wait()  # never finishes on its own

        lanes: ChatLanes[str] = ChatLanes(handle, limit=4)
        await lanes.submit("chat:3001", "d1", "draft:d1")
        await lanes.submit("chat:3001", "d2", "draft:d2")
        await lanes.submit("chat:3001", "/today")
        await lanes.submit("chat:3001", "d3", "draft:d3")
        assert not await lanes.drain(0.05)
        await lanes.cancel()
        for number in range(4):  # every permit is free again: these do not wait
            await asyncio.wait_for(lanes.submit(f"chat:{number}", "x"), 1)
        await lanes.cancel()
        return lanes.in_flight

    assert run(main) == 0


def test_only_a_press_on_a_draft_s_review_has_a_part_of_its_chat_s_lane():
    assert part_of("draft:dr-00000000000000000000002a:2:approve") == (
        "draft:dr-00000000000000000000002a"
    )
    assert part_of("draft:dr-1:1:discard") == part_of("draft:dr-1:3:approve")
    for data in (None, "", "ci:Q-SLEEP-HOURS:7", "card:menu:1", "nut:x:1", "draft:"):
        assert part_of(data) is None
