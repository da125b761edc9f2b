"""Accepting updates exactly once: record (unique per bot and update id), then dispatch."""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

from anyio import to_thread
from sqlalchemy.orm import Session
from telegram import Update

from services.gateway.updates import repository
from services.gateway.updates.dispatcher import UpdateDispatcher
from services.gateway.updates.rules import inbound_update
from services.gateway.updates.schemas import WebhookAccepted
from shared.clock import Clock, kst_date
from shared.db.session import Database

_logger = logging.getLogger("dualcoach.gateway.updates")

T = TypeVar("T")


async def in_transaction(database: Database, work: Callable[[Session], T]) -> T:
    """Run ``work`` in one transaction on a worker thread (the database driver is blocking)."""

    def run() -> T:
        with database.transaction() as session:
            return work(session)

    return await to_thread.run_sync(run)


class AuditCounters:
    """Per-KST-day counters in the gateway schema: the only trace unknown senders leave."""

    def __init__(self, database: Database, clock: Clock) -> None:
        self._database = database
        self._clock = clock

    async def increment(self, counter: str) -> None:
        day = kst_date(self._clock.now())
        await in_transaction(
            self._database,
            partial(repository.increment_counter, kst_date=day, counter=counter),
        )


class InvalidUpdate(ValueError):
    """The body is not a Telegram update."""


class UpdateProcessor:
    """Records each update once (persisted, so restarts and redeliveries are no-ops)."""

    def __init__(
        self,
        *,
        database: Database,
        clock: Clock,
        bot_id: int,
        dispatcher: UpdateDispatcher,
        parse: Callable[[dict[str, Any]], Update],
    ) -> None:
        self._database = database
        self._clock = clock
        self._bot_id = bot_id
        self._parse = parse
        self.dispatcher = dispatcher

    def parse(self, data: object) -> Update:
        if not isinstance(data, dict) or not isinstance(data.get("update_id"), int):
            raise InvalidUpdate("not a Telegram update")
        try:
            return self._parse(data)
        except Exception as error:  # the library raises assorted types on malformed input
            raise InvalidUpdate("not a Telegram update") from error

    def _claim(self, session: Session, update: Update) -> bool:
        now = self._clock.now()
        inbound = inbound_update(update)
        claimed = repository.claim_update(
            session,
            bot_id=self._bot_id,
            update_id=update.update_id,
            kind=inbound.kind,
            received_at=now,
        )
        counter = "update_received" if claimed else "duplicate_update"
        repository.increment_counter(session, kst_date=kst_date(now), counter=counter)
        return claimed

    def _finish(self, session: Session, update_id: int, outcome: str) -> None:
        repository.finish_update(
            session,
            bot_id=self._bot_id,
            update_id=update_id,
            outcome=outcome,
            finished_at=self._clock.now(),
        )

    async def process(self, update: Update) -> WebhookAccepted:
        """Claim the update id, then dispatch it; a replayed id does nothing at all."""
        claimed = await in_transaction(self._database, partial(self._claim, update=update))
        if not claimed:
            return WebhookAccepted(status="duplicate")
        try:
            outcome = await self.dispatcher.dispatch(inbound_update(update))
        except Exception as error:
            _logger.error(
                "update_dispatch_failed", extra={"fields": {"error_type": type(error).__name__}}
            )
            outcome = "dispatch_failed"
        await in_transaction(
            self._database, partial(self._finish, update_id=update.update_id, outcome=outcome)
        )
        return WebhookAccepted(status="processed")

    async def next_offset(self) -> int | None:
        return await in_transaction(
            self._database, partial(repository.next_offset, bot_id=self._bot_id)
        )
