"""Adaptive operator cards, one transaction at a time: store, pin, publish, decide (ADR 0081).

Each function here runs inside the caller's transaction (it takes the ``Session``); the
procedures that string several of them around a peer call live in ``cards/workflow.py``.

Flow: checkin submits a canonical card -> delivery sends Richard a short menu message with a
``카드 열기`` button -> Richard presses it -> delivery asks expression for a presentation of
the fresh card -> ``validate_and_mark_presented_card`` re-checks every authority under the
card's row lock and pins exactly one payload (``publish_pending``) -> only then the gateway
edits the menu message into the card -> ``published``. Recovery republishes the pinned
payload and never asks expression again.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

from pydantic import TypeAdapter
from sqlalchemy.orm import Session

from services.delivery.cards import repository, rules
from services.delivery.cards.outbox import enqueue_decision
from services.delivery.cards.repository import CardRecord, PublicationRow
from services.delivery.cards.rules import CardAuthority, CardRefusal, LiveAuthority
from services.delivery.cards.schemas import CardSubmission, CardView
from services.delivery.context import DeliveryContext
from services.delivery.drafts.service import enqueue_presentation_outcome
from services.delivery.peers.checkin import Destinations
from services.delivery.peers.errors import PeerError
from services.delivery.reviews.rules import is_review_callback
from services.delivery.sending.rules import SendOutcome
from shared.contracts.presentation import Button, CanonicalSurface, PresentationCandidate
from shared.contracts.surfaces import SurfaceGrammarError, verify_canonical
from shared.contracts.surfaces.dual_card import CardActions, parse_actions

_BUTTONS: TypeAdapter[tuple[tuple[Button, ...], ...]] = TypeAdapter(tuple[tuple[Button, ...], ...])


def not_found() -> CardRefusal:
    return CardRefusal("card-not-found", "No such card", 404)


def _destinations(context: DeliveryContext, customer_id: str) -> Destinations:
    try:
        return context.checkin.destinations(customer_id)
    except PeerError as error:
        raise CardRefusal(
            "authority-unavailable", "The registry could not be checked; nothing changed", 503
        ) from error


def canonical_surface(card: CardRecord) -> CanonicalSurface:
    return CanonicalSurface.model_validate(
        {"body": card.canonical_body, "manifest": card.manifest, "buttons": card.buttons}
    )


# ------------------------------------------------------------------ submission


def check_submission(submission: CardSubmission) -> tuple[CanonicalSurface, CardActions]:
    """The submitted surface, verified canonical, and its two decision callbacks (pure)."""
    try:
        surface = submission.surface.to_canonical()
        verify_canonical(surface)
        if surface.manifest.surface_version not in rules.CARD_VERSIONS:
            raise SurfaceGrammarError(surface.manifest.surface_version, "not an operator card")
        actions = parse_actions(surface.buttons, surface.manifest.surface_version)
    except (ValueError, SurfaceGrammarError) as error:
        raise CardRefusal("card-not-canonical", str(error)[:200], 422) from None
    if any(
        is_review_callback(callback) or rules.parse_open_callback(callback) is not None
        for callback in (actions.approve_callback, actions.hold_callback)
    ):
        # Those callbacks are delivery's own buttons: a card may not impersonate them.
        raise CardRefusal("card-callback-reserved", "The card's callback data is reserved", 422)
    problem = rules.undecidable_problem(
        actions, session_id=submission.session_id, revision=submission.revision
    )
    if problem is not None:
        raise CardRefusal(
            problem, "The card's buttons must name exactly its proposal revision", 422
        )
    return surface, actions


def require_authority_for(live: Destinations) -> None:
    if not live.enabled or not live.consent_granted or live.owner is None:
        raise CardRefusal("card-authority-missing", "The customer is not active with consent")


def store_card(
    session: Session,
    context: DeliveryContext,
    submission: CardSubmission,
    *,
    digest: str,
    surface: CanonicalSurface,
    actions: CardActions,
    live: Destinations,
    now: datetime,
) -> tuple[CardRecord, bool]:
    """Insert the card, superseding older revisions of its session; refuse a stale one."""
    assert live.owner is not None
    card_id = rules.card_id_for(submission.card_key)
    if repository.newest_revision(session, submission.session_id) > submission.revision:
        raise CardRefusal("revision-superseded", "A newer revision of this card exists")
    for older in repository.older_cards(session, submission.session_id, submission.revision):
        repository.update_card(session, older, status="superseded", updated_at=now)
    created = repository.insert_card(
        session,
        {
            "card_id": card_id,
            "card_key": submission.card_key,
            "submission_digest": digest,
            "customer_id": submission.customer_id,
            "session_id": submission.session_id,
            "proposal_digest": submission.proposal_digest,
            "revision": submission.revision,
            "card_kind": submission.card_kind,
            "surface_version": surface.manifest.surface_version,
            "canonical_body": surface.body,
            "manifest": surface.manifest.model_dump(mode="json"),
            "buttons": [[b.model_dump(mode="json") for b in row] for row in surface.buttons],
            "approve_callback": actions.approve_callback,
            "hold_callback": actions.hold_callback,
            "registry_revision": live.registry_revision,
            "config_pin": context.config_pin,
            "owner": live.owner.model_dump(mode="json"),
            "expires_at": now + timedelta(hours=context.section.card_ttl_hours),
            "status": "card",
            "menu_state": "pending",
            "created_at": now,
            "updated_at": now,
        },
    )
    card = repository.get(session, card_id)
    assert card is not None
    return card, created


def card_view(session: Session, card: CardRecord) -> CardView:
    rows = repository.publications(session, card.card_id)
    published = next((row for row in rows if row.state == "published"), None)
    return CardView(
        card_id=card.card_id,
        card_key=card.card_key,
        customer_id=card.customer_id,
        session_id=card.session_id,
        proposal_digest=card.proposal_digest,
        revision=card.revision,
        surface_version=card.surface_version,
        status=card.status,
        decision=card.decision,
        refusal=card.refusal,
        notice_state=card.notice_state,
        menu_state=card.menu_state,
        menu_message_id=card.menu_message_id,
        expires_at=card.expires_at,
        canonical_body=card.canonical_body,
        published_text=published.payload_text if published else None,
        publications=[
            {
                "state": row.state,
                "selected": row.selected,
                "payload_digest": row.payload_digest,
                "recorded_at": row.recorded_at.isoformat(),
            }
            for row in rows
        ],
    )


def claim_menu(session: Session, card_id: str, now: datetime) -> CardRecord | None:
    """Mark the menu ``sending`` under the card's lock; None when it is not to be sent."""
    card = repository.get(session, card_id, lock=True)
    if card is None or card.menu_state not in ("pending", "refused"):
        return None
    repository.update_card(session, card_id, menu_state="sending", updated_at=now)
    return card


def menu_outcome(outcome: SendOutcome, owner: Mapping[str, Any], now: datetime) -> dict[str, Any]:
    """The card's menu columns after the gateway answered the menu's send."""
    values: dict[str, Any] = {"updated_at": now}
    if outcome.verdict == "delivered" and outcome.receipt is not None:
        values.update(
            menu_state="sent",
            menu_chat_id=outcome.receipt["chat_id"],
            menu_topic_id=owner.get("topic_id"),
            menu_message_id=outcome.receipt["message_id"],
        )
    else:
        values["menu_state"] = "refused" if outcome.verdict == "refused" else "unknown"
    return values


# ------------------------------------------------------------------ the atomic pin


def open_card_id(callback_data: object) -> str:
    card_id = rules.parse_open_callback(callback_data)
    if card_id is None:
        raise CardRefusal("callback-invalid", "Not a card-open callback", 422)
    return card_id


def card_customer(session: Session, card_id: str) -> str:
    peek = repository.get(session, card_id)
    if peek is None:
        raise not_found()
    return peek.customer_id


def _already_pinned(
    session: Session, card_id: str, digest: str, presentation: PresentationCandidate
) -> dict[str, Any] | None:
    """The pinned payload if this very candidate was pinned before (a replay), else None."""
    pinned = repository.publication(session, card_id, "publish_pending")
    if pinned is None:
        return None
    if pinned.payload_digest == digest and pinned.binding_digest == presentation.binding_digest:
        return {"text": pinned.payload_text, "buttons": pinned.payload_buttons}
    raise CardRefusal("candidate-conflict", "Another presentation is already pinned")


def _require_origin(card: CardRecord, origin_message_id: object) -> None:
    if origin_message_id not in ("", None) and origin_message_id != card.menu_message_id:
        raise CardRefusal("origin-mismatch", "The card was opened from another message")


def _live_authority(
    session: Session, context: DeliveryContext, card: CardRecord, destinations: Destinations
) -> LiveAuthority:
    return LiveAuthority(
        owner=destinations.owner.model_dump(mode="json") if destinations.owner else None,
        registry_revision=destinations.registry_revision,
        enabled=destinations.enabled,
        consent_granted=destinations.consent_granted,
        config_pin=context.config_pin,
        newest_revision=repository.newest_revision(session, card.session_id),
    )


def pin_presented_card(
    session: Session,
    context: DeliveryContext,
    card_id: str,
    destinations: Destinations,
    *,
    canonical_payload: Mapping[str, object],
    presentation: PresentationCandidate,
    operator: Mapping[str, Any],
    origin_message_id: object,
    now: datetime,
) -> dict[str, Any]:
    """Under the card's row lock: re-check everything, then pin exactly one payload.

    A replay of the pinned candidate returns the pinned payload; anything stale, changed
    or foreign raises ``CardRefusal`` before anything is appended.
    """
    card = repository.get(session, card_id, lock=True)
    assert card is not None
    surface = canonical_surface(card)
    buttons = [[dict(b) for b in row] for row in card.buttons]
    digest = rules.payload_digest(presentation.rendered_body, buttons)
    replayed = _already_pinned(session, card_id, digest, presentation)
    if replayed is not None:
        return replayed
    _require_origin(card, origin_message_id)
    live = _live_authority(session, context, card, destinations)
    _require_authority(card, live, operator=operator, now=now)
    _require_candidate(card, surface, canonical_payload, presentation)
    _pin(session, card, presentation, buttons, digest, now=now)
    return {"text": presentation.rendered_body, "buttons": buttons}


def _require_authority(
    card: CardRecord, live: LiveAuthority, *, operator: Mapping[str, Any], now: datetime
) -> None:
    authority = CardAuthority(
        status=card.status,
        expires_at=card.expires_at,
        owner=card.owner,
        registry_revision=card.registry_revision,
        config_pin=card.config_pin,
        revision=card.revision,
    )
    problem = rules.authority_problem(authority, live, operator=dict(operator), now=now)
    if problem is not None:
        raise CardRefusal(problem, "The card's authority changed; nothing was published")


def _require_candidate(
    card: CardRecord,
    surface: CanonicalSurface,
    canonical_payload: Mapping[str, object],
    presentation: PresentationCandidate,
) -> None:
    """The payload is this card's, the card is canonical, the candidate fits it."""
    if dict(canonical_payload) != {
        "body": card.canonical_body,
        "manifest": card.manifest,
        "buttons": card.buttons,
    }:
        raise CardRefusal("payload-mismatch", "The canonical payload is not this card's")
    try:
        verify_canonical(surface)
    except SurfaceGrammarError as error:
        raise CardRefusal("card-not-canonical", str(error)[:200]) from None
    binding = rules.binding_digest(
        surface,
        session_id=card.session_id,
        proposal_digest=card.proposal_digest,
        revision=card.revision,
        card_kind=card.card_kind,
    )
    problem = rules.candidate_problem(surface, binding, presentation)
    if problem is not None:
        raise CardRefusal(problem, "The presentation does not fit this card")


def _pin(
    session: Session,
    card: CardRecord,
    presentation: PresentationCandidate,
    buttons: list[list[dict[str, Any]]],
    digest: str,
    *,
    now: datetime,
) -> None:
    """Pin exactly this payload (``publish_pending``) and report the candidate selected."""
    repository.append_publication(
        session,
        {
            "customer_id": card.customer_id,
            "card_id": card.card_id,
            "state": "publish_pending",
            "payload_text": presentation.rendered_body,
            "payload_buttons": buttons,
            "payload_digest": digest,
            "binding_digest": presentation.binding_digest,
            "attempt_id": presentation.attempt_id,
            "artifact_key": presentation.artifact_key,
            "selected": presentation.selected,
            "message": None,
            "recorded_at": now,
        },
    )
    repository.update_card(session, card.card_id, status="publish_pending", updated_at=now)
    enqueue_presentation_outcome(session, presentation.model_dump(mode="json"), "selected", now)


# ------------------------------------------------------------------ publication


def publication_state(
    session: Session, card_id: str
) -> tuple[CardRecord | None, PublicationRow | None, PublicationRow | None]:
    """The card, its pinned payload and its ``published`` row, if any."""
    card = repository.get(session, card_id)
    pinned = repository.publication(session, card_id, "publish_pending")
    done = repository.publication(session, card_id, "published")
    return card, pinned, done


def record_published(
    session: Session,
    card: CardRecord,
    pinned: PublicationRow,
    *,
    modified: bool,
    now: datetime,
) -> None:
    """Append ``published`` once (under the card's lock) and mark the card published."""
    card_id = card.card_id
    locked = repository.get(session, card_id, lock=True)
    if repository.publication(session, card_id, "published") is None:
        repository.append_publication(
            session,
            {
                "customer_id": pinned.customer_id,
                "card_id": card_id,
                "state": "published",
                "payload_text": pinned.payload_text,
                "payload_buttons": pinned.payload_buttons,
                "payload_digest": pinned.payload_digest,
                "binding_digest": pinned.binding_digest,
                "attempt_id": pinned.attempt_id,
                "artifact_key": pinned.artifact_key,
                "selected": pinned.selected,
                "message": {
                    "chat_id": card.menu_chat_id,
                    "message_id": card.menu_message_id,
                    "modified": modified,
                },
                "recorded_at": now,
            },
        )
        if locked is not None and locked.status == "publish_pending":
            repository.update_card(session, card_id, status="published", updated_at=now)


def decide_card(
    session: Session, context: DeliveryContext, callback_data: str, operator: Mapping[str, Any]
) -> tuple[CardRecord, str]:
    """Richard's 승인/보류 on a published card (his exact triple), recorded once.

    The decision and its outbox row for checkin's proposal decision route are written in one
    transaction: an unreachable checkin delays the decision, it never loses it (ADR 0053).
    """
    found = repository.get_by_callback(session, callback_data)
    if found is None:
        raise not_found()
    found_card, decision = found
    card = repository.get(session, found_card.card_id, lock=True)
    assert card is not None
    if rules.triple_of(dict(operator)) != rules.triple_of(card.owner):
        raise CardRefusal("operator-mismatch", "Only the owner decides cards", 403)
    if card.status in ("approved", "held"):
        return card, str(card.decision)
    if card.status == "decision-refused":
        raise CardRefusal("decision-refused", "Checkin refused this card's decision")
    if card.status != "published":
        raise CardRefusal("card-not-published", "The card is not open on Telegram")
    now = context.runtime.clock.now()
    status = "approved" if decision == "approve" else "held"
    repository.update_card(session, card.card_id, status=status, decision=decision, updated_at=now)
    enqueue_decision(
        session,
        customer_id=card.customer_id,
        proposal_id=card.session_id,
        revision=card.revision,
        proposal_digest=card.proposal_digest,
        decision=decision,
        # The authority validate_and_mark_presented_card checked the card against (it
        # refuses unless the live revision equals this pin); checkin re-checks it.
        registry_revision=card.registry_revision,
        now=now,
    )
    return card, decision


def card_for_console(
    session: Session, callback_data: str, operator: Mapping[str, Any]
) -> CardRecord:
    """The card whose ``콘솔에서 열기`` Richard pressed (his exact triple); changes nothing."""
    callback = rules.parse_nutrition_callback(callback_data)
    if callback is None or callback.action != "console":
        raise CardRefusal("callback-invalid", "Not a card's console callback", 422)
    card = repository.get_by_session(session, callback.proposal_id, callback.revision)
    if card is None:
        raise not_found()
    if rules.triple_of(dict(operator)) != rules.triple_of(card.owner):
        raise CardRefusal("operator-mismatch", "Only the owner opens cards", 403)
    return card
