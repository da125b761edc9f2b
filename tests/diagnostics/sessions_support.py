"""Shared helpers of the diagnostic session tests: the spec, a diagnostics app, its rows."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sqlalchemy import text

from tests.support.database import TestDatabase

SPEC_FILE = Path(__file__).parent / "data" / "isolation-spec-v1.json"


def spec_document(**changes: Any) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(SPEC_FILE.read_bytes())
    document.update(changes)
    return document


def rows(database: TestDatabase, table: str, where: str = "TRUE") -> list[dict[str, Any]]:
    """Every row of a diagnostics table, as the admin sees it (ordered by insertion)."""
    order = {
        "diagnostic_reservation": "id",
        "diagnostic_session_transition": "session_id, position",
    }
    with database.engine() as engine, engine.connect() as connection:
        result = connection.execute(
            text(
                f"SELECT * FROM diagnostics.{table} WHERE {where} ORDER BY {order.get(table, '1')}"
            )
        )
        return [dict(row._mapping) for row in result]
