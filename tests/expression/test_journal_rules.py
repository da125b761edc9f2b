"""Journal rows: exact fields, a pinned hash-chain vector, verification, claims, retention."""

from datetime import UTC, date, datetime, timedelta

import pytest

from services.expression.journal.rules import (
    ROW_FIELDS,
    Expired,
    Finished,
    InFlight,
    JournalCorrupt,
    NoAttempt,
    classify_claim,
    incomplete_starts,
    next_link,
    retention_cutoff,
    start_row,
    terminal_row,
    verify_segment,
)
from shared.hashchain import GENESIS_DIGEST

T0 = datetime(2026, 12, 2, 23, 59, 58, tzinfo=UTC)


def _segment():
    first = start_row(
        sequence=1,
        previous_row_digest=GENESIS_DIGEST,
        artifact_key="a" * 64,
        surface="daily.v1",
        mode="shadow",
        attempt_id="1" * 32,
        started_at=T0,
    )
    second = terminal_row(
        first,
        sequence=2,
        previous_row_digest=str(first["row_digest"]),
        outcome="shadow_selected",
        finalized_at=T0 + timedelta(seconds=3),  # across midnight: still the start's segment
    )
    return [first, second]


def test_rows_have_exactly_the_seed_fields_and_a_pinned_chain():
    first, second = _segment()
    assert tuple(sorted(first)) == tuple(sorted(ROW_FIELDS))
    assert first == {
        "schema_version": "korean-expression-journal-v1",
        "sequence": 1,
        "artifact_key": "a" * 64,
        "surface": "daily.v1",
        "mode": "shadow",
        "attempt_id": "1" * 32,
        "state": "attempt_started",
        "outcome": "attempt_started",
        "started_at_utc": "2026-12-02T23:59:58.000000Z",
        "deadline_at_utc": "2026-12-03T00:00:02.000000Z",
        "finalized_at_utc": None,
        "previous_row_digest": "0" * 64,
        "row_digest": first["row_digest"],
    }
    assert first["row_digest"] == "efa61b6a921d60213493cc37c70039f71e2d5d698fbf20b8c37643699316a856"
    assert second["previous_row_digest"] == first["row_digest"]
    assert (
        second["row_digest"] == "f99baf664bf20a6e8fd5d9544de77cfe0b2832e661fca90ca050797aace8d793"
    )
    assert second["started_at_utc"] == first["started_at_utc"]
    assert second["deadline_at_utc"] == first["deadline_at_utc"]
    assert second["finalized_at_utc"] == "2026-12-03T00:00:01.000000Z"
    assert verify_segment(_segment()) == second["row_digest"]
    assert next_link(_segment()) == (3, second["row_digest"])
    assert next_link([]) == (1, GENESIS_DIGEST)


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda rows: rows[1].update(outcome="selected"), "chain_row_digest_mismatch"),
        (lambda rows: rows.reverse(), "sequence_gap"),
        (lambda rows: rows.pop(0), "sequence_gap"),
        (lambda rows: rows[0].update(extra="x"), "row_fields"),
        (lambda rows: rows[0].update(mode="disabled"), "row_values"),
        (lambda rows: rows[1].update(finalized_at_utc=None), "row_state"),
        (
            lambda rows: rows[0].update(previous_row_digest="1" * 64),
            "chain_previous_digest_mismatch",
        ),
    ],
    ids=["edited", "reordered", "truncated", "extra-field", "bad-enum", "bad-state", "bad-link"],
)
def test_verification_names_the_damage(damage, reason):
    rows = _segment()
    damage(rows)
    with pytest.raises(JournalCorrupt) as caught:
        verify_segment(rows)
    assert caught.value.reason == reason


def test_a_terminal_without_its_start_is_refused():
    first, _ = _segment()
    orphan = terminal_row(
        {**first, "attempt_id": "2" * 32},
        sequence=2,
        previous_row_digest=str(first["row_digest"]),
        outcome="timeout",
        finalized_at=T0,
    )
    with pytest.raises(JournalCorrupt, match="terminal_without_start"):
        verify_segment([first, orphan])


def test_claims_follow_the_journal():
    first, second = _segment()
    assert classify_claim([], T0) == NoAttempt()
    assert isinstance(classify_claim([first], T0 + timedelta(seconds=4)), InFlight)
    assert isinstance(classify_claim([first], T0 + timedelta(seconds=4, microseconds=1)), Expired)
    assert classify_claim([first, second], T0) == Finished("shadow_selected")
    assert incomplete_starts([first]) == [first]
    assert incomplete_starts([first, second]) == []


def test_retention_keeps_35_completed_days_and_today():
    assert retention_cutoff(date(2026, 12, 2)) == date(2026, 10, 28)
