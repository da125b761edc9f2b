"""The KPI comparison names every figure where the product and the hand-worked one differ."""

from __future__ import annotations

from typing import Any

from tools.pilot.checks import compare_kpi
from tools.pilot.expected import ExpectedKpi, expected_kpi
from tools.pilot.scenario import PILOT


def judgement_of(kpi: ExpectedKpi) -> dict[str, Any]:
    """The product's response shape, filled with the hand-worked figures."""
    return {
        "passed": kpi.passed,
        "checkin_rate": {
            "passed": kpi.checkin_passed,
            "checked_in_days": kpi.checked_in_days,
            "eligible_days": kpi.eligible_days,
            "rate_percent": kpi.rate_percent,
        },
        "satisfaction": {
            "passed": kpi.satisfaction_passed,
            "records": kpi.satisfaction_records,
            "mean": kpi.satisfaction_mean,
        },
        "operator_time": {
            "passed": kpi.operator_time_passed,
            "minutes_outside_window": 0,
            "buckets": [
                {
                    "index": b.index,
                    "starts_on": b.starts_on.isoformat(),
                    "minutes": b.minutes,
                    "entries": b.entries,
                    "passed": b.passed,
                }
                for b in kpi.buckets
            ],
        },
        "renewal": {"passed": kpi.renewal_passed, "effective_renewals": kpi.renewals},
    }


def test_an_equal_judgement_has_no_problem():
    kpi = expected_kpi(PILOT)
    assert compare_kpi(kpi, judgement_of(kpi)) == []


def test_each_differing_figure_is_named():
    kpi = expected_kpi(PILOT)
    judgement = judgement_of(kpi)
    judgement["operator_time"]["buckets"][1]["minutes"] = 30
    judgement["satisfaction"]["mean"] = "8.70"
    assert compare_kpi(kpi, judgement) == [
        "satisfaction.mean: product '8.70' != hand '8.75'",
        "operator_time.buckets[1].minutes: product 30 != hand 45",
    ]


def test_a_missing_judgement_fails_every_figure():
    problems = compare_kpi(expected_kpi(PILOT), {})
    assert "passed: product None != hand True" in problems
    assert "operator_time.buckets: 0 != 4" in problems
