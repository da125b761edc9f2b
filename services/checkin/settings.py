"""Settings of the checkin service: platform sections plus its own ``checkin:`` section."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from shared.settings import PlatformSettings, Section

CardGrammar = Literal["dual", "physique"]


class CheckinSection(Section):
    """The `checkin:` section of dualcoach.yaml."""

    # Which operator-card grammar renders adaptive nutrition proposals for Richard:
    # ``dual`` = adaptive.dualcoachtest.card.v1, ``physique`` = adaptive.physique.card.v1.
    operator_card_grammar: CardGrammar = "dual"


class CheckinSettings(PlatformSettings):
    checkin: CheckinSection = Field(default_factory=CheckinSection)
