"""The outbox relay: post each pending row to its peer until it is acknowledged.

One row per transaction: the row is locked (``FOR UPDATE SKIP LOCKED``), posted with its
dedupe key, and its verdict committed. A relay killed after the peer stored the event but
before our commit leaves the row pending; the next pass posts it again and the peer
answers "identical replay" (200) - nothing lost, nothing duplicated. Rows of one customer
go in order: while an older one is pending, younger ones wait.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from services.delivery.context import DeliveryContext
from services.delivery.outbox import repository
from services.delivery.outbox.rules import backoff, decide
from services.delivery.peers.errors import PeerError

_logger = logging.getLogger("dualcoach.delivery.outbox")


@dataclass
class RelayReport:
    acknowledged: int = 0
    retried: int = 0
    conflicts: int = 0
    rejected: int = 0
    skipped: int = 0
    reasons: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "acknowledged": self.acknowledged,
            "retried": self.retried,
            "conflicts": self.conflicts,
            "rejected": self.rejected,
            "skipped": self.skipped,
        }


def _post(context: DeliveryContext, row: repository.OutboxRow) -> tuple[int | None, str | None]:
    try:
        if row.target == "checkin_event":
            answer = context.checkin.append_event(row.path, row.payload)
            return answer.status, answer.slug
        response = context.runtime.peers.client("expression").post(row.path, json=row.payload)
        return response.status_code, None
    except PeerError as error:
        return None, error.transport
    except Exception as error:  # any transport failure: retry later
        return None, type(error).__name__


def relay_once(context: DeliveryContext, *, limit: int = 100) -> RelayReport:
    """One pass over the due rows; safe to run concurrently and after a crash."""
    report = RelayReport()
    database = context.runtime.database
    clock = context.runtime.clock
    with database.transaction() as session:
        ids = repository.due_ids(session, clock.now(), limit)
    blocked: set[tuple[str, str | None]] = set()
    for row_id in ids:
        with database.transaction() as session:
            row = repository.claim(session, row_id)
            if row is None:
                report.skipped += 1
                continue
            lane = (row.target, row.customer_id)
            if lane in blocked or repository.pending_before(session, row):
                report.skipped += 1
                continue
            status, slug = _post(context, row)
            decision = decide(status, slug)
            now = clock.now()
            if decision.verdict == "retry":
                repository.postpone(
                    session,
                    row.id,
                    http_status=status,
                    reason=decision.reason,
                    next_attempt_at=now + backoff(row.attempts + 1),
                )
                blocked.add(lane)
                report.retried += 1
            else:
                repository.finish(
                    session,
                    row.id,
                    status=decision.verdict,
                    http_status=status,
                    reason=decision.reason,
                    now=now,
                )
                if decision.verdict == "acknowledged":
                    report.acknowledged += 1
                elif decision.verdict == "conflict":
                    report.conflicts += 1
                else:
                    report.rejected += 1
            if decision.verdict != "acknowledged":
                _logger.warning(
                    "outbox_not_acknowledged",
                    extra={
                        "fields": {
                            "outcome": decision.verdict,
                            "reason": decision.reason,
                            "status": status,
                            "customer_id": row.customer_id,
                        }
                    },
                )
    return report
