"""Domain errors of the gateway mapped to problem+json, in one place (ADR 0081).

A failed Telegram call becomes the problem its callers act on (``outcome``: refused or
unknown); the erasure's refusals (a send still in flight, checkin unable to name the chats
in use) become 409 and 503. Domain code raises the error; only this module says how HTTP
spells it.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from services.gateway.erasure.rules import SendInFlight
from services.gateway.peers.errors import DestinationsUnknown
from services.gateway.sending.schemas import MessageReceipt
from services.gateway.telegram.rules import TelegramFailure
from shared.problems import Problem, problem_response


def failure_problem(
    failure: TelegramFailure, *, parts: list[MessageReceipt], **extensions: Any
) -> Problem:
    """The problem answered for a failed Telegram call; ``outcome`` is what callers act on."""
    details: dict[str, Any] = {"outcome": failure.outcome, "reason": failure.reason}
    if failure.description is not None:
        details["telegram_description"] = failure.description
    if failure.retry_after_seconds is not None:
        details["retry_after"] = failure.retry_after_seconds
    if failure.migrate_to_chat_id is not None:
        details["migrate_to_chat_id"] = failure.migrate_to_chat_id
    details["parts"] = [part.model_dump() for part in parts]
    details.update(extensions)
    if failure.outcome == "unknown":
        status = 504 if failure.reason == "timeout" else 502
        return Problem(
            status,
            "telegram-outcome-unknown",
            "Telegram may or may not have delivered the message",
            "Never retried: reconcile by looking at the chat.",
            **details,
        )
    if failure.reason == "rate-limited":
        return Problem(429, "telegram-rate-limited", "Telegram asked to slow down", **details)
    if failure.reason == "telegram-unreachable":
        return Problem(503, "telegram-unreachable", "Telegram could not be reached", **details)
    return Problem(422, "telegram-refused", "Telegram refused the message", **details)


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
    return None


async def _handle_domain_error(request: Request, error: Exception) -> JSONResponse:
    problem = as_problem(error)
    assert problem is not None
    return problem_response(problem)


def install_domain_problems(app: FastAPI) -> None:
    """Answer every domain error a route lets escape as its problem+json."""
    for error_type in (SendInFlight, DestinationsUnknown):
        app.add_exception_handler(error_type, _handle_domain_error)
