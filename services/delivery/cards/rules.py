"""Operator-card decisions (pure): callbacks, authority, and whether a candidate fits.

``validate_and_mark_presented_card`` runs these under the card's row lock; each returns
the slug of the first problem so that a stale or changed authority appends nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final, Literal, cast

from shared.canonical import canonical_digest
from shared.contracts.presentation import (
    AdaptiveArtifactIdentity,
    CanonicalSurface,
    ModeContext,
    PresentationCandidate,
    PresentationRequest,
    SurfaceSubmission,
    rendered_body_mismatch,
)
from shared.contracts.surfaces.dual_card import CardActions

CARD_VERSIONS: Final = ("adaptive.dualcoachtest.card.v1", "adaptive.physique.card.v1")
OPEN_CALLBACK = re.compile(r"^card:(c-[0-9a-f]{16}):open$")
# The buttons checkin puts on a nutrition proposal's card: its proposal id and revision.
NUTRITION_CALLBACK = re.compile(
    r"^nut:(np-[0-9a-f]{16}):r([1-9][0-9]{0,8}):(approve|hold|console)$"
)
TELEGRAM_TEXT_LIMIT: Final = 4096  # UTF-16 code units


class CardRefusal(Exception):
    """No pending row, no edit: ``slug`` says why (stale authority, bad candidate...)."""

    def __init__(self, slug: str, title: str, status: int = 409) -> None:
        super().__init__(slug)
        self.slug = slug
        self.title = title
        self.status = status


def card_id_for(card_key: str) -> str:
    return "c-" + canonical_digest({"card_key": card_key})[:16]


def open_callback(card_id: str) -> str:
    return f"card:{card_id}:open"


def parse_open_callback(callback_data: object) -> str | None:
    """The card id of an exact ``card:<id>:open`` callback, else None."""
    if not isinstance(callback_data, str):
        return None
    match = OPEN_CALLBACK.match(callback_data)
    return match.group(1) if match else None


CallbackAction = Literal["approve", "hold", "console"]


@dataclass(frozen=True, slots=True)
class NutritionCallback:
    proposal_id: str
    revision: int
    action: CallbackAction


def parse_nutrition_callback(callback_data: object) -> NutritionCallback | None:
    """The proposal revision and action of an exact ``nut:<id>:r<n>:<action>``, else None."""
    if not isinstance(callback_data, str):
        return None
    match = NUTRITION_CALLBACK.match(callback_data)
    if match is None:
        return None
    # The pattern admits exactly the three actions.
    return NutritionCallback(
        match.group(1), int(match.group(2)), cast(CallbackAction, match.group(3))
    )


def undecidable_problem(actions: CardActions, *, session_id: str, revision: int) -> str | None:
    """Why Richard's decision on this card could not reach its proposal in checkin, or None.

    A decision is posted to the proposal the card's session names; every button must name
    exactly that proposal revision, so a press can never decide another one.
    """
    buttons: tuple[tuple[CallbackAction, str | None], ...] = (
        ("approve", actions.approve_callback),
        ("hold", actions.hold_callback),
        ("console", actions.console_callback),
    )
    for action, callback in buttons:
        if callback is None and action == "console":
            continue  # the console button is optional
        if parse_nutrition_callback(callback) != NutritionCallback(session_id, revision, action):
            return "card-not-decidable"
    return None


@dataclass(frozen=True, slots=True)
class CardAuthority:
    """What the card was computed under (pinned at submission)."""

    status: str
    expires_at: datetime
    owner: dict[str, Any]
    registry_revision: str
    config_pin: str
    revision: int


@dataclass(frozen=True, slots=True)
class LiveAuthority:
    """What holds now: checkin's registry, this process's config, the newest revision."""

    owner: dict[str, Any] | None
    registry_revision: str
    enabled: bool
    consent_granted: bool
    config_pin: str
    newest_revision: int


def triple_of(value: dict[str, Any] | None) -> tuple[object, object, object] | None:
    if value is None:
        return None
    return (value.get("user_id"), value.get("chat_id"), value.get("topic_id"))


def authority_problem(
    card: CardAuthority, live: LiveAuthority, *, operator: dict[str, Any], now: datetime
) -> str | None:
    """The first reason this card may not be presented now, or None."""
    if card.status == "superseded" or live.newest_revision > card.revision:
        return "revision-superseded"
    if card.status != "card":
        return "card-not-fresh"
    if now >= card.expires_at:
        return "card-expired"
    if triple_of(operator) != triple_of(card.owner) or triple_of(operator) != triple_of(live.owner):
        return "operator-mismatch"
    if live.registry_revision != card.registry_revision:
        return "registry-changed"
    if not live.enabled:
        return "customer-disabled"
    if not live.consent_granted:
        return "consent-missing"
    if live.config_pin != card.config_pin:
        return "config-changed"
    return None


def binding_digest(
    surface: CanonicalSurface,
    *,
    session_id: str,
    proposal_digest: str,
    revision: int,
    card_kind: str,
) -> str:
    """The digest expression binds its candidate to (``PresentationRequest.binding_digest``)."""
    return presentation_request(
        surface,
        session_id=session_id,
        proposal_digest=proposal_digest,
        revision=revision,
        card_kind=card_kind,
    ).binding_digest()


def presentation_request(
    surface: CanonicalSurface,
    *,
    session_id: str,
    proposal_digest: str,
    revision: int,
    card_kind: str,
) -> PresentationRequest:
    """The fresh-card request delivery sends to expression for this card."""
    return PresentationRequest(
        surface=SurfaceSubmission.of(surface),
        mode_context=ModeContext(
            payload_kind="fresh", source_schema_version=surface.manifest.surface_version
        ),
        identity=AdaptiveArtifactIdentity(
            session_id=session_id,
            proposal_digest=proposal_digest,
            revision=revision,
            card_kind=card_kind,
        ),
    )


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def candidate_problem(
    surface: CanonicalSurface, expected_binding: str, candidate: PresentationCandidate
) -> str | None:
    """Does ``candidate`` belong to this exact card and change only slot bytes?"""
    if candidate.surface_version != surface.manifest.surface_version:
        return "candidate-surface-mismatch"
    if candidate.binding_digest != expected_binding:
        return "candidate-binding-mismatch"
    if candidate.selected:
        if candidate.outcome != "selected":
            return "candidate-outcome-mismatch"
        mismatch = rendered_body_mismatch(surface, candidate.rendered_body)
        if mismatch is not None:
            return "candidate-locked-bytes-changed"
    elif candidate.rendered_body != surface.body:
        return "candidate-not-canonical"
    if utf16_length(candidate.rendered_body) > TELEGRAM_TEXT_LIMIT:
        return "candidate-too-long"
    return None


def payload_digest(text: str, buttons: list[list[dict[str, Any]]]) -> str:
    return canonical_digest({"text": text, "buttons": buttons})


def canonical_candidate(surface: CanonicalSurface, binding: str) -> PresentationCandidate:
    """The candidate used when expression is unavailable: exactly the canonical bytes."""
    return PresentationCandidate(
        rendered_body=surface.body,
        surface_version=surface.manifest.surface_version,
        attempt_id=None,
        artifact_key=None,
        binding_digest=binding,
        outcome="canonical_unavailable",
        selected=False,
    )
