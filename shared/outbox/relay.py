"""The relay: post due outbox rows with their senders and apply a verdict to each."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from functools import partial

import httpx
from sqlalchemy import Table
from sqlalchemy.orm import Session

from shared.clock import Clock
from shared.db.session import Database
from shared.outbox.table import (
    FIRST_BACKOFF,
    MAX_BACKOFF,
    OutboxRow,
    Verdict,
    claim,
    due_keys,
    finish,
    pending_before,
)
from shared.problems import problem_slug
from shared.request_id import request_id_scope
from shared.wakeable_thread import WakeableThread

_logger = logging.getLogger("dualcoach.outbox")


# ---------------------------------------------------------------- posting and verdicts


@dataclass(frozen=True, slots=True)
class PostResult:
    """What a post came back with: an HTTP status and problem slug, or a transport error."""

    status: int | None
    slug: str | None = None
    error: str | None = None


@dataclass(frozen=True, slots=True)
class RelayDecision:
    verdict: Verdict
    reason: str | None = None


Sender = Callable[[OutboxRow], PostResult]
Decider = Callable[[OutboxRow, PostResult], RelayDecision]
# What a final verdict means for the sender's own state, written in the transaction that
# finishes the row: the row and its consequence commit together or not at all.
Finisher = Callable[[Session, OutboxRow, RelayDecision], None]


def decide_by_status(row: OutboxRow, result: PostResult) -> RelayDecision:
    """The default verdict for idempotent peers.

    * 200/201 - acknowledged (200 is the peer's identical replay: the proof that a crash
      after the post but before our commit lost nothing and duplicated nothing);
    * 409 - the key carries different content at the peer: never retried;
    * 400/404/410/422 - the peer will never accept it;
    * anything else (no answer, 5xx, 401/403/429) - try again later.
    """
    status = result.status
    if status in (200, 201):
        return RelayDecision("acknowledged")
    if status == 409:
        return RelayDecision("conflict", result.slug or "conflict")
    if status in (400, 404, 410, 422):
        return RelayDecision("rejected", result.slug or f"http-{status}")
    if status is None:
        return RelayDecision("retry", result.error or "unreachable")
    return RelayDecision("retry", result.slug or f"http-{status}")


def backoff(attempts: int) -> timedelta:
    """2 s, 4 s, 8 s ... capped at five minutes (``attempts`` counts the failed ones)."""
    exponent = max(0, min(attempts - 1, 16))
    return min(FIRST_BACKOFF * (1 << exponent), MAX_BACKOFF)


def http_sender(client: httpx.Client, *, timeout: float | None = None) -> Sender:
    """A sender that POSTs each row's JSON payload to ``row.path`` on ``client``."""

    def send(row: OutboxRow) -> PostResult:
        try:
            if timeout is None:
                response = client.post(row.path, json=row.payload)
            else:
                response = client.post(row.path, json=row.payload, timeout=timeout)
        except httpx.HTTPError as error:
            return PostResult(None, error=type(error).__name__)
        return PostResult(response.status_code, problem_slug(response))

    return send


# ---------------------------------------------------------------- the relay


@dataclass
class RelayReport:
    acknowledged: int = 0
    retried: int = 0
    conflicts: int = 0
    rejected: int = 0
    skipped: int = 0
    outcomes: list[tuple[str, str, Verdict]] = field(default_factory=list)

    def add(self, row: OutboxRow, verdict: Verdict) -> None:
        self.outcomes.append((row.target, row.dedupe_key, verdict))
        if verdict == "acknowledged":
            self.acknowledged += 1
        elif verdict == "conflict":
            self.conflicts += 1
        elif verdict == "rejected":
            self.rejected += 1
        else:
            self.retried += 1

    def as_dict(self) -> dict[str, int]:
        return {
            "acknowledged": self.acknowledged,
            "retried": self.retried,
            "conflicts": self.conflicts,
            "rejected": self.rejected,
            "skipped": self.skipped,
        }


def _single_scope(session: Session) -> list[str | None]:
    return [None]


class OutboxRelay:
    """Posts due rows of one outbox table with the sender registered for each target."""

    def __init__(
        self,
        *,
        database: Database,
        table: Table,
        clock: Clock,
        senders: Mapping[str, Sender],
        decide: Decider = decide_by_status,
        finishers: Mapping[str, Finisher] | None = None,
        scopes: Callable[[Session], Iterable[str | None]] = _single_scope,
        enter_scope: Callable[[Session, str], None] | None = None,
        delay: Callable[[int], timedelta] = backoff,
    ) -> None:
        self._database = database
        self._table = table
        self._clock = clock
        self._senders = dict(senders)
        self._decide = decide
        self._finishers = dict(finishers or {})
        self._scopes = scopes
        self._enter_scope = enter_scope
        self._delay = delay
        self._lock = threading.Lock()

    def _enter(self, session: Session, scope: str | None) -> None:
        if scope is not None and self._enter_scope is not None:
            self._enter_scope(session, scope)

    def relay_once(self, *, limit: int = 100, only_scope: str | None = None) -> RelayReport:
        """One pass over due rows (optionally of one scope); safe to run concurrently."""
        report = RelayReport()
        # One pass at a time in this process; other processes are kept apart by SKIP LOCKED.
        with self._lock:
            if only_scope is not None:
                scopes: list[str | None] = [only_scope]
            else:
                with self._database.transaction() as session:
                    scopes = list(self._scopes(session))
            for scope in scopes:
                self._relay_scope(scope, limit, report)
        return report

    def _relay_scope(self, scope: str | None, limit: int, report: RelayReport) -> None:
        with self._database.transaction() as session:
            self._enter(session, scope)
            keys = due_keys(session, self._table, self._clock.now(), limit)
        blocked: set[tuple[str, str | None]] = set()
        for target, dedupe_key in keys:
            with self._database.transaction() as session:
                self._enter(session, scope)
                row = claim(session, self._table, target, dedupe_key)
                lane = (target, row.customer_id if row else None)
                if row is None or lane in blocked or pending_before(session, self._table, row):
                    report.skipped += 1
                    continue
                sender = self._senders.get(target)
                if sender is None:
                    _logger.error("outbox_unknown_target", extra={"fields": {"kind": target}})
                    report.skipped += 1
                    continue
                result = sender(row)
                decision = self._decide(row, result)
                now = self._clock.now()
                if decision.verdict == "retry":
                    finish(
                        session,
                        self._table,
                        row,
                        status="pending",
                        http_status=result.status,
                        reason=decision.reason,
                        finished_at=None,
                        next_attempt_at=now + self._delay(row.attempts + 1),
                    )
                    blocked.add(lane)
                else:
                    finish(
                        session,
                        self._table,
                        row,
                        status=decision.verdict,
                        http_status=result.status,
                        reason=decision.reason,
                        finished_at=now,
                    )
                    finisher = self._finishers.get(target)
                    if finisher is not None:
                        finisher(session, row, decision)
                report.add(row, decision.verdict)
                if decision.verdict != "acknowledged":
                    _logger.warning(
                        "outbox_not_acknowledged",
                        extra={
                            "fields": {
                                "kind": target,
                                "outcome": decision.verdict,
                                "reason": decision.reason,
                                "status": result.status,
                                "customer_id": row.customer_id,
                            }
                        },
                    )


class PeriodicRelay(WakeableThread):
    """Runs ``relay.relay_once()`` every ``interval`` seconds on one daemon thread, and the
    passes over single scopes that request handlers ask for (``request``) as soon as it can.

    Why one thread: a request that queued a row (a finalize) must not post it itself. A
    post waits on the peer, every pass holds the relay's process-wide lock, and requests
    that wait for that lock inside the server's thread pool fill the pool until the peer's
    own callback into this service can no longer get a thread (ADR 0068). Here a request
    only adds its scope to a set and wakes the thread: the call never blocks, at most one
    relay pass runs at a time, and scopes asked for twice before the pass are visited once.
    ``interval`` None or 0: no timed passes, only the requested ones.

    The thread's lifecycle (restartable start, stop) is ``shared.wakeable_thread``'s.
    """

    def __init__(
        self, relay: OutboxRelay, interval: float | None, *, name: str = "outbox-relay"
    ) -> None:
        super().__init__(name=name)
        self._relay = relay
        self._interval = interval or None
        self._requested: set[str] = set()
        self._requested_lock = threading.Lock()
        self._idle = threading.Condition(self._requested_lock)
        self._busy = False

    def request(self, scope: str) -> bool:
        """Ask for a pass over ``scope`` soon; never blocks. False: no thread runs to do it
        (the caller decides whether to relay itself)."""
        if not self.running:
            return False
        with self._requested_lock:
            self._requested.add(scope)
        self._wake.set()
        return True

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Wait until every requested scope has had its pass (tests); False on timeout."""
        with self._idle:
            return self._idle.wait_for(lambda: not self._requested and not self._busy, timeout)

    def _take_requested(self) -> list[str]:
        with self._requested_lock:
            scopes = sorted(self._requested)
            self._requested.clear()
            self._busy = bool(scopes)
        return scopes

    def _settle(self) -> None:
        with self._requested_lock:
            self._busy = False
            if not self._requested:
                self._idle.notify_all()

    def _loop(self, stop: threading.Event) -> None:
        next_full = time.monotonic() + (self._interval or 0)
        while not stop.is_set():
            timeout = None if self._interval is None else max(0.0, next_full - time.monotonic())
            self._wake.wait(timeout)
            self._wake.clear()
            if stop.is_set():
                return
            for scope in self._take_requested():
                self._pass(partial(self._relay.relay_once, only_scope=scope))
            self._settle()
            if self._interval is not None and time.monotonic() >= next_full:
                self._pass(self._relay.relay_once)
                next_full = time.monotonic() + self._interval

    def _pass(self, relay_once: Callable[[], object]) -> None:
        try:
            # Each pass is its own unit of work: its log lines and posts share one id.
            with request_id_scope():
                relay_once()
        except Exception as error:  # an outage delays the relay; it never kills the loop
            _logger.error(
                "outbox_relay_failed", extra={"fields": {"error_type": type(error).__name__}}
            )
