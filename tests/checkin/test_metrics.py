"""Checkin's ``/metrics``: its outbox backlog, read one customer scope at a time (RLS)."""

from __future__ import annotations

from datetime import timedelta

from services.checkin.drafts.ports import DRAFT_TARGET
from services.checkin.scope import enter_customer_scope
from services.checkin.tables import outbox
from shared.outbox import OutboxMessage, enqueue
from tests.support.metrics import value


def _enqueue(app, customer_id: str, key: str, now) -> None:
    with app.state.runtime.database.transaction() as session:
        enter_customer_scope(session, customer_id)
        message = OutboxMessage(DRAFT_TARGET, key, "/v1/drafts", {"k": key}, customer_id)
        enqueue(session, outbox, message, now=now)


def test_the_outbox_depth_and_oldest_age_count_rows_under_row_level_security(
    app, operator, registered, clock
):
    empty = operator.get("/metrics").text
    assert value(empty, "dualcoach_outbox_pending_messages", target=DRAFT_TARGET) == 0
    assert value(empty, "dualcoach_outbox_oldest_pending_age_seconds", target=DRAFT_TARGET) == 0
    _enqueue(app, registered, "draft-key-1", clock.now())
    clock.advance(timedelta(minutes=5))
    _enqueue(app, registered, "draft-key-2", clock.now())
    text = operator.get("/metrics").text
    assert value(text, "dualcoach_outbox_pending_messages", target=DRAFT_TARGET) == 2
    assert value(text, "dualcoach_outbox_oldest_pending_age_seconds", target=DRAFT_TARGET) == 300
    assert value(text, "dualcoach_metrics_source_up", source="outbox") == 1
    assert registered not in text and "draft-key-1" not in text
