"""Delivery's erasure: what stops it, what of a weekly run is the customer's, and which
tables it erases (every table is classified, so a new one cannot be forgotten)."""

from __future__ import annotations

import pytest
from sqlalchemy import Column, Table, Text

from services.delivery.erasure.repository import NOT_CUSTOMER_KEYED, erasable_tables
from services.delivery.erasure.rules import (
    InFlight,
    MessagesInFlight,
    refuse_in_flight,
    without_customer,
)
from services.delivery.errors import as_problem
from services.delivery.tables import metadata


def test_nothing_in_flight_lets_the_erasure_run():
    refuse_in_flight([])


def test_an_unsettled_message_refuses_and_names_it():
    with pytest.raises(MessagesInFlight) as refused:
        refuse_in_flight([InFlight("delivery", "dlv-1", "unknown")])
    assert refused.value.in_flight == [InFlight("delivery", "dlv-1", "unknown")]
    # errors.py answers the refusal: 409 delivery-in-flight, naming what is not settled.
    problem = as_problem(refused.value)
    assert problem is not None
    assert (problem.status, problem.slug) == (409, "delivery-in-flight")
    assert problem.extensions["in_flight"] == [
        {"kind": "delivery", "id": "dlv-1", "state": "unknown"}
    ]


def test_a_weekly_run_keeps_only_the_other_customers_results():
    results = [
        {"customer_id": "kim-pilot", "week_index": 2, "created": True},
        {"customer_id": "lee-other", "week_index": 2, "problem": "no-weigh-ins"},
    ]
    assert without_customer(results, "kim-pilot") == [results[1]]


def test_every_delivery_table_is_erased_or_declared_free_of_customer_data():
    erased = {table.name for table in erasable_tables()}
    assert erased | set(NOT_CUSTOMER_KEYED) == {table.name for table in metadata.sorted_tables}
    assert {"draft", "draft_revision", "delivery_ledger", "chain_head", "outbox"} <= erased
    # children before parents, so foreign keys never stop a delete
    order = [table.name for table in erasable_tables()]
    assert order.index("draft_revision") < order.index("draft")
    assert order.index("card_publication") < order.index("operator_card")


def test_a_new_table_that_is_not_classified_stops_every_erasure():
    table = Table("customer_notes", metadata, Column("note", Text))
    try:
        with pytest.raises(RuntimeError, match="customer_notes"):
            erasable_tables()
    finally:
        metadata.remove(table)


def test_retention_reports_a_race_with_an_unsettled_message_as_the_endpoint_answers_it():
    # Retention runs delivery's erasure in process: the refusal reads as the 409 would.
    from services.delivery.retention.service import _stopped

    refusal = MessagesInFlight([InFlight("delivery", "dlv-1", "sending")])
    report, verdict = _stopped("delivery", refusal)
    assert verdict == "refused"
    assert report.status == "refused"
    assert report.reason == "delivery answered 409: delivery-in-flight"
