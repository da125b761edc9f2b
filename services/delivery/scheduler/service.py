"""The scheduler tick: today's due tasks (KST) become drafts, once per task key.

Checkin decides what is due (weekdays of ``[starts_on, starts_on + 27]`` only - nothing
after day 28); delivery remembers each task key. A task is rendered while its row is
locked and its draft is created in that same transaction, so a crash renders again (nothing
was pinned) and a finished task is never rendered twice: the body pinned in its draft is
the one that will be sent. Concurrent ticks skip a task another tick holds.

A task checkin answers with ``nothing_to_send`` (a daily task: each check-in submits its own
draft) is closed in the same locked transaction, with the reason and no draft; a closed
task is never rendered again either.

A day with a weekly task also asks checkin, once, to compute that week's nutrition proposals
(``POST /v1/nutrition/weekly-run``; their operator cards come back through checkin's outbox).
The day's ``weekly_run`` row is locked around the call and marked ``done`` with checkin's
answer, so later ticks never ask again; a failed call leaves it ``pending`` for the next
tick (checkin answers a replay of an unchanged proposal without a new revision).

The tick itself, a procedure of one transaction per task, is ``scheduler/workflow.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

from services.delivery.context import DeliveryContext
from services.delivery.peers.errors import PeerError


@dataclass
class TickReport:
    kst_date: date
    due: int = 0
    drafted: list[str] = field(default_factory=list)
    closed: list[str] = field(default_factory=list)
    already_drafted: int = 0
    already_closed: int = 0
    busy: int = 0
    pending: dict[str, str] = field(default_factory=dict)
    # The day's nutrition weekly run: None (no weekly task today), ``ran``, ``already-ran``,
    # ``busy`` (another tick runs it) or ``failed:<reason>`` (the next tick tries again).
    weekly_run: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "kst_date": self.kst_date.isoformat(),
            "due": self.due,
            "drafted": self.drafted,
            "closed": self.closed,
            "already_drafted": self.already_drafted,
            "already_closed": self.already_closed,
            "busy": self.busy,
            "pending": self.pending,
            "weekly_run": self.weekly_run,
        }


def render(context: DeliveryContext, task_key: str) -> object:
    """Checkin's rendering of a due task, or why it did not answer (``render-<status>``)."""
    try:
        return context.checkin.render_task(task_key)
    except PeerError as error:
        return f"render-{error.status or error.transport}"
