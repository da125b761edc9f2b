"""Read python-telegram-bot's exceptions as plain facts, and classify them (``rules``).

The one place that knows the library's exception types and the transport's (httpx): what
a failure *means* - ``refused`` only when nothing can have reached the chat, else
``unknown`` - is decided by the pure ``rules.classify``.
"""

from __future__ import annotations

import warnings
from datetime import timedelta

import httpx
from telegram import error as telegram_errors

from services.gateway.telegram import rules
from services.gateway.telegram.rules import BotApiError, TelegramFailure


def retry_after_seconds(error: telegram_errors.RetryAfter) -> float:
    """Seconds Telegram asked us to wait (the attribute's type is mid-migration in PTB)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        value = error.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


def _never_left(error: BaseException) -> bool:
    """True when the HTTP request provably never reached the server."""
    cause = error.__cause__
    return isinstance(cause, httpx.ConnectError | httpx.ConnectTimeout | httpx.PoolTimeout)


def describe(error: BaseException) -> BotApiError:
    """The facts of one failed Bot API call (first matching type wins: BadRequest and
    TimedOut are NetworkErrors too)."""
    if isinstance(error, telegram_errors.RetryAfter):
        return BotApiError("retry-after", retry_after_seconds=retry_after_seconds(error))
    if isinstance(error, telegram_errors.ChatMigrated):
        return BotApiError("chat-migrated", migrate_to_chat_id=int(error.new_chat_id))
    if isinstance(error, telegram_errors.InvalidToken):
        # Its message can embed the token: it is not kept.
        return BotApiError("invalid-token")
    if isinstance(error, telegram_errors.Forbidden):
        return BotApiError("forbidden", error.message)
    if isinstance(error, telegram_errors.BadRequest):
        return BotApiError("bad-request", error.message)
    if isinstance(error, telegram_errors.Conflict):
        return BotApiError("conflict", error.message)
    if isinstance(error, telegram_errors.TimedOut):
        return BotApiError("timed-out", error.message, never_left=_never_left(error))
    if isinstance(error, telegram_errors.NetworkError):
        return BotApiError(
            "network",
            error.message,
            never_left=_never_left(error),
            transport_failed=isinstance(error.__cause__, httpx.HTTPError),
        )
    return BotApiError("other")


def classify_failure(error: BaseException) -> TelegramFailure:
    """Map a python-telegram-bot exception to ``refused`` (nothing sent) or ``unknown``."""
    return rules.classify(describe(error))


def is_not_modified(error: BaseException) -> bool:
    """Telegram's answer to an edit that changes nothing: the message already looks right."""
    return rules.is_not_modified(describe(error))
