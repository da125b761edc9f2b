"""Which send records stop the gateway's erasure (pure)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from services.gateway.erasure.rules import (
    ABANDONED_AFTER,
    SendInFlight,
    UnroutedSend,
    refuse_unsettled,
)
from services.gateway.errors import as_problem

NOW = datetime(2026, 12, 21, 3, 0, tzinfo=UTC)


def _send(state: str, age: timedelta, reservation: str = "dl-1") -> UnroutedSend:
    return UnroutedSend(id=1, reservation_id=reservation, state=state, created_at=NOW - age)


@pytest.mark.parametrize("state", ["sent", "refused", "unknown"])
def test_settled_sends_never_stop_it(state):
    refuse_unsettled([_send(state, timedelta(seconds=1))], NOW)


def test_a_send_that_may_still_be_going_out_stops_it_and_is_named():
    with pytest.raises(SendInFlight) as refused:
        refuse_unsettled([_send("sending", ABANDONED_AFTER - timedelta(seconds=1), "dl-7")], NOW)
    problem = as_problem(refused.value)
    assert problem is not None
    assert (problem.status, problem.slug) == (409, "send-in-flight")
    assert problem.extensions["in_flight"] == [{"reservation_id": "dl-7", "state": "sending"}]


def test_a_send_a_crash_left_long_ago_no_longer_stops_it():
    # A repeat of that reservation already answers unknown; waiting longer cannot settle it.
    refuse_unsettled([_send("sending", ABANDONED_AFTER)], NOW)
