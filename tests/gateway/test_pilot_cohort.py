"""A cohort is the one-customer pilot N times over, with ids and triples of its own (pure)."""

from __future__ import annotations

import pytest

from tools.pilot.scenario import PILOT, cohort, shortened


def test_every_customer_of_a_cohort_has_its_own_id_triples_and_operator_entries():
    scenarios = cohort(PILOT, 5, 2)
    assert [s.customer_id for s in scenarios] == [f"pilot-{n:04d}" for n in range(1, 6)]
    triples = [t for s in scenarios for t in (s.customer.as_json(), s.trainer.as_json())]
    assert len({tuple(t.values()) for t in triples}) == 10  # no triple is used twice
    assert len({s.trainer.user_id for s in scenarios}) == 2  # two trainers, several topics
    assert {s.owner for s in scenarios} == {PILOT.owner}  # one Richard
    entry_ids = [e.entry_id for s in scenarios for day in s.days for e in day.operator_time]
    assert len(entry_ids) == len(set(entry_ids))
    for scenario in scenarios:
        for day in scenario.days:
            for entry in day.operator_time:
                assert entry.entry_id.startswith(scenario.customer_id)
                assert entry.supersedes is None or entry.supersedes.startswith(scenario.customer_id)


def test_a_cohort_keeps_the_scenario_days_and_answers():
    (only,) = cohort(shortened(PILOT, 3), 1, 1)
    assert [d.day for d in only.days] == [d.day for d in PILOT.days[:3]]
    assert [d.checkin for d in only.days] == [d.checkin for d in PILOT.days[:3]]


@pytest.mark.parametrize(("customers", "trainers"), [(0, 1), (2, 3), (2, 0)])
def test_a_cohort_needs_at_least_one_customer_and_no_more_trainers_than_customers(
    customers, trainers
):
    with pytest.raises(ValueError, match="trainers <= customers"):
        cohort(PILOT, customers, trainers)
