"""The test customer's registry binding is checked at every step that could send or
mutate, not only at activation: before a reservation, again just before the provider, and
before a replay writes anything. A binding that changed, or a registry that cannot answer,
refuses (fail closed) with zero rows, zero sends, zero writes (real Postgres, real app)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from services.diagnostics.host.results import (
    STARTED_WITHOUT_RECEIPT,
    DiagnosticAdmissionRefused,
    DiagnosticUnknownNoSend,
)
from services.diagnostics.isolation.schemas import DiagnosticIsolationSpecV1
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
from tests.support.services import problem, signed_client


class SwitchableRegistry:
    """The registry's answer, changed by the test between steps."""

    def __init__(self) -> None:
        self.findings: list[str] = []
        self.asked = 0

    def __call__(self, spec: DiagnosticIsolationSpecV1) -> list[str]:
        self.asked += 1
        return list(self.findings)


@pytest.fixture
def clock():
    return ManualClock(datetime(2026, 12, 3, 1, 0, tzinfo=UTC))


@pytest.fixture
def registry():
    return SwitchableRegistry()


def _ledger(database) -> list[tuple[str, str | None]]:
    return [(r["status"], r["reason"]) for r in rows(database, "diagnostic_reservation")]


@pytest.mark.parametrize(
    "finding", ["test_customer_not_diagnostic_bound", "registry_unavailable", "triple_mismatch"]
)
def test_a_binding_lost_after_activation_refuses_the_send_before_any_row(
    database, secrets, clock, registry, finding
):
    transport = RecordingTransport()
    host = host_of(diagnostics_app(database, secrets, clock, transport, registry_check=registry))
    record = active_session(host)
    registry.findings = [finding]
    with pytest.raises(DiagnosticAdmissionRefused) as refused:
        asyncio.run(host.deliver(candidate(record)))
    assert refused.value.reason == f"registry:{finding}"
    assert _ledger(database) == [] and transport.calls == []
    # Bound again: the same candidate is fresh and sends once.
    registry.findings = []
    asyncio.run(host.deliver(candidate(record)))
    assert [s for s, _ in _ledger(database)] == ["started", "consumed", "delivered", "sent_audited"]
    assert len(transport.calls) == 1


def test_a_binding_lost_between_reservation_and_provider_terminalizes_unknown_unsent(
    database, secrets, clock, registry
):
    transport = RecordingTransport()
    host = host_of(diagnostics_app(database, secrets, clock, transport, registry_check=registry))
    record = active_session(host)

    async def scenario():
        parking = Parking("reserved")
        host.checkpoint = parking
        attempt = asyncio.create_task(host.deliver(candidate(record)))
        await parking.reached.wait()
        registry.findings = ["test_customer_not_diagnostic_bound"]
        parking.release.set()
        return await attempt

    result = asyncio.run(scenario())
    assert isinstance(result, DiagnosticUnknownNoSend)
    assert _ledger(database) == [
        ("started", None),
        ("delivery_unknown", "provider_start_refused:registry:test_customer_not_diagnostic_bound"),
    ]
    assert transport.calls == []
    # Bound again, the same key never becomes authority: unknown, still unsent.
    registry.findings = []
    again = asyncio.run(host.deliver(candidate(record)))
    assert isinstance(again, DiagnosticUnknownNoSend) and transport.calls == []
    assert STARTED_WITHOUT_RECEIPT not in {reason for _, reason in _ledger(database)}


def test_a_replay_is_refused_before_any_write_when_the_binding_is_gone(
    database, secrets, clock, registry
):
    app = diagnostics_app(database, secrets, clock, RecordingTransport(), registry_check=registry)
    record = active_session(host_of(app))
    registry.findings = ["registry_unavailable"]
    with signed_client(app, "operator", secrets, clock) as owner:
        refused = owner.post(
            f"/v1/sessions/{record.session_id}/replay",
            json={"recorded_kst_date": "2026-12-07", "answers": {"Q-SLEEP-HOURS": "7"}},
        )
    body = problem(refused)
    assert (refused.status_code, body["reason"]) == (409, "registry:registry_unavailable")
    # No checkin runs here: any write attempt would have failed as replay-failed instead.
    assert registry.asked >= 2  # once at activation, once for the replay


def test_a_replay_into_a_closed_session_is_refused_under_the_lock(
    database, secrets, clock, registry
):
    app = diagnostics_app(database, secrets, clock, RecordingTransport(), registry_check=registry)
    host = host_of(app)
    record = active_session(host)
    host.close(record.session_id, generation=None, reason="owner_close")
    asked = registry.asked
    with signed_client(app, "operator", secrets, clock) as owner:
        refused = owner.post(
            f"/v1/sessions/{record.session_id}/replay",
            json={"recorded_kst_date": "2026-12-07", "answers": {"Q-SLEEP-HOURS": "7"}},
        )
    assert (refused.status_code, problem(refused)["reason"]) == (409, "session_closed")
    assert registry.asked == asked
