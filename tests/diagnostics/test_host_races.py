"""Close versus reserve, cancellation and timeouts on real Postgres: each attempt is parked
at a named step (events, never sleeps) while the other side runs.

* close first: the attempt, parked before admission, finds the fence - zero rows, zero sends;
* reserve first: close (from a second host: another engine, another connection - the lock
  spans processes) waits on the advisory lock until the attempt's terminal row is durable;
* cancellation before, during and after the provider's receipt, and a timeout, each leave
  exactly one terminal row, never a second send, and re-raise.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import text

from services.diagnostics.host.host import DiagnosticHost, DiagnosticProviderTimeout
from services.diagnostics.host.results import (
    DiagnosticAdmissionRefused,
    DiagnosticAuditPendingNoSend,
    DiagnosticSent,
    DiagnosticUnknownNoSend,
    VerifiedDiagnosticReservation,
)
from services.diagnostics.host.transport import (
    SealedTestTransport,
    TransportRejected,
    sealed_test_token,
)
from shared.clock import ManualClock
from tests.diagnostics.host_support import (
    Parking,
    RecordingTransport,
    active_session,
    candidate,
    diagnostics_app,
    host_of,
    registry_accepts,
)
from tests.diagnostics.sessions_support import rows


@pytest.fixture
def clock():
    return ManualClock(datetime(2026, 12, 3, 1, 0, tzinfo=UTC))


def _host(database, secrets, clock, transport) -> DiagnosticHost:
    return host_of(diagnostics_app(database, secrets, clock, transport))


def _ledger(database) -> list[tuple[str, str | None]]:
    return [(r["status"], r["reason"]) for r in rows(database, "diagnostic_reservation")]


def _states(database) -> list[str]:
    return [r["to_state"] for r in rows(database, "diagnostic_session_transition")]


async def _until(condition, what: str) -> None:
    """Wait for a condition another thread or Postgres makes true (bounded, not a sleep)."""
    for _ in range(2000):
        if await asyncio.to_thread(condition):
            return
        await asyncio.sleep(0)
    raise AssertionError(f"never happened: {what}")


def _advisory_waiters(database) -> int:
    with database.engine() as engine, engine.connect() as connection:
        return int(
            connection.execute(
                text("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")
            ).scalar_one()
        )


def test_close_first_leaves_zero_reservations_and_zero_sends(database, secrets, clock):
    transport = RecordingTransport()
    host = _host(database, secrets, clock, transport)
    record = active_session(host)

    async def scenario():
        parking = Parking("before_admission")
        host.checkpoint = parking
        attempt = asyncio.create_task(host.deliver(candidate(record)))
        await parking.reached.wait()
        closed = await asyncio.to_thread(
            host.close, record.session_id, generation=None, reason="owner_close"
        )
        assert closed.state == "closed"
        parking.release.set()
        with pytest.raises(DiagnosticAdmissionRefused) as refused:
            await attempt
        return refused.value.reason

    assert asyncio.run(scenario()) == "session_closed"
    assert _ledger(database) == [] and transport.calls == []
    assert _states(database) == ["prepared", "active", "detaching", "closed"]


def test_reserve_first_makes_close_from_another_host_wait_for_the_terminal_row(
    database, secrets, clock
):
    transport = RecordingTransport()
    host = _host(database, secrets, clock, transport)
    other_process = _host(database, secrets, clock, RecordingTransport())
    record = active_session(host)

    async def scenario():
        parking = Parking("provider_start")
        host.checkpoint = parking
        attempt = asyncio.create_task(host.deliver(candidate(record)))
        await parking.reached.wait()
        closing = asyncio.create_task(
            asyncio.to_thread(
                other_process.close, record.session_id, generation=None, reason="owner_close"
            )
        )
        await _until(lambda: _advisory_waiters(database) == 1, "close waits on the admission lock")
        # The attempt holds the lock past its reservation: close has not fenced anything.
        assert _states(database) == ["prepared", "active"]
        assert [s for s, _ in _ledger(database)] == ["started", "consumed"]
        parking.release.set()
        sent = await attempt
        closed = await closing
        return sent, closed

    sent, closed = asyncio.run(scenario())
    assert isinstance(sent, DiagnosticSent) and closed.state == "closed"
    assert [s for s, _ in _ledger(database)] == ["started", "consumed", "delivered", "sent_audited"]
    assert len(transport.calls) == 1
    assert _states(database) == ["prepared", "active", "detaching", "closed"]
    # after the fence: refused before any row
    with pytest.raises(DiagnosticAdmissionRefused):
        asyncio.run(host.deliver(candidate(record, dedupe_key="draft-0002:r1")))
    assert len(rows(database, "diagnostic_reservation")) == 4 and len(transport.calls) == 1


def _cancel_at(host: DiagnosticHost, record, step: str) -> None:
    async def scenario():
        parking = Parking(step)
        host.checkpoint = parking
        attempt = asyncio.create_task(host.deliver(candidate(record)))
        await parking.reached.wait()
        attempt.cancel()
        with pytest.raises(asyncio.CancelledError):
            await attempt

    asyncio.run(scenario())


def test_cancellation_before_the_provider_persists_one_unknown_and_sends_nothing(
    database, secrets, clock
):
    transport = RecordingTransport()
    host = _host(database, secrets, clock, transport)
    record = active_session(host)
    _cancel_at(host, record, "reserved")
    assert _ledger(database) == [("started", None), ("delivery_unknown", "cancelled")]
    assert transport.calls == []
    host.checkpoint = None
    assert isinstance(asyncio.run(host.deliver(candidate(record))), DiagnosticUnknownNoSend)
    assert host.close(record.session_id, generation=None, reason="owner_close").state == "closed"
    assert len(rows(database, "diagnostic_reservation")) == 2 and transport.calls == []


def test_cancellation_during_the_provider_persists_one_unknown_and_never_resends(
    database, secrets, clock
):
    async def scenario(host, record, transport):
        called = asyncio.Event()

        async def hang(
            verified: VerifiedDiagnosticReservation, deadline: float
        ) -> Mapping[str, Any]:
            called.set()
            await asyncio.Event().wait()
            raise AssertionError("unreachable")

        transport.behaviour = hang
        attempt = asyncio.create_task(host.deliver(candidate(record)))
        await called.wait()
        attempt.cancel()
        with pytest.raises(asyncio.CancelledError):
            await attempt

    transport = RecordingTransport()
    host = _host(database, secrets, clock, transport)
    record = active_session(host)
    asyncio.run(scenario(host, record, transport))
    assert _ledger(database) == [
        ("started", None),
        ("consumed", None),
        ("delivery_unknown", "cancelled"),
    ]
    assert len(transport.calls) == 1
    transport.behaviour = None
    assert isinstance(asyncio.run(host.deliver(candidate(record))), DiagnosticUnknownNoSend)
    assert len(transport.calls) == 1


def test_cancellation_after_the_receipt_persists_audit_pending_with_the_receipt(
    database, secrets, clock
):
    transport = RecordingTransport()
    host = _host(database, secrets, clock, transport)
    record = active_session(host)
    _cancel_at(host, record, "receipt")
    ledger = rows(database, "diagnostic_reservation")
    assert [(r["status"], r["reason"]) for r in ledger] == [
        ("started", None), ("consumed", None), ("audit_pending", "cancelled"),
    ]  # fmt: skip
    assert ledger[-1]["receipt"] == {"message_id": 1, "chat_id": -1009000000001, "topic_id": 61}
    host.checkpoint = None
    assert isinstance(asyncio.run(host.deliver(candidate(record))), DiagnosticAuditPendingNoSend)
    assert len(transport.calls) == 1


def test_a_provider_that_outlives_the_effective_deadline_is_terminalized_once(
    database, secrets, clock
):
    async def never(verified: VerifiedDiagnosticReservation, deadline: float) -> Mapping[str, Any]:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")

    # The transport's own bound (0.2 s) is the least of spec, transport and TTL here.
    transport = RecordingTransport(never, bound=0.2)
    host = _host(database, secrets, clock, transport)
    record = active_session(host)
    with pytest.raises(DiagnosticProviderTimeout) as timeout:
        asyncio.run(host.deliver(candidate(record)))
    assert isinstance(timeout.value.result, DiagnosticUnknownNoSend)
    assert _ledger(database) == [
        ("started", None), ("consumed", None), ("delivery_unknown", "provider_timeout"),
    ]  # fmt: skip
    assert len(transport.calls) == 1
    assert host.close(record.session_id, generation=None, reason="owner_close").state == "closed"


def test_no_whole_second_of_ttl_left_rejects_before_reservation(database, secrets, clock):
    transport = RecordingTransport()
    host = _host(database, secrets, clock, transport)
    record = active_session(host)
    clock.set(record.expires_at - timedelta(milliseconds=500))
    with pytest.raises(DiagnosticAdmissionRefused) as refused:
        asyncio.run(host.deliver(candidate(record)))
    assert refused.value.reason == "no_time_left"
    assert _ledger(database) == [] and transport.calls == []


def test_an_expired_session_refuses_and_is_expired_under_the_same_lock(database, secrets, clock):
    transport = RecordingTransport()
    host = _host(database, secrets, clock, transport)
    record = active_session(host)
    clock.set(record.expires_at)
    with pytest.raises(DiagnosticAdmissionRefused) as refused:
        asyncio.run(host.deliver(candidate(record)))
    assert refused.value.reason == "session_expired"
    assert _states(database) == ["prepared", "active", "detaching", "expired"]
    assert _ledger(database) == [] and transport.calls == []


@pytest.mark.parametrize(
    ("pins", "reason"),
    [
        ({"generation": 1}, "stale_generation"),
        ({"body_digest": "0" * 64}, "body_mismatch"),
        ({"destination_digest": "0" * 64}, "destination_mismatch"),
        ({"transport_binding_digest": "0" * 64}, "transport_binding_mismatch"),
        ({"authority_digest": "0" * 64}, "authority_mismatch"),
    ],
)
def test_a_candidate_with_any_stale_or_foreign_pin_is_refused_before_a_row(
    database, secrets, clock, pins, reason
):
    transport = RecordingTransport()
    host = _host(database, secrets, clock, transport)
    record = active_session(host)
    with pytest.raises(DiagnosticAdmissionRefused) as refused:
        asyncio.run(host.deliver(candidate(record, **pins)))
    assert refused.value.reason == reason
    assert _ledger(database) == [] and transport.calls == []


class _Unsealed:
    diagnostic_transport_v1 = True
    cancellation_cooperative = True
    max_provider_timeout_seconds = 5.0

    async def send_diagnostic_customer(self, verified, *, deadline_monotonic):
        return {}


class _Synchronous(SealedTestTransport):
    def send_diagnostic_customer(self, verified, *, deadline_monotonic):
        return {}


@pytest.mark.parametrize(
    ("transport", "token", "reason"),
    [
        (lambda verified: {}, sealed_test_token(), "not_a_sealed_test_transport"),
        (_Unsealed(), sealed_test_token(), "not_a_sealed_test_transport"),
        (RecordingTransport(), None, "not_the_gateway_test_bot_transport"),
        (RecordingTransport(), object(), "not_a_sealed_test_transport"),
        (RecordingTransport(bound=31), sealed_test_token(), "transport_bound_out_of_range"),
        (_Synchronous(), sealed_test_token(), "send_is_not_async"),
    ],
)
def test_a_transport_outside_the_contract_never_gets_a_host(database, transport, token, reason):
    with pytest.raises(TransportRejected) as rejected:
        DiagnosticHost(
            None,  # type: ignore[arg-type]
            None,  # type: ignore[arg-type]
            transport,
            wait_seconds=1,
            registry_check=registry_accepts,
            _test_token=token,
        )
    assert rejected.value.reason == reason


def test_a_swapped_transport_is_refused_before_reservation(database, secrets, clock):
    transport = RecordingTransport()
    host = _host(database, secrets, clock, transport)
    record = active_session(host)
    swapped = RecordingTransport()
    host._transport = swapped
    with pytest.raises(TransportRejected) as rejected:
        asyncio.run(host.deliver(candidate(record)))
    assert rejected.value.reason == "transport_swapped"
    assert _ledger(database) == [] and transport.calls == [] and swapped.calls == []
