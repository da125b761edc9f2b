"""``load_prepared`` and the hash chain: pinned bytes or a hard stop, and restart recovery."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest
from sqlalchemy import text

from services.delivery.app import create_app
from services.delivery.ledger import repository as ledger
from services.delivery.ledger.prepared import (
    PreparedMaterialError,
    load_prepared,
    receipt_of,
    verify_customer_chain,
)
from services.delivery.sending import service as steps
from services.delivery.sending import workflow as sending
from services.delivery.sending.recovery import recover_at_startup
from tests.delivery.checkin_peer import CUSTOMER, running_checkin
from tests.delivery.conftest import delivery_settings
from tests.delivery.factories import (
    CUSTOMER_ID,
    DAILY_TEXT,
    current_row,
    customer_sends,
    ok,
    reserve_approved,
    submission,
)
from tests.support.ports import free_ports


def _reserved(context, checkin_caller, operator):
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1}))
    return reserve_approved(context, draft_id)


def _prepared(context, checkin_caller, operator):
    prepared = sending.prepare(context, _reserved(context, checkin_caller, operator))
    assert prepared.state == "prepared"
    return prepared


def _load(context, row):
    with context.runtime.database.transaction() as session:
        ledger.lock_chain(session, "delivery", row.customer_id)
        return load_prepared(session, receipt_of(row), config_pin=context.config_pin)


def test_load_prepared_returns_exactly_the_pinned_body_and_destination(
    context, checkin, checkin_caller, operator
):
    prepared = _prepared(context, checkin_caller, operator)
    pinned = _load(context, prepared)
    assert pinned.body == DAILY_TEXT
    assert (pinned.chat_id, pinned.topic_id, pinned.audience) == (
        CUSTOMER["chat_id"],
        None,
        "customer",
    )
    assert pinned.receipt.registry_revision == checkin.destinations()["registry_revision"]


def test_a_receipt_that_is_not_the_prepared_row_is_refused(context, checkin_caller, operator):
    prepared = _prepared(context, checkin_caller, operator)
    forged = replace(receipt_of(prepared), body_digest="0" * 64)
    with context.runtime.database.transaction() as session:
        with pytest.raises(PreparedMaterialError, match="body digest"):
            load_prepared(session, forged, config_pin=context.config_pin)
        stale = replace(receipt_of(prepared), prepared_row_digest="f" * 64)
        with pytest.raises(PreparedMaterialError, match="differs from the receipt"):
            load_prepared(session, stale, config_pin=context.config_pin)


def test_a_prepared_row_whose_body_does_not_match_its_digest_hard_stops_unsent(
    context, checkin_caller, operator, telegram
):
    reserved = _reserved(context, checkin_caller, operator)
    fields = steps.next_fields(
        reserved,
        "prepared",
        context.runtime.clock.now(),
        body="바뀐 본문입니다.",  # a row written around the procedure, digest of the old body
        destination={"audience": "customer", "chat_id": CUSTOMER["chat_id"], "topic_id": None},
        destination_digest="0" * 64,
        registry_revision="r" * 64,
    )
    with context.runtime.database.transaction() as session:
        ledger.append(session, fields, after=reserved)
    final = sending.drive(context, reserved.delivery_id)
    assert (final.state, final.reason) == ("abandoned", "prepared_material_unavailable")
    assert customer_sends(telegram) == []


def test_a_changed_configuration_hard_stops_a_prepared_delivery(
    database, delivery_secrets, gateway, context, checkin_caller, operator, telegram
):
    prepared = _prepared(context, checkin_caller, operator)
    with running_checkin(database, delivery_secrets, enabled=False) as other_checkin:
        moved = create_app(
            delivery_settings(
                database,
                delivery_secrets,
                gateway_port=gateway.port,
                checkin_port=other_checkin.port,
            )
        ).state.delivery
        assert moved.config_pin != context.config_pin
        final = sending.drive(moved, prepared.delivery_id)
    assert (final.state, final.reason) == ("abandoned", "prepared_material_unavailable")
    assert customer_sends(telegram) == []


def test_a_tampered_ledger_hard_stops_with_no_call_and_no_append(
    database, context, checkin_caller, operator, telegram
):
    prepared = _prepared(context, checkin_caller, operator)
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(text("ALTER TABLE delivery.delivery_ledger DISABLE TRIGGER USER"))
        connection.execute(
            text("UPDATE delivery.delivery_ledger SET actor = 'someone' WHERE sequence = 1")
        )
        connection.execute(text("ALTER TABLE delivery.delivery_ledger ENABLE TRIGGER USER"))
    with context.runtime.database.transaction() as session:
        ok_chain, problem = verify_customer_chain(session, CUSTOMER_ID)
    assert not ok_chain and "sequence 0" in (problem or "")
    with pytest.raises(PreparedMaterialError) as refused:
        sending.drive(context, prepared.delivery_id)
    assert refused.value.chain_ok is False
    assert current_row(context, prepared.delivery_id).state == "prepared"
    assert customer_sends(telegram) == []


def test_the_ledger_is_append_only_in_the_database(database, context, checkin_caller, operator):
    _prepared(context, checkin_caller, operator)
    with database.engine() as engine, engine.connect() as connection:
        for statement in (
            "UPDATE delivery.delivery_ledger SET reason = 'x'",
            "DELETE FROM delivery.delivery_ledger",
        ):
            with pytest.raises(Exception, match="append-only"), connection.begin():
                connection.execute(text(statement))


def test_every_delivery_row_links_into_one_verified_chain_per_customer(
    context, checkin_caller, operator
):
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}))
    with context.runtime.database.transaction() as session:
        rows = ledger.chain_rows(session, CUSTOMER_ID)
        assert [row.sequence for row in rows] == [1, 2, 3, 4]
        assert rows[0].previous_row_digest == "0" * 64
        assert all(b.previous_row_digest == a.row_digest for a, b in pairwise(rows))
        assert verify_customer_chain(session, CUSTOMER_ID) == (True, None)


def test_after_a_restart_a_prepared_delivery_is_sent_from_its_pinned_bytes_with_no_render(
    database, delivery_secrets, gateway, checkin, context, checkin_caller, operator, telegram
):
    prepared = _prepared(context, checkin_caller, operator)
    (no_expression,) = free_ports(1)  # nothing listens: any expression call would fail
    restarted = create_app(
        delivery_settings(
            database,
            delivery_secrets,
            gateway_port=gateway.port,
            checkin_port=checkin.port,
            expression_port=no_expression,
        )
    ).state.delivery
    report = recover_at_startup(restarted)
    assert report.resumed == [prepared.delivery_id]
    (message,) = telegram.bot_messages(CUSTOMER["chat_id"])
    assert message.text == prepared.body == DAILY_TEXT
    assert restarted.expression.calls == 0
    assert checkin.render_calls == []
    assert current_row(restarted, prepared.delivery_id).state == "delivered"
