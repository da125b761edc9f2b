"""Pure rules of a diagnostic session: its state machine, generation fence and deadlines.

Every transition increments ``generation``; a caller names the generation it saw, and a
transition from any other generation is refused (the fence: a handler holding a stale
route or snapshot cannot act on a session that has moved on). ``detaching`` is the
non-terminal fence state of Rev 29: once it is durable, no reservation and no provider
call may start, and the only ways on are ``closed`` or ``expired``.
"""

from __future__ import annotations

import math
from datetime import datetime
from typing import Final, Literal

SessionState = Literal["prepared", "active", "detaching", "closed", "expired"]
TerminalState = Literal["closed", "expired"]

NONTERMINAL: Final[frozenset[str]] = frozenset({"prepared", "active", "detaching"})
ALLOWED: Final[frozenset[tuple[str, str]]] = frozenset(
    {
        ("prepared", "active"),
        ("prepared", "detaching"),
        ("active", "detaching"),
        ("detaching", "closed"),
        ("detaching", "expired"),
    }
)


class SessionTransitionRefused(Exception):
    """The session is not where the caller thinks it is; nothing changed."""

    def __init__(self, reason: str, *, state: str, generation: int) -> None:
        super().__init__(reason)
        self.reason = reason
        self.state = state
        self.generation = generation


def next_generation(
    *, state: str, generation: int, to_state: str, expected_generation: int | None
) -> int:
    """The generation after moving ``state`` to ``to_state``, or ``SessionTransitionRefused``."""
    if expected_generation is not None and expected_generation != generation:
        raise SessionTransitionRefused("stale_generation", state=state, generation=generation)
    if (state, to_state) not in ALLOWED:
        raise SessionTransitionRefused(
            f"{state}_cannot_become_{to_state}", state=state, generation=generation
        )
    return generation + 1


def is_due_to_expire(expires_at: datetime, now: datetime) -> bool:
    """A session whose TTL has run out may not admit anything more."""
    return now >= expires_at


def remaining_seconds(expires_at: datetime, now: datetime) -> int:
    """Whole seconds of TTL left (floor; zero or negative when due)."""
    return math.floor((expires_at - now).total_seconds())


def effective_timeout(
    *, spec_seconds: int, transport_seconds: float, expires_at: datetime, now: datetime
) -> float:
    """Rev 31/32: min(spec bound, transport maximum, remaining TTL); non-positive rejects."""
    return min(
        float(spec_seconds), float(transport_seconds), float(remaining_seconds(expires_at, now))
    )
