"""The checkin service's FastAPI app (``uvicorn --factory services.checkin.app:create_app``)."""

from __future__ import annotations

from fastapi import FastAPI
from starlette.concurrency import run_in_threadpool

from services.checkin.audit.endpoints import router as audit_router
from services.checkin.audit.snapshot import router as snapshot_router
from services.checkin.catalogue.endpoints import router as catalogue_router
from services.checkin.context import CheckinContext
from services.checkin.drafts.endpoints import router as drafts_router
from services.checkin.drafts.service import build_relay, outbox_gauge_source
from services.checkin.errors import install_refusal_handler
from services.checkin.events.endpoints import router as events_router
from services.checkin.judgments.endpoints import audit_router as judgments_audit_router
from services.checkin.judgments.endpoints import router as judgments_router
from services.checkin.kpi.endpoints import router as kpi_router
from services.checkin.peers.delivery import HttpDeliveryPort, HttpDraftSubmitter
from services.checkin.peers.expression import HttpPresenter
from services.checkin.proposals.endpoints import batch_router as nutrition_batch_router
from services.checkin.proposals.endpoints import router as nutrition_router
from services.checkin.records.endpoints import router as records_router
from services.checkin.registry.endpoints import router as registry_router
from services.checkin.registry.endpoints import schedule_router
from services.checkin.reports.endpoints import router as reports_router
from services.checkin.retention.endpoints import router as retention_router
from services.checkin.safety import learned
from services.checkin.safety_state.endpoints import router as safety_state_router
from services.checkin.settings import CheckinSection, CheckinSettings
from services.checkin.tables import metadata
from services.checkin.taps.endpoints import router as taps_router
from services.checkin.trainer.endpoints import router as trainer_router
from services.checkin.withdrawal.endpoints import router as withdrawal_router
from services.checkin.wizard.endpoints import router as wizard_router
from shared.app import create_service_app
from shared.clock import Clock
from shared.korean import ANALYZER
from shared.outbox import PeriodicRelay
from shared.runtime import ServiceRuntime, build_runtime
from shared.settings import load_settings

ROUTERS = (
    registry_router,
    taps_router,
    events_router,
    records_router,
    schedule_router,
    kpi_router,
    nutrition_router,
    nutrition_batch_router,
    judgments_router,
    retention_router,
    safety_state_router,
    audit_router,
    # check-in and trainer flows, drafts, reports
    wizard_router,
    withdrawal_router,
    trainer_router,
    # what those flows ask, for clients outside checkin (ADR 0079)
    catalogue_router,
    drafts_router,
    reports_router,
    judgments_audit_router,
    # read-only evidence snapshots for diagnostics (ADR 0063)
    snapshot_router,
)


def build_context(runtime: ServiceRuntime, section: CheckinSection) -> CheckinContext:
    """The handlers' shared context: the peers' clients and the drafts relay over them."""
    presenter = HttpPresenter(
        runtime.peers.client("expression"), timeout=section.presentation_timeout_seconds
    )
    submitter = HttpDraftSubmitter(
        runtime.peers.client("delivery"), timeout=section.delivery_timeout_seconds
    )
    relay = build_relay(runtime.database, runtime.clock, submitter)
    return CheckinContext(
        runtime=runtime,
        section=section,
        presenter=presenter,
        relay=relay,
        background=PeriodicRelay(
            relay, section.outbox_relay_interval_seconds or None, name="checkin-outbox"
        ),
    )


def create_app(settings: CheckinSettings | None = None, *, clock: Clock | None = None) -> FastAPI:
    settings = settings or load_settings(CheckinSettings)
    runtime = build_runtime("checkin", settings, metadata=metadata, clock=clock)
    context = build_context(runtime, settings.checkin)
    relay = context.background

    async def start() -> None:
        # The safety classifier reads every finalize through Kiwi: load its model now, not
        # on the first customer's check-in (seconds on a busy machine).
        await run_in_threadpool(ANALYZER.warm)
        await run_in_threadpool(learned.warm)  # the learned reader's weights (ADR 0084)
        if relay is not None:
            relay.start()

    async def stop() -> None:
        if relay is not None:
            relay.stop()

    # Read through the audit role: a scrape can never write.
    runtime.metrics.add_gauge_source(
        "outbox", outbox_gauge_source(runtime.audit_database, runtime.clock)
    )
    app = create_service_app(runtime, routers=ROUTERS, on_startup=start, on_shutdown=stop)
    install_refusal_handler(app)
    app.state.checkin = context
    # The outbound port to delivery for nutrition cards (tests may put another DeliveryPort here).
    app.state.delivery_port = HttpDeliveryPort(lambda: runtime.peers.client("delivery"))
    return app
