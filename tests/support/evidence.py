"""Measuring "physically non-mutating": table contents and write counters of a schema.

``schema_state`` reads, as the admin role, a content digest of every table of a schema and
its ``pg_stat_user_tables`` insert/update/delete counters. Postgres flushes a backend's
counters when it goes idle (at most once a second) or exits, so callers first close every
service connection (leave the app's lifespan); ``quiesce`` waits until those backends have
really exited - a wait for a condition, not a timing assumption.
"""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import text

from tests.support.database import TestDatabase

# Replay nonces are the signed-request layer's own ledger: every signed request writes
# one before any handler runs. Compared separately (exactly one insert per request).
NONCE_TABLE = "service_request_nonce"


def quiesce(database: TestDatabase, timeout: float = 30.0) -> None:
    """Wait until no other backend is connected to the test database (stats flushed)."""
    with database.engine() as engine:
        deadline = time.monotonic() + timeout
        while True:
            with engine.connect() as connection:
                others = connection.execute(
                    text(
                        "SELECT count(*) FROM pg_stat_activity "
                        "WHERE datname = current_database() AND pid <> pg_backend_pid() "
                        "AND backend_type = 'client backend'"
                    )
                ).scalar_one()
            if others == 0:
                return
            if time.monotonic() > deadline:
                raise AssertionError("service connections did not close")
            time.sleep(0.05)


def schema_state(database: TestDatabase, schema: str) -> dict[str, Any]:
    """Per table: content digest and (inserted, updated, deleted) counters; nonces apart."""
    quiesce(database)
    state: dict[str, Any] = {}
    with database.engine() as engine, engine.connect() as connection:
        connection.execute(text("SELECT pg_stat_clear_snapshot()"))
        counters = connection.execute(
            text(
                "SELECT relname, n_tup_ins, n_tup_upd, n_tup_del FROM pg_stat_user_tables "
                "WHERE schemaname = :schema"
            ),
            {"schema": schema},
        ).all()
        for name, inserted, updated, deleted in counters:
            digest = connection.execute(
                text(
                    f"SELECT md5(coalesce(string_agg(t::text, chr(10) ORDER BY t::text), '')) "
                    f'FROM "{schema}"."{name}" t'
                )
            ).scalar_one()
            state[name] = {"digest": digest, "writes": (inserted, updated, deleted)}
    return state


def without_nonces(state: dict[str, Any]) -> dict[str, Any]:
    return {name: value for name, value in state.items() if name != NONCE_TABLE}


def nonce_inserts(state: dict[str, Any]) -> int:
    inserted: int = state[NONCE_TABLE]["writes"][0]
    return inserted
