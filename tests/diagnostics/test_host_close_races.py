"""Close versus an attempt parked at *every* step of the critical section (Rev 30, 36): from
the moment the attempt holds the admission lock - admitted, reserved, at provider start,
holding the receipt - a close from another host (its own engine and connection: another
process as far as Postgres knows) waits on the advisory lock, fences nothing while it
waits, and runs only after the attempt's terminal rows are durable. Parked before the lock,
the close wins and the attempt reserves and sends nothing (real Postgres)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest
from sqlalchemy import text

from services.diagnostics.host.results import DiagnosticAdmissionRefused, DiagnosticSent
from shared.clock import ManualClock
from tests.diagnostics.host_support import (
    Parking,
    RecordingTransport,
    active_session,
    candidate,
    diagnostics_app,
    host_of,
)
from tests.diagnostics.sessions_support import rows

# The rows the attempt has written when parked at each step (the lock is held from
# "admitted" on).
WRITTEN_WHEN_PARKED = {
    "admitted": [],
    "reserved": ["started"],
    "provider_start": ["started", "consumed"],
    "receipt": ["started", "consumed"],
}


@pytest.fixture
def clock():
    return ManualClock(datetime(2026, 12, 3, 1, 0, tzinfo=UTC))


def _statuses(database) -> list[str]:
    return [r["status"] for r in rows(database, "diagnostic_reservation")]


def _states(database) -> list[str]:
    return [r["to_state"] for r in rows(database, "diagnostic_session_transition")]


def _advisory_waiters(database) -> int:
    with database.engine() as engine, engine.connect() as connection:
        return int(
            connection.execute(
                text("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")
            ).scalar_one()
        )


@pytest.mark.parametrize("step", list(WRITTEN_WHEN_PARKED))
def test_close_waits_for_an_attempt_parked_at_each_locked_step_then_fences(
    database, secrets, clock, step
):
    transport = RecordingTransport()
    host = host_of(diagnostics_app(database, secrets, clock, transport))
    other_process = host_of(diagnostics_app(database, secrets, clock, RecordingTransport()))
    record = active_session(host)

    async def scenario():
        parking = Parking(step)
        host.checkpoint = parking
        attempt = asyncio.create_task(host.deliver(candidate(record)))
        await parking.reached.wait()
        closing = asyncio.create_task(
            asyncio.to_thread(
                other_process.close, record.session_id, generation=None, reason="owner_close"
            )
        )
        for _ in range(2000):
            if await asyncio.to_thread(_advisory_waiters, database) == 1:
                break
            await asyncio.sleep(0)
        else:
            raise AssertionError("close never waited on the admission lock")
        assert _states(database) == ["prepared", "active"]  # nothing fenced yet
        assert _statuses(database) == WRITTEN_WHEN_PARKED[step]
        assert len(transport.calls) == (1 if step == "receipt" else 0)
        parking.release.set()
        return await attempt, await closing

    sent, closed = asyncio.run(scenario())
    assert isinstance(sent, DiagnosticSent) and closed.state == "closed"
    assert _statuses(database) == ["started", "consumed", "delivered", "sent_audited"]
    assert len(transport.calls) == 1
    assert _states(database) == ["prepared", "active", "detaching", "closed"]


def test_close_before_the_lock_wins_and_the_attempt_writes_and_sends_nothing(
    database, secrets, clock
):
    transport = RecordingTransport()
    host = host_of(diagnostics_app(database, secrets, clock, transport))
    other_process = host_of(diagnostics_app(database, secrets, clock, RecordingTransport()))
    record = active_session(host)

    async def scenario():
        parking = Parking("before_admission")
        host.checkpoint = parking
        attempt = asyncio.create_task(host.deliver(candidate(record)))
        await parking.reached.wait()
        await asyncio.to_thread(
            other_process.close, record.session_id, generation=None, reason="owner_close"
        )
        parking.release.set()
        with pytest.raises(DiagnosticAdmissionRefused) as refused:
            await attempt
        return refused.value.reason

    assert asyncio.run(scenario()) == "session_closed"
    assert _statuses(database) == [] and transport.calls == []
