"""``/diag_approve`` records the test draft in delivery exactly like an ordinary approval:
approved at its revision, then dispatched, with ``draft_approved`` and - once the host holds
the test bot's receipt - ``draft_sent`` in the test customer's stream. Delivery writes no
ledger row and sends nothing itself; a repeat sends nothing and records nothing twice; an
ordinary customer's draft cannot be recorded this way (real services, real Postgres)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from services.delivery.console.texts import HOST_SEND_OUTCOMES
from services.diagnostics.sessions import repository as sessions
from shared.clock import ManualClock
from tests.checkin import factories
from tests.checkin.factories import START
from tests.checkin.flows import F_NORMAL_1, kst_noon, run_checkin
from tests.delivery.console_support import browser, console_token, log_in
from tests.diagnostics.host_support import (
    Parking,
    RecordingTransport,
    candidate,
    diagnostics_app,
    host_of,
)
from tests.diagnostics.sessions_support import rows, spec_document
from tests.diagnostics.stack import (
    CUSTOMER_ID,
    make_secrets,
    pick_ports,
    register_test_customer,
    running_services,
    seed_delivered_check_in,
)
from tests.fakes.telegram import TEST_BOT_ID, fake_telegram
from tests.integration.chat import Chat
from tests.integration.stack import wait_for
from tests.support.services import problem

pytestmark = pytest.mark.slow

TEST_BOT_TOKEN_2 = "7000000002:a-second-fake-bot-for-diagnostics"
TEST_CUSTOMER = "diag-test-customer"
OWNER_USER, GROUP = 424242, -1009000000001


class _Gateway:
    def __init__(self, port: int) -> None:
        self.base_url = f"http://127.0.0.1:{port}"


@pytest.fixture
def stack(database, tmp_path):
    secrets = make_secrets(tmp_path / "secrets")
    (secrets.directory / "telegram-test-bot-token").write_text(TEST_BOT_TOKEN_2 + "\n")
    clock = ManualClock(kst_noon(START))
    with (
        fake_telegram() as telegram,
        running_services(database, secrets, telegram, pick_ports(), tmp_path, clock) as services,
    ):
        register_test_customer(services, START)
        with services.client("diagnostics", "operator") as owner_cli:
            opened = owner_cli.post("/v1/sessions", json={"spec": spec_document()})
            assert opened.status_code == 201, opened.text
        gateway = _Gateway(services.ports["gateway"])
        topic = Chat(telegram, services.secrets, gateway, OWNER_USER, GROUP, 59)  # type: ignore[arg-type]
        topic.say("/diag_activate 1")
        assert "active (세대 2)" in topic.texts()[-1]
        yield services, telegram, topic


def _test_draft(services) -> dict[str, Any]:
    with services.client("checkin", "gateway") as turns:
        run_checkin(turns, TEST_CUSTOMER, F_NORMAL_1)
    with services.client("delivery", "operator") as delivery:
        (draft,) = wait_for(
            lambda: delivery.get("/v1/drafts", params={"customer_id": TEST_CUSTOMER}).json()
        )
    return draft


def _draft_events(services) -> list[dict[str, Any]]:
    """The test customer's ``draft_*`` events in checkin, after one delivery relay pass."""
    with services.client("delivery", "operator") as delivery:
        assert delivery.post("/v1/outbox/relay").status_code == 200
    with services.client("checkin", "operator") as checkin:
        events = checkin.get(f"/audit/customers/{TEST_CUSTOMER}/events").json()
    return [e for e in events if e["event_type"].startswith("draft_")]


def test_diag_approve_records_the_draft_approved_and_sent_like_an_ordinary_approval(stack):
    services, telegram, topic = stack
    draft = _test_draft(services)
    assert draft["status"] == "pending"

    topic.say(f"/diag_approve {draft['draft_id']}")
    reply = topic.texts()[-1]
    assert reply.startswith("테스트 봇으로 보냈습니다 (메시지 ")
    (sent,) = telegram.bot_messages(GROUP, 61)
    assert reply == f"테스트 봇으로 보냈습니다 (메시지 {sent.message_id})."

    with services.client("delivery", "operator") as delivery:
        recorded = delivery.get(f"/v1/drafts/{draft['draft_id']}").json()
        ordinary_rows = delivery.get("/v1/deliveries").json()
    assert (recorded["status"], recorded["approved_revision"]) == ("dispatched", 1)
    assert recorded["deliveries"] == []  # delivery reserved and sent nothing itself
    assert not [r for r in ordinary_rows if r["customer_id"] == TEST_CUSTOMER]
    events = _draft_events(services)
    assert [e["event_type"] for e in events] == ["draft_created", "draft_approved", "draft_sent"]
    assert events[1]["payload"]["approved_revision"] == 1
    assert events[2]["payload"]["delivery_message_id"] == sent.message_id
    assert events[2]["payload"]["text"] == recorded["text"] == sent.text

    # Never twice: the repeat is the host's duplicate, nothing sent, nothing recorded again.
    topic.say(f"/diag_approve {draft['draft_id']}")
    assert topic.texts()[-1] == "이미 처리된 전송입니다."
    assert len(telegram.bot_messages(GROUP, 61)) == 1
    assert _draft_events(services) == events
    # The dispatched draft is no longer Richard's to approve, edit or send in delivery.
    with services.client("delivery", "operator") as delivery:
        for path, body in (
            ("approve", {"revision": 1, "send": True}),
            ("revisions", {"base_revision": 1, "text": "다른 문장입니다."}),
        ):
            assert (
                delivery.post(f"/v1/drafts/{draft['draft_id']}/{path}", json=body).status_code
                == 409
            )
    test_bot_sends = [c for c in telegram.calls("sendMessage") if c.bot_id != TEST_BOT_ID]
    assert len(test_bot_sends) == 1


def test_only_the_diagnostics_host_records_and_only_for_a_diagnostic_bound_customer(stack):
    services, telegram, _topic = stack
    seed_delivered_check_in(services)
    with services.client("delivery", "operator") as delivery:
        (real,) = delivery.get("/v1/drafts", params={"customer_id": CUSTOMER_ID}).json()
    test_draft = _test_draft(services)
    with services.client("delivery", "operator") as operator:
        denied = operator.post(
            f"/v1/drafts/{test_draft['draft_id']}/diagnostic-approval", json={"revision": 1}
        )
    assert denied.status_code == 403
    with services.client("delivery", "diagnostics") as host:
        ordinary = host.post(
            f"/v1/drafts/{real['draft_id']}/diagnostic-approval", json={"revision": 1}
        )
        unapproved = host.post(
            f"/v1/drafts/{test_draft['draft_id']}/diagnostic-sent",
            json={"revision": 1, "message_id": 5},
        )
        stale = host.post(
            f"/v1/drafts/{test_draft['draft_id']}/diagnostic-approval", json={"revision": 2}
        )
    assert (ordinary.status_code, problem(ordinary)["type"].rsplit(":", 1)[-1]) == (
        409, "not-diagnostic-bound",
    )  # fmt: skip
    assert problem(unapproved)["type"].endswith("diagnostic-approval-missing")
    assert stale.status_code == 409
    with services.client("delivery", "operator") as delivery:
        after = delivery.get(f"/v1/drafts/{test_draft['draft_id']}").json()
    assert (after["status"], after["approved_revision"]) == ("pending", None)
    assert [e["event_type"] for e in _draft_events(services)] == ["draft_created"]
    assert telegram.bot_messages(GROUP, 61) == []


def test_a_host_sent_draft_is_never_delivery_s_to_send_even_after_a_rebinding(stack):
    services, telegram, topic = stack
    draft = _test_draft(services)
    topic.say(f"/diag_approve {draft['draft_id']}")
    assert topic.texts()[-1].startswith("테스트 봇으로 보냈습니다 (메시지 ")
    spec = spec_document()
    with services.client("checkin", "operator") as admin:
        disabled = admin.post(f"/v1/admin/customers/{TEST_CUSTOMER}/disable", json={})
        assert disabled.status_code == 200, disabled.text
        rebound = admin.put(
            f"/v1/admin/customers/{TEST_CUSTOMER}",
            json={
                **factories.draft(spec["test_customer"], spec["test_trainer"], START),
                "binding_mode": "ordinary",
            },
        )
    assert rebound.status_code == 200, rebound.text
    sends_before = len(telegram.calls("sendMessage"))
    with services.client("delivery", "operator") as delivery:
        refused = delivery.post(f"/v1/drafts/{draft['draft_id']}/send")
        ordinary_rows = delivery.get("/v1/deliveries").json()
    assert (refused.status_code, refused.json()["type"].rsplit(":", 1)[-1]) == (
        409, "draft-dispatched",
    )  # fmt: skip
    assert not [r for r in ordinary_rows if r["customer_id"] == TEST_CUSTOMER]
    assert len(telegram.calls("sendMessage")) == sends_before


def _console_page(services, draft_id: str) -> str:
    """Richard's console page of the draft, over real HTTP after a real login."""
    with browser(f"http://127.0.0.1:{services.ports['delivery']}") as richard:
        assert log_in(richard, console_token(services.secrets)).status_code == 303
        page = richard.get(f"/console/drafts/{draft_id}")
    assert page.status_code == 200, page.text
    return page.text


def test_reconciling_an_audit_pending_draft_send_records_it_sent_in_delivery(
    stack, database, secrets
):
    services, telegram, topic = stack
    draft = _test_draft(services)
    with services.client("delivery", "diagnostics") as host_calls:
        approved = host_calls.post(
            f"/v1/drafts/{draft['draft_id']}/diagnostic-approval", json={"revision": 1}
        )
    assert approved.json()["status"] == "dispatched"
    # The console reads the host's record (ADR 0078): approved for the host, nothing sent.
    assert HOST_SEND_OUTCOMES["none"] in _console_page(services, draft["draft_id"])
    # The send of that approval got its receipt but was cancelled before the audit (as a
    # restart mid-send leaves it): audit_pending, written by a host on the same database.
    host = host_of(diagnostics_app(database, secrets, services.clock, RecordingTransport()))
    (session,) = rows(database, "diagnostic_session")
    with host.database.transaction() as transaction:
        record = sessions.get_session(transaction, session["session_id"])
    assert record is not None
    key = f"draft:{draft['draft_id']}:r1"

    async def cancelled_after_receipt():
        parking = Parking("receipt")
        host.checkpoint = parking
        attempt = asyncio.create_task(host.deliver(candidate(record, key, draft["text"])))
        await parking.reached.wait()
        attempt.cancel()
        with pytest.raises(asyncio.CancelledError):
            await attempt

    asyncio.run(cancelled_after_receipt())
    assert [r["status"] for r in rows(database, "diagnostic_reservation")][-1] == "audit_pending"
    page = _console_page(services, draft["draft_id"])
    assert HOST_SEND_OUTCOMES["audit_pending"] in page
    assert f"진단 세션: {record.session_id} · 전송 키: {key}" in page
    assert [e["event_type"] for e in _draft_events(services)] == [
        "draft_created", "draft_approved",
    ]  # fmt: skip

    topic.say(f"/diag_reconcile {key}")
    assert topic.texts()[-1] == "이미 처리된 전송입니다."
    events = _draft_events(services)
    assert [e["event_type"] for e in events] == ["draft_created", "draft_approved", "draft_sent"]
    assert events[-1]["payload"]["delivery_message_id"] == 1
    assert "테스트 봇으로 보냈습니다 (메시지 1)." in _console_page(services, draft["draft_id"])
    assert telegram.bot_messages(GROUP, 61) == []  # the fake transport's send: not Telegram's
