"""The fake Telegram Bot API for tests: the product's simulator on a free loopback port.

    with fake_telegram() as telegram:
        ... point the gateway's ``gateway.bot_api_url`` at ``telegram.base_url`` ...
        telegram.inject_message(user_id=1, chat_id=1, text="안녕하세요")
        telegram.wait_for_calls("sendMessage", 1)

python-telegram-bot talks to it over real HTTP; nothing in the library is mocked. Tests
read what the bot did straight from the simulator's state (same process, thread-safe).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tests.support.servers import ThreadedServer, serve
from tools.telegram_simulator.app import create_app
from tools.telegram_simulator.state import ChatMessage, Fault, RecordedCall, SimulatorState

# Shaped like a real token (digits, colon, 20+ characters); names no real bot.
TEST_BOT_TOKEN = "123456789:fake-token-for-the-loopback-bot-api"
TEST_BOT_ID = 123456789


class FakeTelegram:
    """A running fake Bot API server and helpers to drive and inspect it."""

    def __init__(self, server: ThreadedServer, state: SimulatorState) -> None:
        self.server = server
        self.state = state

    @property
    def base_url(self) -> str:
        return self.server.base_url

    def inject_message(
        self, *, user_id: int, chat_id: int, text: str, topic_id: int | None = None
    ) -> dict[str, Any]:
        return self.state.inject_message(
            user_id=user_id, chat_id=chat_id, topic_id=topic_id, text=text
        )

    def inject_callback(
        self, *, user_id: int, chat_id: int, message_id: int, data: str, topic_id: int | None = None
    ) -> dict[str, Any]:
        return self.state.inject_callback(
            user_id=user_id, chat_id=chat_id, topic_id=topic_id, message_id=message_id, data=data
        )

    def bot_messages(self, chat_id: int, topic_id: int | None = None) -> list[ChatMessage]:
        return [m for m in self.state.messages(chat_id, topic_id) if m.from_bot]

    def calls(self, method: str | None = None) -> list[RecordedCall]:
        return self.state.calls(method)

    def fail(
        self,
        method: str,
        status: int,
        description: str,
        *,
        retry_after: int | None = None,
        apply: bool | None = None,
        times: int = 1,
    ) -> None:
        """The next ``times`` calls of ``method`` answer this Bot API error."""
        self.state.add_fault(
            Fault(method, status, description, retry_after, apply=apply, times=times)
        )

    def delay(self, method: str, seconds: float, *, apply: bool = True, times: int = 1) -> None:
        """The next ``times`` calls of ``method`` answer only after ``seconds``."""
        self.state.add_fault(Fault(method, delay_seconds=seconds, apply=apply, times=times))

    def wait_for(self, condition: Callable[[], bool], timeout: float = 5.0) -> None:
        deadline = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > deadline:
                raise AssertionError("the fake Telegram did not see the expected calls in time")
            time.sleep(0.02)

    def wait_for_calls(self, method: str, count: int, timeout: float = 5.0) -> list[RecordedCall]:
        self.wait_for(lambda: len(self.calls(method)) >= count, timeout)
        return self.calls(method)


@contextmanager
def fake_telegram(state: SimulatorState | None = None) -> Iterator[FakeTelegram]:
    """Start the fake Bot API on a free loopback port for the duration of the block."""
    state = state or SimulatorState()
    with serve(create_app(state)) as server:
        yield FakeTelegram(server, state)
