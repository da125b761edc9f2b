"""Routing: each accepted update goes to the handler of its sender's role, and only there.

The gateway records every update once (``updates.service.UpdateProcessor``) and hands each
new one to an ``UpdateDispatcher``; the app gives it this one, so the intake (``updates/``)
knows nothing of roles, peers or conversations (ADR 0087). ``RoutingDispatcher`` asks the
registry (checkin's ``POST /v1/routing/resolve``) for the role of the update's exact (user,
chat, topic) triple and calls that role's handler - a customer triple can only ever reach
the customer conversation, a trainer triple the trainer's, the owner's Richard's. Unknown
senders get exactly one neutral reply and leave an audit counter, nothing else. When the
registry cannot be asked, nobody is routed anywhere (fail closed): the sender gets the
neutral "try again later" and nothing is recorded.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from telegram.error import TelegramError

from services.gateway.conversations.texts import UNAVAILABLE
from services.gateway.peers.errors import PeerUnavailable
from services.gateway.peers.schemas import Resolution
from services.gateway.telegram.client import TelegramIO
from services.gateway.telegram.failures import classify_failure
from services.gateway.updates.schemas import InboundUpdate, Role, Triple
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY

_logger = logging.getLogger("dualcoach.gateway.updates")


class Counters(Protocol):
    async def increment(self, counter: str) -> None: ...


class RoleResolver(Protocol):
    """Who an exact triple is, according to the registry (raises ``PeerUnavailable``)."""

    async def resolve(self, triple: Triple) -> Resolution: ...


@runtime_checkable
class UpdateResolver(Protocol):
    """A resolver that may take the update's first step in the same call (checkin's tap)."""

    async def resolve_update(self, update: InboundUpdate) -> Resolution: ...


class DiagnosticHandler(Protocol):
    async def handle_route(self, update: InboundUpdate, route: Resolution) -> str: ...


@dataclass(frozen=True)
class DiagnosticRouting:
    """Who resolves the owner's diagnostic operator topic, and who handles it."""

    resolver: RoleResolver
    handler: DiagnosticHandler


class RoleHandler(Protocol):
    """One role's conversation; ``customer_id`` is the customer the role is bound to."""

    async def handle(self, update: InboundUpdate, customer_id: str) -> str: ...


async def _reply(update: InboundUpdate, telegram: TelegramIO, text: str, failed: str) -> bool:
    """One reply (a callback answer for a press); a failed reply is logged, not retried."""
    assert update.triple is not None
    try:
        if update.kind == "callback_query" and update.callback_query_id is not None:
            await telegram.answer_callback(update.callback_query_id, text)
        else:
            await telegram.send_text(
                chat_id=update.triple.chat_id, topic_id=update.triple.topic_id, text=text
            )
    except TelegramError as error:
        failure = classify_failure(error)
        _logger.warning(
            failed, extra={"fields": {"outcome": failure.outcome, "reason": failure.reason}}
        )
        return False
    return True


async def reply_to_unknown_sender(
    update: InboundUpdate, telegram: TelegramIO, counters: Counters
) -> str:
    """One neutral reply, nothing stored but a counter; a failed reply is not retried."""
    await counters.increment("unknown_sender")
    replied = await _reply(update, telegram, UNKNOWN_SENDER_REPLY, "unknown_sender_reply_failed")
    return "unknown_sender_replied" if replied else "unknown_sender_reply_failed"


class RoutingDispatcher:
    """Exact-triple routing to the handler of the resolved role (``handlers`` by role)."""

    def __init__(
        self,
        telegram: TelegramIO,
        counters: Counters,
        resolver: RoleResolver,
        handlers: Mapping[Role, RoleHandler],
        diagnostics: DiagnosticRouting | None = None,
    ) -> None:
        self._telegram = telegram
        self._counters = counters
        self._resolver = resolver
        self._handlers = dict(handlers)
        self._diagnostics = diagnostics

    async def _diagnostic_route(self, update: InboundUpdate) -> Resolution | None:
        """Diagnostics' exact-triple route for a triple the registry does not know (seed
        003: the owner's diagnostic operator topic); None when there is none or it cannot
        be asked (fail closed: then the sender is simply unknown)."""
        if self._diagnostics is None or update.triple is None:
            return None
        try:
            route = await self._diagnostics.resolver.resolve(update.triple)
        except PeerUnavailable:
            await self._counters.increment("diagnostic_routing_unavailable")
            return None
        return route if route.role == "diagnostic" else None

    async def dispatch(self, update: InboundUpdate) -> str:
        if update.triple is None or update.kind == "other":
            await self._counters.increment("unroutable_update")
            return "ignored"
        try:
            if isinstance(self._resolver, UpdateResolver):
                resolution = await self._resolver.resolve_update(update)
            else:
                resolution = await self._resolver.resolve(update.triple)
        except PeerUnavailable:
            await self._counters.increment("routing_unavailable")
            await _reply(update, self._telegram, UNAVAILABLE, "routing_unavailable_reply_failed")
            return "routing_unavailable"
        if resolution.role == "unknown":
            route = await self._diagnostic_route(update)
            if route is not None and self._diagnostics is not None:
                await self._counters.increment("routed_diagnostic")
                outcome = await self._diagnostics.handler.handle_route(update, route)
                return f"diagnostic:{outcome}"
            return await reply_to_unknown_sender(update, self._telegram, self._counters)
        handler = self._handlers.get(resolution.role)
        # The owner is nobody's customer; customer and trainer roles always name theirs.
        customer_id = resolution.customer_id or ""
        if handler is None or (resolution.role != "owner" and not customer_id):
            await self._counters.increment(f"unhandled_{resolution.role}")
            return "unhandled"
        await self._counters.increment(f"routed_{resolution.role}")
        return f"{resolution.role}:{await handler.handle(update, customer_id)}"
