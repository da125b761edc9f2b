"""Delivery's health numbers on ``/metrics``: deliveries by latest state, outbox, scheduler."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from services.delivery.app import create_app
from services.delivery.health.rules import scheduler_is_late, scheduler_lag
from services.delivery.ledger.prepared import receipt_of
from services.delivery.sending import workflow as sending
from services.delivery.sending.recovery import recover_at_startup
from services.delivery.tables import LEDGER_STATES, OUTBOX_TARGETS, outbox
from shared.outbox import OutboxMessage, enqueue
from tests.delivery.conftest import delivery_settings
from tests.delivery.factories import ok, reserve_approved, submission
from tests.support.metrics import samples, value

T0 = datetime(2026, 12, 8, 3, 0, tzinfo=UTC)


def _deliveries(text: str) -> dict[str, float]:
    return {
        labels["state"]: number for labels, number in samples(text, "dualcoach_delivery_deliveries")
    }


def _claim_sending(context, checkin_caller, operator) -> str:
    """A delivery left in ``sending``: the gateway was never called (a crash right there)."""
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1}))
    prepared = sending.prepare(context, reserve_approved(context, draft_id))
    live = context.checkin.destinations("kim-pilot")
    _, row = sending._claim_sending(context, receipt_of(prepared), live)
    assert row.state == "sending"
    return draft_id


def test_metrics_counts_deliveries_by_their_latest_state_without_naming_any(
    database, delivery_secrets, gateway, checkin, checkin_caller, operator, context
):
    before = operator.get("/metrics").text
    assert _deliveries(before) == dict.fromkeys(LEDGER_STATES, 0)
    draft_id = _claim_sending(context, checkin_caller, operator)
    sending_now = operator.get("/metrics").text
    assert _deliveries(sending_now) == {**dict.fromkeys(LEDGER_STATES, 0), "sending": 1}
    # Another boot finds the interrupted send: it becomes ``unknown``, never a resend.
    restarted = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=gateway.port, checkin_port=checkin.port
        )
    ).state.delivery
    assert recover_at_startup(restarted).interrupted == 1
    after = operator.get("/metrics").text
    assert _deliveries(after) == {**dict.fromkeys(LEDGER_STATES, 0), "unknown": 1}
    assert draft_id not in after and "kim-pilot" not in after
    assert value(after, "dualcoach_metrics_source_up", source="delivery") == 1


def test_metrics_shows_outbox_depth_and_oldest_age_per_target(operator, context):
    now = context.runtime.clock.now()
    before = operator.get("/metrics").text
    pending_before = {
        t: value(before, "dualcoach_outbox_pending_messages", target=t) for t in OUTBOX_TARGETS
    }
    with context.runtime.database.transaction() as session:
        for minutes, key in ((10, "outcome-a"), (3, "outcome-b")):
            message = OutboxMessage("expression_outcome", key, "/v1/outcomes", {"k": key})
            enqueue(session, outbox, message, now=now - timedelta(minutes=minutes))
    text = operator.get("/metrics").text
    pending = {
        t: value(text, "dualcoach_outbox_pending_messages", target=t) for t in OUTBOX_TARGETS
    }
    assert pending == {**pending_before, "expression_outcome": 2}
    age = value(text, "dualcoach_outbox_oldest_pending_age_seconds", target="expression_outcome")
    assert age is not None and age >= 600
    assert (
        value(
            text, "dualcoach_outbox_failed_messages", target="expression_outcome", status="rejected"
        )
        == 0
    )


def test_a_tick_sets_the_last_tick_time_on_metrics(operator, context):
    assert (
        value(operator.get("/metrics").text, "dualcoach_scheduler_last_tick_timestamp_seconds")
        is None
    )
    ok(operator.post("/v1/scheduler/tick", json={}))
    text = operator.get("/metrics").text
    last = value(text, "dualcoach_scheduler_last_tick_timestamp_seconds")
    assert last is not None
    assert last == pytest.approx(context.scheduler_heartbeat.last_tick_at.timestamp())
    # The test app runs no background scheduler: no lag is reported for a loop that is off.
    assert value(text, "dualcoach_scheduler_enabled") == 0
    assert value(text, "dualcoach_scheduler_lag_seconds") is None


def test_the_lag_counts_from_start_until_the_first_tick_then_from_the_last_tick():
    before_first = scheduler_lag(
        enabled=True, started_at=T0, last_tick_at=None, now=T0 + timedelta(seconds=90)
    )
    assert before_first.seconds == 90
    ticked = scheduler_lag(
        enabled=True,
        started_at=T0,
        last_tick_at=T0 + timedelta(minutes=5),
        now=T0 + timedelta(minutes=6),
    )
    assert ticked.seconds == 60


def test_an_off_scheduler_has_no_lag_and_is_never_late():
    lag = scheduler_lag(enabled=False, started_at=T0, last_tick_at=None, now=T0 + timedelta(days=1))
    assert lag.seconds is None
    assert scheduler_is_late(lag, 300) is False


def test_the_scheduler_is_late_after_two_missed_intervals():
    def lag(seconds: int):
        return scheduler_lag(
            enabled=True, started_at=T0, last_tick_at=T0, now=T0 + timedelta(seconds=seconds)
        )

    assert scheduler_is_late(lag(600), 300) is False
    assert scheduler_is_late(lag(601), 300) is True
