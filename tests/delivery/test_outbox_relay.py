"""The transactional outbox and its relay: exactly-once draft events in checkin's stream."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from services.delivery.app import create_app
from services.delivery.drafts import service as draft_service
from services.delivery.tables import outbox
from shared.contracts.drafts import DraftSubmission
from shared.outbox import OutboxMessage, enqueue, list_rows
from tests.delivery.conftest import delivery_settings
from tests.delivery.factories import CUSTOMER_ID, DAILY_TEXT, ok, submission
from tests.support.ports import free_ports


def _rows(database):
    with database.engine() as engine, engine.connect() as connection:
        return connection.execute(
            text(
                "SELECT dedupe_key, status, attempts FROM delivery.outbox"
                " ORDER BY created_at, target, dedupe_key"
            )
        ).all()


def test_a_draft_and_its_event_are_written_in_one_transaction(context, database):
    submission_model = DraftSubmission.model_validate(submission())
    session_factory = context.runtime.database
    with session_factory.engine.connect() as connection:
        from sqlalchemy.orm import Session

        with Session(connection) as session:
            session.begin()
            draft_service.submit(
                session, submission_model, submitted_by="checkin", now=context.runtime.clock.now()
            )
            session.rollback()  # the request failed after both writes: neither survives
    assert _rows(database) == []
    with database.engine() as engine, engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM delivery.draft")).scalar() == 0
    with session_factory.transaction() as session:
        draft_service.submit(
            session, submission_model, submitted_by="checkin", now=context.runtime.clock.now()
        )
    assert [(key, status) for key, status, _ in _rows(database)] == [
        (f"draft_created:{CUSTOMER_ID}:dr-2f11581808eeb93c529c7ec3", "pending")
    ]


def test_the_relay_appends_every_step_in_order_once(
    context, checkin, checkin_caller, operator, database
):
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    ok(
        operator.post(
            f"/v1/drafts/{draft_id}/revisions", json={"base_revision": 1, "text": "수정본입니다."}
        )
    )
    sent = ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 2, "send": True}))
    report = context.relay.relay_once()
    assert report.acknowledged == 4
    documents = checkin.stream(CUSTOMER_ID)
    assert [d["event_type"] for d in documents] == [
        "draft_created",
        "draft_edited",
        "draft_approved",
        "draft_sent",
    ]
    assert [d["dedupe_key"] for d in documents] == [
        f"draft_created:{CUSTOMER_ID}:{draft_id}",
        f"draft_edited:{CUSTOMER_ID}:{draft_id}.r2",
        f"draft_approved:{CUSTOMER_ID}:{draft_id}",
        f"draft_sent:{CUSTOMER_ID}:{draft_id}",
    ]
    created, edited, approved, delivered = (d["payload"] for d in documents)
    assert created == {"draft_id": draft_id, "revision": 1, "actor": "ai", "text": DAILY_TEXT}
    assert edited == {
        "draft_id": draft_id,
        "revision": 2,
        "actor": "richard",
        "text": "수정본입니다.",
        "edit_of_revision": 1,
    }
    assert approved["approved_revision"] == 2 and approved["actor"] == "richard"
    assert delivered["delivery_message_id"] == sent["deliveries"][0]["message_id"]
    # Nothing left: a second pass posts nothing, the stream stays as it is.
    assert context.relay.relay_once().acknowledged == 0
    assert len(checkin.stream(CUSTOMER_ID)) == 4


def test_a_post_that_landed_before_a_crash_is_acknowledged_as_a_replay(
    context, checkin, checkin_caller, database
):
    ok(checkin_caller.post("/v1/drafts", json=submission()), 201)
    with context.runtime.database.transaction() as session:
        (row,) = list_rows(session, outbox)
    # The relay posted and died before committing "acknowledged": checkin has the event.
    answer = context.checkin.post_relayed(row.path, row.payload)
    assert answer.status == 201
    report = context.relay.relay_once()
    assert report.acknowledged == 1
    assert len(checkin.stream(CUSTOMER_ID)) == 1
    assert _rows(database)[0][1] == "acknowledged"


def test_an_unreachable_checkin_keeps_events_pending_with_backoff(
    database, delivery_secrets, gateway
):
    (closed,) = free_ports(1)
    app = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=gateway.port, checkin_port=closed
        )
    )
    context = app.state.delivery
    from tests.support.services import signed_client

    with signed_client(app, "checkin", delivery_secrets) as client:
        ok(client.post("/v1/drafts", json=submission()), 201)
        ok(client.post("/v1/drafts", json=submission("daily:kim-pilot:2026-12-09")), 201)
        report = context.relay.relay_once()
    # The first row failed; the younger row of the same customer waits behind it.
    assert (report.retried, report.skipped, report.acknowledged) == (1, 1, 0)
    with context.runtime.database.transaction() as session:
        first, second = list_rows(session, outbox)  # queue order: oldest first
    assert first.attempts == 1 and first.last_reason == "unreachable"
    assert first.next_attempt_at - context.runtime.clock.now() > timedelta(seconds=1)
    assert second.attempts == 0


def test_a_conflicting_event_is_parked_not_retried(context, checkin_caller, database):
    ok(checkin_caller.post("/v1/drafts", json=submission()), 201)
    with context.runtime.database.transaction() as session:
        (row,) = list_rows(session, outbox)
    different = {**row.payload, "payload": {**row.payload["payload"], "text": "다른 내용"}}
    assert context.checkin.post_relayed(row.path, different).status == 201
    report = context.relay.relay_once()
    assert report.conflicts == 1
    assert _rows(database)[0][1] == "conflict"
    assert context.relay.relay_once().conflicts == 0  # never posted again


def test_approving_again_after_an_edit_sends_the_edit_and_the_stream_keeps_one_approval(
    context, checkin, checkin_caller, operator
):
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1}))
    edit = {"base_revision": 1, "text": "다시 고친 글입니다."}
    ok(operator.post(f"/v1/drafts/{draft_id}/revisions", json=edit))
    sent = ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 2, "send": True}))
    assert sent["deliveries"][0]["state"] == "delivered"
    assert context.relay.relay_once().acknowledged == 4
    documents = checkin.stream(CUSTOMER_ID)
    # The stream keys draft_approved per draft: the first approval is the stream's, and
    # draft_sent says which revision and text were finally approved and sent.
    assert [d["event_type"] for d in documents] == [
        "draft_created",
        "draft_approved",
        "draft_edited",
        "draft_sent",
    ]
    assert documents[1]["payload"]["approved_revision"] == 1
    assert (documents[3]["payload"]["approved_revision"], documents[3]["payload"]["text"]) == (
        2,
        "다시 고친 글입니다.",
    )


def test_the_database_refuses_an_outbox_target_delivery_does_not_relay(context):
    message = OutboxMessage(target="somewhere", dedupe_key="k-1", path="/x", payload={})
    with pytest.raises(IntegrityError), context.runtime.database.transaction() as session:
        enqueue(session, outbox, message, now=context.runtime.clock.now())
