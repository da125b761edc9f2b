"""Domain errors of the gateway mapped to problem+json, in one place (ADR 0081).

The erasure's refusals (a send still in flight, checkin unable to name the chats in use)
become 409 and 503; a message that cannot go as it stands 422, a reservation reused for
another message 409. Domain code raises the error; only this module says how HTTP spells
it, and only the app imports it (ADR 0087). A failed Telegram call carries its own
problem body (``SendFailed.problem``), because the sending ledger stores that body and a
repeat of the reservation must answer it again unchanged (``sending/problems.py``).
"""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from services.gateway.erasure.rules import SendInFlight
from services.gateway.peers.errors import DestinationsUnknown
from services.gateway.sending.rules import MessageUnfit, ReservationConflict, SendFailed
from services.gateway.telegram.rules import TelegramNotConfigured
from shared.problems import Problem, problem_response


def as_problem(error: Exception) -> Problem | None:
    """The problem for a domain error, or None when ``error`` is not one."""
    if isinstance(error, SendInFlight):
        return Problem(
            409,
            "send-in-flight",
            "A message to a chat no longer in the registry is not settled yet",
            "Run the erasure again in a minute, once the send has finished; nothing was erased.",
            in_flight=error.in_flight,
        )
    if isinstance(error, DestinationsUnknown):
        return Problem(
            503,
            "checkin-unavailable",
            "Checkin could not name the chats still in use",
            f"{error.reason}; nothing was erased.",
        )
    if isinstance(error, MessageUnfit):
        return Problem(422, error.slug, error.title, error.detail)
    if isinstance(error, ReservationConflict):
        return Problem(
            409,
            "reservation-conflict",
            "This reservation was already used for a different message",
            reservation_id=error.reservation_id,
        )
    if isinstance(error, SendFailed):
        return Problem.from_body(error.problem)
    if isinstance(error, TelegramNotConfigured):
        return _not_configured(error)
    return None


def _not_configured(error: TelegramNotConfigured) -> Problem:
    if error.test_bot:
        return Problem(
            503,
            "test-bot-not-configured",
            "No diagnostic test bot is configured",
            "Set the telegram-test-bot-token secret or use the simulator; nothing was sent.",
            outcome="refused",
            reason="test-bot-not-configured",
        )
    return Problem(
        503,
        "telegram-not-configured",
        "No Telegram Bot API is configured",
        "Set the telegram-bot-token secret or run with the simulator; nothing was sent.",
        outcome="refused",
        reason="telegram-not-configured",
    )


_DOMAIN_ERRORS = (
    SendInFlight,
    DestinationsUnknown,
    MessageUnfit,
    ReservationConflict,
    SendFailed,
    TelegramNotConfigured,
)


async def _handle_domain_error(request: Request, error: Exception) -> JSONResponse:
    problem = as_problem(error)
    assert problem is not None
    return problem_response(problem)


def install_domain_problems(app: FastAPI) -> None:
    """Answer every domain error a route lets escape as its problem+json."""
    for error_type in _DOMAIN_ERRORS:
        app.add_exception_handler(error_type, _handle_domain_error)
