"""Reproducing an incident end to end (partial: no snapshot replay yet): the real customer
has a delivered check-in; the owner opens and activates an isolated session, plays one
check-in as the test customer, approves the test draft from his operator topic - exactly
one test-bot message to the test topic, nothing more to the real customer's chat - closes,
and a send after close is refused with zero rows."""

from __future__ import annotations

import pytest

from services.diagnostics.isolation.rules import destination_digest, seal_spec
from shared.canonical import sha256_hex
from shared.clock import ManualClock
from tests.checkin import factories
from tests.checkin.factories import START
from tests.checkin.flows import F_NORMAL_1, kst_noon, run_checkin
from tests.diagnostics.sessions_support import rows, spec_document
from tests.diagnostics.stack import (
    make_secrets,
    pick_ports,
    register_test_customer,
    running_services,
    seed_delivered_check_in,
)
from tests.fakes.telegram import TEST_BOT_ID, fake_telegram
from tests.integration.chat import Chat
from tests.integration.stack import wait_for

pytestmark = pytest.mark.slow

TEST_BOT_TOKEN_2 = "7000000002:a-second-fake-bot-for-diagnostics"
TEST_CUSTOMER = "diag-test-customer"
OWNER_USER, GROUP = 424242, -1009000000001


class _Gateway:
    def __init__(self, port: int) -> None:
        self.base_url = f"http://127.0.0.1:{port}"


def test_an_isolated_session_sends_one_test_draft_with_the_test_bot_only(database, tmp_path):
    secrets = make_secrets(tmp_path / "secrets")
    (secrets.directory / "telegram-test-bot-token").write_text(TEST_BOT_TOKEN_2 + "\n")
    ports = pick_ports()
    clock = ManualClock(kst_noon(START))
    with (
        fake_telegram() as telegram,
        running_services(database, secrets, telegram, ports, tmp_path, clock) as services,
    ):
        seed_delivered_check_in(services)  # the real customer's own history
        real_chat = 800001  # the real customer's private chat
        assert factories.CUSTOMER["chat_id"] == real_chat
        real_before = len(telegram.bot_messages(real_chat))
        assert real_before == 1
        register_test_customer(services, START)

        gateway = _Gateway(services.ports["gateway"])
        topic = Chat(telegram, services.secrets, gateway, OWNER_USER, GROUP, 59)  # type: ignore[arg-type]
        with services.client("diagnostics", "operator") as owner_cli:
            opened = owner_cli.post("/v1/sessions", json={"spec": spec_document()}).json()
        topic.say("/diag_activate 1")
        assert "active (세대 2)" in topic.texts()[-1]

        # The owner answers as the test customer (the wizard behind his test-customer topic).
        with (
            services.client("checkin", "gateway") as turns,
            services.client("delivery", "operator") as delivery,
        ):
            run_checkin(turns, TEST_CUSTOMER, F_NORMAL_1)
            (draft,) = wait_for(
                lambda: delivery.get("/v1/drafts", params={"customer_id": TEST_CUSTOMER}).json()
            )
            # Ordinary delivery will not send it, and records nothing for it.
            refused = delivery.post(
                f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True}
            )
            assert refused.status_code == 409
            full = delivery.get(f"/v1/drafts/{draft['draft_id']}").json()

        topic.say(f"/diag_approve {draft['draft_id']}")
        assert topic.texts()[-1].startswith("테스트 봇으로 보냈습니다 (메시지 ")
        topic.say(f"/diag_approve {draft['draft_id']}")
        assert topic.texts()[-1] == "이미 처리된 전송입니다."

        test_messages = telegram.bot_messages(GROUP, 61)
        assert [(m.text, m.user_id) for m in test_messages] == [(full["text"], 7000000002)]
        test_bot_sends = [c for c in telegram.calls("sendMessage") if c.bot_id != TEST_BOT_ID]
        assert len(test_bot_sends) == 1
        assert len(telegram.bot_messages(real_chat)) == real_before

        topic.say("/diag_close 2")
        assert "closed (세대 4)" in topic.texts()[-1]
        before = rows(database, "diagnostic_reservation")
        spec = seal_spec(spec_document())
        body = full["text"]
        with services.client("diagnostics", "operator") as owner_cli:
            after_close = owner_cli.post(
                f"/v1/sessions/{opened['session_id']}/deliveries",
                json={
                    "generation": 2,
                    "dedupe_key": "draft:after-close:r1",
                    "body": body,
                    "body_digest": sha256_hex(body.encode()),
                    "destination_digest": destination_digest(spec.test_destination),
                    "spec_digest": spec.spec_digest,
                    "authority_digest": spec.authority_digest,
                    "transport_binding_digest": spec.diagnostic_transport_binding_digest,
                },
            )
        assert (after_close.status_code, after_close.json()["reason"]) == (409, "session_closed")
        assert rows(database, "diagnostic_reservation") == before
        assert [r["status"] for r in before] == ["started", "consumed", "delivered", "sent_audited"]
        assert len(telegram.bot_messages(GROUP, 61)) == 1
