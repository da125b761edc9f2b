"""The consent acknowledgement rows (flush only; callers own the transaction)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from services.gateway.tables import consent_acknowledgement


def acknowledged(session: Session, *, customer_id: str, consent_version: str) -> bool:
    row = session.execute(
        select(consent_acknowledgement.c.id).where(
            consent_acknowledgement.c.customer_id == customer_id,
            consent_acknowledgement.c.consent_version == consent_version,
        )
    ).first()
    return row is not None


def acknowledge(session: Session, *, customer_id: str, consent_version: str, at: datetime) -> bool:
    """Record the acknowledgement once; False when it was already recorded (a second press)."""
    statement = (
        insert(consent_acknowledgement)
        .values(customer_id=customer_id, consent_version=consent_version, acknowledged_at=at)
        .on_conflict_do_nothing(index_elements=["customer_id", "consent_version"])
        .returning(consent_acknowledgement.c.id)
    )
    return session.execute(statement).first() is not None
