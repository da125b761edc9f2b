"""The four-week pilot while each service in turn is SIGKILLed and restarted.

The scenario, stack and judgement are ``tests/e2e/test_pilot.py``'s (Korean postprocessor
on, against the fake OpenAI): five real service processes under one supervisor on a
shared file clock. Between days, one service at a time dies with SIGKILL - no shutdown
hook, whatever its pools and loops held is gone - and is started again; the others keep
running and must find it again by themselves. The pilot must still end with the KPI
worked out by hand and the same message counts: every approved text to the customer
exactly once, Richard's three held notices once each.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack
from datetime import datetime
from pathlib import Path

import pytest

from shared.clock import KST, ONE_DAY, FileClock
from shared.supervisor import Supervisor
from shared.topology import SERVICES
from tests.e2e.expression_app import PORT_ENV
from tests.e2e.test_pilot import (
    REPO_ROOT,
    assert_customer_got_each_approved_text_once,
    assert_kpi_is_the_hand_computed_one,
    assert_richard_was_told_why_each_hold,
)
from tests.expression.conftest import postprocessor_block
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.telegram import fake_telegram
from tests.reliability.conftest import Figures
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.servers import serve
from tools.pilot.driver import Interlude
from tools.pilot.operator import OperatorDesk
from tools.pilot.play import play
from tools.pilot.scenario import PILOT, REGISTER_AT
from tools.pilot.stack import StackLayout, free_ports, running_stack

pytestmark = [pytest.mark.reliability, pytest.mark.timeout(900)]

# After which played day each service dies (one per pilot week, the fifth in week four).
KILL_AFTER_DAY = dict(zip(SERVICES, (2, 6, 10, 15, 19), strict=True))


@pytest.fixture
def openai_port() -> Iterator[int]:
    with serve(FakeOpenAI().build_app()) as server:
        yield server.port


def test_the_pilot_survives_each_service_killed_and_restarted(
    database: TestDatabase, tmp_path: Path, openai_port: int, figures: Figures
) -> None:
    secrets = TestSecrets(tmp_path / "secrets")
    restarts: list[tuple[str, int, int]] = []  # service, after day, exit code of the kill
    with fake_telegram() as telegram, ExitStack() as stack:
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
        supervisor: Supervisor = stack.enter_context(
            running_stack(layout, starts_at=starts_at, with_simulator=False, out=print)
        )

        def kill_and_restart(service: str, day: int) -> Interlude:
            def interlude() -> None:
                code = supervisor.kill(service)
                assert supervisor.restart(service), f"{service} did not come back"
                restarts.append((service, day, code))
                print(f"after day {day}: {service} SIGKILLed ({code}) and restarted", flush=True)

            return day, interlude

        log, verdict = play(
            PILOT,
            layout,
            telegram_url=telegram.base_url,
            interludes=[kill_and_restart(s, day) for s, day in KILL_AFTER_DAY.items()],
        )
        desk = OperatorDesk(
            checkin_url=layout.base_url("checkin"),
            delivery_url=layout.base_url("delivery"),
            key=secrets.key("operator"),
            clock=FileClock(layout.clock_path),
        )
        ledger = [row for row in desk.deliveries() if row["customer_id"] == PILOT.customer_id]
        desk.close()

    sent = [row for row in ledger if row["purpose"] == "customer_message"]
    receipts = {int(row["receipt"]["message_id"]) for row in sent if row["receipt"]}
    approved_texts = Counter(
        message.text
        for message in telegram.bot_messages(PILOT.customer.chat_id)
        if message.message_id in receipts
    )
    customer_calls = Counter(
        str(call.params["text"])
        for call in telegram.calls("sendMessage")
        if int(call.params["chat_id"]) == PILOT.customer.chat_id
    )
    # sendMessage calls of an approved text beyond the deliveries that carried it
    duplicates = sum(customer_calls[text] - count for text, count in approved_texts.items())
    figures.report(
        "each service SIGKILLed and restarted during the pilot",
        restarts=[f"{service}@day{day}" for service, day, _ in restarts],
        days_played=log.days,
        customer_messages=len(sent),
        delivered=sum(row["state"] == "delivered" for row in sent),
        held_notices=verdict.held_notices,
        duplicate_sends=duplicates,
        kpi_passed=log.kpi.get("passed"),
        problems=len(verdict.problems),
    )
    assert [(service, code) for service, _, code in restarts] == [(s, -9) for s in SERVICES]
    assert log.days == len(PILOT.days)
    assert verdict.problems == []
    assert_kpi_is_the_hand_computed_one(log.kpi)
    assert_customer_got_each_approved_text_once(telegram, ledger)
    assert_richard_was_told_why_each_hold(telegram)
    assert (verdict.customer_messages, verdict.held_notices) == (20, 3)
