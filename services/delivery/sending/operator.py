"""Owed operator messages: a message delivery owes Richard, sent once through one reservation.

A review of a customer draft (``reviews``) and the notice of a card decision checkin refused
(``cards.refusals``) are operator messages: never customer deliveries, never in the delivery
ledger. Each is a row whose state moves, under its row lock, pending -> sending -> sent |
refused (provably nothing reached Telegram: owed again) | unknown (may have: never resent
blindly) | blocked (never sendable, or no operator address). ``sending`` is committed before
the gateway call, and each message is one gateway reservation: the gateway sends a
reservation at most once and answers a repeat with the first receipt (or ``unknown``), so
trying again after a refusal or a crash never shows Richard the same message twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Final

from services.delivery.context import DeliveryContext
from services.delivery.peers.checkin import Triple
from services.delivery.sending.rules import classify_send

# States in which a message is still owed (``sending`` only once it is stale, see ``due``).
OWED: Final = ("pending", "refused")


@dataclass(frozen=True, slots=True)
class OperatorSend:
    """The state one gateway call leaves an owed message in."""

    state: str
    message_id: int | None = None
    reason: str | None = None


def send_operator_message(
    context: DeliveryContext,
    *,
    reservation_id: str,
    target: Triple,
    text: str,
    buttons: list[list[dict[str, str]]] | None = None,
) -> OperatorSend:
    """Send one owed message (its row already ``sending``) and classify the answer."""
    answer = context.gateway.send(
        reservation_id=reservation_id,
        chat_id=target.chat_id,
        topic_id=target.topic_id,
        text=text,
        buttons=buttons,
        timeout_seconds=context.section.telegram_timeout_seconds,
    )
    outcome = classify_send(answer)
    if outcome.verdict == "delivered" and outcome.receipt is not None:
        return OperatorSend("sent", message_id=outcome.receipt["message_id"])
    state = {"refused": "refused", "rejected": "blocked"}.get(outcome.verdict, "unknown")
    return OperatorSend(state, reason=outcome.reason)


def due(state: str, age: timedelta, *, grace_seconds: float, stale_seconds: float) -> bool:
    """Is an owed message due for another try? ``pending`` always; ``refused`` after the
    grace; ``sending`` only once a crash must have interrupted it (the gateway's replay of the
    reservation then answers, never a second message)."""
    if state == "pending":
        return True
    if state == "refused":
        return age >= timedelta(seconds=grace_seconds)
    if state == "sending":
        return age > timedelta(seconds=stale_seconds)
    return False
