"""``load_prepared`` and the hash chain: pinned bytes or a hard stop, and restart recovery."""

from __future__ import annotations

from dataclasses import asdict, replace
from datetime import UTC, datetime
from itertools import pairwise

import pytest
from sqlalchemy import text

from services.delivery.app import create_app
from services.delivery.console import views as console_views
from services.delivery.ledger import repository as ledger
from services.delivery.ledger import rules as ledger_rules
from services.delivery.ledger.prepared import (
    ChainProblem,
    PreparedMaterialError,
    load_prepared,
    receipt_of,
    verify_chain_rows,
    verify_customer_chain,
)
from services.delivery.sending import service as steps
from services.delivery.sending import workflow as sending
from services.delivery.sending.recovery import recover_at_startup
from shared.hashchain import verify_chain
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
        head = ledger.lock_chain(session, "delivery", row.customer_id)
        return load_prepared(session, receipt_of(row), head=head, config_pin=context.config_pin)


def _head(session) -> ledger.ChainHead:
    return ledger.lock_chain(session, "delivery", CUSTOMER_ID)


def _verified(context) -> ChainProblem | None:
    """The send path's verification of the customer's chain, under its chain lock."""
    with context.runtime.database.transaction() as session:
        return verify_customer_chain(session, CUSTOMER_ID, head=_head(session))


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
        head = _head(session)
        with pytest.raises(PreparedMaterialError, match="body digest"):
            load_prepared(session, forged, head=head, config_pin=context.config_pin)
        stale = replace(receipt_of(prepared), prepared_row_digest="f" * 64)
        with pytest.raises(PreparedMaterialError, match="differs from the receipt"):
            load_prepared(session, stale, head=head, config_pin=context.config_pin)


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
    assert _verified(context) == ChainProblem("broken_link", 1)
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
        assert verify_customer_chain(session, CUSTOMER_ID, head=_head(session)) is None


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


def _sent_days(checkin_caller, operator, days: int) -> None:
    for day in range(days):
        key = f"daily:kim-pilot:2026-12-{9 + day:02d}"
        draft_id = ok(checkin_caller.post("/v1/drafts", json=submission(key)), 201)["draft_id"]
        ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}))


def _rewrite(database, statement: str, **values: object) -> None:
    """Change the ledger around the append-only trigger, as an attacker with the owner could."""
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(text("ALTER TABLE delivery.delivery_ledger DISABLE TRIGGER USER"))
        connection.execute(text(statement), values)
        connection.execute(text("ALTER TABLE delivery.delivery_ledger ENABLE TRIGGER USER"))


def _redigested_actor_edit(context, sequence: int) -> dict[str, object]:
    """Row ``sequence`` with another actor and its own digest recomputed to match the edit."""
    with context.runtime.database.transaction() as session:
        row = ledger.chain_rows(session, CUSTOMER_ID)[sequence - 1]
    edited = replace(row, actor="someone")
    document = ledger_rules.chain_row(
        edited,
        row.sequence,
        row.previous_row_digest,
        digest_version=row.digest_version,
        stored_receipt_digest=row.receipt_digest,
    )
    return {"sequence": sequence, "digest": document["row_digest"]}


# Sequence 6 is the middle of three sends (four rows each): the second send's ``prepared``
# row, the one with a body and a destination. Each edit is caught at the row it names, by
# its own ``sequence`` (a gap: row 7, whose link points at the removed row 6; a swap: the
# row now at sequence 5).
MIDDLE_TAMPERING = {
    "a field": ("UPDATE delivery.delivery_ledger SET actor = 'someone' WHERE sequence = 6", 6),
    "the pinned body": (
        "UPDATE delivery.delivery_ledger SET body = body || '!' WHERE sequence = 6",
        6,
    ),
    "the destination": (
        "UPDATE delivery.delivery_ledger SET destination = jsonb_set(destination, "
        "'{chat_id}', '1') WHERE sequence = 6",
        6,
    ),
    "a gap": ("DELETE FROM delivery.delivery_ledger WHERE sequence = 6", 7),
    "two rows swapped": (
        "UPDATE delivery.delivery_ledger SET sequence = CASE sequence WHEN 5 THEN -6 "
        "ELSE -5 END WHERE sequence IN (5, 6); "
        "UPDATE delivery.delivery_ledger SET sequence = -sequence WHERE sequence < 0",
        5,
    ),
}


@pytest.mark.parametrize("tampering", sorted(MIDDLE_TAMPERING))
def test_a_tampered_middle_row_or_a_gap_hard_stops_the_next_send(
    tampering, database, context, checkin_caller, operator, telegram
):
    _sent_days(checkin_caller, operator, 3)
    prepared = _prepared(context, checkin_caller, operator)  # sequences 13 and 14
    sent_before = len(customer_sends(telegram))
    statement, broken_sequence = MIDDLE_TAMPERING[tampering]
    for part in statement.split("; "):
        _rewrite(database, part)
    assert _verified(context) == ChainProblem("broken_link", broken_sequence)
    with pytest.raises(PreparedMaterialError) as refused:
        sending.drive(context, prepared.delivery_id)
    assert refused.value.chain_ok is False
    assert refused.value.reason == f"chain broken at sequence {broken_sequence}"
    assert current_row(context, prepared.delivery_id).state == "prepared"
    assert len(customer_sends(telegram)) == sent_before


def test_an_edited_row_whose_own_digest_was_recomputed_breaks_the_next_link(
    database, context, checkin_caller, operator
):
    _sent_days(checkin_caller, operator, 3)
    _rewrite(
        database,
        "UPDATE delivery.delivery_ledger SET actor = 'someone', row_digest = :digest "
        "WHERE sequence = :sequence",
        **_redigested_actor_edit(context, 6),
    )
    with context.runtime.database.transaction() as session:
        rows = ledger.chain_rows(session, CUSTOMER_ID)
        assert verify_chain([row.chain_document() for row in rows[:6]]).ok  # row 6 itself
        assert verify_customer_chain(session, CUSTOMER_ID, head=_head(session)) == (
            ChainProblem("broken_link", 7)  # its previous digest is row 6's old one
        )
        assert verify_chain([row.chain_document() for row in rows]).reason == (
            "previous_digest_mismatch"
        )


def _prepared_then_another_at_the_end(context, checkin_caller, operator):
    """Two sends (rows 1-8), a prepared delivery (9, 10), then another one (11, 12) after it."""
    _sent_days(checkin_caller, operator, 2)
    prepared = _prepared(context, checkin_caller, operator)
    key = "daily:kim-pilot:2026-12-20"
    later = ok(checkin_caller.post("/v1/drafts", json=submission(key)), 201)["draft_id"]
    ok(operator.post(f"/v1/drafts/{later}/approve", json={"revision": 1}))
    assert sending.prepare(context, reserve_approved(context, later)).sequence == 12
    return prepared


# Rows removed from the end still link: only the head row the next append would link to
# shows them gone.
END_TRUNCATION = {
    "the last row": ("DELETE FROM delivery.delivery_ledger WHERE sequence = 12", 11),
    "the last two rows": ("DELETE FROM delivery.delivery_ledger WHERE sequence >= 11", 10),
}


@pytest.mark.parametrize("truncation", sorted(END_TRUNCATION))
def test_rows_deleted_from_the_end_hard_stop_the_next_send(
    truncation, database, context, checkin_caller, operator, telegram
):
    prepared = _prepared_then_another_at_the_end(context, checkin_caller, operator)
    sent_before = len(customer_sends(telegram))
    statement, last = END_TRUNCATION[truncation]
    _rewrite(database, statement)
    with context.runtime.database.transaction() as session:
        assert verify_chain(
            [row.chain_document() for row in ledger.chain_rows(session, CUSTOMER_ID)]
        ).ok
    assert _verified(context) == ChainProblem("head_mismatch", last, 12)
    with pytest.raises(PreparedMaterialError) as refused:
        sending.drive(context, prepared.delivery_id)
    assert refused.value.chain_ok is False
    assert refused.value.reason == (
        f"chain's last row (sequence {last}) does not match its head (sequence 12)"
    )
    assert current_row(context, prepared.delivery_id).state == "prepared"
    assert len(customer_sends(telegram)) == sent_before
    with context.runtime.database.transaction() as session:
        (chain,) = console_views.audit(session)["chains"]
    assert (chain["delivery_ok"], chain["delivery_problem"]) == (
        False,
        f"마지막 행(순서 {last})이 기록된 체인 끝(순서 12)과 맞지 않습니다",
    )


HEAD_MOVES = {
    "ahead of the chain": "UPDATE delivery.chain_head SET head_sequence = head_sequence + 1",
    "to another digest": "UPDATE delivery.chain_head SET head_digest = repeat('a', 64)",
}


@pytest.mark.parametrize("move", sorted(HEAD_MOVES))
def test_a_head_row_that_is_not_the_last_row_hard_stops_the_next_send(
    move, database, context, checkin_caller, operator, telegram
):
    prepared = _prepared_then_another_at_the_end(context, checkin_caller, operator)
    sent_before = len(customer_sends(telegram))
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(
            text(f"{HEAD_MOVES[move]} WHERE chain = 'delivery' AND customer_id = :customer"),
            {"customer": CUSTOMER_ID},
        )
    with context.runtime.database.transaction() as session:
        head = _head(session)
    assert _verified(context) == ChainProblem("head_mismatch", 12, head.sequence)
    with pytest.raises(PreparedMaterialError) as refused:
        sending.drive(context, prepared.delivery_id)
    assert refused.value.chain_ok is False
    assert current_row(context, prepared.delivery_id).state == "prepared"
    assert len(customer_sends(telegram)) == sent_before


def test_a_sound_chain_ends_at_its_head_and_the_next_send_goes_through(
    context, checkin_caller, operator, telegram
):
    prepared = _prepared_then_another_at_the_end(context, checkin_caller, operator)
    with context.runtime.database.transaction() as session:
        assert _head(session) == ledger.ChainHead(
            12, ledger.chain_rows(session, CUSTOMER_ID)[-1].row_digest
        )
    assert _verified(context) is None
    sent_before = len(customer_sends(telegram))
    assert sending.drive(context, prepared.delivery_id).state == "delivered"
    assert len(customer_sends(telegram)) == sent_before + 1
    assert _verified(context) is None


def test_an_empty_chain_must_be_at_a_new_head():
    assert verify_chain_rows([], head=ledger.NEW_CHAIN_HEAD) is None
    assert verify_chain_rows([], head=ledger.ChainHead(3, "a" * 64)) == ChainProblem(
        "head_mismatch", 0, 3
    )


def test_a_renumbered_chain_that_still_links_is_refused_as_a_gap():
    # Links alone cannot see a chain that starts at 2: each row's sequence is digested, so
    # such a chain can only be written whole, and the contiguity check refuses it.
    fields = ledger_rules.LedgerFields(
        customer_id="gap-customer",
        delivery_id="gap.send",
        attempt=1,
        state="reserved",
        purpose="customer_message",
        draft_id="gap",
        draft_revision=1,
        task_key=None,
        reason=None,
        actor="richard",
        body=None,
        body_digest="b" * 64,
        destination=None,
        destination_digest=None,
        registry_revision=None,
        config_pin="c" * 64,
        receipt=None,
        boot_id=None,
        recorded_at=datetime(2026, 12, 8, tzinfo=UTC),
    )
    stored = ledger.LedgerRow(
        **asdict(fields),
        id=1,
        sequence=2,
        previous_row_digest="0" * 64,
        row_digest=ledger_rules.chain_row(fields, 2, "0" * 64)["row_digest"],
        digest_version=ledger_rules.DIGEST_VERSION,
        receipt_digest=None,
        redacted_at=None,
    )
    assert verify_chain([stored.chain_document()]).ok
    at_row = ledger.ChainHead(2, stored.row_digest)
    assert verify_chain_rows([stored], head=at_row) == ChainProblem("sequence_gap")
    assert str(ChainProblem("sequence_gap")) == "chain sequence has gaps"


def test_the_console_audit_reads_each_chain_once_and_names_a_broken_middle_row(
    database, context, checkin_caller, operator
):
    _sent_days(checkin_caller, operator, 3)
    _rewrite(database, "UPDATE delivery.delivery_ledger SET reason = 'x' WHERE sequence = 6")
    with context.runtime.database.transaction() as session:
        (chain,) = console_views.audit(session)["chains"]
    assert chain["delivery_ok"] is False
    assert chain["delivery_problem"] == "순서 6번 행에서 해시 연결이 끊겼습니다"  # not 5
    assert chain["delivery_rows"] == 12
