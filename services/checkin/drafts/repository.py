"""The outbox scan across customers: ids and counts only, through checkin's own functions.

The outbox is customer-isolated; these two reads are the only ones that look across
customers, and they can because the database functions they call (migration
``checkin_0008_outbox_due_scan``, ADR 0100) answer with customer ids or per-target counts,
never a row's content. Anything else about a row is read inside its customer's scope.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, bindparam, text
from sqlalchemy.orm import Session

from shared.outbox import OutboxBacklog, fold_backlog

_DUE_CUSTOMERS = text("SELECT checkin.outbox_due_customers(:due_at)").bindparams(
    bindparam("due_at", type_=DateTime(timezone=True))
)
_BACKLOG = text("SELECT target, status, rows, oldest FROM checkin.outbox_backlog()")


def due_customer_ids(session: Session, now: datetime) -> list[str]:
    """Registered customers with at least one pending row due at ``now``, sorted."""
    return [str(customer_id) for customer_id in session.scalars(_DUE_CUSTOMERS, {"due_at": now})]


def outbox_backlog(session: Session) -> dict[str, OutboxBacklog]:
    """Per target, over every registered customer: what ``shared.outbox.backlog`` counts in
    one customer's scope (pending rows and the oldest, conflict and rejected), added up."""
    return fold_backlog(session.execute(_BACKLOG))
