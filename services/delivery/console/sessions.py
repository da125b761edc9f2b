"""Console sessions ended on the server ("log out"), so a copied cookie dies with them."""

from __future__ import annotations

import hashlib
from datetime import datetime, timedelta

from sqlalchemy import delete, exists, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from services.delivery.tables import console_session_end


def _digest(nonce: str) -> str:
    return hashlib.sha256(nonce.encode("utf-8")).hexdigest()


def end_session(session: Session, nonce: str, *, now: datetime, lifetime: timedelta) -> None:
    """Remember the session as ended; forget ends older than any session can live."""
    session.execute(
        insert(console_session_end)
        .values(nonce_digest=_digest(nonce), ended_at=now)
        .on_conflict_do_nothing(index_elements=["nonce_digest"])
    )
    session.execute(
        delete(console_session_end).where(console_session_end.c.ended_at < now - 2 * lifetime)
    )


def session_ended(session: Session, nonce: str) -> bool:
    statement = select(exists().where(console_session_end.c.nonce_digest == _digest(nonce)))
    return bool(session.execute(statement).scalar_one())
