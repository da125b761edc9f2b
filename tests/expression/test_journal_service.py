"""Journal operations on the real schema: append-only, segments, finalize, reports, retention."""

from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy
from sqlalchemy import text

from services.expression.journal.rules import Expired, JournalCorrupt, verify_segment
from services.expression.journal.service import JournalService, Opened, ReportAnswer
from shared.db.session import Database, create_service_engine

NOW = datetime(2026, 12, 2, 10, 0, tzinfo=UTC)


@pytest.fixture
def journal(database):
    engine = create_service_engine(database.owner_url("expression"), application_name="test")
    db = Database(engine)
    yield JournalService(db), db
    db.dispose()


def _rows(db, where=""):
    with db.engine.connect() as connection:
        result = connection.execute(
            text(
                "SELECT * FROM expression.outcome_journal "
                f"{where} ORDER BY left(started_at_utc, 10), sequence"
            )
        )
        return [dict(row._mapping) for row in result]


def _segments(db):
    segments: dict[str, list[dict[str, object]]] = {}
    for row in _rows(db):
        segments.setdefault(row["started_at_utc"][:10], []).append(row)
    return segments


def _report(service, db, **report):
    """A report in its own transaction, as the report route runs it."""
    with db.transaction() as session:
        return service.record_report(session, **report)


def _open(service, key, now, mode="shadow"):
    opened = service.open_attempt(artifact_key=key, surface="daily.v1", mode=mode, now=now)
    assert isinstance(opened, Opened)
    return opened.start


def test_each_utc_day_is_its_own_contiguous_chained_segment(journal):
    service, db = journal
    late_start = _open(service, "1" * 64, NOW.replace(hour=23, minute=59, second=59))
    _open(service, "2" * 64, NOW.replace(hour=12))
    next_day = NOW + timedelta(days=1)
    service.finalize(late_start, "shadow_selected", next_day.replace(hour=0, second=2))
    _open(service, "3" * 64, next_day)
    segments = _segments(db)
    assert sorted(segments) == ["2026-12-02", "2026-12-03"]
    assert [r["sequence"] for r in segments["2026-12-02"]] == [1, 2, 3]
    # The terminal row of the attempt that started before midnight joins its start's segment.
    assert segments["2026-12-02"][-1]["outcome"] == "shadow_selected"
    assert [r["sequence"] for r in segments["2026-12-03"]] == [1]
    for rows in segments.values():
        verify_segment(rows)


def test_the_table_refuses_update_delete_and_truncate(journal):
    service, db = journal
    _open(service, "1" * 64, NOW)
    for statement in (
        "UPDATE expression.outcome_journal SET outcome = 'selected'",
        "DELETE FROM expression.outcome_journal",
        "TRUNCATE expression.outcome_journal",
    ):
        with (
            pytest.raises(sqlalchemy.exc.DBAPIError, match="append-only"),
            db.engine.begin() as connection,
        ):
            connection.execute(text(statement))
    assert len(_rows(db)) == 1


def test_the_first_terminal_wins_and_a_late_result_becomes_timeout(journal):
    service, db = journal
    start = _open(service, "1" * 64, NOW)
    assert service.finalize(start, "shadow_selected", NOW + timedelta(seconds=5)) == "timeout"
    assert service.finalize(start, "shadow_selected", NOW + timedelta(seconds=6)) == "timeout"
    assert [r["outcome"] for r in _rows(db)] == ["attempt_started", "timeout"]


def test_reports_are_recorded_once_and_only_for_enabled_attempts(journal):
    service, db = journal
    start = _open(service, "1" * 64, NOW, mode="enabled")
    attempt = start["attempt_id"]
    report = {"attempt_id": attempt, "artifact_key": "1" * 64, "now": NOW + timedelta(minutes=1)}
    recorded = ReportAnswer("recorded", "daily.v1", "selected")
    assert _report(service, db, outcome="selected", **report) == recorded
    replayed = ReportAnswer("replayed", "daily.v1", "selected")
    assert _report(service, db, outcome="selected", **report) == replayed
    conflict = ReportAnswer("conflict", "daily.v1", "selected")
    assert _report(service, db, outcome="commit_failed", **report) == conflict
    assert [r["outcome"] for r in _rows(journal[1])][-1] == "selected"  # never overwritten
    shadow = _open(service, "2" * 64, NOW)
    assert _report(
        service,
        db,
        attempt_id=shadow["attempt_id"],
        artifact_key="2" * 64,
        outcome="selected",
        now=NOW,
    ) == ReportAnswer("not_enabled", "daily.v1")


def test_a_report_after_an_observer_expired_the_claim_is_refused_naming_the_outcome(journal):
    service, db = journal
    start = _open(service, "1" * 64, NOW, mode="enabled")
    later = NOW + timedelta(hours=3)
    expired = service.open_attempt(
        artifact_key="1" * 64, surface="daily.v1", mode="enabled", now=later
    )
    assert isinstance(expired, Expired)
    answer = _report(
        service,
        db,
        attempt_id=start["attempt_id"],
        artifact_key="1" * 64,
        outcome="selected",
        now=later,
    )
    assert answer == ReportAnswer("conflict", "daily.v1", "claim_expired_canonical")
    assert [r["outcome"] for r in _rows(db)] == ["attempt_started", "claim_expired_canonical"]


def test_retention_removes_whole_old_segments_after_closing_their_claims(journal):
    service, db = journal
    old = NOW - timedelta(days=36)
    kept = NOW - timedelta(days=35)
    _open(service, "1" * 64, old)  # an incomplete claim in a segment that is due
    done = _open(service, "2" * 64, old + timedelta(hours=1))
    service.finalize(done, "shadow_selected", old + timedelta(hours=1, seconds=1))
    _open(service, "3" * 64, kept)
    removed = service.retain(NOW)
    assert removed == 4  # two starts, one terminal, and the closing claim_expired row
    assert sorted(_segments(db)) == [kept.date().isoformat()]


def test_retention_keeps_a_segment_that_fails_verification(journal):
    service, db = journal
    old = NOW - timedelta(days=40)
    _open(service, "1" * 64, old)
    with db.engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO expression.outcome_journal SELECT schema_version, 3, artifact_key, "
                "surface, mode, repeat('9', 32), state, outcome, started_at_utc, "
                "deadline_at_utc, finalized_at_utc, previous_row_digest, repeat('8', 64) "
                "FROM expression.outcome_journal"
            )
        )
    assert service.retain(NOW) == 0
    assert len(_rows(db)) == 2


def test_a_corrupt_segment_blocks_new_attempts_in_it(journal):
    service, db = journal
    _open(service, "1" * 64, NOW)
    with db.engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO expression.outcome_journal SELECT schema_version, 5, artifact_key, "
                "surface, mode, repeat('9', 32), state, outcome, started_at_utc, "
                "deadline_at_utc, finalized_at_utc, previous_row_digest, repeat('8', 64) "
                "FROM expression.outcome_journal"
            )
        )
    with pytest.raises(JournalCorrupt, match="sequence_gap"):
        service.open_attempt(artifact_key="2" * 64, surface="daily.v1", mode="shadow", now=NOW)
    assert len(_rows(db)) == 2
