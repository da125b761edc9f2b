"""The fault suite (issue 17): real processes killed, the database stopped, request storms.

Every test here is marked ``reliability`` (opt-in: ``make reliability``) and states its
figures - kills done, duplicates, losses - through the ``figures`` fixture; they are
printed as the test runs and again in a "reliability figures" section at the end of the
run (carried on the test report, so they survive pytest-xdist workers).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# The delivery tests' peers: the real gateway (on the fake Bot API) and the real checkin,
# served in this process so a test can wrap them (``tests.reliability.traps``).
from tests.delivery.checkin_peer import CheckinPeer
from tests.delivery.conftest import checkin, clock, delivery_secrets, gateway, telegram  # noqa: F401
from tests.delivery.process import DeliveryProcess
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.servers import ThreadedServer

FIGURES = "reliability_figures"


class Figures:
    """What a fault test did and found, in one line per call."""

    def __init__(self, item: pytest.Item) -> None:
        self._item = item

    def report(self, title: str, **values: Any) -> None:
        line = f"{self._item.name} | {title}: " + ", ".join(
            f"{name.replace('_', ' ')} {value}" for name, value in values.items()
        )
        print(line, flush=True)
        self._item.user_properties.append((FIGURES, line))


@pytest.fixture
def delivery(
    database: TestDatabase,
    delivery_secrets: TestSecrets,  # noqa: F811 - the fixture imported above
    gateway: ThreadedServer,  # noqa: F811
    checkin: CheckinPeer,  # noqa: F811
    tmp_path: Path,
) -> Iterator[DeliveryProcess]:
    """Delivery as a real process between the in-process checkin and gateway."""
    process = DeliveryProcess(
        database, delivery_secrets, tmp_path, gateway_port=gateway.port, checkin_port=checkin.port
    )
    try:
        process.start()
        yield process
    finally:
        process.stop()


@pytest.fixture
def figures(request: pytest.FixtureRequest) -> Figures:
    return Figures(request.node)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    lines = [
        value
        for outcome in ("passed", "failed")
        for report in terminalreporter.stats.get(outcome, [])
        if getattr(report, "when", None) == "call"
        for name, value in getattr(report, "user_properties", [])
        if name == FIGURES
    ]
    if lines:
        terminalreporter.section("reliability figures")
        for line in lines:
            terminalreporter.line(line)
