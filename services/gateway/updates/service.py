"""Accepting updates exactly once: record (unique per bot and update id), then dispatch."""

from __future__ import annotations

import json
import logging
from collections import Counter
from collections.abc import Callable, Sequence
from contextvars import ContextVar
from functools import partial
from typing import Any, Protocol, TypeVar

from anyio import to_thread
from sqlalchemy.orm import Session
from telegram import Update

from services.gateway.updates import repository
from services.gateway.updates.reading import inbound_update
from services.gateway.updates.repository import counter_shard
from services.gateway.updates.schemas import InboundUpdate, WebhookAccepted
from shared.clock import Clock, kst_date
from shared.db.session import Database, OpeningStatement

_logger = logging.getLogger("dualcoach.gateway.updates")

T = TypeVar("T")


async def in_transaction(
    database: Database, work: Callable[[Session], T], opening: OpeningStatement | None = None
) -> T:
    """Run ``work`` in one transaction on a worker thread (the database driver is blocking).
    ``opening``: its first statement, sent with the BEGIN when it can be (ADR 0098).

    Not ``shared.deps.in_transaction``: that one rolls back a request cancelled mid-work,
    while here a claim or a send's outcome must be committed once the thread ran it, or a
    message Telegram already took could be sent again.
    """

    def run() -> T:
        with database.transaction(opening) as session:
            return work(session)

    return await to_thread.run_sync(run)


class UpdateDispatcher(Protocol):
    """Handles one new (never a duplicate) update; returns a short outcome slug.

    The slug is stored beside the update id and counted - never anything the sender wrote.
    Exceptions are caught by the caller and recorded as ``dispatch_failed``; the update is
    not processed again (at most once, like every send).
    """

    async def dispatch(self, update: InboundUpdate) -> str: ...


class _UpdateCounters:
    """The counters an update's dispatch asks for, written with its outcome (ADR 0097)."""

    def __init__(self) -> None:
        self.names: list[str] = []
        self.open = True


# Set by ``UpdateProcessor.process`` around its dispatch: ``AuditCounters.increment`` then
# leaves the counter to the update's finishing transaction instead of committing its own.
_dispatch_counters: ContextVar[_UpdateCounters | None] = ContextVar(
    "dispatch_counters", default=None
)


class AuditCounters:
    """Per-KST-day counters in the gateway schema: the only trace unknown senders leave.

    Inside an update's dispatch a counter is written by the update's finishing transaction,
    with its outcome (``UpdateProcessor.process``): the reply never waits for a counter's
    own commit. Anywhere else (or from a task that outlives the dispatch) it is one
    transaction of its own, as before.
    """

    def __init__(self, database: Database, clock: Clock) -> None:
        self._database = database
        self._clock = clock

    async def increment(self, counter: str) -> None:
        deferred = _dispatch_counters.get()
        if deferred is not None and deferred.open:
            deferred.names.append(counter)
            return
        day = kst_date(self._clock.now())
        await in_transaction(
            self._database,
            partial(repository.increment_counter, kst_date=day, counter=counter),
        )


class InvalidUpdate(ValueError):
    """The body is not a Telegram update."""


class UnparseableUpdate(InvalidUpdate):
    """It has a usable update id but the library cannot read the rest: skip it, once."""

    def __init__(self, update_id: int) -> None:
        super().__init__("the update's content cannot be parsed")
        self.update_id = update_id


# Telegram update ids are signed 64-bit; anything else cannot be ours (nor stored).
_MAX_UPDATE_ID = 2**63 - 1


def usable_update_id(data: object) -> int | None:
    """The update id of a raw update, if it is an integer Telegram could have sent."""
    if not isinstance(data, dict):
        return None
    update_id = data.get("update_id")
    if isinstance(update_id, bool) or not isinstance(update_id, int):
        return None
    return update_id if 0 <= update_id <= _MAX_UPDATE_ID else None


def polled_payload(raw: object) -> str | None:
    """A fetched update as JSON text for polling's inbox; None if it cannot be written back
    (it came from JSON, so only an absurd nesting depth could do that)."""
    try:
        return json.dumps(raw, ensure_ascii=True, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError):
        return None


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
        """The library's ``Update``; ``UnparseableUpdate`` when only its id can be read."""
        update_id = usable_update_id(data)
        if update_id is None or not isinstance(data, dict):
            raise InvalidUpdate("not a Telegram update")
        try:
            return self._parse(data)
        except Exception as error:  # the library raises assorted types on malformed input
            raise UnparseableUpdate(update_id) from error

    def _claim_skipped(self, session: Session, update_id: int, polled: bool) -> bool:
        now = self._clock.now()
        if polled:
            repository.forget_polled(session, bot_id=self._bot_id, update_id=update_id)
        claimed = repository.claim_update(
            session, bot_id=self._bot_id, update_id=update_id, kind="other", received_at=now
        )
        if claimed:
            self._finish(session, self._finish_statement(update_id, "unparseable"))
        counter = "unparseable_update" if claimed else "duplicate_update"
        repository.increment_counter(
            session, kst_date=kst_date(now), counter=counter, shard=counter_shard(update_id)
        )
        return claimed

    async def skip(self, update_id: int, *, polled: bool = False) -> WebhookAccepted:
        """Record an update we cannot read as done, so neither polling nor Telegram's
        redelivery brings it back; it leaves a counter and nothing of its content.
        ``polled``: it came through polling's inbox, which it leaves in the same transaction."""
        claimed = await in_transaction(
            self._database, partial(self._claim_skipped, update_id=update_id, polled=polled)
        )
        _logger.warning("update_unparseable", extra={"fields": {"update_id": update_id}})
        return WebhookAccepted(status="skipped" if claimed else "duplicate")

    def _claim_statement(self, update: Update, polled: bool) -> repository.UpdateStatement:
        now = self._clock.now()
        # ``polled``: out of the inbox in the claim's own statement, so in its transaction:
        # a crash leaves the update in exactly one of the two places, never both and never
        # neither (ADR 0093). The claim's counter is in the same statement (ADR 0103).
        return repository.claim_counted(
            bot_id=self._bot_id,
            update_id=update.update_id,
            kind=inbound_update(update).kind,
            received_at=now,
            kst_date=kst_date(now),
            polled=polled,
        )

    @staticmethod
    def _claim(
        session: Session,
        statement: repository.UpdateStatement,
        opening: OpeningStatement | None = None,
    ) -> bool:
        """Run a claim (``opening``: sent with the BEGIN, its answer there); True if claimed."""
        return statement.run(session, None if opening is None else opening.rows) > 0

    def _finish_statement(
        self, update_id: int, outcome: str, counters: Sequence[str] = ()
    ) -> repository.UpdateStatement:
        now = self._clock.now()
        return repository.finish_counted(
            bot_id=self._bot_id,
            update_id=update_id,
            outcome=outcome,
            finished_at=now,
            kst_date=kst_date(now),
            # Sorted: concurrent finishes take the day's counter rows in one order.
            counters=sorted(Counter(counters).items()),
        )

    @staticmethod
    def _finish(
        session: Session,
        statement: repository.UpdateStatement,
        opening: OpeningStatement | None = None,
    ) -> None:
        """Record an outcome and its counters (``opening``: sent with the BEGIN)."""
        statement.run(session, None if opening is None else opening.rows)

    async def process(
        self, update: Update, *, polled: bool = False, claimed: bool = False
    ) -> WebhookAccepted:
        """Claim the update id, then dispatch it; a replayed id does nothing at all.
        ``polled``: it came through polling's inbox, which the claim empties of it.
        ``claimed``: polling already claimed it with its batch (``keep_polled``)."""
        if not claimed:
            claimed = await self._alone(self._claim, self._claim_statement(update, polled))
        if not claimed:
            return WebhookAccepted(status="duplicate")
        counters = _UpdateCounters()
        token = _dispatch_counters.set(counters)
        try:
            outcome = await self.dispatcher.dispatch(inbound_update(update))
        except Exception as error:
            _logger.error(
                "update_dispatch_failed", extra={"fields": {"error_type": type(error).__name__}}
            )
            outcome = "dispatch_failed"
        finally:
            counters.open = False  # a task of the dispatch that counts later commits its own
            _dispatch_counters.reset(token)
        finish = self._finish_statement(update.update_id, outcome, counters.names)
        await self._alone(self._finish, finish)
        return WebhookAccepted(status="processed")

    async def _alone(
        self,
        work: Callable[..., T],
        statement: repository.UpdateStatement,
    ) -> T:
        """``work`` of ``statement`` as a transaction of its own, the statement sent with
        its BEGIN (one round trip, ADR 0098), then COMMIT."""
        opening = OpeningStatement(statement.render)
        return await in_transaction(
            self._database, partial(work, statement=statement, opening=opening), opening
        )

    def _keep_and_claim(
        self,
        session: Session,
        payloads: list[tuple[int, str]],
        claims: list[tuple[int, repository.UpdateStatement]],
        opening: OpeningStatement | None,
    ) -> set[int]:
        repository.keep_polled(
            session, bot_id=self._bot_id, payloads=payloads, fetched_at=self._clock.now()
        )
        return {
            update_id
            for index, (update_id, statement) in enumerate(claims)
            if self._claim(session, statement, opening if index == 0 else None)
        }

    async def keep_polled(
        self, updates: Sequence[tuple[int, str]], *, claim: Sequence[Update] = ()
    ) -> set[int]:
        """Make a fetched batch durable in one transaction (before it is confirmed to
        Telegram): ``updates`` go to polling's inbox - ``(update_id, raw update as JSON
        text)``, see ``polled_payload`` - and ``claim`` (updates polling starts at once) are
        claimed as ``process`` would have claimed them, without passing through the inbox.
        Returns the ids claimed (one recorded before is a duplicate, counted and not).
        With nothing for the inbox, the first claim is sent with the BEGIN (ADR 0098)."""
        payloads = list(updates)
        claims = [(update.update_id, self._claim_statement(update, False)) for update in claim]
        opening = OpeningStatement(claims[0][1].render) if claims and not payloads else None
        return await in_transaction(
            self._database,
            partial(self._keep_and_claim, payloads=payloads, claims=claims, opening=opening),
            opening,
        )

    async def polled_backlog(self) -> list[tuple[int, object]]:
        """Polling's inbox, oldest first: the updates fetched and never started."""
        rows = await in_transaction(
            self._database, partial(repository.polled_backlog, bot_id=self._bot_id)
        )
        return [(update_id, json.loads(payload)) for update_id, payload in rows]

    async def next_offset(self) -> int | None:
        return await in_transaction(
            self._database, partial(repository.next_offset, bot_id=self._bot_id)
        )
