"""AC13 across services: a withdrawn customer's data leaves checkin, delivery and the gateway
through one command, each service's step refused until checkin has erased, each leaving a
tombstone without customer data, and nothing of the other customer touched.

The customer has everything the pilot makes: a weekly summary reviewed by Richard and sent,
a nutrition card published and decided (its decision relayed), scheduler tasks, a weekly
run's results, outbox rows, and a consent acknowledgement given in Telegram. Every table of
both schemas is scanned for the customer id (``information_schema``), so a table added later
is caught. The gateway's send records name no customer, only chats: those to the customer's
own chat go, those to Richard's chat, to the other customer and to a trainer chat the other
customer shares stay. Everything runs over real HTTP on one pilot clock and one real Postgres.
"""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import text

from services.delivery.cards.texts import menu_text
from services.withdrawal import StepFailed, erase_everywhere
from shared.clock import ManualClock
from shared.http.peers import PeerClients
from shared.settings import ServiceDirectory
from shared.topology import ServiceName
from tests.checkin import factories
from tests.checkin import nutrition_support as ns
from tests.checkin.flows import kst_noon
from tests.delivery.factories import submission
from tests.integration.chat import Chat
from tests.integration.stack import (
    CUSTOMER_CHAT,
    CUSTOMER_ID,
    OWNER,
    OWNER_CHAT,
    TRAINER_CHAT,
    TRAINER_TOPIC,
    Stack,
    ok,
    wait_for_review,
)
from tests.support.services import problem

pytestmark = pytest.mark.slow
REPORT_DAY = ns.REPORT_DAY[2]
OTHER_ID = "lee-other"
OTHER_CHAT = 810002
SCHEMAS: tuple[ServiceName, ...] = ("delivery", "gateway")
ERASE = "/v1/admin/customers/{}/erase"


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(kst_noon(REPORT_DAY))


# ---------------------------------------------------------------- what the customers leave


def _press(stack: Stack, callback: str, message_id: int | None = None) -> dict[str, Any]:
    press = {**OWNER, "callback_data": callback, "message_id": message_id}
    answer: dict[str, Any] = ok(
        stack.to_delivery("gateway").post("/v1/operator/actions", json=press)
    )
    return answer


def _buttons(stack: Stack, message_id: int) -> dict[str, str]:
    (message,) = [m for m in stack.telegram.bot_messages(OWNER_CHAT) if m.message_id == message_id]
    return {b["text"]: b["callback_data"] for row in message.buttons() for b in row}


def _the_pilot_week(stack: Stack) -> None:
    """The scheduler's tick on report day: a weekly summary Richard approves (sent to the
    customer) and a nutrition card he opens and approves (relayed to checkin)."""
    checkin = stack.to_checkin("operator")
    delivery = stack.to_delivery("operator")
    ok(checkin.put(f"{ns.NUTRITION}/policy", json={"baseline_kcal": 2200}))
    ns.record_week(stack.checkin, ns.WEEK_1, [80.0, 80.1, 79.9, 80.0, 80.0])
    ns.record_week(stack.checkin, ns.WEEK_2, [80.0, 79.9, 80.0, 79.9, 80.0])
    tick = ok(delivery.post("/v1/scheduler/tick", json={"kst_date": REPORT_DAY.isoformat()}))
    assert tick["drafted"] == [f"weekly:{CUSTOMER_ID}:2"]
    (summary,) = ok(delivery.get("/v1/drafts", params={"customer_id": CUSTOMER_ID}))
    assert _press(stack, f"draft:{summary['draft_id']}:1:approve")["outcome"] == "sent"
    assert stack.telegram.bot_messages(CUSTOMER_CHAT)
    (menu,) = [
        m for m in stack.telegram.bot_messages(OWNER_CHAT) if m.text == menu_text(CUSTOMER_ID)
    ]
    ((open_button,),) = menu.buttons()
    assert _press(stack, open_button["callback_data"], menu.message_id)["outcome"] == "published"
    assert _press(stack, _buttons(stack, menu.message_id)["승인"])["outcome"] == "approve"
    ok(delivery.post("/v1/outbox/relay"))


def _consent_in_telegram(stack: Stack) -> None:
    who: dict[str, Any] = factories.CUSTOMER
    customer = Chat(stack.telegram, stack.secrets, stack.gateway, **who)
    customer.say("안녕하세요")
    customer.press("consent:agree")


def _send(stack: Stack, reservation_id: str, chat_id: int, topic_id: int | None = None) -> None:
    message = {"reservation_id": reservation_id, "chat_id": chat_id, "topic_id": topic_id}
    gateway = stack.client(stack.gateway.base_url, "delivery", "gateway")
    ok(gateway.post("/internal/send", json={**message, "text": "안녕하세요"}))


def _the_other_customer(stack: Stack) -> None:
    """A second, registered customer with a draft in delivery and an acknowledgement, whose
    trainer works in the same group topic as the first customer's (another person there),
    and messages sent to both chats."""
    trainer = factories.triple(910002, TRAINER_CHAT, TRAINER_TOPIC)
    other = factories.draft(customer=factories.triple(OTHER_CHAT), trainer=trainer)
    ok(stack.to_checkin("operator").put(f"/v1/admin/customers/{OTHER_ID}", json=other))
    _send(stack, "other-customer.1", OTHER_CHAT)
    _send(stack, "shared-trainer-topic.1", TRAINER_CHAT, TRAINER_TOPIC)
    draft = submission(f"daily:{OTHER_ID}:2026-12-18", customer_id=OTHER_ID)
    assert stack.to_delivery("checkin").post("/v1/drafts", json=draft).status_code == 201
    with stack.database.engine() as engine, engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO gateway.consent_acknowledgement "
                "(customer_id, consent_version, acknowledged_at) VALUES (:id, 'v1', now())"
            ),
            {"id": OTHER_ID},
        )


def mentions(stack: Stack, needle: str) -> dict[str, int]:
    """Rows of every table of both schemas whose text mentions ``needle``, by table."""
    found = {}
    with stack.database.engine() as engine, engine.connect() as connection:  # superuser
        tables = connection.execute(
            text(
                "SELECT table_schema, table_name FROM information_schema.tables "
                "WHERE table_schema = ANY(:schemas) AND table_type = 'BASE TABLE'"
            ),
            {"schemas": list(SCHEMAS)},
        ).all()
        for schema, name in tables:
            count = connection.execute(
                text(f'SELECT count(*) FROM "{schema}"."{name}" AS row WHERE row::text LIKE :n'),
                {"n": f"%{needle}%"},
            ).scalar_one()
            if count:
                found[f"{schema}.{name}"] = count
    return found


def sends(stack: Stack) -> dict[str, tuple[int, int | None, str]]:
    """The gateway's send records: reservation id -> (chat, topic, state)."""
    with stack.database.engine() as engine, engine.connect() as connection:
        rows = connection.execute(
            text("SELECT reservation_id, chat_id, topic_id, state FROM gateway.outbound_send")
        )
        return {row.reservation_id: (row.chat_id, row.topic_id, row.state) for row in rows}


def _to_the_customer(stack: Stack) -> dict[str, tuple[int, int | None, str]]:
    return {k: v for k, v in sends(stack).items() if v[0] == CUSTOMER_CHAT}


def _set_send_state(stack: Stack, reservation_id: str, state: str) -> None:
    with stack.database.engine() as engine, engine.begin() as connection:
        connection.execute(
            text("UPDATE gateway.outbound_send SET state = :state WHERE reservation_id = :id"),
            {"state": state, "id": reservation_id},
        )


def tombstones(stack: Stack, schema: str) -> list[str]:
    with stack.database.engine() as engine, engine.connect() as connection:
        rows = connection.execute(text(f'SELECT row::text FROM "{schema}".erasure_tombstone row'))
        return [str(value) for value in rows.scalars()]


@pytest.fixture
def pilot(stack) -> Stack:
    _the_pilot_week(stack)
    _consent_in_telegram(stack)
    _the_other_customer(stack)
    return stack


def _erase_in_checkin(stack: Stack) -> None:
    checkin = stack.to_checkin("operator")
    ok(checkin.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={"reason": "withdrawal"}))
    ok(checkin.post(ERASE.format(CUSTOMER_ID), json={"confirm": CUSTOMER_ID}))


def _erase(stack: Stack, service: ServiceName) -> Any:
    base = {
        "delivery": f"http://127.0.0.1:{stack.delivery_port}",
        "gateway": stack.gateway.base_url,
    }
    client = stack.client(base[service], "operator", service)
    return client.post(ERASE.format(CUSTOMER_ID), json={"confirm": CUSTOMER_ID})


def _peers(stack: Stack) -> PeerClients:
    directory = ServiceDirectory.model_validate(
        {
            "checkin": {"port": stack.checkin.port},
            "delivery": {"port": stack.delivery_port},
            "gateway": {"port": stack.gateway.port},
        }
    )
    return PeerClients(
        caller="operator",
        key=stack.secrets.key("operator"),
        directory=directory,
        clock=stack.clock,
    )


# ---------------------------------------------------------------- the tests


def test_the_erasure_leaves_no_row_that_mentions_the_customer_in_any_service(pilot):
    before = mentions(pilot, CUSTOMER_ID)
    # what the pilot left behind, so the scan below could fail
    assert {
        "delivery.draft",
        "delivery.delivery_ledger",
        "delivery.chain_head",
        "delivery.draft_review",
        "delivery.scheduled_task",
        "delivery.operator_card",
        "delivery.card_publication",
        "delivery.outbox",
        "delivery.weekly_run",
        "gateway.consent_acknowledgement",
    } <= set(before)
    other_before = mentions(pilot, OTHER_ID)
    to_customer = _to_the_customer(pilot)
    assert to_customer  # the weekly summary Richard approved
    kept = {key: send for key, send in sends(pilot).items() if key not in to_customer}
    assert {chat for chat, _, _ in kept.values()} == {OWNER_CHAT, OTHER_CHAT, TRAINER_CHAT}
    ok(
        pilot.to_checkin("operator").post(
            f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={"reason": "withdrawal"}
        )
    )
    lines: list[str] = []
    peers = _peers(pilot)
    try:
        erase_everywhere(peers, CUSTOMER_ID, confirm=CUSTOMER_ID, echo=lines.append)
    finally:
        peers.close()
    assert [line.split(" - ")[0] for line in lines] == [
        "checkin: erased",
        "delivery: erased",
        "gateway: erased",
        f"{CUSTOMER_ID}: erased in every service",
    ]
    assert mentions(pilot, CUSTOMER_ID) == {}
    assert mentions(pilot, str(CUSTOMER_CHAT)) == {}  # the Telegram chat id identifies them
    assert mentions(pilot, OTHER_ID) == other_before
    # Richard's review and card messages, the other customer's, the shared trainer topic's
    assert sends(pilot) == kept
    for schema in SCHEMAS:
        (tombstone,) = tombstones(pilot, schema)
        assert CUSTOMER_ID not in tombstone and str(CUSTOMER_CHAT) not in tombstone
    # the other customer's draft is still there as it was
    (other,) = ok(pilot.to_delivery("operator").get("/v1/drafts", params={"customer_id": OTHER_ID}))
    assert other["status"] == "pending"


def test_delivery_and_the_gateway_refuse_until_checkin_has_erased(pilot):
    before = mentions(pilot, CUSTOMER_ID)
    ok(pilot.to_checkin("operator").post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={}))
    for service in SCHEMAS:
        refused = _erase(pilot, service)
        assert refused.status_code == 409
        assert problem(refused)["type"].endswith(":customer-not-erased")
    assert mentions(pilot, CUSTOMER_ID) == before
    assert tombstones(pilot, "delivery") == tombstones(pilot, "gateway") == []


def test_a_send_with_an_unknown_outcome_stops_the_erasure_until_richard_reconciles(stack):
    delivery = stack.to_delivery("operator")
    draft = submission(f"daily:{CUSTOMER_ID}:2026-12-18")
    draft_id = ok(stack.to_delivery("checkin").post("/v1/drafts", json=draft))["draft_id"]
    assert wait_for_review(stack, draft_id) == "sent"  # Richard's review first (ADR 0068)
    stack.telegram.fail("sendMessage", 502, "Bad Gateway")  # the answer says nothing certain
    approved = ok(
        delivery.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True})
    )
    (sent,) = approved["deliveries"]
    assert sent["state"] == "unknown"
    _erase_in_checkin(stack)
    refused = _erase(stack, "delivery")
    assert refused.status_code == 409
    body = problem(refused)
    assert body["type"].endswith(":delivery-in-flight")
    assert body["in_flight"] == [
        {"kind": "delivery", "id": sent["delivery_id"], "state": "unknown"}
    ]
    assert "delivery.draft" in mentions(stack, CUSTOMER_ID)  # nothing half-written
    ok(
        delivery.post(
            f"/v1/deliveries/{sent['delivery_id']}/reconcile", json={"resolution": "abandoned"}
        )
    )
    # Richard's review message of that draft on its way right now (as a crash leaves it)
    with stack.database.engine() as engine, engine.begin() as connection:
        connection.execute(text("UPDATE delivery.draft_review SET state = 'sending'"))
    assert problem(_erase(stack, "delivery"))["in_flight"] == [
        {"kind": "review", "id": f"{draft_id}.r1", "state": "sending"}
    ]
    with stack.database.engine() as engine, engine.begin() as connection:
        connection.execute(text("UPDATE delivery.draft_review SET state = 'sent'"))
    ok(_erase(stack, "delivery"))
    assert not [table for table in mentions(stack, CUSTOMER_ID) if table.startswith("delivery.")]


def test_a_card_menu_or_refusal_notice_on_its_way_stops_the_erasure(pilot):
    _erase_in_checkin(pilot)
    with pilot.database.engine() as engine, engine.begin() as connection:
        (card_id,) = connection.execute(
            text("SELECT card_id FROM delivery.operator_card WHERE customer_id = :id"),
            {"id": CUSTOMER_ID},
        ).one()
        connection.execute(text("UPDATE delivery.operator_card SET menu_state = 'sending'"))
    before = mentions(pilot, CUSTOMER_ID)
    assert problem(_erase(pilot, "delivery"))["in_flight"] == [
        {"kind": "card_menu", "id": card_id, "state": "sending"}
    ]
    with pilot.database.engine() as engine, engine.begin() as connection:
        connection.execute(
            text("UPDATE delivery.operator_card SET menu_state = 'sent', notice_state = 'sending'")
        )
    assert problem(_erase(pilot, "delivery"))["in_flight"] == [
        {"kind": "card_notice", "id": card_id, "state": "sending"}
    ]
    assert mentions(pilot, CUSTOMER_ID) == before  # nothing half-written
    with pilot.database.engine() as engine, engine.begin() as connection:
        connection.execute(text("UPDATE delivery.operator_card SET notice_state = NULL"))
    ok(_erase(pilot, "delivery"))
    assert not [table for table in mentions(pilot, CUSTOMER_ID) if table.startswith("delivery.")]


def test_a_second_erasure_answers_the_same_tombstone(pilot):
    to_customer = len(_to_the_customer(pilot))
    _erase_in_checkin(pilot)
    for service in SCHEMAS:
        first = ok(_erase(pilot, service))
        after_first = sends(pilot)
        assert ok(_erase(pilot, service)) == first
        assert len(tombstones(pilot, service)) == 1
        assert sends(pilot) == after_first
    assert first["summary"]["rows_erased"] == {
        "consent_acknowledgement": 1,
        "outbound_send": to_customer,
    }


def test_the_gateway_refuses_until_delivery_has_erased_too(pilot):
    _erase_in_checkin(pilot)
    before = sends(pilot)
    refused = _erase(pilot, "gateway")
    assert refused.status_code == 409
    body = problem(refused)
    assert body["type"].endswith(":customer-not-erased") and body["service"] == "delivery"
    assert sends(pilot) == before and tombstones(pilot, "gateway") == []
    # delivery's answer to "erased?" is its tombstone, for the operator and the gateway only
    erasure = f"/v1/admin/customers/{CUSTOMER_ID}/erasure"
    assert problem(pilot.to_delivery("gateway").get(erasure))["status"] == 404
    assert problem(pilot.to_delivery("checkin").get(erasure))["status"] == 403
    tombstone = ok(_erase(pilot, "delivery"))
    assert ok(pilot.to_delivery("gateway").get(erasure)) == tombstone
    ok(_erase(pilot, "gateway"))


def test_a_send_still_on_its_way_to_a_chat_no_longer_registered_stops_the_gateway(pilot):
    _erase_in_checkin(pilot)
    ok(_erase(pilot, "delivery"))
    ((open_send, _),) = list(_to_the_customer(pilot).items())[:1]
    _set_send_state(pilot, open_send, "sending")
    # one to Richard's chat, still in use, does not stop it
    (owner_send,) = [k for k, (chat, _, _) in sends(pilot).items() if chat == OWNER_CHAT][:1]
    _set_send_state(pilot, owner_send, "sending")
    before = sends(pilot)
    refused = _erase(pilot, "gateway")
    assert refused.status_code == 409
    body = problem(refused)
    assert body["type"].endswith(":send-in-flight")
    assert body["in_flight"] == [{"reservation_id": open_send, "state": "sending"}]
    assert sends(pilot) == before  # nothing half-written
    assert "gateway.consent_acknowledgement" in mentions(pilot, CUSTOMER_ID)
    assert tombstones(pilot, "gateway") == []
    _set_send_state(pilot, open_send, "unknown")  # settled: nothing more can happen to it
    ok(_erase(pilot, "gateway"))
    assert _to_the_customer(pilot) == {}
    assert sends(pilot)[owner_send][2] == "sending"


def test_the_gateway_erases_nothing_while_checkin_cannot_answer(pilot):
    _erase_in_checkin(pilot)
    ok(_erase(pilot, "delivery"))
    before = sends(pilot)
    pilot.stop_checkin()
    refused = _erase(pilot, "gateway")
    assert refused.status_code == 503
    assert problem(refused)["type"].endswith(":checkin-unavailable")
    assert sends(pilot) == before
    assert "gateway.consent_acknowledgement" in mentions(pilot, CUSTOMER_ID)
    assert tombstones(pilot, "gateway") == []
    pilot.start_checkin()
    ok(_erase(pilot, "gateway"))
    assert _to_the_customer(pilot) == {}


def test_the_command_stops_at_the_failed_step_and_a_second_run_completes_it(pilot):
    ok(pilot.to_checkin("operator").post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={}))
    assert pilot.delivery is not None
    pilot.delivery.stop()
    lines: list[str] = []
    peers = _peers(pilot)
    try:
        with pytest.raises(StepFailed) as failed:
            erase_everywhere(peers, CUSTOMER_ID, confirm=CUSTOMER_ID, echo=lines.append)
        assert failed.value.step == "delivery"
        assert "delivery is not reachable" in failed.value.message
        (checkin_done,) = lines
        assert checkin_done.startswith("checkin: erased - tombstone ")
        # the gateway was not tried: its acknowledgement is still there
        assert "gateway.consent_acknowledgement" in mentions(pilot, CUSTOMER_ID)

        pilot.start_delivery()
        lines.clear()
        erase_everywhere(peers, CUSTOMER_ID, confirm=CUSTOMER_ID, echo=lines.append)
    finally:
        peers.close()
    assert lines[0] == checkin_done  # checkin's step answers its one tombstone again
    assert [line.split(" - ")[0] for line in lines[1:]] == [
        "delivery: erased",
        "gateway: erased",
        f"{CUSTOMER_ID}: erased in every service",
    ]
    assert mentions(pilot, CUSTOMER_ID) == {}
