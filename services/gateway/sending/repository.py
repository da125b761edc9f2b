"""Queries for outbound sends (flush only; callers own the transaction)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from services.gateway.tables import outbound_send


@dataclass(frozen=True)
class SendRecord:
    reservation_id: str
    request_digest: str
    state: str
    reason: str | None
    receipts: list[dict[str, Any]]
    problem: dict[str, Any] | None


def claim_send(
    session: Session,
    *,
    reservation_id: str,
    caller: str,
    request_digest: str,
    chat_id: int,
    topic_id: int | None,
    part_count: int,
    now: datetime,
) -> SendRecord | None:
    """Claim the reservation for sending; return the existing record if it was claimed before.

    A record left ``refused`` may be claimed again: refused means nothing reached Telegram's
    chat, so a fresh attempt cannot duplicate a message. The row lock of the conditional
    UPDATE makes two concurrent re-claims yield exactly one winner.
    """
    inserted = session.execute(
        insert(outbound_send)
        .values(
            reservation_id=reservation_id,
            caller=caller,
            request_digest=request_digest,
            chat_id=chat_id,
            topic_id=topic_id,
            part_count=part_count,
            state="sending",
            receipts=[],
            created_at=now,
        )
        .on_conflict_do_nothing(index_elements=["reservation_id"])
        .returning(outbound_send.c.id)
    ).first()
    if inserted is not None:
        return None
    reclaimed = session.execute(
        update(outbound_send)
        .where(
            outbound_send.c.reservation_id == reservation_id,
            outbound_send.c.request_digest == request_digest,
            outbound_send.c.state == "refused",
        )
        .values(state="sending", reason=None, problem=None, receipts=[], finished_at=None)
        .returning(outbound_send.c.id)
    ).first()
    if reclaimed is not None:
        return None
    return load_send(session, reservation_id=reservation_id)


def load_send(session: Session, *, reservation_id: str) -> SendRecord | None:
    row = session.execute(
        select(outbound_send).where(outbound_send.c.reservation_id == reservation_id)
    ).first()
    if row is None:
        return None
    return SendRecord(
        reservation_id=row.reservation_id,
        request_digest=row.request_digest,
        state=row.state,
        reason=row.reason,
        receipts=list(row.receipts),
        problem=row.problem,
    )


def finish_send(
    session: Session,
    *,
    reservation_id: str,
    state: str,
    reason: str | None,
    receipts: list[dict[str, Any]],
    problem: dict[str, Any] | None,
    now: datetime,
) -> None:
    """Record how the attempt ended; only a row still ``sending`` is ever finished."""
    session.execute(
        update(outbound_send)
        .where(outbound_send.c.reservation_id == reservation_id, outbound_send.c.state == "sending")
        .values(state=state, reason=reason, receipts=receipts, problem=problem, finished_at=now)
    )
