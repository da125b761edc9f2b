"""``GET /v1/schedule/due`` over the real registry: enabled customers only, window only."""

from __future__ import annotations

from datetime import date, timedelta

from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, activate, grant_consent, ok, register_draft


def due(client, day):
    return ok(client.get("/v1/schedule/due", params={"kst_date": day.isoformat()}))["tasks"]


def test_enabled_customer_gets_daily_and_weekly_tasks_inside_the_window(delivery, enabled):
    friday = factories.START + timedelta(days=4)
    assert [t["task_key"] for t in due(delivery, friday)] == [
        f"daily:{CUSTOMER_ID}:{friday}",
        f"weekly:{CUSTOMER_ID}:1",
    ]
    assert due(delivery, factories.START + timedelta(days=5)) == []  # Saturday


def test_nothing_on_or_after_day_28_even_after_a_renewal(operator, delivery, enabled):
    renewal = {
        "kind": "renewal",
        "amount_krw": 150000,
        "method": "bank_transfer",
        "paid_on": "2026-12-30",
    }
    ok(operator.post(f"/v1/customers/{CUSTOMER_ID}/records/payment", json=renewal), 201)
    for offset in range(28, 28 + 60):
        assert due(delivery, factories.START + timedelta(days=offset)) == [], offset
    last_friday = factories.START + timedelta(days=25)
    assert [t["kind"] for t in due(delivery, last_friday)] == ["daily", "weekly"]


def test_a_disabled_or_draft_customer_has_no_tasks(operator, delivery, registered):
    assert due(delivery, factories.START) == []
    ok(activate(operator))
    assert len(due(delivery, factories.START)) == 1
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={}))
    assert due(delivery, factories.START) == []


def test_schedule_is_for_delivery_and_the_operator_only(gateway, enabled):
    assert gateway.get("/v1/schedule/due", params={"kst_date": "2026-12-07"}).status_code == 403


def test_a_bad_date_is_a_clear_422(delivery, enabled):
    assert delivery.get("/v1/schedule/due", params={"kst_date": "2026-02-30"}).status_code == 422


def test_day_27_has_tasks_and_day_28_has_none_through_the_api(operator, delivery):
    friday_start = date(2026, 12, 4)  # day 27 is Thursday 2026-12-31, day 28 Friday 2027-01-01
    register_draft(operator, **factories.draft(starts_on=friday_start))
    grant_consent(operator)
    ok(activate(operator))
    day_27 = friday_start + timedelta(days=27)
    assert [t["task_key"] for t in due(delivery, day_27)] == [
        f"daily:{CUSTOMER_ID}:{day_27}",
        f"weekly:{CUSTOMER_ID}:4",
    ]
    assert due(delivery, day_27 + timedelta(days=1)) == []
