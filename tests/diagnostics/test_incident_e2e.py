"""Reproducing an incident end to end: the real customer has two recorded check-in days; the
owner snapshots them, opens and activates an isolated session, replays both days into the
test customer (dates shifted, answers kept), approves one test draft from his operator
topic - exactly one test-bot message to the test topic, nothing more to the real customer's
chat - closes, and a send after close is refused with zero rows."""

from __future__ import annotations

from datetime import timedelta

import pytest

from services.diagnostics.cli import verified_files, write_bundle
from services.diagnostics.isolation.rules import destination_digest, seal_spec
from services.diagnostics.session_cli import bundle_days
from shared.canonical import sha256_hex
from shared.clock import ManualClock
from tests.checkin import factories
from tests.checkin.factories import START
from tests.checkin.flows import F_ANOM_SLEEP_1, kst_noon, run_checkin
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

pytestmark = pytest.mark.slow

TEST_BOT_TOKEN_2 = "7000000002:a-second-fake-bot-for-diagnostics"
TEST_CUSTOMER = "diag-test-customer"
OWNER_USER, GROUP = 424242, -1009000000001
# Two replayed days fit in the session's life.
SPEC = spec_document(ttl_seconds=3 * 24 * 3600)


class _Gateway:
    def __init__(self, port: int) -> None:
        self.base_url = f"http://127.0.0.1:{port}"


def test_a_replayed_incident_sends_one_approved_test_draft_with_the_test_bot_only(
    database, tmp_path
):
    secrets = make_secrets(tmp_path / "secrets")
    (secrets.directory / "telegram-test-bot-token").write_text(TEST_BOT_TOKEN_2 + "\n")
    ports = pick_ports()
    clock = ManualClock(kst_noon(START))
    with (
        fake_telegram() as telegram,
        running_services(database, secrets, telegram, ports, tmp_path, clock) as services,
    ):
        seed_delivered_check_in(services)  # the real customer's own history: day 1 sent
        with services.client("checkin", "gateway") as turns:
            clock.advance(timedelta(days=1))
            run_checkin(turns, CUSTOMER_ID, F_ANOM_SLEEP_1)  # day 2 (a follow-up): waiting
        real_chat = 800001  # the real customer's private chat
        assert factories.CUSTOMER["chat_id"] == real_chat
        real_before = len(telegram.bot_messages(real_chat))
        assert real_before == 1
        with services.client("diagnostics", "operator") as owner_cli:
            snapshot = owner_cli.post("/v1/evidence/snapshots", json={"customer_id": CUSTOMER_ID})
        assert snapshot.status_code == 200, snapshot.text
        bundle = tmp_path / "incident"
        write_bundle(bundle, verified_files(snapshot.json()["files"]))
        days = bundle_days(bundle)
        assert [d.kst_date for d in days] == ["2026-12-07", "2026-12-08"]
        register_test_customer(services, START)

        gateway = _Gateway(services.ports["gateway"])
        topic = Chat(telegram, services.secrets, gateway, OWNER_USER, GROUP, 59)  # type: ignore[arg-type]
        with services.client("diagnostics", "operator") as owner_cli:
            opened = owner_cli.post("/v1/sessions", json={"spec": SPEC}).json()
        topic.say("/diag_activate 1")
        assert "active (세대 2)" in topic.texts()[-1]

        # Two recorded days replayed into the test customer, one per (test) day.
        replayed = []
        with services.client("diagnostics", "operator") as owner_cli:
            for index, day in enumerate(days):
                if index:
                    clock.advance(timedelta(days=1))
                answer = owner_cli.post(
                    f"/v1/sessions/{opened['session_id']}/replay",
                    json={"recorded_kst_date": day.kst_date, "answers": day.answers},
                )
                assert answer.status_code == 200, answer.text
                replayed.append(answer.json())
        assert [(r["recorded_kst_date"], r["replayed_kst_date"]) for r in replayed] == [
            ("2026-12-07", "2026-12-08"), ("2026-12-08", "2026-12-09"),
        ]  # fmt: skip
        with services.client("delivery", "operator") as delivery:
            drafts = wait_for(
                lambda: (
                    [
                        d
                        for d in delivery.get(
                            "/v1/drafts", params={"customer_id": TEST_CUSTOMER}
                        ).json()
                        if d["kind"] == "daily"
                    ]
                    if len(delivery.get("/v1/drafts", params={"customer_id": TEST_CUSTOMER}).json())
                    >= 2
                    else None
                )
            )
            draft = drafts[-1]
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
        spec = seal_spec(SPEC)
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
