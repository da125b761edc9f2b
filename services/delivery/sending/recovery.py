"""Recovery after crashes and restarts, and Richard's reconciliation of unknown deliveries.

* A ``sending`` row of another boot: that process died mid-send. The message may or may
  not be in the chat, so it becomes ``unknown`` - never resent.
* A ``sending`` row of this boot older than ``stale_sending_seconds``: the send got lost
  (its outcome could not be recorded); ``unknown`` too.
* ``reserved`` and first-attempt ``prepared`` rows were approved and never sent: driven
  forward from their pinned bytes (zero rendering, zero expression calls). A ``prepared``
  row after a *refused* attempt waits for Richard.

The recovery passes run on the worker (at startup and on its timer), behind no route, so
they open their own transactions; ``reconcile`` runs in its route's (ADR 0081).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, Literal

from sqlalchemy.orm import Session

from services.delivery.context import DeliveryContext
from services.delivery.drafts import repository as drafts
from services.delivery.ledger import repository as ledger
from services.delivery.ledger import rules as ledger_rules
from services.delivery.ledger.prepared import PreparedMaterialError
from services.delivery.ledger.repository import LedgerRow
from services.delivery.sending.service import announce_sent, next_fields, try_append
from services.delivery.sending.workflow import drive

_logger = logging.getLogger("dualcoach.delivery.recovery")


@dataclass
class RecoveryReport:
    interrupted: int = 0
    stalled: int = 0
    resumed: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "interrupted": self.interrupted,
            "stalled": self.stalled,
            "resumed": len(self.resumed),
        }


def _mark_unknown(context: DeliveryContext, row: LedgerRow, reason: str) -> bool:
    with context.runtime.database.transaction() as session:
        fields = next_fields(row, "unknown", context.runtime.clock.now(), reason=reason)
        appended = try_append(session, fields, after=row)
    if appended is not None:
        _logger.warning(
            "delivery_unknown",
            extra={
                "fields": {
                    "reason": reason,
                    "customer_id": row.customer_id,
                    "draft_id": row.draft_id,
                }
            },
        )
    return appended is not None


def mark_interrupted_sends(context: DeliveryContext) -> int:
    """At startup: every ``sending`` left by another boot is ``unknown``."""
    with context.runtime.database.transaction() as session:
        rows = ledger.latest_rows(session, states=("sending",), limit=None)
    return sum(
        _mark_unknown(context, row, ledger_rules.REASON_INTERRUPTED)
        for row in rows
        if row.boot_id != context.boot_id
    )


def mark_stalled_sends(context: DeliveryContext) -> int:
    now = context.runtime.clock.now()
    limit = timedelta(seconds=context.section.stale_sending_seconds)
    with context.runtime.database.transaction() as session:
        rows = ledger.latest_rows(session, states=("sending",), limit=None)
    return sum(
        _mark_unknown(context, row, ledger_rules.REASON_STALLED)
        for row in rows
        if now - row.recorded_at > limit
    )


def resume_unsent(context: DeliveryContext, *, grace_seconds: float) -> list[str]:
    """Drive approved, never-sent deliveries forward from their pinned material."""
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        rows = ledger.latest_rows(session, states=("reserved", "prepared"), limit=None)
    resumed = []
    for row in rows:
        if now - row.recorded_at < timedelta(seconds=grace_seconds):
            continue
        if row.state == "prepared" and row.reason is not None:
            continue  # refused before: Richard decides when to try again
        try:
            drive(context, row.delivery_id)
        except PreparedMaterialError as error:
            _logger.error("recovery_hard_stop", extra={"fields": {"reason": error.reason}})
            continue
        resumed.append(row.delivery_id)
    return resumed


def recover_at_startup(context: DeliveryContext) -> RecoveryReport:
    report = RecoveryReport()
    report.interrupted = mark_interrupted_sends(context)
    report.resumed = resume_unsent(context, grace_seconds=0)
    return report


def recover_periodically(context: DeliveryContext) -> RecoveryReport:
    report = RecoveryReport()
    report.stalled = mark_stalled_sends(context)
    report.resumed = resume_unsent(context, grace_seconds=context.section.recovery_grace_seconds)
    return report


Resolution = Literal["sent_audited", "abandoned"]


class NotAwaitingReconciliation(Exception):
    def __init__(self, state: str | None) -> None:
        super().__init__(state)
        self.state = state


def reconcile(
    session: Session,
    context: DeliveryContext,
    delivery_id: str,
    resolution: Resolution,
    *,
    message_id: int | None = None,
) -> LedgerRow:
    """Richard's verdict on an unknown delivery, after looking at the chat (in the caller's
    transaction: one route, one transaction)."""
    now = context.runtime.clock.now()
    row = ledger.current(session, delivery_id)
    if row is None or row.state != ledger_rules.AWAITING_RECONCILIATION:
        raise NotAwaitingReconciliation(row.state if row else None)
    receipt = {"message_id": message_id} if message_id is not None else None
    appended = try_append(
        session,
        next_fields(row, resolution, now, actor="richard", receipt=receipt, reason="reconciled"),
        after=row,
    )
    if appended is None:
        current = ledger.current(session, delivery_id)
        raise NotAwaitingReconciliation(current.state if current else None)
    if resolution == "sent_audited" and message_id is not None:
        revision = drafts.revision(session, row.draft_id, row.draft_revision)
        if revision is not None:
            announce_sent(session, appended, revision.text, now)
    return appended
