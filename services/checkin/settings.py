"""Settings of the checkin service: platform sections plus its own ``checkin:`` section."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from shared.settings import PlatformSettings, Section

CardGrammar = Literal["dual", "physique"]


class CheckinSection(Section):
    """The `checkin:` section of dualcoach.yaml."""

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
