"""The delivery service's FastAPI app (``uvicorn --factory services.delivery.app:create_app``).

The composition root: it builds the runtime context every request and task reads
(``context.DeliveryContext``), wires the routers, the worker and the error mapping. It sits
above every feature (ADR 0085); nothing in the service imports it.
"""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.responses import Response

from services.delivery import workflow
from services.delivery.audit.endpoints import router as audit_router
from services.delivery.audit.snapshot import router as snapshot_router
from services.delivery.cards.endpoints import router as cards_router
from services.delivery.console.auth import ConsoleDenied
from services.delivery.console.endpoints import CONSOLE_PATHS
from services.delivery.console.endpoints import router as console_router
from services.delivery.context import DeliveryContext
from services.delivery.diagnostic.endpoints import router as diagnostic_drafts_router
from services.delivery.drafts.endpoints import build_router as build_drafts_router
from services.delivery.erasure.endpoints import router as erasure_router
from services.delivery.errors import install_domain_problems
from services.delivery.health.service import gauge_families, snapshot
from services.delivery.operator.endpoints import router as operator_router
from services.delivery.outbox.endpoints import router as outbox_router
from services.delivery.outbox.service import build_relay
from services.delivery.peers.checkin import CheckinClient
from services.delivery.peers.diagnostics import DiagnosticsClient
from services.delivery.peers.expression import ExpressionClient
from services.delivery.peers.gateway import GatewayClient
from services.delivery.retention.endpoints import router as retention_router
from services.delivery.scheduler.endpoints import router as scheduler_router
from services.delivery.scheduler.heartbeat import SchedulerHeartbeat
from services.delivery.sending.endpoints import router as deliveries_router
from services.delivery.sending.queue import OwedMessageSender
from services.delivery.settings import DeliverySettings
from services.delivery.tables import metadata
from services.delivery.worker import BackgroundWorker, startup_recovery
from shared.app import create_service_app
from shared.canonical import canonical_digest
from shared.clock import Clock
from shared.runtime import ServiceRuntime, build_runtime
from shared.settings import load_settings

CONFIG_PIN_VERSION = 1


def config_pin(settings: DeliverySettings) -> str:
    """Digest of the configuration a prepared delivery depends on (where sends go).

    A prepared body is only sent under the configuration it was prepared under: a changed
    gateway or registry authority endpoint makes ``load_prepared`` hard-stop.
    """
    return canonical_digest(
        {
            "version": CONFIG_PIN_VERSION,
            "gateway": settings.services.gateway.base_url,
            "checkin": settings.services.checkin.base_url,
        }
    )


def build_context(runtime: ServiceRuntime, settings: DeliverySettings) -> DeliveryContext:
    """The context every request and background task of this app reads (``app.state``)."""
    section = settings.delivery
    checkin = CheckinClient(runtime.peers.client("checkin"))
    return DeliveryContext(
        runtime=runtime,
        settings=settings,
        checkin=checkin,
        gateway=GatewayClient(
            runtime.peers.client("gateway"),
            call_timeout_seconds=section.gateway_call_timeout_seconds,
        ),
        expression=ExpressionClient(runtime.peers.client("expression")),
        diagnostics=DiagnosticsClient(runtime.peers.client("diagnostics")),
        config_pin=config_pin(settings),
        relay=build_relay(
            runtime.database,
            runtime.clock,
            checkin=checkin,
            expression=runtime.peers.client("expression"),
        ),
        scheduler_heartbeat=SchedulerHeartbeat(runtime.clock.now()),
        owed=OwedMessageSender(),
    )


def create_app(settings: DeliverySettings | None = None, *, clock: Clock | None = None) -> FastAPI:
    settings = settings or load_settings(DeliverySettings)
    runtime = build_runtime("delivery", settings, metadata=metadata, clock=clock)
    context = build_context(runtime, settings)
    worker = BackgroundWorker(context) if settings.delivery.background_interval_seconds else None
    runtime.metrics.add_gauge_source("delivery", lambda: gauge_families(snapshot(context)))

    async def start() -> None:
        # Blocking but short; done before the first request so nothing races the recovery.
        startup_recovery(context)
        context.owed.start()
        if worker is not None:
            worker.start()

    async def stop() -> None:
        if worker is not None:
            worker.stop()
        context.owed.stop()

    app = create_service_app(
        runtime,
        routers=[
            build_drafts_router(workflow),
            diagnostic_drafts_router,
            deliveries_router,
            scheduler_router,
            cards_router,
            operator_router,
            outbox_router,
            console_router,
            audit_router,
            snapshot_router,
            erasure_router,
            retention_router,
        ],
        # Richard's browser cannot sign requests: the console routes pass their own gate
        # instead (loopback only, local token session, CSRF on every form).
        open_paths=CONSOLE_PATHS,
        on_startup=start,
        on_shutdown=stop,
    )
    install_domain_problems(app)
    app.state.delivery = context

    async def console_denied(request: Request, error: Exception) -> Response:
        assert isinstance(error, ConsoleDenied)
        return error.response

    app.add_exception_handler(ConsoleDenied, console_denied)
    return app
