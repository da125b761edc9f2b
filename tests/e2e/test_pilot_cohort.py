"""Several customers' pilots on one stack (``dualcoach simulate pilot --customers``): the
first week for three customers sharing two trainers and one Richard, every per-customer
check of the one-customer pilot held for each."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from shared.clock import KST, ONE_DAY
from shared.topology import SERVICES
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tools.pilot.cohort import play_cohort
from tools.pilot.scenario import PILOT, REGISTER_AT, cohort, shortened
from tools.pilot.stack import StackLayout, free_ports, running_stack

pytestmark = [pytest.mark.slow, pytest.mark.long, pytest.mark.timeout(1200)]


def test_three_customers_two_trainers_one_richard_each_pilot_checked(
    database: TestDatabase, tmp_path: Path
) -> None:
    secrets = TestSecrets(tmp_path / "secrets")
    *ports, simulator_port = free_ports(len(SERVICES) + 1)
    layout = StackLayout(
        admin_url=database.admin_url,
        role_prefix=database.role_prefix,
        root=tmp_path / "stack",
        ports=dict(zip(SERVICES, ports, strict=True)),
        simulator_port=simulator_port,
        secrets_dir_override=secrets.directory,
    )
    scenarios = cohort(shortened(PILOT, 5), 3, 2)
    starts_at = datetime.combine(PILOT.starts_on - ONE_DAY, REGISTER_AT, tzinfo=KST)
    steps: list[str] = []
    with running_stack(layout, starts_at=starts_at, with_simulator=True, out=print):
        result = play_cohort(scenarios, layout, progress=steps.append)
    assert {s.customer_id: v.problems for s, _, v in result.runs} == {
        s.customer_id: [] for s in scenarios
    }
    # Each customer's Friday review and every daily review reached its own customer.
    for scenario, log, verdict in result.runs:
        assert len(log.checkins) == 5, scenario.customer_id
        assert verdict.customer_messages == sum(
            r.delivered_message_id is not None for r in log.reviews
        )
    assert len(steps) == 3 * (1 + 5)
    assert len(result.day_seconds) == 5
    # Replayed on the simulated days at real Telegram's limits (ADR 0101): three reviews a
    # morning reach Richard within seconds of 08:00, Friday's weeklies within seconds of 18:00.
    assert result.pacing.problems == [] and result.pacing.windows == 3 * 5
    assert result.pacing.richard_morning_by is not None
    assert f"{result.pacing.richard_morning_by:%H:%M}" == "08:00"
    assert f"{result.pacing.richard_tick_by:%H:%M}" == "18:00"
