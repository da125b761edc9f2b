"""The whole pilot, end to end: five services as real processes, one Postgres, the fake
Telegram and the fake OpenAI on loopback, four weeks on one file clock.

The scenario (``tools.pilot.scenario``) is played by the same driver
``dualcoach simulate pilot`` uses; ``checks`` judges the product's records. This test adds
its own reading of the raw evidence - the fake Bot API's recorded calls, delivery's ledger,
the KPI route - against figures written here by hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from services.checkin.questions.texts import NOT_ELIGIBLE
from shared.clock import KST, ONE_DAY, FileClock, kst_date, parse_rfc3339
from shared.topology import SERVICES
from tests.e2e.expression_app import PORT_ENV
from tests.expression.conftest import postprocessor_block
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.telegram import FakeTelegram, fake_telegram
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.servers import serve
from tools.pilot.operator import OperatorDesk
from tools.pilot.play import play
from tools.pilot.scenario import PILOT, REGISTER_AT
from tools.pilot.stack import StackLayout, free_ports, running_stack

# The whole four weeks through real processes is the longest run in the tree: make test-long
# (which CI runs right after make test) holds it.
pytestmark = [pytest.mark.slow, pytest.mark.long, pytest.mark.timeout(600)]
REPO_ROOT = Path(__file__).resolve().parents[2]
ENABLED = postprocessor_block("enabled")


@pytest.fixture
def openai() -> Iterator[tuple[FakeOpenAI, int]]:
    fake = FakeOpenAI()
    with serve(fake.build_app()) as server:
        yield fake, server.port


def test_the_four_week_pilot_through_real_processes(
    database: TestDatabase, tmp_path: Path, openai: tuple[FakeOpenAI, int]
) -> None:
    fake_openai, openai_port = openai
    secrets = TestSecrets(tmp_path / "secrets")
    with fake_telegram() as telegram:
        layout = StackLayout(
            admin_url=database.admin_url,
            role_prefix=database.role_prefix,
            root=tmp_path / "stack",
            ports=dict(zip(SERVICES, free_ports(len(SERVICES)), strict=True)),
            simulator_port=telegram.server.port,
            config={
                "expression": {"korean_expression_postprocessor": postprocessor_block("enabled")}
            },
            factories={"expression": "tests.e2e.expression_app:create_app"},
            extra_env={PORT_ENV: str(openai_port), "PYTHONPATH": str(REPO_ROOT)},
            secrets_dir_override=secrets.directory,
        )
        starts_at = datetime.combine(PILOT.starts_on - ONE_DAY, REGISTER_AT, tzinfo=KST)
        with running_stack(layout, starts_at=starts_at, with_simulator=False, out=print):
            log, verdict = play(PILOT, layout, telegram_url=telegram.base_url)
            desk = OperatorDesk(
                checkin_url=layout.base_url("checkin"),
                delivery_url=layout.base_url("delivery"),
                key=secrets.key("operator"),
                clock=FileClock(layout.clock_path),
            )
            ledger = [row for row in desk.deliveries() if row["customer_id"] == PILOT.customer_id]
            desk.close()

    assert verdict.problems == []
    assert_kpi_is_the_hand_computed_one(log.kpi)
    assert_customer_got_each_approved_text_once(telegram, ledger)
    assert_richard_was_told_why_each_hold(telegram)
    # Nothing happened after day 28: no ledger row dated later, no check-in could open.
    assert max(kst_date(parse_rfc3339(row["recorded_at"])) for row in ledger) <= PILOT.last_day
    assert log.after_window_replies == [NOT_ELIGIBLE["after_window"]] * 2
    # The trainer's normal record is five taps (seed 002: <= 30 s on the button path).
    assert [(flow.taps, flow.typed) for flow in log.trainer_flows] == [(5, 0)] * 11
    # Richard's /kpi in Telegram states the same judgement.
    assert log.owner_kpi_reply is not None
    assert log.owner_kpi_reply.startswith("[KPI 판정]\nkim-pilot: 종합 충족\n")
    # The Korean postprocessor ran for real (through the SDK, against the fake).
    assert fake_openai.count > 0


def assert_kpi_is_the_hand_computed_one(kpi: dict[str, Any]) -> None:
    # 20 of the 20 weekdays; (9.0 + 8.0 + 8.5 + 9.5) / 4; per week 20+15+10, 15 (sent twice)
    # +20+10, 10+25 (30 corrected)+20, 5+25+30; one renewal for S+28..S+55.
    assert kpi["passed"] is True
    rate = kpi["checkin_rate"]
    assert (rate["checked_in_days"], rate["eligible_days"], rate["rate_percent"]) == (
        20,
        20,
        "100.0",
    )
    assert (kpi["satisfaction"]["records"], kpi["satisfaction"]["mean"]) == (4, "8.75")
    buckets = kpi["operator_time"]["buckets"]
    assert [(b["minutes"], b["entries"]) for b in buckets] == [(45, 3), (45, 3), (55, 3), (60, 3)]
    assert kpi["renewal"]["passed"] is True and kpi["renewal"]["findings"] == []


def assert_customer_got_each_approved_text_once(
    telegram: FakeTelegram, ledger: list[dict[str, Any]]
) -> None:
    customer_chat = PILOT.customer.chat_id
    sent = [row for row in ledger if row["purpose"] == "customer_message"]
    assert len(sent) == 20 and all(row["state"] == "delivered" for row in sent)
    receipts = {int(row["receipt"]["message_id"]) for row in sent}
    delivered = [m for m in telegram.bot_messages(customer_chat) if m.message_id in receipts]
    assert len(delivered) == 20
    texts = Counter(message.text for message in delivered)
    calls = Counter(
        str(call.params["text"])
        for call in telegram.calls("sendMessage")
        if int(call.params["chat_id"]) == customer_chat
    )
    # each delivery is one sendMessage call (two days may share a text, never a call)
    assert {text: calls[text] for text in texts} == dict(texts)


def assert_richard_was_told_why_each_hold(telegram: FakeTelegram) -> None:
    notices = [
        message.text
        for message in telegram.bot_messages(PILOT.owner.chat_id)
        if message.text.startswith(("[보류 알림]", "[긴급 보류 알림]"))
    ]
    assert len(notices) == 3  # S1 and S4 check-ins, and week 3's summary
    assert sum("- S1 응급 징후(호흡 곤란) · 고객 체크인 · 메모: " in text for text in notices) == 2
    assert sum("- S4 섭식 위험 · 고객 체크인 · 섭취 열량: " in text for text in notices) == 2
