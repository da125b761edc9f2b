"""``GET /v1/customers/{id}/kpi``: one judgement from the stored stream (AC12 end to end)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from services.checkin.events.schemas import event_document
from services.checkin.schedule.rules import eligible_checkin_dates
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.seeding import append_as_flow

RECORDS = f"/v1/customers/{CUSTOMER_ID}/records"


def time_entry(entry_id, minutes, offset, attempt="attempt-00000000001", **more):
    return {
        "entry_id": entry_id,
        "attempt_id": attempt,
        "minutes": minutes,
        "task": "admin",
        "work_date": (factories.START + timedelta(days=offset)).isoformat(),
        **more,
    }


def test_kpi_judges_the_stored_stream_with_retries_and_corrections(operator, gateway, enabled):
    for day in eligible_checkin_dates(factories.START)[:16]:
        append_as_flow(operator.app, factories.checkin(CUSTOMER_ID, day))
    ok(
        operator.post(f"{RECORDS}/satisfaction", json={"score": 8.0, "collected_on": "2026-12-11"}),
        201,
    )
    # Week 1: a retried entry (counted once), a correction (90 -> 20) and a same-day second entry.
    ok(operator.post(f"{RECORDS}/operator-time", json=time_entry("entry-w1-a-000001", 30, 1)), 201)
    retry = time_entry("entry-w1-a-000001", 30, 1, attempt="attempt-00000000002")
    ok(operator.post(f"{RECORDS}/operator-time", json=retry), 200)
    ok(operator.post(f"{RECORDS}/operator-time", json=time_entry("entry-w1-b-000001", 90, 1)), 201)
    fix = time_entry("entry-w1-c-000001", 20, 1, supersedes_entry_id="entry-w1-b-000001")
    ok(operator.post(f"{RECORDS}/operator-time", json=fix), 201)
    ok(operator.post(f"{RECORDS}/operator-time", json=time_entry("entry-w1-d-000001", 10, 1)), 201)
    ok(
        operator.post(
            f"{RECORDS}/payment",
            json={
                "kind": "renewal",
                "amount_krw": 150000,
                "method": "bank_transfer",
                "paid_on": "2027-01-02",
            },
        ),
        201,
    )

    judgement = ok(gateway.get(f"/v1/customers/{CUSTOMER_ID}/kpi"))
    assert judgement["checkin_rate"]["checked_in_days"] == 16
    assert judgement["checkin_rate"]["rate_percent"] == "80.0"
    assert judgement["satisfaction"] == {
        "passed": True,
        "records": 1,
        "mean": "8.00",
        "threshold": "8.0",
    }
    assert judgement["operator_time"]["buckets"][0]["minutes"] == 60
    assert judgement["operator_time"]["buckets"][0]["entries"] == 3
    assert judgement["renewal"]["passed"] is True
    assert judgement["passed"] is True

    # One more minute in week 1 breaks that bucket and so the whole judgement.
    ok(operator.post(f"{RECORDS}/operator-time", json=time_entry("entry-w1-e-000001", 1, 6)), 201)
    judgement = ok(gateway.get(f"/v1/customers/{CUSTOMER_ID}/kpi"))
    assert judgement["operator_time"]["buckets"][0]["minutes"] == 61
    assert judgement["passed"] is False


def test_kpi_of_an_unknown_customer_is_not_found(gateway, enabled):
    assert gateway.get("/v1/customers/nobody-here/kpi").status_code == 404


@pytest.mark.parametrize(
    ("checkins", "score", "week_four_minutes", "renewal_offset", "failing"),
    [
        (16, 8.0, 60, 28, None),
        (15, 8.0, 60, 28, "checkin_rate"),
        (16, 7.9, 60, 28, "satisfaction"),
        (16, 8.0, 61, 28, "operator_time"),
        (16, 8.0, 60, 29, "renewal"),
    ],
)
def test_kpi_boundaries_from_the_stored_stream(
    operator, gateway, enabled, checkins, score, week_four_minutes, renewal_offset, failing
):
    for day in eligible_checkin_dates(factories.START)[:checkins]:
        append_as_flow(operator.app, factories.checkin(CUSTOMER_ID, day))
    ok(
        operator.post(
            f"{RECORDS}/satisfaction", json={"score": score, "collected_on": "2026-12-11"}
        ),
        201,
    )
    ok(
        operator.post(
            f"{RECORDS}/operator-time", json=time_entry("entry-w4-000000001", week_four_minutes, 27)
        ),
        201,
    )
    renewal = factories.payment(CUSTOMER_ID, "renewal", offset=renewal_offset)
    ok(operator.post(f"/v1/customers/{CUSTOMER_ID}/events", json=event_document(renewal)), 201)
    judgement = ok(gateway.get(f"/v1/customers/{CUSTOMER_ID}/kpi"))
    components = ("checkin_rate", "satisfaction", "operator_time", "renewal")
    assert {name: judgement[name]["passed"] for name in components} == {
        name: name != failing for name in components
    }
    assert judgement["passed"] is (failing is None)
