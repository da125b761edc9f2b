"""The questions checkin's turn flows ask, as it publishes them (``GET /v1/question-catalogue``).

A client that watches the flows from outside - the pilot harness reading Telegram - tells
which question a message asks by its buttons, or for a typed answer by its prompt, and
when a flow is over by its closing acknowledgement. It reads these from checkin over
signed HTTP rather than from checkin's code (ADR 0079), so a reworded prompt changes both
sides at once and the harness still imports no service.
"""

from __future__ import annotations

from shared.contracts.base import FrozenModel


class CatalogueQuestion(FrozenModel):
    question_id: str
    prompt: str


class FlowCatalogue(FrozenModel):
    """One turn flow: every question it can ask, and the texts that end it."""

    questions: tuple[CatalogueQuestion, ...]
    # The acknowledgements after which nothing more is asked: saved, or already saved today.
    closings: tuple[str, ...]


class QuestionCatalogue(FrozenModel):
    """Both turn flows: the customer's daily check-in and the trainer's session record."""

    checkin: FlowCatalogue
    trainer: FlowCatalogue
