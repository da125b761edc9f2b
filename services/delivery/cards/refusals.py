"""Richard's notice of a card decision checkin refused (ADR 0053, amendment).

The relay marks the card ``decision-refused`` and makes the notice owed in the transaction
that parks the refused outbox row (``outbox.service.refused_decision_finisher``). This sends
it: an owed operator message (``sending.operator``), one gateway reservation per card
(``<card_id>.refused``), to the owner's exact chat/topic from checkin's live destinations
and never to a chat the customer or the trainer shares (``reviews.rules.review_destination``).
"""

from __future__ import annotations

import logging

from services.delivery.cards import repository, texts
from services.delivery.context import DeliveryContext
from services.delivery.peers.errors import PeerError
from services.delivery.reviews.rules import review_destination
from services.delivery.sending.operator import OWED, due, send_operator_message

_logger = logging.getLogger("dualcoach.delivery.cards")


def reservation_id(card_id: str) -> str:
    """The gateway reservation of a card's refused-decision notice."""
    return f"{card_id}.refused"


def send_refusal_notice(context: DeliveryContext, card_id: str, *, resume: bool = False) -> str:
    """Send the card's notice if it is still owed; returns the notice's state.

    ``resume`` also takes a notice a crash left ``sending`` (the gateway then answers the
    reservation's first outcome, never a second message).
    """
    owed = (*OWED, "sending") if resume else OWED
    with context.runtime.database.transaction() as session:
        card = repository.get(session, card_id)
    if card is None:
        return "missing"
    state = card.notice_state or "none"
    if state not in owed:
        return state
    try:
        live = context.checkin.destinations(card.customer_id)
    except PeerError:
        return state  # the registry cannot be read now: try again later
    target, problem = review_destination(live)
    with context.runtime.database.transaction() as session:
        locked = repository.get(session, card_id, lock=True)
        if locked is None:
            return "missing"
        if locked.notice_state not in owed:
            return locked.notice_state or "none"
        now = context.runtime.clock.now()
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
    assert locked.refusal is not None and locked.decision is not None
    sent = send_operator_message(
        context,
        reservation_id=reservation_id(card_id),
        target=target,
        text=texts.refused_notice_text(
            locked.customer_id, locked.revision, locked.decision, locked.refusal
        ),
    )
    with context.runtime.database.transaction() as session:
        repository.update_card(
            session,
            card_id,
            notice_state=sent.state,
            notice_message_id=sent.message_id,
            notice_reason=sent.reason,
            updated_at=context.runtime.clock.now(),
        )
    if sent.state != "sent":
        _logger.warning(
            "refusal_notice_not_sent",
            extra={"fields": {"outcome": sent.state, "reason": sent.reason}},
        )
    return sent.state


def send_refusal_notices(context: DeliveryContext, *, grace_seconds: float) -> list[str]:
    """Send every notice still owed (``sending.operator.due``); the card ids sent."""
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        owed = repository.owed_notices(session, (*OWED, "sending"))
    sent = []
    for card in owed:
        if not due(
            card.notice_state or "",
            now - card.updated_at,
            grace_seconds=grace_seconds,
            stale_seconds=context.section.stale_sending_seconds,
        ):
            continue
        state = send_refusal_notice(context, card.card_id, resume=card.notice_state == "sending")
        if state == "sent":
            sent.append(card.card_id)
    return sent
