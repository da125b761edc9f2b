"""Read-only audit views through the audit role: chain verification and delivery states."""

from __future__ import annotations

from typing import Any

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


def test_the_deliveries_list_pages_through_every_row_newest_first(
    checkin_caller, operator, delivery_app, delivery_secrets
):
    """A full page names the next one (``Link: rel="next"``); following the links reads every
    delivery exactly once. Before, the list silently stopped at the newest 500."""
    sent = {
        _send_one_on(checkin_caller, operator, f"daily:kim-pilot:2026-12-{day:02d}")
        for day in range(8, 13)
    }
    with signed_client(delivery_app, "diagnostics", delivery_secrets) as diagnostics:
        pages: list[list[dict[str, Any]]] = []
        url: str | None = "/audit/deliveries?limit=2"
        while url:
            response = diagnostics.get(url)
            pages.append(ok(response))
            url = response.links.get("next", {}).get("url")
        everything = ok(diagnostics.get("/audit/deliveries"))
        with signed_client(delivery_app, "operator", delivery_secrets) as operator_list:
            delivered = operator_list.get("/v1/deliveries?state=delivered&limit=3")
            rest = operator_list.get(delivered.links["next"]["url"])
        refused = diagnostics.get("/audit/deliveries?before=yesterday")
    assert [len(page) for page in pages] == [2, 2, 1]
    rows = [row for page in pages for row in page]
    assert rows == everything  # the same rows in the same order: newest first
    assert {row["draft_id"] for row in rows} == sent
    assert len({row["delivery_id"] for row in rows}) == 5
    recorded = [row["recorded_at"] for row in rows]
    assert recorded == sorted(recorded, reverse=True)
    assert "state=delivered" in delivered.links["next"]["url"]  # the filter is kept
    assert len(ok(delivered)) + len(ok(rest)) == 5 and "next" not in rest.links
    assert refused.status_code == 422


def _send_one_on(checkin_caller, operator, key: str) -> str:
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission(key)), 201)["draft_id"]
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}))
    return draft_id
