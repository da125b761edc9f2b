"""When a sent message's body leaves the delivery ledger, and the journal's fixed rule (pure).

A delivery *settles* on the KST day of its terminal row (``delivered``, ``abandoned``,
``sent_audited``); its body, destination and receipt are kept through
``ledger_body_days_after_send`` KST days after that day and removed from the next one on -
the same "N completed days are kept" reading as the pilot rule and expression's journal.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Final

from shared.clock import kst_date

# Expression's outcome journal keeps 35 completed UTC days (seed 001; not configurable) and
# removes older days itself, on every attempt. Retention only reports it.
JOURNAL_COMPLETED_DAYS: Final = 35


def ledger_body_due_on(settled_on: date, days_after_send: int) -> date:
    """The first KST day a settled delivery's body is no longer kept."""
    return settled_on + timedelta(days=days_after_send + 1)


def is_ledger_body_due(settled_at: datetime, *, today: date, days_after_send: int) -> bool:
    """Whether a delivery settled at ``settled_at`` is past the ledger rule on KST ``today``."""
    return today >= ledger_body_due_on(kst_date(settled_at), days_after_send)


def settled_before(today: date, days_after_send: int) -> date:
    """Deliveries that settled on a KST day before this one are due on ``today``."""
    return today - timedelta(days=days_after_send)


def journal_cutoff(today_utc: date) -> date:
    """Expression's journal keeps the UTC days from this one on (and today)."""
    return today_utc - timedelta(days=JOURNAL_COMPLETED_DAYS)
