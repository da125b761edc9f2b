"""Richard's notice of a card decision checkin refused (ADR 0053, amendment).

The relay marks the card ``decision-refused`` and makes the notice owed in the transaction
that parks the refused outbox row (``outbox.service.refused_decision_finisher``).
``cards.workflow.send_refusal_notice`` sends it: an owed operator message
(``sending.operator``), one gateway reservation per card (``<card_id>.refused``), to the
owner's exact chat/topic from checkin's live destinations and never to a chat the customer
or the trainer shares (``reviews.rules.review_destination``). This module holds its
reservation id and the claim, which runs inside the caller's transaction.
"""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy.orm import Session

from services.delivery.cards import repository
from services.delivery.cards.repository import CardRecord
from services.delivery.peers.checkin import Triple

_logger = logging.getLogger("dualcoach.delivery.cards")


def reservation_id(card_id: str) -> str:
    """The gateway reservation of a card's refused-decision notice."""
    return f"{card_id}.refused"


def claim_notice(
    session: Session,
    card_id: str,
    owed: tuple[str, ...],
    target: Triple | None,
    problem: str | None,
    *,
    now: datetime,
) -> str | tuple[CardRecord, Triple]:
    """Under the card's lock: mark its notice ``sending`` to ``target`` and return the card
    and target, or the notice's state when it is not to be sent (``blocked`` when there is
    no address for it, recorded here)."""
    locked = repository.get(session, card_id, lock=True)
    if locked is None:
        return "missing"
    if locked.notice_state not in owed:
        return locked.notice_state or "none"
    if target is None:
        repository.update_card(
            session, card_id, notice_state="blocked", notice_reason=problem, updated_at=now
        )
        _logger.error("refusal_notice_blocked", extra={"fields": {"reason": problem}})
        return "blocked"
    repository.update_card(
        session,
        card_id,
        notice_state="sending",
        notice_chat_id=target.chat_id,
        notice_topic_id=target.topic_id,
        updated_at=now,
    )
    return locked, target
