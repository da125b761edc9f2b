"""Deterministic dedupe keys in the seed's formats, all at least 16 characters."""

from __future__ import annotations

from datetime import date

import pytest

from services.checkin.events.keys import dedupe_key_for, iso_week_label
from services.checkin.events.payloads import DraftEditedPayload, DraftSentPayload
from services.checkin.events.rules import content_digest, event_id_for
from services.checkin.events.schemas import build_event, event_document
from tests.checkin import factories

C = "abc"  # the shortest customer id the registry allows


@pytest.mark.parametrize(
    ("event", "key"),
    [
        (factories.checkin(C, date(2026, 12, 7)), "checkin:abc:2026-12-07"),
        (factories.satisfaction(C, 8.0, date(2027, 1, 1)), "satisfaction:abc:2026-W53"),
        (factories.payment(C, "renewal"), "payment:abc:renewal:2027-01-04"),
        (factories.payment(C, "initial"), "payment:abc:initial:2026-12-07"),
        (
            factories.operator_time(C, "entry-000000000001", 5, date(2026, 12, 7)),
            "operator-time:abc:entry-000000000001",
        ),
    ],
)
def test_record_keys_follow_the_seed_table(event, key):
    assert event.dedupe_key == key
    assert len(key) >= 16


def test_draft_edit_keys_carry_the_revision_so_each_edit_is_its_own_event():
    edit = DraftEditedPayload(
        draft_id="draft-0001", revision=3, actor="richard", text="t", edit_of_revision=2
    )
    assert dedupe_key_for("draft_edited", C, edit) == "draft_edited:abc:draft-0001.r3"
    sent = DraftSentPayload(
        draft_id="draft-0001",
        revision=3,
        actor="richard",
        text="t",
        approved_revision=3,
        delivery_message_id=9,
    )
    assert dedupe_key_for("draft_sent", C, sent) == "draft_sent:abc:draft-0001"


def test_iso_week_label_uses_the_iso_year():
    assert iso_week_label(date(2027, 1, 3)) == "2026-W53"
    assert iso_week_label(date(2027, 1, 4)) == "2027-W01"


def test_event_id_is_a_function_of_customer_and_key_only():
    assert event_id_for(C, "checkin:abc:2026-12-07") == event_id_for(C, "checkin:abc:2026-12-07")
    assert event_id_for(C, "checkin:abc:2026-12-07") != event_id_for(
        "abd", "checkin:abc:2026-12-07"
    )


def test_attempt_id_is_not_part_of_an_operator_time_entrys_identity():
    first = factories.operator_time(
        C, "entry-000000000001", 5, date(2026, 12, 7), attempt="attempt-00000000001"
    )
    retry = factories.operator_time(
        C, "entry-000000000001", 5, date(2026, 12, 7), attempt="attempt-00000000002"
    )
    changed = factories.operator_time(C, "entry-000000000001", 6, date(2026, 12, 7))
    assert content_digest(event_document(first)) == content_digest(event_document(retry))
    assert content_digest(event_document(first)) != content_digest(event_document(changed))


def test_build_event_fills_the_correction_link_of_an_operator_time_correction():
    correction = factories.operator_time(
        C, "entry-000000000002", 5, date(2026, 12, 7), supersedes="entry-000000000001"
    )
    assert correction.supersedes == "operator-time:abc:entry-000000000001"
    assert build_event("operator_time_record", C, correction.payload) == correction
