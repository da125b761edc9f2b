"""The outbox on ``/metrics``: depth and oldest age per target, read at each scrape."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from datetime import datetime

from sqlalchemy import Table
from sqlalchemy.orm import Session

from shared.clock import Clock
from shared.db.session import Database
from shared.metrics import GaugeFamily, GaugeSource
from shared.outbox.table import OutboxBacklog, backlog, merge_backlogs


def _single_scope(session: Session) -> list[str | None]:
    return [None]


def read_backlog(
    database: Database,
    table: Table,
    *,
    scopes: Callable[[Session], Iterable[str | None]] = _single_scope,
    enter_scope: Callable[[Session, str], None] | None = None,
) -> dict[str, OutboxBacklog]:
    """The outbox's backlog per target, visiting each scope the way the relay does."""
    with database.transaction() as session:
        visits = list(scopes(session))
    parts: list[dict[str, OutboxBacklog]] = []
    for scope in visits:
        with database.transaction() as session:
            if scope is not None and enter_scope is not None:
                enter_scope(session, scope)
            parts.append(backlog(session, table))
    return merge_backlogs(parts)


def backlog_families(backlogs: Mapping[str, OutboxBacklog], now: datetime) -> list[GaugeFamily]:
    """Gauges labelled by target (a closed set each service defines), never by a row."""
    targets = sorted(backlogs)
    return [
        GaugeFamily(
            "dualcoach_outbox_pending_messages",
            "Outbox rows not yet acknowledged by the peer, by target",
            ("target",),
            {(t,): backlogs[t].pending for t in targets},
        ),
        GaugeFamily(
            "dualcoach_outbox_oldest_pending_age_seconds",
            "Age of the oldest pending outbox row, by target (0 when none is pending)",
            ("target",),
            {(t,): _age(backlogs[t].oldest_pending_at, now) for t in targets},
        ),
        GaugeFamily(
            "dualcoach_outbox_failed_messages",
            "Outbox rows the peer will never accept (conflict or rejected), by target",
            ("target", "status"),
            {
                (t, status): getattr(backlogs[t], status)
                for t in targets
                for status in ("conflict", "rejected")
            },
        ),
    ]


def _age(oldest: datetime | None, now: datetime) -> float:
    return max(0.0, (now - oldest).total_seconds()) if oldest is not None else 0.0


def outbox_gauges(
    database: Database,
    table: Table,
    clock: Clock,
    *,
    targets: Iterable[str] = (),
    scopes: Callable[[Session], Iterable[str | None]] = _single_scope,
    enter_scope: Callable[[Session, str], None] | None = None,
) -> GaugeSource:
    """A gauge source for ``ServiceMetrics``: every ``targets`` entry appears, even at 0."""
    known = tuple(targets)

    def read() -> list[GaugeFamily]:
        found = read_backlog(database, table, scopes=scopes, enter_scope=enter_scope)
        complete = {target: OutboxBacklog(target) for target in known} | found
        return backlog_families(complete, clock.now())

    return read
