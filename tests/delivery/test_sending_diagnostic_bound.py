"""Ordinary delivery refuses a customer bound to a diagnostic session (seed 003 Rev 37),
before any ledger row and with nothing sent - tested by calling the ordinary path itself."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from services.delivery.drafts.rules import DraftRefusal
from services.delivery.sending import workflow as sending
from tests.checkin import factories
from tests.delivery.factories import CUSTOMER_ID, ok, submission
from tests.support.services import problem

TEST_CUSTOMER = "diag-test-customer"
# The owner's own user in two forum topics of his diagnostic group (seed 003: one person
# plays the test customer and the test trainer in distinct full triples).
DIAGNOSTIC_CUSTOMER = {"user_id": 700001, "chat_id": -1009000000001, "topic_id": 61}
DIAGNOSTIC_TRAINER = {"user_id": 700001, "chat_id": -1009000000001, "topic_id": 62}


def _ledger_rows(database) -> int:
    with database.engine() as engine, engine.connect() as connection:
        return int(
            connection.execute(text("SELECT count(*) FROM delivery.delivery_ledger")).scalar_one()
        )


@pytest.fixture
def diagnostic_draft(checkin, checkin_caller):
    checkin.enable(
        TEST_CUSTOMER,
        **factories.draft(DIAGNOSTIC_CUSTOMER, DIAGNOSTIC_TRAINER),
        binding_mode="diagnostic_isolated_v1",
    )
    key = f"daily:{TEST_CUSTOMER}:2026-12-08"
    return ok(
        checkin_caller.post("/v1/drafts", json=submission(key, customer_id=TEST_CUSTOMER)), 201
    )["draft_id"]


def test_approving_or_sending_a_diagnostic_bound_draft_is_refused_before_any_row(
    operator, diagnostic_draft, database, telegram
):
    approve = operator.post(
        f"/v1/drafts/{diagnostic_draft}/approve", json={"revision": 1, "send": True}
    )
    assert approve.status_code == 409
    assert problem(approve)["type"].endswith("diagnostic-delivery-requires-host")
    assert operator.get(f"/v1/drafts/{diagnostic_draft}").json()["status"] == "pending"
    send = operator.post(f"/v1/drafts/{diagnostic_draft}/send")
    assert problem(send)["type"].endswith("diagnostic-delivery-requires-host")
    assert _ledger_rows(database) == 0
    to_test_chat = [
        call
        for call in telegram.calls("sendMessage")
        if str(call.params.get("chat_id")) == str(DIAGNOSTIC_CUSTOMER["chat_id"])
    ]
    assert to_test_chat == []


def test_calling_the_ordinary_dispatch_directly_refuses_before_any_row(
    context, diagnostic_draft, database
):
    with pytest.raises(DraftRefusal) as refused:
        sending.dispatch(context, diagnostic_draft, actor="richard")
    assert refused.value.slug == "diagnostic-delivery-requires-host"
    assert _ledger_rows(database) == 0


def test_an_ordinary_customer_passes_the_binding_check(context, checkin):
    assert context.checkin.destinations(CUSTOMER_ID).binding_mode == "ordinary"
    sending.require_ordinary_binding(context, CUSTOMER_ID)  # an ordinary customer: no refusal
