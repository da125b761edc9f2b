"""Reproducing an incident end to end: the real customer has two recorded check-in days; a
week later the owner snapshots them, opens and activates an isolated session from his
operator topic (the spec diagnostics is configured with), replays both days into the test
customer (dates shifted by a whole week, answers kept), approves one test draft from the
topic - exactly one test-bot message to the test topic, nothing more to the real customer's
chat - closes from the topic, and a send after close is refused with zero rows."""

from __future__ import annotations

import json
import re
from datetime import timedelta

import pytest

from services.delivery.console.texts import HOST_SEND_HEADING
from services.diagnostics.cli import verified_files, write_bundle
from services.diagnostics.isolation.rules import destination_digest, seal_spec
from services.diagnostics.operator.rules import NO_SESSION_TEXT, open_refused_text
from services.diagnostics.session_cli import bundle_days
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from shared.canonical import sha256_hex
from shared.clock import ManualClock
from tests.checkin import factories
from tests.checkin.factories import START
from tests.checkin.flows import F_ANOM_SLEEP_1, kst_noon, run_checkin
from tests.delivery.console_support import browser, console_token, log_in
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
OPENED = re.compile(
    r"^진단 세션을 열었습니다: (ds-[0-9a-f]{20}), prepared \(세대 1\), 만료 \S+\. "
    r"활성화하려면 /diag_activate 1 명령을 보내 주세요\.$"
)


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
    spec_file = tmp_path / "isolation-spec.json"  # the spec the owner approves (below)
    # First a spec whose written digest does not match its content: it opens nothing.
    spec_file.write_text(json.dumps({**SPEC, "spec_digest": "0" * 64}), encoding="utf-8")
    configured = {"session_spec_path": str(spec_file)}
    with (
        fake_telegram() as telegram,
        running_services(
            database, secrets, telegram, ports, tmp_path, clock, diagnostics=configured
        ) as services,
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
        clock.advance(timedelta(days=7))  # the owner reproduces it a week later (Tue 12-15)
        register_test_customer(services, START)

        # The session is opened and activated from the owner's operator topic only.
        gateway = _Gateway(services.ports["gateway"])
        topic = Chat(telegram, services.secrets, gateway, OWNER_USER, GROUP, 59)  # type: ignore[arg-type]
        elsewhere = Chat(telegram, services.secrets, gateway, OWNER_USER, GROUP, 60)  # type: ignore[arg-type]
        elsewhere.say("/diag_open")
        assert elsewhere.texts() == [UNKNOWN_SENDER_REPLY]
        assert rows(database, "diagnostic_session") == []
        topic.say("/diag_status")
        assert topic.texts()[-1] == NO_SESSION_TEXT
        topic.say("/diag_open")
        assert topic.texts()[-1] == open_refused_text("spec_rejected:spec_digest_mismatch")
        assert rows(database, "diagnostic_session") == []
        spec_file.write_text(json.dumps(SPEC), encoding="utf-8")  # the approved spec
        topic.say("/diag_open")
        opened = OPENED.match(topic.texts()[-1])
        assert opened, topic.texts()[-1]
        session_id = opened.group(1)
        topic.say("/diag_open")
        assert topic.texts()[-1] == open_refused_text("session_already_open")
        (session_row,) = rows(database, "diagnostic_session")
        assert (session_row["session_id"], session_row["spec_digest"]) == (
            session_id, seal_spec(SPEC).spec_digest,
        )  # fmt: skip
        topic.say("/diag_activate 1")
        assert "active (세대 2)" in topic.texts()[-1]

        # Both recorded days replayed in one run: a whole week on, weekdays kept.
        replay_body = {
            "days": [{"recorded_kst_date": d.kst_date, "answers": d.answers} for d in days]
        }
        with services.client("diagnostics", "operator") as owner_cli:
            answer = owner_cli.post(f"/v1/sessions/{session_id}/replay", json=replay_body)
        assert answer.status_code == 200, answer.text
        replayed = answer.json()["days"]
        assert [(r["recorded_kst_date"], r["replayed_kst_date"]) for r in replayed] == [
            ("2026-12-07", "2026-12-14"), ("2026-12-08", "2026-12-15"),
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

        # The console's draft page shows the host's send honestly, read from the host's
        # record over signed HTTP (delivery has no ledger row for it).
        message_id = int(re.findall(r"\d+", topic.texts()[-2])[0])
        key = f"draft:{draft['draft_id']}:r1"
        with services.client("diagnostics", "delivery") as as_delivery:
            read = as_delivery.get(f"/v1/host-sends/{key}").json()
        assert (read["outcome"], read["message_id"], read["session_id"]) == (
            "sent", message_id, session_id,
        )  # fmt: skip
        with services.client("diagnostics", "gateway") as as_gateway:
            assert as_gateway.get(f"/v1/host-sends/{key}").status_code == 403
        with browser(f"http://127.0.0.1:{services.ports['delivery']}") as richard:
            assert log_in(richard, console_token(services.secrets)).status_code == 303
            page = richard.get(f"/console/drafts/{draft['draft_id']}").text
        assert 'id="host-send"' in page and HOST_SEND_HEADING in page
        assert f"테스트 봇으로 보냈습니다 (메시지 {message_id})." in page
        assert f"진단 세션: {session_id} · 전송 키: {key}" in page
        assert "아직 전달을 시작하지 않았습니다." not in page

        test_messages = telegram.bot_messages(GROUP, 61)
        assert [(m.text, m.user_id) for m in test_messages] == [(full["text"], 7000000002)]
        test_bot_sends = [c for c in telegram.calls("sendMessage") if c.bot_id != TEST_BOT_ID]
        assert len(test_bot_sends) == 1
        assert len(telegram.bot_messages(real_chat)) == real_before

        topic.say("/diag_close 2")
        assert "closed (세대 4)" in topic.texts()[-1]
        topic.say("/diag_status")  # the configured spec's topic: no session any more
        assert topic.texts()[-1] == NO_SESSION_TEXT
        before = rows(database, "diagnostic_reservation")
        spec = seal_spec(SPEC)
        body = full["text"]
        with services.client("diagnostics", "operator") as owner_cli:
            after_close = owner_cli.post(
                f"/v1/sessions/{session_id}/deliveries",
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
