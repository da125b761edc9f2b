"""The cards' procedures of several transactions (ADR 0081): submit, menu, open, publish, recover.

Each step that touches the database is its own short transaction over a ``service``
function; checkin's registry, expression and the gateway are called between them, never
inside one (a transaction held across a peer call would hold the card's row lock for the
length of that call). ``send_menu`` and the refusal notice commit ``sending`` before the
gateway call, so a crash never sends twice. The operator route's one-transaction presses
(``decide_card``, ``card_for_console``) are here too, beside the procedures the same route
runs, so the route opens no transaction of its own.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from services.delivery.cards import refusals, repository, rules, service, texts
from services.delivery.cards.repository import CardRecord
from services.delivery.cards.rules import CardRefusal
from services.delivery.cards.schemas import CardSubmission, CardView
from services.delivery.cards.texts import MENU_BUTTON, menu_text
from services.delivery.context import DeliveryContext
from services.delivery.drafts.service import enqueue_presentation_outcome
from services.delivery.peers.errors import PeerError
from services.delivery.reviews.rules import review_destination
from services.delivery.sending.operator import OWED, due, send_operator_message
from services.delivery.sending.rules import classify_send
from shared.canonical import canonical_digest
from shared.contracts.presentation import PresentationCandidate

_logger = logging.getLogger("dualcoach.delivery.cards")


# ------------------------------------------------------------------ submission


def submit_card(context: DeliveryContext, submission: CardSubmission) -> tuple[CardView, bool]:
    """Store a canonical card (superseding older revisions of its session); idempotent.

    A new card's menu is sent to Richard before the answer; the answer is the card as
    stored after that.
    """
    digest = canonical_digest(submission.model_dump(mode="json"))
    surface, actions = service.check_submission(submission)
    with context.runtime.database.transaction() as session:
        existing = repository.get_by_key(session, submission.card_key)
    if existing is not None:
        if existing.submission_digest != digest:
            raise CardRefusal("card-key-conflict", "This card_key was used for another card")
        card, created = existing, False
    else:
        live = service._destinations(context, submission.customer_id)
        service.require_authority_for(live)
        now = context.runtime.clock.now()
        with context.runtime.database.transaction() as session:
            card, created = service.store_card(
                session,
                context,
                submission,
                digest=digest,
                surface=surface,
                actions=actions,
                live=live,
                now=now,
            )
        if created:
            send_menu(context, card.card_id)
    with context.runtime.database.transaction() as session:
        fresh = repository.get(session, card.card_id)
        assert fresh is not None
        return service.card_view(session, fresh), created


def send_menu(context: DeliveryContext, card_id: str) -> None:
    """Send Richard the menu message (once: ``sending`` is committed before the call)."""
    with context.runtime.database.transaction() as session:
        card = service.claim_menu(session, card_id, context.runtime.clock.now())
    if card is None:
        return
    owner = card.owner
    answer = context.gateway.send(
        reservation_id=f"{card_id}.menu",
        chat_id=int(owner["chat_id"]),
        topic_id=owner.get("topic_id"),
        text=menu_text(card.customer_id),
        buttons=[[{"text": MENU_BUTTON, "callback_data": rules.open_callback(card_id)}]],
        timeout_seconds=context.section.telegram_timeout_seconds,
    )
    values = service.menu_outcome(classify_send(answer), owner, context.runtime.clock.now())
    with context.runtime.database.transaction() as session:
        repository.update_card(session, card_id, **values)


# ------------------------------------------------------------------ the atomic pin


def validate_and_mark_presented_card(
    context: DeliveryContext,
    callback_data: object,
    *,
    canonical_payload: Mapping[str, object],
    presentation: PresentationCandidate,
    operator: Mapping[str, Any],
    origin_message_id: object = "",
) -> dict[str, Any]:
    """Re-check everything under the card's row lock, then pin exactly one payload.

    Only the returned payload may be shown on Telegram. Stale or changed authority, a
    candidate that does not belong to this card, or one that changes locked bytes raises
    ``CardRefusal`` and appends nothing. The same candidate twice returns the one pinned
    payload; a different candidate after it is a deterministic ``candidate-conflict``.
    """
    card_id = service.open_card_id(callback_data)
    # A read of its own, over before checkin's registry is asked over HTTP: no
    # transaction stays open across that call.
    with context.runtime.database.transaction() as session:
        customer_id = service.card_customer(session, card_id)
    # Live registry authority is read just before the lock (it lives in checkin).
    destinations = service._destinations(context, customer_id)
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        return service.pin_presented_card(
            session,
            context,
            card_id,
            destinations,
            canonical_payload=canonical_payload,
            presentation=presentation,
            operator=operator,
            origin_message_id=origin_message_id,
            now=now,
        )


# ------------------------------------------------------------------ publication


def publish_pinned(context: DeliveryContext, card_id: str) -> str:
    """Edit the menu message into the pinned payload; ``published`` on success."""
    with context.runtime.database.transaction() as session:
        card, pinned, done = service.publication_state(session, card_id)
    if card is None or pinned is None:
        return "nothing-pinned"
    if done is not None:
        return "published"
    if card.menu_chat_id is None or card.menu_message_id is None:
        return "no-message"
    answer = context.gateway.edit(
        chat_id=card.menu_chat_id,
        message_id=card.menu_message_id,
        text=pinned.payload_text,
        buttons=pinned.payload_buttons,
        timeout_seconds=context.section.telegram_timeout_seconds,
    )
    if answer.status != 200 or answer.body is None:
        _logger.warning(
            "card_publication_failed",
            extra={"fields": {"status": answer.status, "reason": answer.transport}},
        )
        return "edit-failed"
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        service.record_published(
            session, card, pinned, modified=bool(answer.body.get("modified", True)), now=now
        )
    return "published"


def open_card(
    context: DeliveryContext,
    callback_data: str,
    operator: Mapping[str, Any],
    message_id: int | None,
) -> str:
    """Richard pressed ``카드 열기``: present (fresh only), pin, then publish."""
    card_id = rules.parse_open_callback(callback_data)
    if card_id is None:
        raise CardRefusal("callback-invalid", "Not a card-open callback", 422)
    with context.runtime.database.transaction() as session:
        card = repository.get(session, card_id)
    if card is None:
        raise service.not_found()
    if card.status == "publish_pending":
        return publish_pinned(context, card_id)  # recovery path: pinned bytes, no expression
    if card.status != "card":
        return f"already-{card.status}"
    surface = service.canonical_surface(card)
    request = rules.presentation_request(
        surface,
        session_id=card.session_id,
        proposal_digest=card.proposal_digest,
        revision=card.revision,
        card_kind=card.card_kind,
    )
    candidate = context.expression.present(request.model_dump(mode="json"))
    if candidate is None:
        candidate = rules.canonical_candidate(surface, request.binding_digest())
    payload = {"body": card.canonical_body, "manifest": card.manifest, "buttons": card.buttons}
    try:
        validate_and_mark_presented_card(
            context,
            callback_data,
            canonical_payload=payload,
            presentation=candidate,
            operator=operator,
            origin_message_id=message_id if message_id is not None else "",
        )
    except CardRefusal:
        with context.runtime.database.transaction() as session:
            enqueue_presentation_outcome(
                session,
                candidate.model_dump(mode="json"),
                "commit_failed",
                context.runtime.clock.now(),
            )
        raise
    return publish_pinned(context, card_id)


def recover_pending_cards(context: DeliveryContext) -> list[str]:
    """At startup: republish every pinned, unpublished card from its pinned bytes (zero
    expression calls), and send the menu of fresh cards whose menu never left."""
    with context.runtime.database.transaction() as session:
        pending = repository.list_cards(session, statuses=("publish_pending",))
        fresh = repository.list_cards(session, statuses=("card",))
    for card in fresh:
        if card.menu_state in ("pending", "refused"):
            send_menu(context, card.card_id)
    return [
        card.card_id for card in pending if publish_pinned(context, card.card_id) == "published"
    ]


# ------------------------------------------------------------------ the operator's presses


def decide_card(
    context: DeliveryContext, callback_data: str, operator: Mapping[str, Any]
) -> tuple[CardRecord, str]:
    """Richard's 승인/보류 on a published card: one transaction (``service.decide_card``)."""
    with context.runtime.database.transaction() as session:
        return service.decide_card(session, context, callback_data, operator)


def card_for_console(
    context: DeliveryContext, callback_data: str, operator: Mapping[str, Any]
) -> CardRecord:
    """The card whose ``콘솔에서 열기`` Richard pressed: one read transaction."""
    with context.runtime.database.transaction() as session:
        return service.card_for_console(session, callback_data, operator)


# ------------------------------------------------------------------ refused decisions


def send_refusal_notice(context: DeliveryContext, card_id: str, *, resume: bool = False) -> str:
    """Send the card's refused-decision notice if it is still owed; returns its state.

    ``resume`` also takes a notice a crash left ``sending`` (the gateway then answers the
    reservation's first outcome, never a second message). See ``cards/refusals.py``.
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
        claimed = refusals.claim_notice(
            session, card_id, owed, target, problem, now=context.runtime.clock.now()
        )
    if isinstance(claimed, str):
        return claimed
    locked, target = claimed
    assert locked.refusal is not None and locked.decision is not None
    sent = send_operator_message(
        context,
        reservation_id=refusals.reservation_id(card_id),
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
