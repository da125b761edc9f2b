"""Backup -> drop -> restore -> continue, through real processes (issue 13, AC14-AC16).

Half of the four-week pilot runs on five service processes and the fake Bot API; then,
with the services still running, ``dualcoach backup`` (a real process) copies every
schema; the services stop, the database is dropped, ``dualcoach restore`` brings it back
into a new empty database, the services start again on it, and the pilot finishes. The
KPI must be the one the uninterrupted run computes (the same hand-computed figures
``test_pilot`` checks), and the fake Telegram must have received every customer message
exactly once - no send repeated by a restored ledger or outbox.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from contextlib import ExitStack
from datetime import datetime
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from shared.clock import KST, ONE_DAY, FileClock
from shared.db.urls import MAINTENANCE_DATABASE, with_database
from shared.topology import SERVICES
from tests.e2e.test_pilot import assert_kpi_is_the_hand_computed_one
from tests.fakes.telegram import fake_telegram
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tools.pilot.operator import OperatorDesk
from tools.pilot.play import play
from tools.pilot.scenario import PILOT, REGISTER_AT
from tools.pilot.stack import (
    StackLayout,
    child_environment,
    free_ports,
    running_stack,
)

pytestmark = [pytest.mark.slow, pytest.mark.long, pytest.mark.timeout(900)]
HALF = 14  # played days before the interlude


def dualcoach(layout: StackLayout, *args: str) -> str:
    """The operator's command as a real process, configured like the stack's services."""
    command = [str(Path(sys.executable).with_name("dualcoach")), *args]
    env = child_environment(layout, os.environ)
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def drop_database(database: TestDatabase) -> None:
    server = with_database(database.admin_url, MAINTENANCE_DATABASE)
    engine = create_engine(server, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            connection.execute(text(f'DROP DATABASE "{database.name}" WITH (FORCE)'))
    finally:
        engine.dispose()


def test_backup_drop_restore_and_finish_the_pilot(database: TestDatabase, tmp_path: Path) -> None:
    secrets = TestSecrets(tmp_path / "secrets")
    backup_dir = tmp_path / "backup"
    outputs: dict[str, str] = {}
    with fake_telegram() as telegram, ExitStack() as services:
        layout = StackLayout(
            admin_url=database.admin_url,
            role_prefix=database.role_prefix,
            root=tmp_path / "stack",
            ports=dict(zip(SERVICES, free_ports(len(SERVICES)), strict=True)),
            simulator_port=telegram.server.port,
            secrets_dir_override=secrets.directory,
        )
        clock = FileClock(layout.clock_path)
        starts_at = datetime.combine(PILOT.starts_on - ONE_DAY, REGISTER_AT, tzinfo=KST)
        services.enter_context(
            running_stack(layout, starts_at=starts_at, with_simulator=False, out=print)
        )

        def interlude() -> None:
            outputs["backup"] = dualcoach(layout, "backup", "--to", str(backup_dir))
            services.close()
            drop_database(database)
            outputs["restore"] = dualcoach(layout, "restore", "--from", str(backup_dir))
            services.enter_context(
                running_stack(layout, starts_at=clock.now(), with_simulator=False, out=print)
            )

        log, verdict = play(
            PILOT, layout, telegram_url=telegram.base_url, interludes=[(HALF, interlude)]
        )
        desk = OperatorDesk(
            checkin_url=layout.base_url("checkin"),
            delivery_url=layout.base_url("delivery"),
            key=secrets.key("operator"),
            clock=clock,
        )
        ledger = [row for row in desk.deliveries() if row["customer_id"] == PILOT.customer_id]
        desk.close()

    assert log.days == len(PILOT.days)
    assert verdict.problems == []
    assert_kpi_is_the_hand_computed_one(log.kpi)

    # The backup held every schema, taken while the services ran, with the links intact.
    manifest = json.loads((backup_dir / "manifest.json").read_text())
    assert set(manifest["services"]) == set(SERVICES)
    assert all(link["missing"] == 0 for link in manifest["links"].values())
    assert manifest["links"]["delivery_reached_gateway"]["checked"] > 0
    for service in ("checkin", "delivery", "gateway"):
        assert manifest["services"][service]["rows"] > 0, service
    assert "backup written to" in outputs["backup"]
    assert "restored from" in outputs["restore"]

    # Every customer message reached Telegram exactly once, across the restore.
    sent = [row for row in ledger if row["purpose"] == "customer_message"]
    assert len(sent) == 20 and all(row["state"] == "delivered" for row in sent)
    receipts = Counter(int(row["receipt"]["message_id"]) for row in sent)
    assert max(receipts.values()) == 1
    texts = Counter(
        message.text
        for message in telegram.bot_messages(PILOT.customer.chat_id)
        if message.message_id in receipts
    )
    calls = Counter(
        str(call.params["text"])
        for call in telegram.calls("sendMessage")
        if int(call.params["chat_id"]) == PILOT.customer.chat_id
    )
    # one sendMessage call per delivery (two days may share a text, never a call)
    assert sum(texts.values()) == 20
    assert {text: calls[text] for text in texts} == dict(texts)
    # Richard's held notices were not repeated either: the two holds and week 3's summary.
    notices = [
        message.text
        for message in telegram.bot_messages(PILOT.owner.chat_id)
        if message.text.startswith(("[보류 알림]", "[긴급 보류 알림]"))
    ]
    assert len(notices) == 3
