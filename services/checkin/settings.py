"""Settings of the checkin service: platform sections plus its own ``checkin:`` section."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final, Literal

from pydantic import Field, ValidationError

from shared.settings import PlatformSettings, Section

CardGrammar = Literal["dual", "physique"]
# The old free-form coaching-feedback switch of the check-in (seeds 000/001's
# ``coaching_feedback_enabled``). Its route is gone; after the config cutover a leftover
# copy must stop the service with this reason code, never be ignored or half-honoured.
LEGACY_FEEDBACK_KEY: Final = "coaching_feedback_enabled"
LEGACY_FEEDBACK_REASON: Final = "legacy_coaching_feedback_enabled"


class CheckinSection(Section):
    """The `checkin:` section of dualcoach.yaml."""

    retired_keys: ClassVar[Mapping[str, str]] = {
        LEGACY_FEEDBACK_KEY: (
            f"reason {LEGACY_FEEDBACK_REASON}: the free-form coaching feedback was removed "
            "with the Korean expression cutover. Delete this key (never restore it) and run "
            "`dualcoach expression audit-config` (docs/operator-guide-expression.md)."
        )
    }

    # How often queued drafts are relayed to delivery in the background; 0 turns the timer
    # off (drafts are still relayed right after each finalize and by POST /v1/outbox/relay).
    outbox_relay_interval_seconds: float = Field(default=5.0, ge=0, le=3600)
    # Deadline of one draft post to delivery.
    delivery_timeout_seconds: float = Field(default=10.0, gt=0, le=120)
    # Deadline of one presentation request to expression (then: canonical text).
    presentation_timeout_seconds: float = Field(default=10.0, gt=0, le=120)
    # Which operator-card grammar renders adaptive nutrition proposals for Richard:
    # ``dual`` = adaptive.dualcoachtest.card.v1, ``physique`` = adaptive.physique.card.v1.
    operator_card_grammar: CardGrammar = "dual"


class CheckinSettings(PlatformSettings):
    checkin: CheckinSection = Field(default_factory=CheckinSection)


def checkin_section_valid(section: object) -> bool:
    """Whether the checkin service would start with this raw ``checkin:`` section."""
    if section is None:
        return True
    try:
        CheckinSection.model_validate(section)
    except ValidationError:
        return False
    return True
