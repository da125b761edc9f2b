"""Handing persisted outbox items (operator cards, customer drafts) to delivery (ADR 0081).

Items are written in the same transaction as the proposal or decision they belong to;
``flush_outbox`` runs *after* that commit, outside any transaction while it waits for
delivery, and records every attempt in a transaction of its own. A failure to reach
delivery therefore never loses an item: it stays pending and the next flush (any later
request, or ``POST .../outbox/flush``) tries again, and delivery's idempotency keys make a
repeat harmless.
"""

from __future__ import annotations

import logging
from typing import Any

from services.checkin.cards.service import outbox_status
from services.checkin.nutrition import repository
from services.checkin.peers.delivery import DeliveryPort, PortAnswer
from services.checkin.scope import enter_customer_scope, lock_stream
from shared.clock import Clock
from shared.db.session import Database

_logger = logging.getLogger("dualcoach.checkin.cards")


def _record(
    database: Database, customer_id: str, item_key: str, answer: PortAnswer, clock: Clock
) -> None:
    with database.transaction() as session:
        enter_customer_scope(session, customer_id)
        lock_stream(session, customer_id)
        repository.record_attempt(
            session,
            customer_id,
            item_key=item_key,
            outcome=answer.outcome,
            http_status=answer.http_status,
            detail=answer.detail,
            now=clock.now(),
        )


def flush_outbox(
    database: Database, customer_id: str, port: DeliveryPort, *, clock: Clock
) -> list[dict[str, Any]]:
    """Offer every pending item of the customer to delivery once; answer the new status."""
    with database.transaction() as session:
        waiting = {
            s["item_key"] for s in outbox_status(session, customer_id) if s["state"] == "pending"
        }
        pending = [i for i in repository.outbox(session, customer_id) if i.item_key in waiting]
    for item in pending:
        try:
            answer = port.submit(item.item_kind, item.submission)
        except Exception as error:  # a broken port must not lose or block the item
            answer = PortAnswer("unreachable", None, {"error": type(error).__name__})
        _record(database, customer_id, item.item_key, answer, clock)
        _logger.info(
            "outbox_item_offered",
            extra={
                "fields": {
                    "customer_id": customer_id,
                    "kind": item.item_kind,
                    "outcome": answer.outcome,
                    "status": answer.http_status,
                }
            },
        )
    with database.transaction() as session:
        return outbox_status(session, customer_id)
