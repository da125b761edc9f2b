"""The gateway's one Telegram client: python-telegram-bot's ``ExtBot`` with our rate limiter.

Created with the app and started/stopped in its lifespan (one long-lived httpx client per
request kind, explicit timeouts). The token lives only inside the bot object and in the
Bot API URLs it builds; it is registered with the log scrubber so it never reaches a log.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import Any

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message, Update
from telegram.error import InvalidToken, TelegramError
from telegram.ext import ExtBot
from telegram.request import HTTPXRequest
from telegram.warnings import PTBDeprecationWarning, PTBUserWarning

from services.gateway.settings import GatewaySection
from services.gateway.telegram.ratelimit import (
    RetryAfterObserver,
    TelegramRateLimiter,
    ignore_retry_after,
)
from services.gateway.telegram.rules import BotApiTarget
from shared.contracts.presentation import Button
from shared.http.peers import tls_context
from shared.logging import register_secret

# PTB 22 warns on every RetryAfter that ``retry_after`` will become a timedelta; our code
# already reads both forms (``failures.retry_after_seconds``), so the warning is only noise.
warnings.filterwarnings(
    "ignore", message=".*`retry_after` will be of type", category=PTBDeprecationWarning
)

ALLOWED_UPDATES = ("message", "callback_query")
_POOL_TIMEOUT_SECONDS = 5.0
_POLL_READ_MARGIN_SECONDS = 10.0


class TelegramStartupError(RuntimeError):
    """The Bot API rejected the configured token (the message never contains the token)."""


def inline_keyboard(rows: Sequence[Sequence[Button]]) -> InlineKeyboardMarkup | None:
    """Our button rows as Telegram's inline keyboard (None when there are no buttons)."""
    if not rows:
        return None
    return InlineKeyboardMarkup(
        [
            [
                InlineKeyboardButton(button.text, callback_data=button.callback_data)
                if button.callback_data is not None
                else InlineKeyboardButton(button.text, url=button.url)
                for button in row
            ]
            for row in rows
        ]
    )


def _timeouts(seconds: float | None) -> dict[str, Any]:
    """Per-call timeouts (a caller's deadline); empty means the request's defaults."""
    if seconds is None:
        return {}
    return {"read_timeout": seconds, "write_timeout": seconds, "connect_timeout": seconds}


class TelegramIO:
    """Everything the gateway says to and hears from the Bot API."""

    def __init__(
        self,
        target: BotApiTarget,
        section: GatewaySection,
        *,
        on_retry_after: RetryAfterObserver = ignore_retry_after,
    ) -> None:
        register_secret(target.token.get_secret_value())
        self.target = target
        self.limiter = TelegramRateLimiter(
            overall_per_second=section.overall_messages_per_second,
            per_chat_per_second=section.per_chat_messages_per_second,
            max_retry_after_attempts=section.retry_after_max_attempts,
            max_retry_after_seconds=section.retry_after_max_seconds,
            on_retry_after=on_retry_after,
        )
        # Both clients verify with the process's one TLS context: httpx would load the CA
        # bundle for each (~30 ms, paid by every gateway start and every test gateway).
        request = HTTPXRequest(
            connect_timeout=section.connect_timeout_seconds,
            read_timeout=section.send_timeout_seconds,
            write_timeout=section.send_timeout_seconds,
            pool_timeout=_POOL_TIMEOUT_SECONDS,
            httpx_kwargs={"verify": tls_context()},
        )
        # getUpdates gets its own connection: a long poll must never block a send.
        polling_request = HTTPXRequest(
            connection_pool_size=1,
            connect_timeout=section.connect_timeout_seconds,
            read_timeout=_POLL_READ_MARGIN_SECONDS,
            pool_timeout=_POOL_TIMEOUT_SECONDS,
            httpx_kwargs={"verify": tls_context()},
        )
        self.bot: ExtBot[Any] = ExtBot(
            target.token.get_secret_value(),
            base_url=target.bot_base_url,
            request=request,
            get_updates_request=polling_request,
            rate_limiter=self.limiter,
        )

    @property
    def bot_id(self) -> int:
        return self.target.bot_id

    async def start(self) -> bool:
        """Open the HTTP clients and check the token; False if the Bot API is unreachable."""
        try:
            await self.bot.initialize()
        except InvalidToken:
            raise TelegramStartupError("the Bot API rejected the configured bot token") from None
        except TelegramError:
            # The request clients are open; sends will classify their own failures.
            return False
        return True

    async def stop(self) -> None:
        await self.bot.shutdown()

    def parse_update(self, data: dict[str, Any]) -> Update:
        return Update.de_json(data, self.bot)

    async def send_text(
        self,
        *,
        chat_id: int,
        topic_id: int | None,
        text: str,
        buttons: Sequence[Sequence[Button]] = (),
        timeout_seconds: float | None = None,
    ) -> Message:
        """Send ``text`` exactly (no parse mode), optionally with inline buttons."""
        return await self.bot.send_message(
            chat_id=chat_id,
            text=text,
            message_thread_id=topic_id,
            reply_markup=inline_keyboard(buttons),
            **_timeouts(timeout_seconds),
        )

    async def edit_text(
        self,
        *,
        chat_id: int,
        message_id: int,
        text: str,
        buttons: Sequence[Sequence[Button]],
        timeout_seconds: float | None = None,
    ) -> Message | bool:
        """Replace a message's text and buttons (no buttons: the keyboard is removed)."""
        return await self.bot.edit_message_text(
            text=text,
            chat_id=chat_id,
            message_id=message_id,
            reply_markup=inline_keyboard(buttons),
            **_timeouts(timeout_seconds),
        )

    async def edit_buttons(
        self,
        *,
        chat_id: int,
        message_id: int,
        buttons: Sequence[Sequence[Button]],
        timeout_seconds: float | None = None,
    ) -> Message | bool:
        """Replace only a message's buttons (no buttons: the keyboard is removed)."""
        return await self.bot.edit_message_reply_markup(
            chat_id=chat_id,
            message_id=message_id,
            reply_markup=inline_keyboard(buttons),
            **_timeouts(timeout_seconds),
        )

    async def answer_callback(self, callback_query_id: str, text: str | None = None) -> bool:
        return await self.bot.answer_callback_query(callback_query_id, text=text)

    async def get_raw_updates(self, *, offset: int | None, timeout: int) -> list[object]:
        """getUpdates as raw JSON objects: each is parsed on its own, so one update the
        library cannot read is skipped instead of failing the whole batch forever."""
        with warnings.catch_warnings():
            # The library asks for get_updates here, which is exactly what we cannot use.
            warnings.filterwarnings("ignore", category=PTBUserWarning, message=".*getUpdates")
            result = await self.bot.do_api_request(
                "getUpdates",
                api_kwargs={
                    "offset": offset,
                    "timeout": timeout,
                    "allowed_updates": list(ALLOWED_UPDATES),
                },
                read_timeout=_POLL_READ_MARGIN_SECONDS + timeout,
            )
        return list(result) if isinstance(result, list) else []

    async def set_webhook(self, url: str, secret: str) -> bool:
        return await self.bot.set_webhook(
            url, secret_token=secret, allowed_updates=list(ALLOWED_UPDATES)
        )

    async def delete_webhook(self) -> bool:
        return await self.bot.delete_webhook(drop_pending_updates=False)
