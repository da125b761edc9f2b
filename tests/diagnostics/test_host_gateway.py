"""The production transport end to end: the diagnostics host sends through the real gateway's
test-bot route to the fake Bot API - the test bot, the spec's destination, the pinned bytes."""

from __future__ import annotations

import pytest

from services.diagnostics.isolation.rules import destination_digest, seal_spec
from shared.canonical import sha256_hex
from tests.diagnostics.host_support import diagnostics_app
from tests.diagnostics.sessions_support import rows, spec_document
from tests.diagnostics.stack import make_secrets
from tests.fakes.telegram import fake_telegram
from tests.gateway.conftest import running_gateway
from tests.support.services import signed_client

pytestmark = pytest.mark.slow
TEST_BOT_TOKEN_2 = "7000000002:a-second-fake-bot-for-diagnostics"


@pytest.fixture
def telegram():
    with fake_telegram() as server:
        yield server


@pytest.fixture
def gateway_secrets(tmp_path):
    return make_secrets(tmp_path / "secrets")


def test_a_host_delivery_reaches_only_the_test_destination_from_the_test_bot(
    database, gateway_secrets, telegram
):
    (gateway_secrets.directory / "telegram-test-bot-token").write_text(TEST_BOT_TOKEN_2 + "\n")
    spec = seal_spec(spec_document())
    body = "오늘 기록 잘 받았어요. 내일도 같은 시간에 봬요."
    with running_gateway(database, gateway_secrets, telegram) as gateway:
        app = diagnostics_app(
            database, gateway_secrets, None, services={"gateway": {"port": gateway.port}}
        )
        with signed_client(app, "operator", gateway_secrets) as owner:
            opened = owner.post("/v1/sessions", json={"spec": spec_document()}).json()
            session_id = opened["session_id"]
            owner.post(f"/v1/sessions/{session_id}/activate", json={"generation": 1})
            request = {
                "generation": 2,
                "dedupe_key": "replay:2026-12-03:daily",
                "body": body,
                "body_digest": sha256_hex(body.encode()),
                "destination_digest": destination_digest(spec.test_destination),
                "spec_digest": spec.spec_digest,
                "authority_digest": spec.authority_digest,
                "transport_binding_digest": spec.diagnostic_transport_binding_digest,
            }
            sent = owner.post(f"/v1/sessions/{session_id}/deliveries", json=request)
            again = owner.post(f"/v1/sessions/{session_id}/deliveries", json=request)
            closed = owner.post(f"/v1/sessions/{session_id}/close", json={})
            after_close = owner.post(
                f"/v1/sessions/{session_id}/deliveries",
                json={**request, "dedupe_key": "replay:2026-12-04:daily"},
            )

    assert sent.status_code == 200, sent.text
    assert sent.json()["status"] == "sent_audited"
    assert (again.json()["status"], again.json()["text"]) == (
        "duplicate",
        "이미 처리된 전송입니다.",
    )
    (message,) = telegram.bot_messages(-1009000000001, 61)
    assert (message.text, message.user_id) == (body, 7000000002)
    assert [call.bot_id for call in telegram.calls("sendMessage")] == [7000000002]
    assert closed.json()["state"] == "closed"
    assert (after_close.status_code, after_close.json()["reason"]) == (409, "session_closed")
    assert len(rows(database, "diagnostic_reservation")) == 4
