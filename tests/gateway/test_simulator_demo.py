"""The demo registration's pure parts: when it applies, who it registers, from when."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from tools.pilot.demo import (
    DEMO_CUSTOMER_ID,
    demo_enrolment,
    demo_notice,
    registry_is_empty,
    week_start,
)
from tools.pilot.scenario import Address
from tools.telegram_simulator.state import DEFAULT_PERSONAS

OWNER = {"user_id": 9, "chat_id": 9, "topic_id": None}
DRAFT = {"spec": {"customer_id": "kim"}, "enabled": False}


@pytest.mark.parametrize(
    ("document", "empty"),
    [
        ({"consent_version": "v1", "owner": None, "customers": []}, True),
        ({"consent_version": "v1", "owner": OWNER, "customers": []}, False),
        # A draft nobody activated yet is still someone's work: left alone.
        ({"consent_version": "v1", "owner": None, "customers": [DRAFT]}, False),
        ({"consent_version": "v1", "owner": OWNER, "customers": [DRAFT]}, False),
    ],
)
def test_only_a_registry_without_owner_and_customers_is_empty(document, empty):
    assert registry_is_empty(document) is empty


@pytest.mark.parametrize(
    ("now", "monday"),
    [
        # Wednesday 2026-12-09 10:00 KST.
        (datetime(2026, 12, 9, 1, 0, tzinfo=UTC), date(2026, 12, 7)),
        # Monday 00:30 KST is still Sunday in UTC: the KST week counts.
        (datetime(2026, 12, 13, 15, 30, tzinfo=UTC), date(2026, 12, 14)),
        # Sunday 23:30 KST: the week that ends today.
        (datetime(2026, 12, 13, 14, 30, tzinfo=UTC), date(2026, 12, 7)),
    ],
)
def test_the_plan_starts_on_the_monday_of_the_current_kst_week(now, monday):
    assert week_start(now) == monday


def test_the_demo_registers_the_simulator_pages_personas():
    enrolment = demo_enrolment(datetime(2026, 12, 9, 1, 0, tzinfo=UTC))
    customer, trainer, owner = (Address.of(persona) for persona in DEFAULT_PERSONAS)
    assert (enrolment.customer, enrolment.trainer, enrolment.owner) == (customer, trainer, owner)
    assert enrolment.customer_id == DEMO_CUSTOMER_ID
    assert enrolment.starts_on == date(2026, 12, 7)


def test_the_notice_says_what_was_registered_and_that_it_is_a_demo():
    enrolment = demo_enrolment(datetime(2026, 12, 9, 1, 0, tzinfo=UTC))
    assert demo_notice(enrolment, "http://127.0.0.1:8710") == (
        "demo registry: the registry was empty, so the simulator's personas are registered as "
        "demo data - 리처드 as owner, 고객 as customer 'demo-customer' with 트레이너 as trainer "
        "(consent recorded, 12-week plan from 2026-12-07, activated). Write as 고객 at "
        "http://127.0.0.1:8710/ to start; gateway.simulator.demo_registry: false skips this"
    )
