"""What stops the gateway's erasure, and which send records belong to nobody (pure)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

# A send whose outcome is not recorded yet: the gateway may be handing it to Telegram right
# now, and its record is what answers a repeat of the reservation ("sent", "unknown").
UNSETTLED: Final = ("sending",)
# No live send takes this long (timeouts, RetryAfter and pacing included): a record still
# ``sending`` after it was left by a crash, and a repeat would already answer it ``unknown``.
ABANDONED_AFTER: Final = timedelta(minutes=10)


class SendInFlight(Exception):
    """The erasure would delete a send record that may still be going out."""

    def __init__(self, in_flight: list[dict[str, str]]) -> None:
        super().__init__(f"{len(in_flight)} send(s) in flight")
        self.in_flight = in_flight


@dataclass(frozen=True, slots=True)
class UnroutedSend:
    """A send record to a destination the registry no longer names."""

    id: int
    reservation_id: str
    state: str
    created_at: datetime


def refuse_unsettled(sends: Iterable[UnroutedSend], now: datetime) -> None:
    """Refuse the erasure while any send it would delete may still be going out."""
    open_sends = [
        send
        for send in sends
        if send.state in UNSETTLED and now - send.created_at < ABANDONED_AFTER
    ]
    if not open_sends:
        return
    raise SendInFlight([{"reservation_id": s.reservation_id, "state": s.state} for s in open_sends])
