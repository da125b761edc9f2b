"""Operator cards (mutable status under the row lock) and their append-only publications."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, literal, select, tuple_, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from services.delivery.ledger.repository import advance_chain, lock_chain
from services.delivery.tables import card_publication, operator_card
from shared.clock import to_rfc3339
from shared.hashchain import row_digest


@dataclass(frozen=True, slots=True)
class CardRecord:
    card_id: str
    card_key: str
    submission_digest: str
    customer_id: str
    session_id: str
    proposal_digest: str
    revision: int
    card_kind: str
    surface_version: str
    canonical_body: str
    manifest: dict[str, Any]
    buttons: list[list[dict[str, Any]]]
    approve_callback: str
    hold_callback: str
    registry_revision: str
    config_pin: str
    owner: dict[str, Any]
    expires_at: datetime
    status: str
    menu_chat_id: int | None
    menu_topic_id: int | None
    menu_message_id: int | None
    menu_state: str | None
    decision: str | None
    created_at: datetime
    updated_at: datetime
    # A decision checkin refused: its problem slug, and the notice owed to Richard about it.
    refusal: str | None
    notice_state: str | None
    notice_chat_id: int | None
    notice_topic_id: int | None
    notice_message_id: int | None
    notice_reason: str | None


@dataclass(frozen=True, slots=True)
class PublicationRow:
    id: int
    customer_id: str
    sequence: int
    card_id: str
    state: str
    payload_text: str
    payload_buttons: list[list[dict[str, Any]]]
    payload_digest: str
    binding_digest: str
    attempt_id: str | None
    artifact_key: str | None
    selected: bool
    message: dict[str, Any] | None
    recorded_at: datetime
    previous_row_digest: str
    row_digest: str

    def chain_document(self) -> dict[str, Any]:
        document = {name: getattr(self, name) for name in self.__slots__ if name != "id"}
        document["recorded_at"] = to_rfc3339(self.recorded_at)
        return document


def _card(mapping: Any) -> CardRecord:
    return CardRecord(**{name: mapping[name] for name in CardRecord.__slots__})


def _publication(mapping: Any) -> PublicationRow:
    return PublicationRow(**{name: mapping[name] for name in PublicationRow.__slots__})


def insert_card(session: Session, values: dict[str, Any]) -> bool:
    inserted = session.execute(
        insert(operator_card)
        .values(**values)
        .on_conflict_do_nothing(index_elements=["card_key"])
        .returning(operator_card.c.card_id)
    ).first()
    session.flush()
    return inserted is not None


def get(session: Session, card_id: str, *, lock: bool = False) -> CardRecord | None:
    query = select(operator_card).where(operator_card.c.card_id == card_id)
    if lock:
        query = query.with_for_update()
    found = session.execute(query).mappings().first()
    return _card(found) if found else None


def get_by_key(session: Session, card_key: str) -> CardRecord | None:
    query = select(operator_card).where(operator_card.c.card_key == card_key)
    found = session.execute(query).mappings().first()
    return _card(found) if found else None


def get_by_callback(session: Session, callback_data: str) -> tuple[CardRecord, str] | None:
    """The card whose 승인/보류 button carries ``callback_data``, and which one it is."""
    query = select(operator_card).where(
        (operator_card.c.approve_callback == callback_data)
        | (operator_card.c.hold_callback == callback_data)
    )
    found = session.execute(query).mappings().first()
    if found is None:
        return None
    card = _card(found)
    return card, "approve" if card.approve_callback == callback_data else "hold"


def get_by_session(
    session: Session, session_id: str, revision: int, *, lock: bool = False
) -> CardRecord | None:
    query = select(operator_card).where(
        operator_card.c.session_id == session_id, operator_card.c.revision == revision
    )
    if lock:
        query = query.with_for_update()
    found = session.execute(query).mappings().first()
    return _card(found) if found else None


def newest_revision(session: Session, session_id: str) -> int:
    query = select(func.max(operator_card.c.revision)).where(
        operator_card.c.session_id == session_id
    )
    return int(session.execute(query).scalar() or 0)


def older_cards(session: Session, session_id: str, revision: int) -> list[str]:
    query = (
        select(operator_card.c.card_id)
        .where(
            operator_card.c.session_id == session_id,
            operator_card.c.revision < revision,
            operator_card.c.status.in_(("card", "publish_pending", "published")),
        )
        .with_for_update()
    )
    return list(session.execute(query).scalars())


def update_card(session: Session, card_id: str, **values: Any) -> None:
    session.execute(
        update(operator_card).where(operator_card.c.card_id == card_id).values(**values)
    )
    session.flush()


def mark_decision_refused(
    session: Session, *, session_id: str, revision: int, refusal: str, now: datetime
) -> CardRecord | None:
    """The decided card of this proposal revision stops claiming its decision took effect
    and owes Richard a notice; None (nothing changed) unless it was approved or held."""
    card = get_by_session(session, session_id, revision, lock=True)
    if card is None or card.status not in ("approved", "held"):
        return None
    update_card(
        session,
        card.card_id,
        status="decision-refused",
        refusal=refusal,
        notice_state="pending",
        updated_at=now,
    )
    return card


def owed_notices(session: Session, states: tuple[str, ...]) -> list[CardRecord]:
    """Cards whose refused-decision notice is in one of ``states``, oldest first."""
    query = (
        select(operator_card)
        .where(operator_card.c.notice_state.in_(states))
        .order_by(operator_card.c.updated_at, operator_card.c.card_id)
    )
    return [_card(found) for found in session.execute(query).mappings()]


def publication(session: Session, card_id: str, state: str) -> PublicationRow | None:
    query = select(card_publication).where(
        card_publication.c.card_id == card_id, card_publication.c.state == state
    )
    found = session.execute(query).mappings().first()
    return _publication(found) if found else None


def publications(session: Session, card_id: str) -> list[PublicationRow]:
    query = (
        select(card_publication)
        .where(card_publication.c.card_id == card_id)
        .order_by(card_publication.c.sequence)
    )
    return [_publication(found) for found in session.execute(query).mappings()]


def chain_rows(session: Session, customer_id: str) -> list[PublicationRow]:
    query = (
        select(card_publication)
        .where(card_publication.c.customer_id == customer_id)
        .order_by(card_publication.c.sequence)
    )
    return [_publication(found) for found in session.execute(query).mappings()]


def append_publication(session: Session, values: dict[str, Any]) -> PublicationRow:
    """Append one publication row into the customer's card chain (under its lock)."""
    customer_id = str(values["customer_id"])
    head = lock_chain(session, "card", customer_id)
    recorded_at: datetime = values["recorded_at"]
    row: dict[str, Any] = {
        **values,
        "sequence": head.sequence + 1,
        "recorded_at": to_rfc3339(recorded_at),
        "previous_row_digest": head.digest,
    }
    row["row_digest"] = row_digest(row)
    stored = session.execute(
        insert(card_publication)
        .values(**{**row, "recorded_at": recorded_at})
        .returning(card_publication)
    )
    result = _publication(stored.mappings().one())
    advance_chain(session, "card", customer_id, result.sequence, result.row_digest)
    session.flush()
    return result


def list_cards(
    session: Session,
    *,
    statuses: tuple[str, ...] | None = None,
    limit: int | None = None,
    before: tuple[datetime, str] | None = None,
) -> list[CardRecord]:
    """Cards newest first; ``limit`` None: all of them (startup recovery republishes every
    pinned card, however many are waiting). ``before``: only those after this
    ``(created_at, card_id)`` key."""
    query = select(operator_card).order_by(
        operator_card.c.created_at.desc(), operator_card.c.card_id.desc()
    )
    if before is not None:
        key = tuple_(operator_card.c.created_at, operator_card.c.card_id)
        query = query.where(key < tuple_(literal(before[0]), literal(before[1])))
    if limit is not None:
        query = query.limit(limit)
    if statuses:
        query = query.where(operator_card.c.status.in_(statuses))
    return [_card(found) for found in session.execute(query).mappings()]


def count_cards(session: Session, *, statuses: tuple[str, ...]) -> int:
    query = (
        select(func.count()).select_from(operator_card).where(operator_card.c.status.in_(statuses))
    )
    return int(session.execute(query).scalar_one())
