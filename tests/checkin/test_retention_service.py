"""AC13: withdrawal erasure is one audited procedure, refused while enabled, and leaves a
tombstone without customer data; nothing else can delete."""

from __future__ import annotations

import json
from datetime import date

import pytest
from sqlalchemy import text

from services.checkin.events.schemas import event_document
from services.checkin.tables import CHAINED_CUSTOMER_TABLES
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.seeding import append_as_flow
from tests.support.services import problem

OTHER_ID = "lee-other"
NOTE = "무릎 수술 이력 있음"


@pytest.fixture
def populated(operator, enabled):
    ok(
        operator.put(
            f"/v1/admin/customers/{OTHER_ID}",
            json=factories.draft(
                customer=factories.triple(810002), trainer=factories.triple(910002)
            ),
        )
    )
    for customer_id in (CUSTOMER_ID, OTHER_ID):
        ok(
            operator.post(
                f"/v1/customers/{customer_id}/records/satisfaction",
                json={"score": 9, "collected_on": "2026-12-08", "note": NOTE},
            ),
            201,
        )
        event = factories.checkin(customer_id, date(2026, 12, 8))
        append_as_flow(operator.app, event)
    return CUSTOMER_ID


def erase(client, customer_id=CUSTOMER_ID, confirm=None):
    return client.post(
        f"/v1/admin/customers/{customer_id}/erase", json={"confirm": confirm or customer_id}
    )


def _count(database, sql):
    with database.engine() as engine, engine.connect() as connection:  # superuser sees all
        return connection.execute(text(sql)).scalar()


def test_erasure_is_refused_while_the_customer_is_enabled(operator, database, populated):
    response = erase(operator)
    assert response.status_code == 409
    assert problem(response)["type"].endswith("customer-enabled")
    assert (
        _count(database, f"SELECT count(*) FROM checkin.event WHERE customer_id = '{CUSTOMER_ID}'")
        == 2
    )


def test_erasure_needs_the_id_typed_again(operator, populated):
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={"reason": "withdrawal"}))
    assert erase(operator, confirm="kim-pilots").status_code == 422


def test_erasure_removes_the_customers_records_and_registry_entry_only(
    operator, database, populated
):
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={"reason": "withdrawal"}))
    tombstone = ok(erase(operator))
    assert tombstone["summary"] == {
        "reason": "withdrawal",
        "rows_erased": {
            "event": 2,
            "flow_session": 0,
            "outbox": 0,
            "registry_transition": 4,
            # The customer-scoped ledgers added later are erased too (empty here).
            **dict.fromkeys(CHAINED_CUSTOMER_TABLES, 0),
        },
    }
    assert (
        _count(database, f"SELECT count(*) FROM checkin.event WHERE customer_id = '{CUSTOMER_ID}'")
        == 0
    )
    assert (
        _count(
            database,
            f"SELECT count(*) FROM checkin.registry_transition WHERE customer_id = '{CUSTOMER_ID}'",
        )
        == 0
    )
    # The other customer and the owner are untouched, and every chain still verifies.
    assert len(ok(operator.get(f"/v1/customers/{OTHER_ID}/events"))["events"]) == 2
    assert ok(operator.get(f"/audit/customers/{OTHER_ID}/events/verify"))["ok"] is True
    audit = ok(operator.get("/audit/registry"))
    assert audit["ok"] is True
    assert {s["stream"] for s in audit["streams"]} == {"owner", f"customer:{OTHER_ID}"}
    document = ok(operator.get("/v1/admin/registry"))["document"]
    assert [e["spec"]["customer_id"] for e in document["customers"]] == [OTHER_ID]


def test_the_tombstone_carries_no_customer_data(operator, populated):
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={}))
    ok(erase(operator))
    audit = ok(operator.get("/audit/erasures"))
    assert audit["ok"] is True and len(audit["tombstones"]) == 1
    serialised = json.dumps(audit, ensure_ascii=False)
    for personal in (
        CUSTOMER_ID,
        NOTE,
        str(factories.CUSTOMER["user_id"]),
        str(factories.TRAINER["user_id"]),
        "2026-12-08",
    ):
        assert personal not in serialised


def test_an_erased_customer_is_gone_for_good(operator, delivery, populated):
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={}))
    ok(erase(operator))
    assert delivery.get(f"/v1/customers/{CUSTOMER_ID}/events").status_code == 410
    event = factories.satisfaction(CUSTOMER_ID, 9.0, date(2026, 12, 15))
    assert (
        operator.post(f"/v1/customers/{CUSTOMER_ID}/events", json=event_document(event)).status_code
        == 410
    )
    assert delivery.get(f"/v1/customers/{CUSTOMER_ID}/destinations").status_code == 410
    again = operator.put(f"/v1/admin/customers/{CUSTOMER_ID}", json=factories.draft())
    assert problem(again)["type"].endswith("customer-id-retired")
    assert erase(operator).status_code == 410


def test_the_registry_read_before_an_erasure_does_not_outlive_it(operator, populated):
    """The registry document reuses the entries this process parsed, keyed by each stream's
    head; an erased stream has no head, so it is gone from the next read."""
    ids = _ids(operator)
    assert CUSTOMER_ID in ids
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={"reason": "withdrawal"}))
    ok(erase(operator))
    assert _ids(operator) == [i for i in ids if i != CUSTOMER_ID]


def _ids(operator) -> list[str]:
    document = ok(operator.get("/v1/admin/registry"))["document"]
    return [entry["spec"]["customer_id"] for entry in document["customers"]]
