"""The retention rule across services (ADR 0059), over real HTTP on one pilot clock.

``kim-pilot``'s window is 2026-12-07 .. 2027-01-03: its data is kept through 2027-04-03 and
goes on 2027-04-04. A message sent on 2026-12-08 keeps its text in the delivery ledger
through 2027-01-12 and loses it on 2027-01-13. The commands run through click's CliRunner
against the running services (signing on the services' clock), and the operator guide's
example output is this scenario's output, compared verbatim.
"""

from __future__ import annotations

import dataclasses
import re
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from services import retention_cli
from services.cli import main
from services.delivery.context import DeliveryContext
from services.delivery.retention.workflow import run_scheduled
from shared.clock import ManualClock
from shared.settings import RetentionSettings
from tests.checkin.factories import START
from tests.checkin.flows import kst_noon
from tests.delivery.factories import submission
from tests.integration.stack import CUSTOMER_CHAT, CUSTOMER_ID, Stack, ok, wait_for_review
from tests.integration.test_erasure import _consent_in_telegram, _peers, mentions, tombstones

pytestmark = pytest.mark.slow
SENT_ON = date(2026, 12, 8)
WINDOW_ENDS_ON = START + timedelta(days=27)
GUIDE = Path(__file__).resolve().parents[2] / "docs" / "operator-guide.md"


@pytest.fixture
def clock() -> ManualClock:
    """The day the customer's message is sent (day 1 of the window)."""
    return ManualClock(kst_noon(SENT_ON))


@pytest.fixture
def cli(stack: Stack, monkeypatch: pytest.MonkeyPatch) -> Any:
    """``dualcoach retention ...`` through CliRunner, signing with the stack's clock."""
    monkeypatch.setattr(retention_cli, "operator_peers", lambda settings: _peers(stack))

    def run(*args: str) -> Result:
        return CliRunner().invoke(main, ["retention", *args], catch_exceptions=False)

    return run


def _send_a_message(stack: Stack, day: date = SENT_ON) -> str:
    """A daily draft approved and delivered to the customer; its delivery id."""
    draft = submission(f"daily:{CUSTOMER_ID}:{day}")
    draft_id = ok(stack.to_delivery("checkin").post("/v1/drafts", json=draft))["draft_id"]
    approved = ok(
        stack.to_delivery("operator").post(
            f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}
        )
    )
    (sent,) = approved["deliveries"]
    return str(sent["delivery_id"])


def _ledger(stack: Stack) -> list[dict[str, Any]]:
    with stack.database.engine() as engine, engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT delivery_id, state, body, destination, receipt, redacted_at, "
                "digest_version FROM delivery.delivery_ledger ORDER BY customer_id, sequence"
            )
        )
        return [dict(row._mapping) for row in rows]


def _chains_ok(stack: Stack, customer_id: str = CUSTOMER_ID) -> bool:
    audit = ok(stack.to_delivery("operator").get(f"/audit/customers/{customer_id}/chains"))
    return bool(audit["ok"]) and audit["chains"][0]["rows_checked"] > 0


def _tombstone_reason(stack: Stack, schema: str) -> tuple[str, str]:
    with stack.database.engine() as engine, engine.connect() as connection:
        row = connection.execute(
            text(
                f"SELECT actor, summary ->> 'reason' AS reason FROM \"{schema}\".erasure_tombstone"
            )
        ).one()
        return str(row.actor), str(row.reason)


def _on(stack: Stack, day: date) -> None:
    stack.clock.set(kst_noon(day))


def _guide_block(title: str) -> str:
    """The ```text block that follows the line ``title`` in the guide's retention section."""
    guide = GUIDE.read_text(encoding="utf-8")
    match = re.search(re.escape(title) + r"\n\n```text\n(.*?)```", guide, re.S)
    assert match is not None, title
    return match.group(1)


def _context(stack: Stack, *, enabled: bool) -> DeliveryContext:
    assert stack.delivery is not None
    context: DeliveryContext = stack.delivery.app.state.delivery
    settings = context.settings.model_copy(update={"retention": RetentionSettings(enabled=enabled)})
    return dataclasses.replace(context, settings=settings)


# ---------------------------------------------------------------- ledger bodies


def test_a_sent_text_stays_through_day_35_and_leaves_the_ledger_on_day_36(stack, cli):
    delivery_id = _send_a_message(stack)
    assert any(row["body"] for row in _ledger(stack))
    assert {row["digest_version"] for row in _ledger(stack)} == {2}
    _on(stack, SENT_ON + timedelta(days=35))
    plan = cli("plan")
    assert plan.exit_code == 0, plan.output
    assert "ledger bodies past the rule: none" in plan.output
    _on(stack, SENT_ON + timedelta(days=36))
    before = _ledger(stack)
    plan = cli("plan")
    assert f"  {CUSTOMER_ID}: 1 message, 3 rows to empty" in plan.output
    assert plan.output.endswith("plan only: nothing was changed\n")
    assert _ledger(stack) == before  # a plan changes nothing
    applied = cli("apply")
    assert applied.exit_code == 0, applied.output
    assert f"  {CUSTOMER_ID}: 1 message, 3 rows emptied" in applied.output
    rows = [row for row in _ledger(stack) if row["delivery_id"] == delivery_id]
    assert [row["state"] for row in rows] == ["reserved", "prepared", "sending", "delivered"]
    assert all(row["body"] is None and row["destination"] is None for row in rows)
    assert all(row["receipt"] is None for row in rows)
    # the chat id went with the destination and the receipt (the gateway's own send records
    # stay while the customer is registered: they answer a repeated reservation)
    assert not [t for t in mentions(stack, str(CUSTOMER_CHAT)) if t.startswith("delivery.")]
    assert _chains_ok(stack)  # every other field of every row still verifies
    # idempotent: a second apply removes nothing and says so
    after_first = _ledger(stack)
    again = cli("apply")
    assert again.exit_code == 0
    assert "ledger bodies past the rule: none" in again.output
    assert again.output.endswith("nothing to remove: everything is within the rule\n")
    assert _ledger(stack) == after_first


def test_the_database_admits_only_the_redaction_and_only_when_authorised(stack):
    _send_a_message(stack)
    redaction = (
        "UPDATE delivery.delivery_ledger SET body = NULL, destination = NULL, receipt = NULL, "
        "redacted_at = now()"
    )
    attempts = (
        (False, redaction),  # not authorised
        (True, redaction + ", actor = 'someone'"),  # authorised, but a digested column too
        (True, "UPDATE delivery.delivery_ledger SET body = NULL"),  # without the stamp
    )
    for authorised, statement in attempts:
        with stack.database.engine() as engine, engine.connect() as connection:
            if authorised:
                connection.execute(
                    text("SELECT set_config('dualcoach.redaction_authorized', 'on', false)")
                )
            with pytest.raises(DBAPIError, match="append-only"):
                connection.execute(text(statement))
    assert _chains_ok(stack)


def test_a_tampered_body_still_breaks_the_chain(stack):
    _send_a_message(stack)
    with stack.database.engine() as engine, engine.begin() as connection:
        connection.execute(text("ALTER TABLE delivery.delivery_ledger DISABLE TRIGGER USER"))
        connection.execute(
            text("UPDATE delivery.delivery_ledger SET body = 'changed' WHERE state = 'prepared'")
        )
        connection.execute(text("ALTER TABLE delivery.delivery_ledger ENABLE TRIGGER USER"))
    audit = ok(stack.to_delivery("operator").get(f"/audit/customers/{CUSTOMER_ID}/chains"))
    assert audit["ok"] is False
    assert audit["chains"][0]["reason"] == "row_digest_mismatch"


# ---------------------------------------------------------------- pilot data


def test_pilot_data_stays_through_day_90_after_the_window_and_goes_everywhere_on_day_91(stack, cli):
    _send_a_message(stack)
    _consent_in_telegram(stack)
    _on(stack, WINDOW_ENDS_ON + timedelta(days=90))
    plan = cli("plan")
    assert plan.exit_code == 0 and "pilot data past the rule: none" in plan.output
    _on(stack, WINDOW_ENDS_ON + timedelta(days=91))
    before = mentions(stack, CUSTOMER_ID)
    assert {"delivery.draft", "delivery.delivery_ledger", "gateway.consent_acknowledgement"} <= set(
        before
    )
    plan = cli("plan")
    assert plan.exit_code == 0, plan.output
    assert plan.output == _guide_block("`dualcoach retention plan` prints:")
    assert mentions(stack, CUSTOMER_ID) == before  # the plan changed nothing
    applied = cli("apply")
    assert applied.exit_code == 0, applied.output
    assert applied.output == _guide_block("`dualcoach retention apply` prints:")
    assert mentions(stack, CUSTOMER_ID) == {}
    assert mentions(stack, str(CUSTOMER_CHAT)) == {}
    for schema in ("delivery", "gateway"):
        (tombstone,) = tombstones(stack, schema)
        assert CUSTOMER_ID not in tombstone and str(CUSTOMER_CHAT) not in tombstone
        assert _tombstone_reason(stack, schema) == ("retention", "retention")
    checkin_tombstone = ok(
        stack.to_checkin("operator").get(f"/v1/admin/customers/{CUSTOMER_ID}/erasure")
    )
    assert checkin_tombstone["actor"] == "retention"
    assert checkin_tombstone["summary"]["reason"] == "retention"
    assert CUSTOMER_ID not in str(checkin_tombstone)
    assert not ok(stack.to_checkin("operator").get("/v1/retention/customers"))["customers"]
    again = cli("apply")
    assert again.exit_code == 0
    assert again.output == _guide_block("A second `apply` finds nothing:")


def test_a_message_in_flight_refuses_the_customer_and_nothing_of_theirs_changes(stack, cli):
    _consent_in_telegram(stack)
    draft = submission(f"daily:{CUSTOMER_ID}:{SENT_ON}")
    draft_id = ok(stack.to_delivery("checkin").post("/v1/drafts", json=draft))["draft_id"]
    assert wait_for_review(stack, draft_id) == "sent"  # Richard's review first (ADR 0068)
    stack.telegram.fail("sendMessage", 502, "Bad Gateway")  # the answer says nothing certain
    approved = ok(
        stack.to_delivery("operator").post(
            f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}
        )
    )
    (sent,) = approved["deliveries"]
    assert sent["state"] == "unknown"
    _on(stack, WINDOW_ENDS_ON + timedelta(days=91))
    before = mentions(stack, CUSTOMER_ID)
    applied = cli("apply")
    assert applied.exit_code == 1
    assert (
        f"  {CUSTOMER_ID} - window {START}..{WINDOW_ENDS_ON}, past the rule since "
        f"{WINDOW_ENDS_ON + timedelta(days=91)}: refused - delivery-in-flight: "
        f"delivery {sent['delivery_id']} unknown"
    ) in applied.output
    assert "nothing of this customer was removed" in applied.output
    assert mentions(stack, CUSTOMER_ID) == before
    assert tombstones(stack, "delivery") == tombstones(stack, "gateway") == []
    customers = ok(stack.to_checkin("operator").get("/v1/retention/customers"))["customers"]
    assert [c["customer_id"] for c in customers] == [CUSTOMER_ID]  # still registered
    ok(
        stack.to_delivery("operator").post(
            f"/v1/deliveries/{sent['delivery_id']}/reconcile", json={"resolution": "abandoned"}
        )
    )
    applied = cli("apply")
    assert applied.exit_code == 0, applied.output
    assert mentions(stack, CUSTOMER_ID) == {}


def test_an_unfinished_erasure_is_finished_by_the_next_run(stack, cli):
    _send_a_message(stack)
    _on(stack, WINDOW_ENDS_ON + timedelta(days=91))
    gateway_port = stack.gateway.port
    stack.gateway.stop()
    try:
        stopped = cli("apply")
    finally:
        stack.gateway = stack._exits.enter_context(_restart_gateway(stack, gateway_port))
    assert stopped.exit_code == 1
    assert "    gateway: failed - gateway: unreachable" in stopped.output
    assert tombstones(stack, "delivery") and not tombstones(stack, "gateway")
    # checkin no longer names the customer; delivery remembers the erasure it began
    assert not ok(stack.to_checkin("operator").get("/v1/retention/customers"))["customers"]
    finished = cli("apply")
    assert finished.exit_code == 0, finished.output
    assert "an unfinished retention erasure: removed" in finished.output
    assert "    checkin: already removed by an earlier run" in finished.output
    assert len(tombstones(stack, "gateway")) == 1
    with stack.database.engine() as engine, engine.connect() as connection:
        assert not connection.execute(text("SELECT * FROM delivery.retention_pending")).all()


def _restart_gateway(stack: Stack, port: int) -> Any:
    from tests.gateway.conftest import running_gateway

    peers = {"checkin": {"port": stack.checkin.port}, "delivery": {"port": stack.delivery_port}}
    return running_gateway(
        stack.database, stack.secrets, stack.telegram, clock=stack.clock, services=peers, port=port
    )


# ---------------------------------------------------------------- the scheduler


def _runs(stack: Stack) -> list[tuple[date, str]]:
    with stack.database.engine() as engine, engine.connect() as connection:
        rows = connection.execute(
            text("SELECT kst_date, status FROM delivery.retention_run ORDER BY kst_date")
        )
        return [(row.kst_date, row.status) for row in rows]


def test_the_scheduler_applies_retention_once_a_day_only_when_enabled(stack):
    _send_a_message(stack)
    due_day = SENT_ON + timedelta(days=36)
    _on(stack, due_day)
    assert run_scheduled(_context(stack, enabled=False)) == "disabled"
    assert _runs(stack) == []
    assert any(row["body"] for row in _ledger(stack))  # disabled: nothing removed
    enabled = _context(stack, enabled=True)
    assert run_scheduled(enabled) == "ran"
    assert not any(row["body"] for row in _ledger(stack))
    assert run_scheduled(enabled) == "already-ran"
    assert _runs(stack) == [(due_day, "done")]
    _on(stack, due_day + timedelta(days=1))
    assert run_scheduled(enabled) == "ran"
    assert _runs(stack) == [(due_day, "done"), (due_day + timedelta(days=1), "done")]
    assert _chains_ok(stack)
