"""The problem a failed Telegram call answers, for ``/internal/send`` and ``/internal/edit``.

It lives with sending rather than in ``errors.py`` because its body is part of the sending
ledger: an ``unknown`` send stores it, and a repeat of the reservation answers the stored
body again (ADR 0081, ADR 0087). ``outcome`` (refused or unknown) is what callers act on.
"""

from __future__ import annotations

from typing import Any

from services.gateway.sending.schemas import MessageReceipt
from services.gateway.telegram.rules import TelegramFailure
from shared.problems import Problem


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
