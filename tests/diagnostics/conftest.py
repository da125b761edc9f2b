"""Fixtures of the diagnostics tests: a seeded product whose services can start again."""

from __future__ import annotations

import pytest

from shared.clock import ManualClock
from tests.checkin.factories import START
from tests.checkin.flows import kst_noon
from tests.diagnostics.stack import (
    make_secrets,
    pick_ports,
    running_services,
    seed_delivered_check_in,
)
from tests.fakes.telegram import fake_telegram


@pytest.fixture
def seeded(database, tmp_path):
    """A delivered check-in; then every service stopped. Yields how to start them again."""
    secrets = make_secrets(tmp_path / "secrets")
    ports = pick_ports()
    with fake_telegram() as telegram:
        pilot_day = ManualClock(kst_noon(START))
        with running_services(database, secrets, telegram, ports, tmp_path, pilot_day) as services:
            seed_delivered_check_in(services)

        def start():
            # The operator CLI signs with the system clock, so the services run on it too.
            return running_services(database, secrets, telegram, ports, tmp_path, None)

        yield secrets, ports, start
