"""``?replay_kst_date=``: a diagnostics replay of a recorded day into the test customer.

Seed 003's synthetic replay plays a recorded customer's check-ins and trainer records into
the owner's isolated test customer, dates shifted and text kept. Checkin dates a turn by
its clock, so a replay of several days in one run names the day each turn belongs to: the
turn runs on a clock moved back to that KST date (same time of day), everything else as
for a turn of that day - the window, the same-day rules, the stream's date. Only the
diagnostics caller may name it, only for a customer bound ``diagnostic_isolated_v1``, and
never a day after today: a real customer's history cannot be written this way (ADR 0073).
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Annotated

from fastapi import Depends, Query, Request

from services.checkin.api import CustomerIdPath
from services.checkin.context import ContextDep
from services.checkin.errors import Refusal
from services.checkin.registry.schemas import DIAGNOSTIC_BINDING
from services.checkin.wizard.service import registry_entry
from shared.auth.verify import VERIFIED_SCOPE_KEY
from shared.clock import Clock, kst_date
from shared.deps import in_transaction


class DatedClock:
    """``base`` moved back by whole days: the replayed turn's KST date, its time of day."""

    def __init__(self, base: Clock, days: int) -> None:
        self._base = base
        self._shift = timedelta(days=days)

    def now(self) -> datetime:
        return self._base.now() - self._shift


async def turn_clock(
    request: Request,
    customer_id: CustomerIdPath,
    context: ContextDep,
    replay_kst_date: Annotated[date | None, Query()] = None,
) -> Clock:
    """The clock a turn runs on: the service's, or a replay's dated one (checked here)."""
    # ``async``: a turn's usual case only reads the service's clock, on the event loop; only
    # a replay reads the registry, and that read goes to a worker thread.
    clock: Clock = context.runtime.clock
    if replay_kst_date is None:
        return clock
    if request.scope.get(VERIFIED_SCOPE_KEY) != "diagnostics":
        raise Refusal(
            "forbidden", "replay-date-not-allowed", "Only a diagnostics replay names the day"
        )
    _, entry = await in_transaction(context.runtime.database, registry_entry, customer_id)
    if entry.spec.binding_mode != DIAGNOSTIC_BINDING:
        raise Refusal(
            "forbidden",
            "replay-date-not-allowed",
            "Only a test customer bound to a diagnostic session is replayed into",
        )
    today = kst_date(clock.now())
    if replay_kst_date > today:
        raise Refusal("invalid", "replay-date-in-future", "A replayed day cannot be after today")
    return DatedClock(clock, (today - replay_kst_date).days)


TurnClockDep = Annotated[Clock, Depends(turn_clock)]
