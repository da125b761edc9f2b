"""Checkin's outbox scan across customers (ADR 0100): which customers have due rows, and the
backlog, each in one statement that answers ids or counts only - and only to checkin's role.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import text
from sqlalchemy.exc import ProgrammingError

from services.checkin.drafts.repository import due_customer_ids, outbox_backlog
from services.checkin.drafts.schemas import DraftSubmission
from services.checkin.drafts.service import build_relay, enqueue_draft
from services.checkin.scope import enter_customer_scope
from services.checkin.tables import outbox
from shared.contracts import drafts as wire
from shared.outbox import (
    OutboxMessage,
    OutboxStatus,
    PostResult,
    RelayReport,
    enqueue,
    get_row,
)
from shared.outbox.table import finish
from tests.checkin import factories
from tests.checkin.conftest import register_draft
from tests.delivery import factories as delivery_factories
from tests.support.statements import recorded_transactions

DRAFT = "delivery_draft"


def _enqueue(database, customer_id: str, key: str, now, **held) -> None:
    with database.transaction() as session:
        enter_customer_scope(session, customer_id)
        message = OutboxMessage(DRAFT, key, "/v1/drafts", {"k": key}, customer_id)
        enqueue(session, outbox, message, now=now, **held)


def _finish(database, customer_id: str, key: str, status: OutboxStatus, now) -> None:
    with database.transaction() as session:
        enter_customer_scope(session, customer_id)
        row = get_row(session, outbox, DRAFT, key)
        assert row is not None
        finish(session, outbox, row, status=status, http_status=201, reason=None, finished_at=now)


@pytest.fixture
def customers(operator) -> list[str]:
    ids = [f"cust-scan-{index}" for index in range(5)]
    for index, customer_id in enumerate(ids):
        draft = factories.draft(
            customer=factories.triple(820000 + index), trainer=factories.triple(920000 + index)
        )
        register_draft(operator, customer_id, **draft)
    return ids


def _database(app):
    return app.state.runtime.database


def test_the_due_scan_names_exactly_the_registered_customers_with_due_rows(app, customers, clock):
    database = _database(app)
    now = clock.now()
    due_a, due_b, later, delivered, idle = customers
    _enqueue(database, due_a, "a-1", now)
    _enqueue(database, due_a, "a-2", now)  # two rows, one id
    _enqueue(database, due_b, "b-1", now - timedelta(minutes=1))
    _enqueue(database, later, "later-1", now, not_before=now + timedelta(minutes=5))
    _enqueue(database, delivered, "delivered-1", now)
    _finish(database, delivered, "delivered-1", "acknowledged", now)
    # A row whose customer the registry does not know was never visited; it still is not.
    _enqueue(database, "cust-scan-unknown", "unknown-1", now)

    with database.transaction() as session:
        assert due_customer_ids(session, now) == sorted([due_a, due_b])
        assert due_customer_ids(session, now + timedelta(minutes=5)) == sorted(
            [due_a, due_b, later]
        )
        assert due_customer_ids(session, now - timedelta(minutes=2)) == []
    assert idle not in due_customer_ids_at(database, now + timedelta(days=1))


def due_customer_ids_at(database, now) -> list[str]:
    with database.transaction() as session:
        return due_customer_ids(session, now)


def test_the_scan_leaves_the_outbox_isolated_for_everything_else(app, customers, clock):
    database = _database(app)
    now = clock.now()
    _enqueue(database, customers[0], "a-1", now)
    _enqueue(database, customers[1], "b-1", now)
    with database.transaction() as session:
        assert due_customer_ids(session, now) == customers[:2]
        # In the same transaction, after the scan: no scope, no rows.
        assert session.execute(text("SELECT count(*) FROM checkin.outbox")).scalar_one() == 0
        assert session.execute(
            text("SELECT current_setting('dualcoach.outbox_scan', true)")
        ).scalar_one() in (None, "")
        enter_customer_scope(session, customers[0])
        keys = session.scalars(text("SELECT dedupe_key FROM checkin.outbox")).all()
        assert keys == ["a-1"]


def test_the_backlog_adds_up_every_registered_customer_without_a_row_s_content(
    app, customers, clock
):
    database = _database(app)
    now = clock.now()
    _enqueue(database, customers[0], "a-1", now - timedelta(minutes=10))
    _enqueue(database, customers[1], "b-1", now - timedelta(minutes=3))
    _enqueue(database, customers[1], "b-2", now, not_before=now + timedelta(hours=1))
    _enqueue(database, customers[2], "c-1", now)
    _finish(database, customers[2], "c-1", "conflict", now)
    _enqueue(database, customers[3], "d-1", now)
    _finish(database, customers[3], "d-1", "acknowledged", now)
    _enqueue(database, "cust-scan-unknown", "unknown-1", now - timedelta(days=1))
    with database.transaction() as session:
        (found,) = outbox_backlog(session).values()
    assert (found.target, found.pending, found.conflict, found.rejected) == (DRAFT, 3, 1, 0)
    assert found.oldest_pending_at == now - timedelta(minutes=10)


def test_a_role_without_the_grant_cannot_run_the_due_scan(database, app, customers):
    # The audit role may use the schema and read (under RLS) - but not run the due scan.
    with (
        database.engine(database.audit_url("checkin")) as engine,
        engine.connect() as connection,
        pytest.raises(ProgrammingError, match="permission denied for function"),
    ):
        connection.execute(text("SELECT checkin.outbox_due_customers(now())"))


def test_the_audit_role_gets_the_backlog_s_counts_and_still_no_rows(
    app, database, customers, clock
):
    _enqueue(_database(app), customers[0], "a-1", clock.now())
    with database.engine(database.audit_url("checkin")) as engine, engine.connect() as connection:
        counts = connection.execute(text("SELECT * FROM checkin.outbox_backlog()")).all()
        assert [(row.target, row.status, row.rows) for row in counts] == [(DRAFT, "pending", 1)]
        assert connection.execute(text("SELECT count(*) FROM checkin.outbox")).scalar_one() == 0


def _grantees(acl: list[str]) -> list[str]:
    return sorted(entry.split("=")[0] for entry in acl)


def test_the_scan_functions_are_the_schema_owner_s_with_a_fixed_search_path(database, app):
    with database.engine(database.owner_url("checkin")) as engine, engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT p.proname, p.prosecdef, p.proconfig, "
                "pg_get_userbyid(p.proowner) = current_user AS owned, "
                "p.proacl::text[] AS acl "
                "FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
                "WHERE n.nspname = 'checkin' AND p.proname LIKE 'outbox_%' ORDER BY 1"
            )
        ).all()
    owner = f"{database.role_prefix}_checkin"
    assert [(row.proname, _grantees(row.acl)) for row in rows] == [
        ("outbox_backlog", [owner, f"{owner}_audit"]),  # no empty grantee: not PUBLIC
        ("outbox_due_customers", [owner]),
    ]
    for row in rows:
        assert row.prosecdef and row.owned
        assert row.proconfig == ["search_path=pg_catalog, pg_temp"]


# ---------------------------------------------------------------- the relay's pass


class RecordingSubmitter:
    """Delivery's port answering 201 (or 503 for the customers in ``down``), recording posts."""

    def __init__(self) -> None:
        self.posted: list[tuple[str, str]] = []
        self.down: set[str] = set()

    def submit(self, submission: wire.DraftSubmission) -> PostResult:
        if submission.customer_id in self.down:
            return PostResult(503, "unavailable")
        self.posted.append((submission.customer_id, submission.draft_key))
        return PostResult(201)


def _queue_draft(database, customer_id: str, day: int, now, **held) -> str:
    key = f"daily:{customer_id}:2026-12-{day:02d}"
    submission = DraftSubmission.model_validate(
        delivery_factories.submission(key, customer_id=customer_id)
    )
    with database.transaction() as session:
        if held:
            enter_customer_scope(session, customer_id)
            enqueue(session, outbox, _message(submission), now=now, **held)
        else:
            assert enqueue_draft(session, submission, now=now)
    return key


def _message(submission: DraftSubmission) -> OutboxMessage:
    return OutboxMessage(
        DRAFT, submission.draft_key, "/v1/drafts", submission.document(), submission.customer_id
    )


def _pass(app, relay) -> tuple[RelayReport, list[list[str]]]:
    seen: list[list[str]] = []
    with recorded_transactions(app.state.runtime.database.engine, seen):
        report = relay.relay_once()
    return report, seen


def test_a_pass_enters_only_the_scopes_of_customers_with_due_rows(app, customers, clock):
    database = _database(app)
    now = clock.now()
    first, second, later, *idle = customers
    keys = [
        _queue_draft(database, first, 8, now),
        _queue_draft(database, first, 9, now),
        _queue_draft(database, second, 8, now),
    ]
    held = _queue_draft(database, later, 8, now, not_before=now + timedelta(minutes=5))
    submitter = RecordingSubmitter()
    relay = build_relay(database, clock, submitter)

    report, seen = _pass(app, relay)
    # The scan (one transaction, one statement), then per due customer its due keys and
    # one transaction per row - nothing for the three customers with nothing due. Before,
    # the pass read the registry, then entered all five scopes.
    assert len(seen[0]) == 1 and "outbox_due_customers" in seen[0][0]
    scoped = [
        transaction for transaction in seen[1:] if any("set_config" in s for s in transaction)
    ]
    assert len(scoped) == len(seen) - 1 == 2 + 3
    assert report.as_dict() == {
        "acknowledged": 3,
        "retried": 0,
        "conflicts": 0,
        "rejected": 0,
        "skipped": 0,
    }
    # Every row delivered, each customer's in queue order.
    assert submitter.posted == [(first, keys[0]), (first, keys[1]), (second, keys[2])]

    report, seen = _pass(app, relay)  # nothing due: one statement, no scope
    assert len(seen) == 1 and report.as_dict()["acknowledged"] == 0

    clock.advance(timedelta(minutes=5))
    report, seen = _pass(app, relay)
    assert submitter.posted[-1] == (later, held) and len(seen) == 1 + 2
    assert idle  # registered, never visited


def test_a_retried_row_is_left_alone_until_its_backoff_is_over(app, customers, clock):
    database = _database(app)
    now = clock.now()
    failing, fine = customers[:2]
    failed_key = _queue_draft(database, failing, 8, now)
    fine_key = _queue_draft(database, fine, 8, now)
    submitter = RecordingSubmitter()
    submitter.down = {failing}
    relay = build_relay(database, clock, submitter)

    report, _ = _pass(app, relay)
    assert (report.acknowledged, report.retried) == (1, 1)
    report, seen = _pass(app, relay)  # backing off: not due, so not visited
    assert len(seen) == 1 and report.retried == 0

    submitter.down.clear()
    clock.advance(timedelta(seconds=2))
    report, seen = _pass(app, relay)
    assert report.acknowledged == 1 and len(seen) == 1 + 2
    assert submitter.posted == [(fine, fine_key), (failing, failed_key)]
