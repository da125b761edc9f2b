"""Drafts leave checkin through the outbox to the real delivery service: at once, after an
outage, never twice (AC7)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sqlalchemy import text

from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID
from tests.checkin.flows import F_NORMAL_1, checkin_path, kst_noon, ok, run_checkin
from tests.support.services import problem

MONDAY = factories.START
KEY = f"checkin-daily:{CUSTOMER_ID}:2026-12-07"


def _drafts(operator) -> list[dict[str, Any]]:
    return ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/drafts"))


def test_a_finalized_check_in_reaches_delivery_at_once(
    gateway, operator, enabled, clock, delivery_server
):
    clock.set(kst_noon(MONDAY))
    run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    (draft,) = _drafts(operator)
    assert (draft["relay_status"], draft["attempts"], draft["last_status"]) == (
        "acknowledged",
        1,
        201,
    )
    (stored,) = delivery_server.drafts(CUSTOMER_ID)
    submission = draft["submission"]
    assert (stored["draft_key"], stored["kind"], stored["status"]) == (KEY, "daily", "pending")
    assert stored["text"] == submission["canonical_text"]
    assert stored["evidence"] == submission["evidence"]
    assert delivery_server.faults.posts == [submission]


def test_delivery_being_down_loses_nothing_and_the_relay_delivers_later(
    gateway, operator, enabled, clock, delivery_server
):
    delivery_server.faults.down = True
    clock.set(kst_noon(MONDAY))
    assert run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1).final["status"] == "finalized"
    (draft,) = _drafts(operator)
    assert (draft["relay_status"], draft["attempts"], draft["last_status"]) == (
        "pending",
        1,
        503,
    )
    assert delivery_server.drafts(CUSTOMER_ID) == []
    delivery_server.faults.down = False
    assert ok(operator.post("/v1/outbox/relay"))["acknowledged"] == 0  # backing off
    clock.advance(timedelta(seconds=2))
    assert ok(operator.post("/v1/outbox/relay")) == {
        "acknowledged": 1,
        "retried": 0,
        "conflicts": 0,
        "rejected": 0,
        "skipped": 0,
    }
    assert [d["draft_key"] for d in delivery_server.drafts(CUSTOMER_ID)] == [KEY]
    assert ok(operator.post("/v1/outbox/relay"))["acknowledged"] == 0
    assert len(delivery_server.faults.posts) == 2


def test_an_answer_lost_after_delivery_stored_the_draft_is_an_identical_replay(
    gateway, operator, enabled, clock, delivery_server
):
    delivery_server.faults.lose_next_answer = True
    clock.set(kst_noon(MONDAY))
    run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    assert _drafts(operator)[0]["relay_status"] == "pending"
    assert [d["draft_key"] for d in delivery_server.drafts(CUSTOMER_ID)] == [KEY]
    clock.advance(timedelta(seconds=2))
    ok(operator.post("/v1/outbox/relay"))
    (draft,) = _drafts(operator)
    assert (draft["relay_status"], draft["last_status"]) == ("acknowledged", 200)
    assert len(delivery_server.drafts(CUSTOMER_ID)) == 1
    assert len(delivery_server.faults.posts) == 2


def test_a_conflicting_queued_draft_refuses_the_finalize_and_writes_nothing(
    gateway, operator, enabled, clock, database
):
    clock.set(kst_noon(MONDAY))
    run = run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1, finalize=False)
    with database.engine() as engine, engine.begin() as connection:  # superuser: bypasses RLS
        connection.execute(
            text(
                "INSERT INTO checkin.outbox (target, dedupe_key, customer_id, path, payload,"
                " payload_digest, status, attempts, next_attempt_at, created_at)"
                " VALUES ('delivery_draft', :key, :customer, '/v1/drafts', '{}', 'x',"
                " 'pending', 0, now(), now())"
            ),
            {"key": KEY, "customer": CUSTOMER_ID},
        )
    response = gateway.post(f"{checkin_path(CUSTOMER_ID)}/{run.session_id}/finalize")
    assert (response.status_code, problem(response)["type"]) == (
        409,
        "urn:dualcoach:problem:draft-key-conflict",
    )
    assert ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"] == []
    view = ok(gateway.get(f"{checkin_path(CUSTOMER_ID)}/{run.session_id}"))
    assert (view["status"], len(view["answered"])) == ("ready", 9)


def test_a_short_draft_carries_the_presentation_of_the_real_expression_service(
    gateway, operator, enabled, clock, expression_server
):
    clock.set(kst_noon(MONDAY))
    run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    submission = _drafts(operator)[0]["submission"]
    presentation = submission["presentation"]
    assert presentation is not None
    assert (presentation["outcome"], presentation["selected"]) == ("canonical_disabled", False)
    assert presentation["surface_version"] == "daily.v1"
    assert presentation["rendered_body"] == submission["canonical_text"]


def test_expression_being_unreachable_leaves_the_canonical_text(gateway, operator, enabled, clock):
    clock.set(kst_noon(MONDAY))
    run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)
    assert _drafts(operator)[0]["submission"]["presentation"] is None


def test_only_the_operator_and_diagnostics_read_drafts_and_push_the_relay(gateway, enabled):
    assert gateway.get(f"/v1/customers/{CUSTOMER_ID}/drafts").status_code == 403
    assert gateway.post("/v1/outbox/relay").status_code == 403
