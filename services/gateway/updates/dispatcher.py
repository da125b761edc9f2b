"""The dispatcher seam: what happens to an accepted update.

The gateway records every update once (``service.UpdateProcessor``) and hands each new one
to an ``UpdateDispatcher``. Routing by exact triple to the check-in, trainer and Richard
flows plugs in here later by providing its own dispatcher (and ``RoleResolver``); until
then ``DefaultDispatcher`` treats every sender the registry does not know - which, with
``NobodyRegistered``, is everyone - with exactly one neutral reply and an audit counter.
"""

from __future__ import annotations

import logging
from typing import Protocol

from telegram.error import TelegramError

from services.gateway.telegram.client import TelegramIO
from services.gateway.telegram.rules import classify_failure
from services.gateway.updates.schemas import InboundUpdate, Role, Triple
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY

_logger = logging.getLogger("dualcoach.gateway.updates")


class Counters(Protocol):
    async def increment(self, counter: str) -> None: ...


class UpdateDispatcher(Protocol):
    """Handles one new (never a duplicate) update; returns a short outcome slug.

    The slug is stored beside the update id and counted - never anything the sender wrote.
    Exceptions are caught by the caller and recorded as ``dispatch_failed``; the update is
    not processed again (at most once, like every send).
    """

    async def dispatch(self, update: InboundUpdate) -> str: ...


class RoleResolver(Protocol):
    """Who an exact triple is, according to the registry."""

    async def resolve(self, triple: Triple) -> Role: ...


class NobodyRegistered:
    """The resolver until registry routing exists: nobody is known."""

    async def resolve(self, triple: Triple) -> Role:
        return "unknown"


async def reply_to_unknown_sender(
    update: InboundUpdate, telegram: TelegramIO, counters: Counters
) -> str:
    """One neutral reply, nothing stored but a counter; a failed reply is not retried."""
    await counters.increment("unknown_sender")
    assert update.triple is not None
    try:
        if update.kind == "callback_query" and update.callback_query_id is not None:
            await telegram.answer_callback(update.callback_query_id, UNKNOWN_SENDER_REPLY)
        else:
            await telegram.send_text(
                chat_id=update.triple.chat_id,
                topic_id=update.triple.topic_id,
                text=UNKNOWN_SENDER_REPLY,
            )
    except TelegramError as error:
        failure = classify_failure(error)
        _logger.warning(
            "unknown_sender_reply_failed",
            extra={"fields": {"outcome": failure.outcome, "reason": failure.reason}},
        )
        return "unknown_sender_reply_failed"
    return "unknown_sender_replied"


class DefaultDispatcher:
    """Unknown senders get the neutral reply; known roles wait for the routing work."""

    def __init__(
        self,
        telegram: TelegramIO,
        counters: Counters,
        resolver: RoleResolver | None = None,
    ) -> None:
        self._telegram = telegram
        self._counters = counters
        self._resolver = resolver or NobodyRegistered()

    async def dispatch(self, update: InboundUpdate) -> str:
        if update.triple is None or update.kind == "other":
            await self._counters.increment("unroutable_update")
            return "ignored"
        role = await self._resolver.resolve(update.triple)
        if role == "unknown":
            return await reply_to_unknown_sender(update, self._telegram, self._counters)
        await self._counters.increment(f"unhandled_{role}")
        return "unhandled"
