"""The owner's diagnostic operator topic through the real gateway, checkin and diagnostics:
exact full-triple routing, commands only, the generation carried from route to command."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from services.diagnostics.operator.rules import HELP
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from shared.clock import SystemClock, kst_date
from tests.diagnostics.sessions_support import rows, spec_document
from tests.diagnostics.stack import (
    make_secrets,
    pick_ports,
    register_test_customer,
    running_services,
)
from tests.fakes.telegram import fake_telegram
from tests.integration.chat import Chat

pytestmark = pytest.mark.slow

OWNER_USER, GROUP = 424242, -1009000000001


@dataclass
class _Gateway:
    base_url: str


@pytest.fixture
def stack(database, tmp_path):
    secrets = make_secrets(tmp_path / "secrets")
    ports = pick_ports()
    with (
        fake_telegram() as telegram,
        running_services(database, secrets, telegram, ports, tmp_path, None) as services,
    ):
        yield services, telegram


def _status_line(text: str) -> tuple[str, int]:
    match = re.match(r"^진단 세션 ds-[0-9a-f]{20}: (\w+) \(세대 (\d+)\), 만료 ", text)
    assert match, text
    return match.group(1), int(match.group(2))


def test_the_owner_drives_his_session_from_the_operator_topic_only(stack, database):
    services, telegram = stack
    with services.client("diagnostics", "operator") as owner_cli:
        opened = owner_cli.post("/v1/sessions", json={"spec": spec_document()})
        assert opened.status_code == 201, opened.text
    gateway = _Gateway(f"http://127.0.0.1:{services.ports['gateway']}")
    topic = Chat(telegram, services.secrets, gateway, OWNER_USER, GROUP, 59)  # type: ignore[arg-type]
    elsewhere = Chat(telegram, services.secrets, gateway, OWNER_USER, GROUP, 60)  # type: ignore[arg-type]

    topic.say("/diag_status")
    assert _status_line(topic.texts()[-1]) == ("prepared", 1)
    topic.say("세션 열어줘")
    assert topic.texts()[-1] == HELP
    # Not yet in the registry as an isolated test customer: activation refuses.
    topic.say("/diag_activate 1")
    assert (
        topic.texts()[-1]
        == "거절했습니다 (registry:test_customer_not_enabled). 아무것도 바뀌지 않았습니다."
    )
    register_test_customer(services, kst_date(SystemClock().now()))
    topic.say("/diag_activate 1")
    assert _status_line(topic.texts()[-1]) == ("active", 2)
    topic.say("/diag_activate 1")
    assert topic.texts()[-1].startswith("거절했습니다 (")

    # The same user in another topic of the same group is not the operator triple.
    elsewhere.say("/diag_close")
    assert elsewhere.texts() == [UNKNOWN_SENDER_REPLY]
    assert rows(database, "diagnostic_session")[0]["state"] == "active"

    topic.say("/diag_close 2")
    assert _status_line(topic.texts()[-1]) == ("closed", 4)
    # A finished session routes nothing any more.
    topic.say("/diag_status")
    assert topic.texts()[-1] == UNKNOWN_SENDER_REPLY
    assert [r["to_state"] for r in rows(database, "diagnostic_session_transition")] == [
        "prepared", "active", "detaching", "closed",
    ]  # fmt: skip
    # Every reply came from the product bot; the test bot said nothing here.
    assert {call.bot_id for call in telegram.calls("sendMessage")} == {123456789}
