"""Telegram flood limits on top of python-telegram-bot's ``AIORateLimiter``.

``AIORateLimiter`` throttles the whole bot (~30 messages/s) and group chats (20/min), but
not private chats, and its ``RetryAfter`` handling either gives up at once or waits as long
as Telegram says. We add the two things the product needs:

* a per-chat limiter for *every* chat id (private chats included): ~1 message/s per chat;
* a bounded ``RetryAfter``: a 429 means Telegram did not accept the message, so waiting and
  retrying cannot duplicate it - but we wait at most ``max_retry_after_seconds`` and retry at
  most ``max_retry_after_attempts`` times, pausing *all* requests meanwhile as Telegram asks.
  Beyond that the ``RetryAfter`` propagates and the send is reported as refused.

Every 429 is reported to ``on_retry_after`` (the Bot API method and whether it was
``waited`` out or ``gave_up``), which the gateway counts for ``/metrics``.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable, Coroutine
from typing import Any

from aiolimiter import AsyncLimiter
from telegram.error import RetryAfter
from telegram.ext import AIORateLimiter

from services.gateway.telegram.failures import retry_after_seconds

_MAX_IDLE_LIMITERS = 1024
_RETRY_MARGIN_SECONDS = 0.1

Callback = Callable[..., Coroutine[Any, Any, Any]]
# Told of every 429: the Bot API method (``sendMessage``) and ``waited`` or ``gave_up``.
RetryAfterObserver = Callable[[str, str], None]


def ignore_retry_after(method: str, outcome: str) -> None:
    return None


class TelegramRateLimiter(AIORateLimiter):
    """``AIORateLimiter`` plus per-chat pacing and a bounded, bot-wide ``RetryAfter`` pause."""

    def __init__(
        self,
        *,
        overall_per_second: float,
        per_chat_per_second: float,
        max_retry_after_attempts: int,
        max_retry_after_seconds: float,
        on_retry_after: RetryAfterObserver = ignore_retry_after,
    ) -> None:
        # One token per period, so a chat never gets a burst: with 1/s, the second message
        # to the same chat leaves one second after the first.
        super().__init__(overall_max_rate=overall_per_second, overall_time_period=1, max_retries=0)
        self._chat_period = 1.0 / per_chat_per_second
        self._chat_limiters: dict[str, AsyncLimiter] = {}
        self._max_attempts = max_retry_after_attempts
        self._max_wait = max_retry_after_seconds
        self._resume_at = 0.0  # time.monotonic() before which no request may leave
        self._on_retry_after = on_retry_after

    def _chat_limiter(self, chat_id: object) -> contextlib.AbstractAsyncContextManager[Any]:
        if chat_id is None:
            return contextlib.nullcontext()
        key = str(chat_id)
        limiter = self._chat_limiters.get(key)
        if limiter is None:
            if len(self._chat_limiters) > _MAX_IDLE_LIMITERS:
                # Forget chats whose bucket has fully drained: they carry no state.
                for other, idle in list(self._chat_limiters.items()):
                    if idle.has_capacity(idle.max_rate):
                        del self._chat_limiters[other]
            limiter = AsyncLimiter(max_rate=1, time_period=self._chat_period)
            self._chat_limiters[key] = limiter
        return limiter

    async def _wait_for_pause(self) -> None:
        while (delay := self._resume_at - time.monotonic()) > 0:
            await asyncio.sleep(delay)

    async def process_request(
        self,
        callback: Callback,
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> Any:
        attempts = 0
        while True:
            await self._wait_for_pause()
            try:
                async with self._chat_limiter(data.get("chat_id")):
                    return await super().process_request(
                        callback, args, kwargs, endpoint, data, rate_limit_args
                    )
            except RetryAfter as error:
                wait = retry_after_seconds(error)
                attempts += 1
                if attempts > self._max_attempts or wait > self._max_wait:
                    self._on_retry_after(endpoint, "gave_up")
                    raise
                self._on_retry_after(endpoint, "waited")
                resume_at = time.monotonic() + wait + _RETRY_MARGIN_SECONDS
                self._resume_at = max(self._resume_at, resume_at)
