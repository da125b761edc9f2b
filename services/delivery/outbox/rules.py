"""What the relay does with each answer, and how long it waits before trying again."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Literal

Verdict = Literal["acknowledged", "conflict", "rejected", "retry"]

MAX_BACKOFF = timedelta(minutes=5)
FIRST_BACKOFF = timedelta(seconds=2)


@dataclass(frozen=True, slots=True)
class RelayDecision:
    verdict: Verdict
    reason: str | None = None


def decide(status: int | None, slug: str | None) -> RelayDecision:
    """Map the peer's answer to what happens to the outbox row.

    * 200/201 (checkin: identical replay / new) - acknowledged; a replay is the proof that a
      crash after the post but before our commit lost nothing and duplicated nothing.
    * 409 - the same key carries a different event: never retried, shown to Richard.
    * 404/410/422 - the peer will never accept it (unknown or erased customer, invalid).
    * anything else (no answer, 5xx, 401/403/429) - try again later.
    """
    if status in (200, 201):
        return RelayDecision("acknowledged")
    if status == 409:
        return RelayDecision("conflict", slug or "conflict")
    if status in (400, 404, 410, 422):
        return RelayDecision("rejected", slug or f"http-{status}")
    return RelayDecision("retry", slug or (f"http-{status}" if status else "unreachable"))


def backoff(attempts: int) -> timedelta:
    """2 s, 4 s, 8 s ... capped at five minutes."""
    exponent = max(0, min(attempts - 1, 16))
    return min(FIRST_BACKOFF * (1 << exponent), MAX_BACKOFF)
