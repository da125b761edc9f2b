"""AC12 records through the operator API: payment, satisfaction, operator time (ADR-10)."""

from __future__ import annotations

import pytest

from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.support.services import problem

RECORDS = f"/v1/customers/{CUSTOMER_ID}/records"
RENEWAL = {
    "kind": "renewal",
    "amount_krw": 150000,
    "method": "bank_transfer",
    "paid_on": "2026-12-30",
}


def entry(entry_id="entry-000000000001", attempt="attempt-00000000001", minutes=30, **more):
    return {
        "entry_id": entry_id,
        "attempt_id": attempt,
        "minutes": minutes,
        "task": "draft_review",
        "work_date": "2026-12-08",
        **more,
    }


def test_payment_period_is_taken_from_the_plan(operator, registered):
    stored = ok(operator.post(f"{RECORDS}/payment", json=RENEWAL), 201)["event"]
    assert stored["dedupe_key"] == f"payment:{CUSTOMER_ID}:renewal:2027-01-04"
    assert stored["payload"] == {
        "amount_krw": 150000,
        "method": "bank_transfer",
        "kind": "renewal",
        "paid_on": "2026-12-30",
        "period_start_on": "2027-01-04",
        "period_end_on": "2027-01-31",
    }
    initial = RENEWAL | {"kind": "initial", "paid_on": "2026-12-05"}
    assert (
        ok(operator.post(f"{RECORDS}/payment", json=initial), 201)["event"]["payload"][
            "period_start_on"
        ]
        == "2026-12-07"
    )


@pytest.mark.parametrize(
    ("change", "slug"),
    [
        ({"amount_krw": 140000}, "contract-violation"),
        ({"amount_krw": 0}, "contract-violation"),
        ({"method": "cash"}, "contract-violation"),
        ({"period_start_on": "2027-01-05"}, "payment-period-mismatch"),
        ({"period_end_on": "2027-02-01"}, "payment-period-mismatch"),
    ],
)
def test_wrong_payments_are_refused_and_nothing_is_stored(operator, registered, change, slug):
    response = operator.post(f"{RECORDS}/payment", json=RENEWAL | change)
    assert response.status_code == 422
    assert problem(response)["type"].endswith(slug)
    assert ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"] == []


def test_a_retried_renewal_is_one_record_and_a_different_duplicate_is_refused(operator, registered):
    ok(operator.post(f"{RECORDS}/payment", json=RENEWAL), 201)
    ok(operator.post(f"{RECORDS}/payment", json=RENEWAL), 200)
    response = operator.post(f"{RECORDS}/payment", json=RENEWAL | {"paid_on": "2026-12-31"})
    assert problem(response)["type"].endswith("dedupe-conflict")
    assert len(ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]) == 1


def test_payment_needs_a_plan_start(operator):
    ok(operator.put(f"/v1/admin/customers/{CUSTOMER_ID}", json={"plan": None}))
    response = operator.post(f"{RECORDS}/payment", json=RENEWAL)
    assert problem(response)["type"].endswith("plan-missing")


def test_satisfaction_is_one_per_iso_week(operator, registered):
    ok(
        operator.post(f"{RECORDS}/satisfaction", json={"score": 8.5, "collected_on": "2026-12-07"}),
        201,
    )
    same_week = {"score": 9, "collected_on": "2026-12-11"}
    assert problem(operator.post(f"{RECORDS}/satisfaction", json=same_week))["type"].endswith(
        "dedupe-conflict"
    )
    ok(
        operator.post(f"{RECORDS}/satisfaction", json={"score": 9, "collected_on": "2026-12-14"}),
        201,
    )


@pytest.mark.parametrize("score", [0, 10.5, 7.95])
def test_satisfaction_scores_are_bounded(operator, registered, score):
    response = operator.post(
        f"{RECORDS}/satisfaction", json={"score": score, "collected_on": "2026-12-07"}
    )
    assert response.status_code == 422


def test_operator_time_retry_is_a_no_op_and_a_second_entry_counts(operator, registered):
    first = ok(operator.post(f"{RECORDS}/operator-time", json=entry()), 201)["event"]
    retry = operator.post(f"{RECORDS}/operator-time", json=entry(attempt="attempt-00000000002"))
    assert retry.status_code == 200 and retry.json()["event"] == first
    second = entry(entry_id="entry-000000000002", attempt="attempt-00000000003")
    ok(operator.post(f"{RECORDS}/operator-time", json=second), 201)
    assert len(ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]) == 2


@pytest.mark.parametrize(
    "change",
    [
        {"minutes": 0},
        {"minutes": 601},
        {"task": "coffee"},
        {"entry_id": "too-short"},
        {"attempt_id": "x" * 81},
    ],
)
def test_operator_time_bounds(operator, registered, change):
    assert operator.post(f"{RECORDS}/operator-time", json=entry() | change).status_code == 422


def test_operator_time_correction_links_the_superseded_entry(operator, registered):
    ok(operator.post(f"{RECORDS}/operator-time", json=entry(minutes=90)), 201)
    fix = entry(entry_id="entry-000000000002", minutes=45, supersedes_entry_id="entry-000000000001")
    stored = ok(operator.post(f"{RECORDS}/operator-time", json=fix), 201)["event"]
    assert stored["supersedes"] == f"operator-time:{CUSTOMER_ID}:entry-000000000001"


def test_records_are_operator_only(delivery, registered):
    assert delivery.post(f"{RECORDS}/operator-time", json=entry()).status_code == 403
