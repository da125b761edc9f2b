"""Sessions over the real diagnostics app and Postgres: open, activate, status, close; the
generation fence; one open session per test customer; refusals change nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import text

from shared.clock import ManualClock, to_rfc3339
from shared.hashchain import verify_chain
from tests.diagnostics.host_support import RecordingTransport, diagnostics_app
from tests.diagnostics.sessions_support import rows, spec_document
from tests.support.services import problem, signed_client

pytestmark = pytest.mark.usefixtures("database")


@pytest.fixture
def clock():
    return ManualClock(datetime(2026, 12, 3, 1, 0, tzinfo=UTC))


@pytest.fixture
def owner(database, secrets, clock):
    app = diagnostics_app(database, secrets, clock, RecordingTransport())
    with signed_client(app, "operator", secrets, clock) as client:
        yield client


def _open(owner, **changes):
    response = owner.post("/v1/sessions", json={"spec": spec_document(**changes)})
    assert response.status_code == 201, response.text
    return response.json()


def test_a_session_opens_prepared_and_walks_to_closed_with_one_chained_row_per_step(
    owner, database
):
    opened = _open(owner)
    assert (opened["state"], opened["generation"]) == ("prepared", 1)
    session_id = opened["session_id"]
    active = owner.post(f"/v1/sessions/{session_id}/activate", json={"generation": 1}).json()
    assert (active["state"], active["generation"]) == ("active", 2)
    closed = owner.post(f"/v1/sessions/{session_id}/close", json={"generation": 2}).json()
    assert (closed["state"], closed["generation"]) == ("closed", 4)
    status = owner.get(f"/v1/sessions/{session_id}").json()
    assert status == closed

    transitions = rows(database, "diagnostic_session_transition")
    assert [(r["from_state"], r["to_state"], r["generation"]) for r in transitions] == [
        (None, "prepared", 1), ("prepared", "active", 2),
        ("active", "detaching", 3), ("detaching", "closed", 4),
    ]  # fmt: skip
    assert {r["authority_digest"] for r in transitions} == {opened["authority_digest"]}
    assert {r["transport_binding_digest"] for r in transitions} == {
        opened["transport_binding_digest"]
    }
    chain = [{**r, "recorded_at": to_rfc3339(r["recorded_at"])} for r in transitions]
    assert verify_chain(chain).ok


def test_a_stale_generation_is_refused_and_changes_nothing(owner, database):
    session_id = _open(owner)["session_id"]
    owner.post(f"/v1/sessions/{session_id}/activate", json={"generation": 1})
    before = rows(database, "diagnostic_session_transition")
    refused = owner.post(f"/v1/sessions/{session_id}/close", json={"generation": 1})
    body = problem(refused)
    assert (refused.status_code, body["reason"], body["state"], body["generation"]) == (
        409, "stale_generation", "active", 2,
    )  # fmt: skip
    again = owner.post(f"/v1/sessions/{session_id}/activate", json={"generation": 2})
    assert problem(again)["reason"] == "active_cannot_become_active"
    assert rows(database, "diagnostic_session_transition") == before


def test_one_open_session_per_test_customer_and_a_new_one_after_close(owner):
    first = _open(owner)
    second = owner.post("/v1/sessions", json={"spec": spec_document()})
    assert second.status_code == 409
    assert problem(second)["type"].endswith("session-already-open")
    owner.post(f"/v1/sessions/{first['session_id']}/close", json={})
    assert _open(owner)["session_id"] != first["session_id"]


@pytest.mark.parametrize(
    ("changes", "reason"),
    [({"max_provider_timeout_seconds": 31}, "invalid:max_provider_timeout_seconds"),
     ({"spec_digest": "0" * 64}, "spec_digest_mismatch")],
)  # fmt: skip
def test_a_refused_spec_opens_nothing(owner, database, changes, reason):
    refused = owner.post("/v1/sessions", json={"spec": spec_document(**changes)})
    assert (refused.status_code, problem(refused)["reason"]) == (422, reason)
    assert rows(database, "diagnostic_session") == []
    assert rows(database, "diagnostic_spec") == []


def test_a_session_past_its_ttl_expires_instead_of_activating(owner, clock):
    session_id = _open(owner)["session_id"]
    clock.advance(timedelta(seconds=3600))
    refused = owner.post(f"/v1/sessions/{session_id}/activate", json={"generation": 1})
    assert problem(refused)["reason"] == "session_expired"
    status = owner.get(f"/v1/sessions/{session_id}").json()
    assert (status["state"], status["generation"]) == ("expired", 3)


def test_closing_an_active_session_past_its_ttl_records_expired(owner, clock):
    session_id = _open(owner)["session_id"]
    owner.post(f"/v1/sessions/{session_id}/activate", json={"generation": 1})
    clock.advance(timedelta(hours=2))
    closed = owner.post(f"/v1/sessions/{session_id}/close", json={}).json()
    assert (closed["state"], closed["generation"]) == ("expired", 4)


def test_a_tampered_stored_spec_refuses_activation(owner, database):
    session_id = _open(owner)["session_id"]
    with database.engine() as engine, engine.begin() as connection:
        # The append-only trigger forbids UPDATE; a tamperer with the trigger off is modelled.
        connection.execute(text("ALTER TABLE diagnostics.diagnostic_spec DISABLE TRIGGER USER"))
        connection.execute(
            text(
                "UPDATE diagnostics.diagnostic_spec "
                "SET spec_bytes = replace(spec_bytes, :was, :now)"
            ),
            {"was": '"ttl_seconds":3600', "now": '"ttl_seconds":7200'},
        )
        connection.execute(text("ALTER TABLE diagnostics.diagnostic_spec ENABLE TRIGGER USER"))
    refused = owner.post(f"/v1/sessions/{session_id}/activate", json={"generation": 1})
    # The stored bytes carry their digests: the changed TTL no longer derives them.
    assert (refused.status_code, problem(refused)["reason"]) == (422, "spec_core_digest_mismatch")
    assert owner.get(f"/v1/sessions/{session_id}").json()["state"] == "prepared"


def test_unknown_session_is_404_and_unsigned_or_other_callers_are_refused(
    owner, database, secrets, clock
):
    assert owner.get("/v1/sessions/ds-nope").status_code == 404
    app = diagnostics_app(database, secrets, clock, RecordingTransport())
    with signed_client(app, "delivery", secrets, clock) as delivery:
        assert delivery.post("/v1/sessions", json={"spec": spec_document()}).status_code in (
            401,
            403,
        )
    assert rows(database, "diagnostic_session") == []


def test_activation_refuses_unless_the_registry_binds_the_test_customer_as_specified(
    database, secrets, clock
):
    def unbound(spec):
        return ["test_customer_not_diagnostic_bound"]

    app = diagnostics_app(database, secrets, clock, RecordingTransport(), registry_check=unbound)
    with signed_client(app, "operator", secrets, clock) as owner:
        session_id = _open(owner)["session_id"]
        refused = owner.post(f"/v1/sessions/{session_id}/activate", json={"generation": 1})
        assert (refused.status_code, problem(refused)["reason"]) == (
            409, "registry:test_customer_not_diagnostic_bound",
        )  # fmt: skip
        assert owner.get(f"/v1/sessions/{session_id}").json()["state"] == "prepared"


def test_a_delivery_to_a_malformed_session_id_is_a_422_problem_and_writes_nothing(owner, database):
    """Found by the OpenAPI sweep: the path id reached the candidate model unchecked and
    its ValidationError surfaced as a 500."""
    body = {
        "generation": 1,
        "dedupe_key": "draft-0001:r1",
        "body": "오늘도 수고하셨어요.",
        **dict.fromkeys(
            (
                "body_digest",
                "destination_digest",
                "spec_digest",
                "authority_digest",
                "transport_binding_digest",
            ),
            "0" * 64,
        ),
    }
    refused = owner.post("/v1/sessions/0/deliveries", json=body)
    assert refused.status_code == 422, refused.text
    assert problem(refused)["status"] == 422
    assert rows(database, "diagnostic_session") == []
