"""Read-only audit views through the audit role: chain verification and delivery states."""

from __future__ import annotations

from sqlalchemy import text

from tests.delivery.factories import ok, submission
from tests.support.services import signed_client


def _send_one(checkin_caller, operator) -> str:
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}))
    return draft_id


def test_chains_verify_and_a_tampered_row_is_named(
    checkin_caller, operator, delivery_app, delivery_secrets, database
):
    _send_one(checkin_caller, operator)
    with signed_client(delivery_app, "diagnostics", delivery_secrets) as diagnostics:
        report = ok(diagnostics.get("/audit/customers/kim-pilot/chains"))
        assert report["ok"] is True
        assert [(c["chain"], c["rows_checked"]) for c in report["chains"]] == [
            ("delivery", 4),
            ("card", 0),
        ]
        with database.engine() as engine, engine.begin() as connection:
            connection.execute(text("ALTER TABLE delivery.delivery_ledger DISABLE TRIGGER USER"))
            connection.execute(
                text("UPDATE delivery.delivery_ledger SET reason = 'edited' WHERE sequence = 3")
            )
            connection.execute(text("ALTER TABLE delivery.delivery_ledger ENABLE TRIGGER USER"))
        broken = ok(diagnostics.get("/audit/customers/kim-pilot/chains"))
    assert broken["ok"] is False
    assert broken["chains"][0]["first_broken_sequence"] == 3
    assert broken["chains"][0]["reason"] == "row_digest_mismatch"


def test_delivery_states_are_listed_without_bodies(
    checkin_caller, operator, delivery_app, delivery_secrets
):
    draft_id = _send_one(checkin_caller, operator)
    with signed_client(delivery_app, "diagnostics", delivery_secrets) as diagnostics:
        (row,) = ok(diagnostics.get("/audit/deliveries"))
    assert row["draft_id"] == draft_id and row["state"] == "delivered"
    assert "body" not in row


def test_audit_views_are_for_diagnostics_and_operators_only(delivery_app, delivery_secrets):
    with signed_client(delivery_app, "gateway", delivery_secrets) as gateway:
        assert gateway.get("/audit/deliveries").status_code == 403
