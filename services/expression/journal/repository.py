"""Queries of the outcome journal. Only flushes: the caller's transaction commits."""

from __future__ import annotations

from datetime import date

from sqlalchemy import ColumnElement, delete, func, insert, select, text
from sqlalchemy.orm import Session

from services.expression.journal.rules import ROW_FIELDS, Row
from services.expression.tables import outcome_journal
from shared.db.ddl import ERASURE_SETTING

_COLUMNS = [outcome_journal.c[name] for name in ROW_FIELDS]
_segment_of_row = func.left(outcome_journal.c.started_at_utc, 10)


def lock_journal(session: Session) -> None:
    """Serialise every journal writer (and retention) until the transaction ends.

    SHARE ROW EXCLUSIVE conflicts with itself and with writers, so sequence numbers are
    assigned one append at a time while plain reads (audits) proceed.
    """
    session.execute(text("LOCK TABLE expression.outcome_journal IN SHARE ROW EXCLUSIVE MODE"))


def _rows(session: Session, condition: ColumnElement[bool]) -> list[Row]:
    ordering = (_segment_of_row, outcome_journal.c.sequence)
    statement = select(*_COLUMNS).where(condition).order_by(*ordering)
    return [dict(row._mapping) for row in session.execute(statement)]


def segment_rows(session: Session, day: date) -> list[Row]:
    return _rows(session, _segment_of_row == day.isoformat())


def rows_for_artifact(session: Session, artifact_key: str) -> list[Row]:
    return _rows(session, outcome_journal.c.artifact_key == artifact_key)


def rows_for_attempt(session: Session, attempt_id: str) -> list[Row]:
    return _rows(session, outcome_journal.c.attempt_id == attempt_id)


def segment_days_before(session: Session, cutoff: date) -> list[date]:
    statement = (
        select(_segment_of_row)
        .where(_segment_of_row < cutoff.isoformat())
        .distinct()
        .order_by(_segment_of_row)
    )
    return [date.fromisoformat(day) for day in session.execute(statement).scalars()]


def append(session: Session, row: Row) -> None:
    session.execute(insert(outcome_journal).values(**row))
    session.flush()


def delete_segment(session: Session, day: date) -> int:
    """Remove one whole segment; the append-only trigger admits it only with the setting."""
    session.execute(text(f"SET LOCAL {ERASURE_SETTING} = 'on'"))
    result = session.execute(delete(outcome_journal).where(_segment_of_row == day.isoformat()))
    session.execute(text(f"SET LOCAL {ERASURE_SETTING} = 'off'"))
    return int(result.rowcount)  # type: ignore[attr-defined]
