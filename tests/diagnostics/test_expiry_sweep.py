"""The background expiry sweep on real Postgres: a session nobody touches after its TTL is
expired by the sweep the way close ends it - the durable fence, every chain settled, then
``expired`` - which releases the test customer's slot and its route. A session whose lock
an admitted attempt holds is left (``busy``) and taken on a later pass; the sweep never
sends, never waits out a provider, never breaks the lock. The loop itself runs in the real
app served over HTTP."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from services.diagnostics.host.host import DiagnosticHost
from services.diagnostics.host.results import STARTED_WITHOUT_RECEIPT, DiagnosticSent
from services.diagnostics.host.sweep import ExpirySweeper
from services.diagnostics.operator.schemas import RouteTriple, RouteView
from services.diagnostics.operator.service import resolve
from services.diagnostics.sessions import service
from services.diagnostics.sessions.lock import admission
from shared.auth.client import ServiceRequestSigner
from shared.clock import ManualClock
from tests.diagnostics.host_support import (
    Parking,
    RecordingTransport,
    active_session,
    candidate,
    diagnostics_app,
    host_of,
)
from tests.diagnostics.sessions_support import rows, spec_document
from tests.integration.stack import wait_for
from tests.support.ports import free_ports
from tests.support.servers import loopback_client, serve

OPERATOR = RouteTriple(user_id=424242, chat_id=-1009000000001, topic_id=59)


def _route(host: DiagnosticHost) -> RouteView:
    """Where the operator topic routes now (one transaction, as the route runs it)."""
    with host.database.transaction() as session:
        return resolve(session, OPERATOR)


@pytest.fixture
def clock():
    return ManualClock(datetime(2026, 12, 3, 1, 0, tzinfo=UTC))


def _states(database, session_id: str) -> list[str]:
    return [
        r["to_state"]
        for r in rows(database, "diagnostic_session_transition", f"session_id = '{session_id}'")
    ]


def test_the_sweep_expires_an_untouched_session_past_its_ttl_and_releases_its_slot(
    database, secrets, clock
):
    transport = RecordingTransport()
    host = host_of(diagnostics_app(database, secrets, clock, transport))
    record = active_session(host)
    sweeper = ExpirySweeper(host, 60, lock_wait_seconds=0.5)

    clock.advance(timedelta(seconds=3599))
    assert sweeper.sweep_once() == {}  # not due: nothing touched
    assert _states(database, record.session_id) == ["prepared", "active"]

    clock.advance(timedelta(seconds=1))
    assert sweeper.sweep_once() == {record.session_id: "expired"}
    assert _states(database, record.session_id) == ["prepared", "active", "detaching", "expired"]
    (transition,) = [
        r for r in rows(database, "diagnostic_session_transition") if r["to_state"] == "expired"
    ]
    assert (transition["reason"], transition["actor"], transition["generation"]) == (
        "ttl_expired", "system", 4,
    )  # fmt: skip
    assert _route(host).role == "unknown"  # the route is gone
    assert sweeper.sweep_once() == {}  # finished sessions are not swept again
    # The binding is released: the test customer may have a new session.
    with host.database.transaction() as session:
        fresh = service.open_session(session, host.clock, spec_document(), actor="owner")
    assert fresh.state == "prepared"
    assert transport.calls == [] and rows(database, "diagnostic_reservation") == []


def test_the_sweep_finishes_a_detaching_left_by_a_crash_and_settles_its_reservation(
    database, secrets, clock
):
    transport = RecordingTransport()
    host = host_of(diagnostics_app(database, secrets, clock, transport))
    record = active_session(host)
    # What a process killed mid-close leaves: a reservation without a terminal row, and the
    # durable fence without the end (both written exactly as the host writes them).
    with admission(host.database, record.session_id, wait_seconds=5) as held:
        host.authority.reserve_and_verify(
            candidate(record), held=held, lock_token=held.token, transport_seconds=30,
            now=clock.now(),
        )  # fmt: skip
        service.transition_locked(
            held, service.load_locked(held), to_state="detaching", expected_generation=None,
            reason="owner_close", actor="owner", now=clock.now(),
        )  # fmt: skip
    sweeper = ExpirySweeper(host, 60, lock_wait_seconds=0.5)
    assert sweeper.sweep_once() == {record.session_id: "closed"}
    assert _states(database, record.session_id) == ["prepared", "active", "detaching", "closed"]
    assert [(r["status"], r["reason"]) for r in rows(database, "diagnostic_reservation")] == [
        ("started", None), ("delivery_unknown", STARTED_WITHOUT_RECEIPT),
    ]  # fmt: skip
    assert transport.calls == []


def test_an_attempt_admitted_before_expiry_finishes_then_the_next_pass_expires(
    database, secrets, clock
):
    transport = RecordingTransport()
    host = host_of(diagnostics_app(database, secrets, clock, transport))
    record = active_session(host)
    sweeper = ExpirySweeper(host, 60, lock_wait_seconds=0.2)

    async def scenario():
        parking = Parking("receipt")
        host.checkpoint = parking
        attempt = asyncio.create_task(host.deliver(candidate(record)))
        await parking.reached.wait()
        clock.advance(timedelta(hours=2))
        busy = await asyncio.to_thread(sweeper.sweep_once)
        parking.release.set()
        return busy, await attempt

    busy, sent = asyncio.run(scenario())
    assert busy == {record.session_id: "busy"}
    assert isinstance(sent, DiagnosticSent) and len(transport.calls) == 1
    assert sweeper.sweep_once() == {record.session_id: "expired"}
    assert _states(database, record.session_id)[-1] == "expired"
    assert len(transport.calls) == 1


def test_the_served_app_runs_the_sweep_in_the_background(database, secrets, clock):
    app = diagnostics_app(
        database,
        secrets,
        clock,
        RecordingTransport(),
        diagnostics={"expiry_sweep_interval_seconds": 0.1},
    )
    (port,) = free_ports(1)
    with (
        serve(app, port),
        loopback_client(
            base_url=f"http://127.0.0.1:{port}",
            auth=ServiceRequestSigner(
                "operator", secrets.key("operator"), clock, audience="diagnostics"
            ),
        ) as owner,
    ):
        opened = owner.post("/v1/sessions", json={"spec": spec_document()}).json()
        session_id = opened["session_id"]
        owner.post(f"/v1/sessions/{session_id}/activate", json={"generation": 1})
        clock.advance(timedelta(hours=1, seconds=1))
        expired = wait_for(
            lambda: (
                view
                if (view := owner.get(f"/v1/sessions/{session_id}").json())["state"] == "expired"
                else None
            )
        )
    assert expired["generation"] == 4
    assert _states(database, session_id) == ["prepared", "active", "detaching", "expired"]


def test_a_detaching_session_routes_nothing_until_it_is_finished(database, secrets, clock):
    host = host_of(diagnostics_app(database, secrets, clock, RecordingTransport()))
    record = active_session(host)
    assert _route(host).session_id == record.session_id
    with admission(host.database, record.session_id, wait_seconds=5) as held:
        service.transition_locked(
            held, service.load_locked(held), to_state="detaching", expected_generation=None,
            reason="owner_close", actor="owner", now=clock.now(),
        )  # fmt: skip
    # A crash left the fence without the end: the operator topic is no longer his session's.
    assert _route(host).role == "unknown"
    ExpirySweeper(host, 60, lock_wait_seconds=0.5).sweep_once()
    assert _route(host).role == "unknown"
