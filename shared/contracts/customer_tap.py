"""``POST /v1/routing/tap`` (checkin, gateway only): one signed call per Telegram update.

Defined once here because it crosses the gateway -> checkin boundary. It does in one
request (one transaction at checkin) what the gateway otherwise asks in four: the role of
the sender's exact triple (``/v1/routing/resolve``), the consent version in force (the
customer's ``.../destinations``), today's check-in turn (``.../checkins/current``) and, when
the update answers it, the answer (``.../checkins/{session}/answers``).

The answer is applied only when ``acknowledged`` names the customer the triple resolves to
and the consent version in force: the gateway holds the consent acknowledgements, and an
answer must never be recorded for a customer who has not acknowledged the notice. Whenever
anything does not match (another customer, a new version, no session, another question),
nothing is written and the gateway continues with the separate routes, as before.

Turn bodies are checkin's ``TurnView`` JSON as the turn routes answer it; a refused answer
carries the problem body (status, type, Korean re-ask or message) those routes would give.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from shared.contracts.base import FrozenModel

# Telegram ids are 64-bit; a larger number is the caller's error (422), never a 500 from
# the database (``POST /v1/routing/resolve`` bounds them the same way).
_INT64 = 2**63 - 1
# As the turn route takes it (checkin's ``MAX_ANSWER_WIRE_CHARS``); the question decides the rest.
MAX_TAP_VALUE = 65_536
TapRole = Literal["customer", "trainer", "owner", "withdrawn", "unknown"]


class TapTriple(FrozenModel):
    user_id: int = Field(ge=-_INT64, le=_INT64)
    chat_id: int = Field(ge=-_INT64, le=_INT64)
    topic_id: int | None = Field(default=None, ge=-_INT64, le=_INT64)


class TapAnswer(FrozenModel):
    """A press of an answer button (``question_id`` set) or typed text (``None``: it answers
    whichever question is current)."""

    question_id: str | None = Field(default=None, min_length=1, max_length=64)
    value: str = Field(min_length=1, max_length=MAX_TAP_VALUE)


class AcknowledgedConsent(FrozenModel):
    """What the gateway knows the sender acknowledged: this customer, this version."""

    customer_id: str = Field(min_length=1, max_length=64)
    consent_version: str = Field(min_length=1, max_length=64)


class TapRequest(FrozenModel):
    triple: TapTriple
    answer: TapAnswer | None = None
    acknowledged: AcknowledgedConsent | None = None


class TapRefusal(FrozenModel):
    """The answer was refused (nothing written): the turn route's problem, as it would be."""

    status: int = Field(ge=400, le=499)
    problem: dict[str, Any]


class TapResponse(FrozenModel):
    role: TapRole
    customer_id: str | None = None
    # Customer role only: the consent version in force and today's turn before the answer
    # (``None``: no check-in today yet).
    consent_version: str | None = None
    current: dict[str, Any] | None = None
    # Set when the answer was taken: the turn after it; or why it was refused.
    answered: dict[str, Any] | None = None
    refusal: TapRefusal | None = None
