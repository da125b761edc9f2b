"""Moving delivery's outbox onto the shared shape keeps every row, in order, both ways."""

from __future__ import annotations

from sqlalchemy import text

from shared.canonical import canonical_digest
from shared.db import migrate

BEFORE = "delivery_0003_task_closed"
EVENT = {"event_type": "draft_created", "dedupe_key": "draft_created:kim-pilot:dr-1"}
OUTCOME = {"outcome": "selected", "artifact_key": "a" * 64}


def test_outbox_rows_survive_the_move_to_the_shared_shape_and_back(database):
    url = database.owner_url("delivery")
    migrate.downgrade("delivery", url, BEFORE)
    with database.engine(url) as engine, engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO delivery.outbox (target, dedupe_key, customer_id, path, payload,"
                " status, attempts, next_attempt_at, last_status, last_reason, created_at)"
                " VALUES ('checkin_event', 'draft_created:kim-pilot:dr-1', 'kim-pilot',"
                " '/v1/customers/kim-pilot/events', CAST(:event AS jsonb), 'pending', 2,"
                " '2026-12-07 03:00:10+00', 503, 'http-503', '2026-12-07 03:00:00+00'),"
                " ('expression_outcome', 'presentation:att-1', NULL,"
                " '/v1/presentations/att-1/outcome', CAST(:outcome AS jsonb), 'acknowledged', 1,"
                " '2026-12-07 03:00:01+00', 200, NULL, '2026-12-07 03:00:01+00')"
            ),
            {
                "event": '{"event_type": "draft_created", "dedupe_key": '
                '"draft_created:kim-pilot:dr-1"}',
                "outcome": f'{{"outcome": "selected", "artifact_key": "{"a" * 64}"}}',
            },
        )
    migrate.upgrade("delivery", url, "head")
    query = text(
        "SELECT target, dedupe_key, payload, payload_digest, status, attempts, last_status"
        " FROM delivery.outbox ORDER BY created_at, target, dedupe_key"
    )
    with database.engine(url) as engine, engine.connect() as connection:
        rows = [tuple(row) for row in connection.execute(query)]
    assert rows == [
        (
            "checkin_event",
            "draft_created:kim-pilot:dr-1",
            EVENT,
            canonical_digest(EVENT),
            "pending",
            2,
            503,
        ),
        (
            "expression_outcome",
            "presentation:att-1",
            OUTCOME,
            canonical_digest(OUTCOME),
            "acknowledged",
            1,
            200,
        ),
    ]
    migrate.downgrade("delivery", url, BEFORE)
    with database.engine(url) as engine, engine.connect() as connection:
        back = connection.execute(
            text("SELECT id, dedupe_key, status FROM delivery.outbox ORDER BY id")
        ).all()
    assert [tuple(row) for row in back] == [
        (1, "draft_created:kim-pilot:dr-1", "pending"),
        (2, "presentation:att-1", "acknowledged"),
    ]
    migrate.upgrade("delivery", url, "head")
