"""The one append path over HTTP and Postgres: dedupe, conflicts, corrections, concurrency,
append-only storage and hash-chain verification (ADR-1/4/10, AC22)."""

from __future__ import annotations

import threading
from datetime import date

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from services.checkin.events.schemas import event_document
from shared.auth.client import ServiceRequestSigner
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.support.servers import loopback_client, serve
from tests.support.services import problem

EVENTS = f"/v1/customers/{CUSTOMER_ID}/events"


def post(client, event):
    return client.post(EVENTS, json=event_document(event))


def draft_created(draft_id="draft-20261207", text="오늘 기록을 확인했습니다."):
    return {
        "schema_version": 1,
        "event_type": "draft_created",
        "customer_id": CUSTOMER_ID,
        "dedupe_key": f"draft_created:{CUSTOMER_ID}:{draft_id}",
        "payload": {"draft_id": draft_id, "revision": 1, "actor": "ai", "text": text},
    }


def test_append_then_identical_replay_returns_the_stored_event(delivery, registered):
    first = delivery.post(EVENTS, json=draft_created())
    assert first.status_code == 201, first.text
    replay = delivery.post(EVENTS, json=draft_created())
    assert replay.status_code == 200
    assert replay.json()["created"] is False
    assert replay.json()["event"] == first.json()["event"]
    stream = ok(delivery.get(EVENTS))
    assert [e["sequence"] for e in stream["events"]] == [1]
    assert stream["head_digest"] == first.json()["event"]["row_digest"]


def test_same_key_with_different_content_is_a_conflict_and_writes_nothing(delivery, registered):
    ok(delivery.post(EVENTS, json=draft_created()), 201)
    response = delivery.post(EVENTS, json=draft_created(text="다른 내용"))
    assert response.status_code == 409
    assert problem(response)["type"].endswith("dedupe-conflict")
    events = ok(delivery.get(EVENTS))["events"]
    assert len(events) == 1 and events[0]["payload"]["text"] == "오늘 기록을 확인했습니다."


def test_invalid_event_is_refused_with_where_and_why_but_not_the_value(delivery, registered):
    secret_text = "고객 비밀 메모"
    bad = draft_created(text=secret_text)
    bad["payload"]["actor"] = "robot"
    response = delivery.post(EVENTS, json=bad)
    assert response.status_code == 422
    body = problem(response)
    assert body["type"].endswith("contract-violation")
    assert {"source": "schema", "path": "$.payload.actor", "rule": "enum"} in body["errors"]
    assert secret_text not in response.text
    assert ok(delivery.get(EVENTS))["events"] == []


def test_body_for_another_customer_is_refused(delivery, registered):
    other = draft_created()
    other["customer_id"] = "lee-other"
    other["dedupe_key"] = "draft_created:lee-other:draft-20261207"
    assert delivery.post(EVENTS, json=other).status_code == 422


def test_unknown_customer_is_not_found(operator, registered):
    event = factories.satisfaction("nobody-here", 9.0, date(2026, 12, 8))
    response = operator.post("/v1/customers/nobody-here/events", json=event_document(event))
    assert response.status_code == 404


def test_gateway_may_not_append(gateway, registered):
    assert gateway.post(EVENTS, json=draft_created()).status_code == 403


def test_delivery_may_append_only_the_draft_lifecycle(delivery, registered):
    record = factories.satisfaction(CUSTOMER_ID, 9.0, date(2026, 12, 8))
    response = post(delivery, record)
    assert response.status_code == 403
    assert problem(response)["type"].endswith("event-type-not-allowed")
    assert ok(delivery.get(EVENTS))["events"] == []


def test_the_full_draft_lifecycle_is_four_audited_events(delivery, registered):
    draft_id = "draft-20261208"
    base = {"schema_version": 1, "customer_id": CUSTOMER_ID}
    lifecycle = [
        ("draft_created", draft_id, {"revision": 1, "actor": "ai", "text": "초안"}),
        (
            "draft_edited",
            f"{draft_id}.r2",
            {"revision": 2, "actor": "richard", "text": "수정본", "edit_of_revision": 1},
        ),
        (
            "draft_approved",
            draft_id,
            {"revision": 2, "actor": "richard", "text": "수정본", "approved_revision": 2},
        ),
        (
            "draft_sent",
            draft_id,
            {
                "revision": 2,
                "actor": "richard",
                "text": "수정본",
                "approved_revision": 2,
                "delivery_message_id": 77,
            },
        ),
    ]
    for event_type, key_id, payload in lifecycle:
        body = base | {
            "event_type": event_type,
            "dedupe_key": f"{event_type}:{CUSTOMER_ID}:{key_id}",
            "payload": {"draft_id": draft_id, **payload},
        }
        ok(delivery.post(EVENTS, json=body), 201)
    types = [e["event_type"] for e in ok(delivery.get(EVENTS))["events"]]
    assert types == ["draft_created", "draft_edited", "draft_approved", "draft_sent"]


def test_operator_time_retry_with_a_new_attempt_id_is_a_no_op(operator, registered):
    day = date(2026, 12, 8)
    first = factories.operator_time(
        CUSTOMER_ID, "entry-000000000001", 20, day, attempt="attempt-00000000001"
    )
    retry = factories.operator_time(
        CUSTOMER_ID, "entry-000000000001", 20, day, attempt="attempt-00000000002"
    )
    stored = ok(post(operator, first), 201)["event"]
    replay = ok(post(operator, retry), 200)
    assert replay["event"] == stored
    assert replay["event"]["payload"]["attempt_id"] == "attempt-00000000001"


def test_a_correction_supersedes_once_and_must_name_an_existing_event(operator, registered):
    day = date(2026, 12, 8)
    ok(post(operator, factories.operator_time(CUSTOMER_ID, "entry-000000000001", 90, day)), 201)
    missing = factories.operator_time(
        CUSTOMER_ID, "entry-000000000009", 30, day, supersedes="entry-000000000404"
    )
    assert problem(post(operator, missing))["type"].endswith("superseded-event-missing")
    fix = factories.operator_time(
        CUSTOMER_ID, "entry-000000000002", 30, day, supersedes="entry-000000000001"
    )
    assert ok(post(operator, fix), 201)["event"]["supersedes"] == (
        f"operator-time:{CUSTOMER_ID}:entry-000000000001"
    )
    second_fix = factories.operator_time(
        CUSTOMER_ID, "entry-000000000003", 20, day, supersedes="entry-000000000001"
    )
    response = post(operator, second_fix)
    assert response.status_code == 409
    assert problem(response)["type"].endswith("already-superseded")
    # Correcting the correction is the way to change it again.
    again = factories.operator_time(
        CUSTOMER_ID, "entry-000000000003", 20, day, supersedes="entry-000000000002"
    )
    ok(post(operator, again), 201)


def _signed_http(base_url, secrets, clock, caller="delivery"):
    return loopback_client(
        base_url=base_url,
        auth=ServiceRequestSigner(caller, secrets.key(caller), clock, audience="checkin"),
    )


@pytest.mark.slow
def test_concurrent_appends_get_contiguous_sequences_and_one_copy_per_key(
    app, secrets, clock, registered
):
    distinct = [draft_created(f"draft-concurrent-{n:02d}") for n in range(12)]
    duplicate = draft_created("draft-duplicated")
    statuses: list[int] = []
    lock = threading.Lock()
    with serve(app) as server:
        barrier = threading.Barrier(16)

        def worker(body):
            with _signed_http(server.base_url, secrets, clock) as client:
                barrier.wait()
                status = client.post(EVENTS, json=body).status_code
            with lock:
                statuses.append(status)

        threads = [threading.Thread(target=worker, args=(body,)) for body in distinct]
        threads += [threading.Thread(target=worker, args=(duplicate,)) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        with _signed_http(server.base_url, secrets, clock, "operator") as client:
            events = client.get(EVENTS).json()["events"]
            report = client.get(f"/audit/customers/{CUSTOMER_ID}/events/verify").json()
    assert sorted(statuses) == [200] * 3 + [201] * 13
    assert [e["sequence"] for e in events] == list(range(1, 14))
    assert sum(e["payload"]["draft_id"] == "draft-duplicated" for e in events) == 1
    assert report["ok"] is True and report["rows_checked"] == 13


def test_audit_verification_detects_a_tampered_row(operator, database, registered):
    for n in range(3):
        ok(
            post(
                operator,
                factories.satisfaction(CUSTOMER_ID, 8.0 + n / 10, date(2026, 12, 8 + 7 * n)),
            ),
            201,
        )
    assert ok(operator.get(f"/audit/customers/{CUSTOMER_ID}/events/verify"))["ok"] is True
    with database.engine() as engine, engine.begin() as connection:  # superuser: past the guards
        connection.execute(text("ALTER TABLE checkin.event DISABLE TRIGGER event_append_only"))
        connection.execute(
            text(
                "UPDATE checkin.event SET payload = jsonb_set(payload, '{score}', '10') "
                "WHERE sequence = 2"
            )
        )
        connection.execute(text("ALTER TABLE checkin.event ENABLE TRIGGER event_append_only"))
    report = ok(operator.get(f"/audit/customers/{CUSTOMER_ID}/events/verify"))
    assert report == report | {
        "ok": False,
        "first_broken_sequence": 2,
        "reason": "row_digest_mismatch",
        "rows_checked": 1,
    }


def test_audit_verification_detects_a_removed_row(operator, database, registered):
    for n in range(3):
        ok(post(operator, factories.satisfaction(CUSTOMER_ID, 9.0, date(2026, 12, 8 + 7 * n))), 201)
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(text("ALTER TABLE checkin.event DISABLE TRIGGER event_append_only"))
        connection.execute(text("DELETE FROM checkin.event WHERE sequence = 2"))
        connection.execute(text("ALTER TABLE checkin.event ENABLE TRIGGER event_append_only"))
    report = ok(operator.get(f"/audit/customers/{CUSTOMER_ID}/events/verify"))
    assert report["ok"] is False and report["first_broken_sequence"] == 3


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE checkin.event SET appended_by = 'x'",
        "DELETE FROM checkin.event",
        "TRUNCATE checkin.event",
    ],
)
def test_events_are_append_only_in_the_database(operator, database, registered, statement):
    ok(post(operator, factories.satisfaction(CUSTOMER_ID, 9.0, date(2026, 12, 8))), 201)
    with (
        database.engine(database.owner_url("checkin")) as engine,
        engine.connect() as connection,
    ):
        connection.execute(
            text(f"SELECT set_config('dualcoach.customer_id', '{CUSTOMER_ID}', true)")
        )
        with pytest.raises(IntegrityError, match="append-only"):
            connection.execute(text(statement))
    assert len(ok(operator.get(EVENTS))["events"]) == 1
