"""The diagnostics FastAPI app: ``uvicorn --factory services.diagnostics.app:create_app``."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from fastapi import FastAPI
from starlette.concurrency import run_in_threadpool

from services.diagnostics.errors import install_domain_problems
from services.diagnostics.evidence.endpoints import router as evidence_router
from services.diagnostics.host.endpoints import router as deliveries_router
from services.diagnostics.host.host import DiagnosticHost
from services.diagnostics.host.reads import router as host_sends_router
from services.diagnostics.host.sweep import ExpirySweeper
from services.diagnostics.host.transport import GatewayTestBotTransport
from services.diagnostics.isolation.rules import registry_binding_findings
from services.diagnostics.isolation.schemas import DiagnosticIsolationSpecV1
from services.diagnostics.operator.endpoints import router as operator_router
from services.diagnostics.operator.spec_source import ConfiguredSpec
from services.diagnostics.peers.checkin import CheckinPeer, RegisteredTriple, RegistryUnavailable
from services.diagnostics.replay.endpoints import router as replay_router
from services.diagnostics.sessions.endpoints import router as sessions_router
from services.diagnostics.sessions.service import RegistryCheck, SessionHost
from services.diagnostics.settings import DiagnosticsSection, DiagnosticsSettings
from services.diagnostics.tables import metadata
from shared.app import create_service_app
from shared.clock import Clock
from shared.runtime import ServiceRuntime, build_runtime
from shared.secrets import load_service_key
from shared.settings import load_settings


def registry_check_of(peer: CheckinPeer) -> RegistryCheck:
    """Activation's registry check through checkin (unreachable: refused, fail closed)."""

    def check(spec: DiagnosticIsolationSpecV1) -> list[str]:
        try:
            binding = peer.binding(spec.test_customer_id)
        except RegistryUnavailable:
            return ["registry_unavailable"]

        def place(triple: RegisteredTriple | None) -> tuple[int, int, int | None] | None:
            return None if triple is None else (triple.user_id, triple.chat_id, triple.topic_id)

        return registry_binding_findings(
            spec,
            enabled=binding.enabled,
            binding_mode=binding.binding_mode,
            customer=place(binding.customer),
            trainer=place(binding.trainer),
        )

    return check


ROUTERS = [
    evidence_router,
    sessions_router,
    deliveries_router,
    host_sends_router,
    operator_router,
    replay_router,
]


@dataclass(frozen=True)
class HostParts:
    """The diagnostic host and what its lifecycle starts and stops with it."""

    host: DiagnosticHost
    transport: object
    sweeper: ExpirySweeper | None
    section: DiagnosticsSection


def build_host(
    settings: DiagnosticsSettings,
    runtime: ServiceRuntime,
    *,
    test_transport: object | None,
    test_token: object | None,
    test_registry_check: RegistryCheck | None,
) -> HostParts:
    """The host on the gateway's test bot and checkin's registry, unless a test replaces them."""
    transport = test_transport or GatewayTestBotTransport(
        settings.services.endpoint("gateway").base_url,
        load_service_key(settings.secrets_dir, "diagnostics"),
        runtime.clock,
    )
    host = DiagnosticHost(
        runtime.database,
        runtime.clock,
        transport,
        wait_seconds=settings.diagnostics.admission_wait_seconds,
        registry_check=test_registry_check or registry_check_of(CheckinPeer(runtime.peers.client)),
        _test_token=test_token,
    )
    section = settings.diagnostics
    return HostParts(host, transport, expiry_sweeper(host, section), section)


def expiry_sweeper(host: DiagnosticHost, section: DiagnosticsSection) -> ExpirySweeper | None:
    """The background expiry sweep, unless its interval is 0 (switched off)."""
    if not section.expiry_sweep_interval_seconds:
        return None
    return ExpirySweeper(
        host,
        section.expiry_sweep_interval_seconds,
        lock_wait_seconds=section.expiry_sweep_lock_wait_seconds,
    )


async def start_host(parts: HostParts) -> None:
    # Before any session is revalidated or admits anything: settle persisted evidence.
    await run_in_threadpool(parts.host.recover)
    if parts.sweeper is not None:
        parts.sweeper.start()


async def stop_host(parts: HostParts) -> None:
    if parts.sweeper is not None:
        await run_in_threadpool(parts.sweeper.stop)
    if parts.section.close_sessions_on_stop:
        # Requests are drained by now; the lock wait bounds a straggler in another process.
        await run_in_threadpool(
            partial(parts.host.stop, lock_wait_seconds=parts.section.admission_wait_seconds)
        )
    if isinstance(parts.transport, GatewayTestBotTransport):
        await parts.transport.aclose()


def create_app(
    settings: DiagnosticsSettings | None = None,
    *,
    clock: Clock | None = None,
    test_transport: object | None = None,
    test_token: object | None = None,
    test_registry_check: RegistryCheck | None = None,
) -> FastAPI:
    """Build the diagnostics service. ``test_*``: a sealed test transport (admitted only with
    its token) and a registry answer for tests that run no checkin; production always uses
    the gateway's test bot and checkin's registry."""
    settings = settings or load_settings(DiagnosticsSettings)
    runtime = build_runtime("diagnostics", settings, metadata=metadata, clock=clock)
    parts = build_host(
        settings,
        runtime,
        test_transport=test_transport,
        test_token=test_token,
        test_registry_check=test_registry_check,
    )

    async def start() -> None:
        await start_host(parts)

    async def stop() -> None:
        await stop_host(parts)

    app = create_service_app(runtime, routers=ROUTERS, on_startup=start, on_shutdown=stop)
    install_domain_problems(app)
    # One object serves the host routes (HostDep) and, through their port, the session
    # routes (SessionHostDep); the annotation makes mypy check that the host fits the port.
    session_host: SessionHost = parts.host
    app.state.diagnostic_host = session_host
    app.state.configured_spec = ConfiguredSpec(settings.diagnostics.session_spec_path)
    app.state.expiry_sweeper = parts.sweeper
    return app
