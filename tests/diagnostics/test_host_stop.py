"""Stopping the diagnostics service ends its running sessions with the close's own detach
(seed 003: stop uses the same detach as close and expiry): the durable fence, every
attempt settled, ``closed`` with reason ``host_stopped`` - while a crash leaves them to
startup recovery. A session whose lock another process holds is left, never fenced out of
order (real app served over HTTP, real Postgres)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from services.diagnostics.sessions.lock import admission
from shared.auth.client import ServiceRequestSigner
from shared.clock import ManualClock
from tests.diagnostics.host_support import (
    RecordingTransport,
    active_session,
    diagnostics_app,
    host_of,
)
from tests.diagnostics.sessions_support import rows, spec_document
from tests.support.ports import free_ports
from tests.support.servers import loopback_client, serve


@pytest.fixture
def clock():
    return ManualClock(datetime(2026, 12, 3, 1, 0, tzinfo=UTC))


def test_a_graceful_stop_closes_running_sessions_through_the_fence(database, secrets, clock):
    app = diagnostics_app(
        database,
        secrets,
        clock,
        RecordingTransport(),
        diagnostics={"expiry_sweep_interval_seconds": 0, "close_sessions_on_stop": True},
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
        activated = owner.post(
            f"/v1/sessions/{opened['session_id']}/activate", json={"generation": 1}
        )
        assert activated.json()["state"] == "active"
    transitions = rows(database, "diagnostic_session_transition")
    assert [(r["to_state"], r["reason"]) for r in transitions][-2:] == [
        ("detaching", "host_stopped"), ("closed", "host_stopped"),
    ]  # fmt: skip
    assert rows(database, "diagnostic_session")[0]["state"] == "closed"


def test_stop_leaves_a_session_whose_lock_another_process_holds(database, secrets, clock):
    host = host_of(diagnostics_app(database, secrets, clock, RecordingTransport()))
    record = active_session(host)
    with admission(host.database, record.session_id, wait_seconds=5):
        assert host.stop(lock_wait_seconds=0.2) == {record.session_id: "busy"}
    assert rows(database, "diagnostic_session")[0]["state"] == "active"
    assert host.stop(lock_wait_seconds=0.2) == {record.session_id: "closed"}
