"""What stops an erasure, and what of a shared row is the customer's (pure)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Literal

# A customer message or notice whose outcome is not final: Richard reconciles it first
# (``POST /v1/deliveries/{id}/reconcile``), so the ledger never loses an open question.
LEDGER_IN_FLIGHT: Final = ("sending", "unknown")
# A review message or card menu on its way to Richard's chat right now: a moment later it is
# settled (sent, refused or unknown) and the erasure can run.
MESSAGE_IN_FLIGHT: Final = ("sending",)


@dataclass(frozen=True, slots=True)
class InFlight:
    kind: Literal["delivery", "review", "card_menu", "card_notice"]
    id: str
    state: str


class MessagesInFlight(Exception):
    """The erasure would delete a message of the customer that is not settled yet
    (``errors.py`` answers it 409 ``delivery-in-flight``)."""

    def __init__(self, in_flight: list[InFlight]) -> None:
        super().__init__(f"{len(in_flight)} message(s) not settled")
        self.in_flight = list(in_flight)


def refuse_in_flight(found: list[InFlight]) -> None:
    """Refuse the erasure while any of the customer's messages is not settled."""
    if not found:
        return
    raise MessagesInFlight(found)


def without_customer(results: list[dict[str, Any]], customer_id: str) -> list[dict[str, Any]]:
    """A weekly run's per-customer results without the erased customer's entries."""
    return [result for result in results if result.get("customer_id") != customer_id]
