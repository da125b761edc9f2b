"""The at-most-once send procedure over real HTTP: concurrency, timeouts, refusals, restarts."""

from __future__ import annotations

import threading

import pytest
from sqlalchemy import text

from services.delivery.app import create_app
from services.delivery.drafts import service as draft_service
from services.delivery.sending import workflow as sending
from services.delivery.sending.recovery import recover_at_startup
from shared.auth.client import ServiceRequestSigner
from tests.delivery.checkin_peer import CUSTOMER, OWNER
from tests.delivery.conftest import delivery_settings, settled
from tests.delivery.factories import (
    DAILY_TEXT,
    current_row,
    customer_sends,
    ok,
    reserve_approved,
    submission,
)
from tests.support.ports import free_ports
from tests.support.servers import loopback_client, serve
from tests.support.services import problem


def _draft(client, key="daily:kim-pilot:2026-12-08") -> str:
    return ok(client.post("/v1/drafts", json=submission(key)), 201)["draft_id"]


def _ledger_states(database, draft_id: str) -> list[tuple[int, str, str | None]]:
    with database.engine() as engine, engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT attempt, state, reason FROM delivery.delivery_ledger "
                "WHERE draft_id = :d ORDER BY sequence"
            ),
            {"d": draft_id},
        ).all()
    return [tuple(row) for row in rows]


def _customer_messages(telegram):
    return telegram.bot_messages(CUSTOMER["chat_id"])


def test_fifty_concurrent_approve_and_send_requests_make_exactly_one_telegram_send(
    delivery_app, checkin_caller, delivery_secrets, telegram, database
):
    draft_id = _draft(checkin_caller)
    barrier = threading.Barrier(50)
    answers: list[int] = []

    def approve_and_send(server_url: str) -> None:
        with loopback_client(
            base_url=server_url,
            auth=ServiceRequestSigner(
                "operator", delivery_secrets.key("operator"), audience="delivery"
            ),
            timeout=60,
        ) as client:
            barrier.wait()
            response = client.post(
                f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}
            )
            answers.append(response.status_code)

    with serve(delivery_app) as server:
        threads = [
            threading.Thread(target=approve_and_send, args=(server.base_url,)) for _ in range(50)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
    assert answers == [200] * 50
    assert len(customer_sends(telegram)) == 1
    assert [m.text for m in _customer_messages(telegram)] == [DAILY_TEXT]
    assert _ledger_states(database, draft_id) == [
        (1, "reserved", None),
        (1, "prepared", None),
        (1, "sending", None),
        (1, "delivered", None),
    ]


def test_a_telegram_timeout_is_unknown_and_never_resent(
    database, delivery_secrets, gateway, checkin, telegram
):
    app = create_app(
        delivery_settings(
            database,
            delivery_secrets,
            gateway_port=gateway.port,
            checkin_port=checkin.port,
            telegram_timeout_seconds=0.5,
        )
    )
    from tests.support.services import signed_client

    with (
        signed_client(app, "checkin", delivery_secrets) as checkin_caller,
        signed_client(app, "operator", delivery_secrets) as operator,
    ):
        # (Richard's review message leaves before the draft's submission is answered)
        draft_id = _draft(settled(checkin_caller, app))
        telegram.delay("sendMessage", 1.5)
        sent = ok(
            operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True})
        )
        (delivery,) = sent["deliveries"]
        assert (delivery["state"], delivery["reason"]) == ("unknown", "timeout")
        for _ in range(3):
            again = ok(operator.post(f"/v1/drafts/{draft_id}/send"))
            assert again["deliveries"][0]["state"] == "unknown"
        telegram.wait_for(lambda: len(_customer_messages(telegram)) == 1, timeout=5)
    assert len(customer_sends(telegram)) == 1
    assert [state for _, state, _ in _ledger_states(database, draft_id)][-1] == "unknown"


def test_waiting_too_long_for_the_gateway_is_unknown_and_richard_reconciles(
    database, delivery_secrets, gateway, checkin, telegram
):
    app = create_app(
        delivery_settings(
            database,
            delivery_secrets,
            gateway_port=gateway.port,
            checkin_port=checkin.port,
            gateway_call_timeout_seconds=0.5,
        )
    )
    from tests.support.services import signed_client

    with (
        signed_client(app, "checkin", delivery_secrets) as checkin_caller,
        signed_client(app, "operator", delivery_secrets) as operator,
    ):
        # (Richard's review message leaves before the draft's submission is answered)
        draft_id = _draft(settled(checkin_caller, app))
        telegram.delay("sendMessage", 1.5)
        sent = ok(
            operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True})
        )
        delivery = sent["deliveries"][0]
        assert (delivery["state"], delivery["reason"]) == ("unknown", "gateway-timeout")
        telegram.wait_for(lambda: len(_customer_messages(telegram)) == 1, timeout=5)
        (message,) = _customer_messages(telegram)
        reconciled = ok(
            operator.post(
                f"/v1/deliveries/{delivery['delivery_id']}/reconcile",
                json={"resolution": "sent_audited", "message_id": message.message_id},
            )
        )
        assert reconciled["state"] == "sent_audited"
        assert reconciled["actor"] == "richard"
        twice = operator.post(
            f"/v1/deliveries/{delivery['delivery_id']}/reconcile",
            json={"resolution": "abandoned"},
        )
        assert problem(twice)["type"].endswith("not-awaiting-reconciliation")
    assert len(customer_sends(telegram)) == 1
    with database.engine() as engine, engine.connect() as connection:
        keys = connection.execute(text("SELECT dedupe_key FROM delivery.outbox")).scalars().all()
    assert f"draft_sent:kim-pilot:{draft_id}" in keys


def test_a_refused_send_waits_prepared_for_richard_and_his_retry_sends_once(
    checkin_caller, operator, telegram, context, database
):
    draft_id = _draft(checkin_caller)  # (Richard's review message leaves at once)
    telegram.fail("sendMessage", 403, "Forbidden: bot was blocked by the user")
    sent = ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}))
    (delivery,) = sent["deliveries"]
    assert (delivery["state"], delivery["attempt"]) == ("prepared", 2)
    assert delivery["reason"] == "telegram-refused:forbidden"
    # Recovery never loops on a refusal: it waits for Richard.
    assert recover_at_startup(context).resumed == []
    assert _customer_messages(telegram) == []
    retried = ok(operator.post(f"/v1/drafts/{draft_id}/send"))
    assert retried["deliveries"][0]["state"] == "delivered"
    assert [m.text for m in _customer_messages(telegram)] == [DAILY_TEXT]
    assert [row[:2] for row in _ledger_states(database, draft_id)] == [
        (1, "reserved"),
        (1, "prepared"),
        (1, "sending"),
        (2, "prepared"),
        (2, "sending"),
        (2, "delivered"),
    ]


def test_an_unreachable_gateway_is_refused_not_unknown(
    database, delivery_secrets, checkin, telegram
):
    (closed_port,) = free_ports(1)
    app = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=closed_port, checkin_port=checkin.port
        )
    )
    from tests.support.services import signed_client

    with (
        signed_client(app, "checkin", delivery_secrets) as checkin_caller,
        signed_client(app, "operator", delivery_secrets) as operator,
    ):
        draft_id = _draft(checkin_caller)
        sent = ok(
            operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True})
        )
    delivery = sent["deliveries"][0]
    assert (delivery["state"], delivery["reason"]) == ("prepared", "gateway-unreachable")


def test_an_unreachable_registry_sends_nothing_and_stays_reserved(
    database, delivery_secrets, gateway, telegram
):
    (closed_port,) = free_ports(1)
    app = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=gateway.port, checkin_port=closed_port
        )
    )
    from tests.support.services import signed_client

    with (
        signed_client(app, "checkin", delivery_secrets) as checkin_caller,
        signed_client(app, "operator", delivery_secrets) as operator,
    ):
        draft_id = _draft(checkin_caller)
        # Without checkin the approval itself fails closed (no safety state: issue 12) ...
        refused = operator.post(
            f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}
        )
        assert refused.status_code == 503
        # ... and a delivery already reserved stays reserved: nothing is sent.
        context = app.state.delivery
        with context.runtime.database.transaction() as session:
            draft_service.approve(session, draft_id, 1, now=context.runtime.clock.now())
        reserved = reserve_approved(context, draft_id)
        row = sending.drive(context, reserved.delivery_id)
        sent = ok(operator.get(f"/v1/drafts/{draft_id}"))
    assert row.state == "reserved"
    assert sent["deliveries"][0]["state"] == "reserved"
    assert customer_sends(telegram) == []


def test_registry_change_between_prepare_and_send_abandons_unsent(
    checkin_caller, operator, checkin, telegram, context, database
):
    draft_id = _draft(checkin_caller)
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1}))
    reserved = reserve_approved(context, draft_id)
    prepared = sending.prepare(context, reserved)
    assert prepared.state == "prepared"
    checkin.change_owner({**OWNER, "topic_id": 9})
    final = sending.drive(context, reserved.delivery_id)
    assert (final.state, final.reason) == ("abandoned", "registry-changed")
    assert customer_sends(telegram) == []


@pytest.mark.parametrize("foreign_boot", [True, False])
def test_a_send_interrupted_by_a_restart_becomes_unknown_and_is_not_resent(
    foreign_boot,
    database,
    delivery_secrets,
    gateway,
    checkin,
    checkin_caller,
    operator,
    context,
    telegram,
):
    draft_id = _draft(checkin_caller)
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1}))
    from services.delivery.ledger.prepared import receipt_of

    reserved = reserve_approved(context, draft_id)
    prepared = sending.prepare(context, reserved)
    live = context.checkin.destinations("kim-pilot")
    pinned, row = sending._claim_sending(context, receipt_of(prepared), live)
    assert pinned is not None and row.state == "sending"
    # The process "dies" here: the gateway was never called or never answered.
    if foreign_boot:
        restarted = create_app(
            delivery_settings(
                database, delivery_secrets, gateway_port=gateway.port, checkin_port=checkin.port
            )
        ).state.delivery
    else:
        restarted = context
    report = recover_at_startup(restarted)
    current = current_row(restarted, row.delivery_id)
    if foreign_boot:
        assert report.interrupted == 1
        assert (current.state, current.reason) == ("unknown", "interrupted-by-restart")
    else:  # our own in-flight send is not someone else's crash
        assert report.interrupted == 0 and current.state == "sending"
    assert customer_sends(telegram) == []


def test_the_deliveries_list_refuses_an_unknown_state(operator):
    for state in ("nonsense", "\x00"):
        response = operator.get("/v1/deliveries", params={"state": state})
        assert response.status_code == 422, state  # "\x00" was a 500, "nonsense" a 200
    assert operator.get("/v1/deliveries", params={"state": "unknown"}).status_code == 200
