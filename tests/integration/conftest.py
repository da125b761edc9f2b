"""The running stack every cross-service test uses, on its module's ``clock``."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from shared.clock import ManualClock
from tests.checkin import factories
from tests.checkin.flows import kst_noon
from tests.integration.stack import Stack, running_stack


@pytest.fixture
def clock() -> ManualClock:
    """Noon of the pilot's first Monday; a module overrides it to start elsewhere."""
    return ManualClock(kst_noon(factories.START))


@pytest.fixture
def stack(database, tmp_path, clock) -> Iterator[Stack]:
    with running_stack(database, tmp_path, clock) as running:
        yield running
