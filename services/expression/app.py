"""The expression FastAPI app: ``uvicorn --factory services.expression.app:create_app``."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import timedelta

from fastapi import FastAPI
from starlette.concurrency import run_in_threadpool

from services.expression.audit import endpoints as audit_endpoints
from services.expression.audit.snapshot import router as snapshot_router
from services.expression.config.rules import ConfigVerdict, evaluate_config
from services.expression.errors import install_domain_problems
from services.expression.journal.service import JournalService
from services.expression.presentations import endpoints as presentation_endpoints
from services.expression.presentations.telemetry import Telemetry, TelemetrySink, log_sink
from services.expression.presentations.workflow import WORKER_DEADLINE, PresentationCoordinator
from services.expression.provider.client import (
    DirectOpenAIProvider,
    TransportFactory,
    default_transport,
)
from services.expression.settings import ExpressionSettings
from services.expression.tables import metadata
from services.expression.validation.stems import ANALYZER
from shared.app import create_service_app
from shared.clock import Clock
from shared.runtime import build_runtime
from shared.settings import load_settings

_logger = logging.getLogger("dualcoach.expression")


def report_config_verdict(verdict: ConfigVerdict) -> None:
    """The visible startup diagnostic: a rejected block is a warning naming its reason."""
    if verdict.state == "rejected":
        _logger.warning(
            "korean_expression_config_rejected",
            extra={"fields": {"state": "rejected", "reason": verdict.reason, "mode": "disabled"}},
        )
    else:
        _logger.info(
            "korean_expression_config",
            extra={"fields": {"state": verdict.state, "mode": verdict.mode}},
        )


def create_app(
    settings: ExpressionSettings | None = None,
    *,
    clock: Clock | None = None,
    openai_transport: TransportFactory = default_transport,
    openai_environ: Mapping[str, str] | None = None,
    telemetry_sink: TelemetrySink = log_sink,
    worker_deadline: timedelta = WORKER_DEADLINE,
) -> FastAPI:
    """Build the app; the keyword arguments exist for tests (fake OpenAI, sinks, deadline)."""
    settings = settings or load_settings(ExpressionSettings)
    runtime = build_runtime("expression", settings, metadata=metadata, clock=clock)
    verdict = evaluate_config(settings.expression.korean_expression_postprocessor)
    journal = JournalService(runtime.database)
    coordinator = PresentationCoordinator(
        verdict=verdict,
        journal=journal,
        clock=runtime.clock,
        data_dir=settings.data_dir,
        provider=DirectOpenAIProvider(openai_transport, openai_environ),
        telemetry=Telemetry(telemetry_sink),
        worker_deadline=worker_deadline,
    )

    async def on_startup() -> None:
        if verdict.mode == "disabled":
            return  # disabled: no analyzer, no journal access, no client
        await run_in_threadpool(ANALYZER.warm)
        try:
            await run_in_threadpool(journal.retain, runtime.clock.now())
        except Exception as error:  # retention retries before every attempt; never block start
            _logger.warning(
                "korean_expression_retention_failed",
                extra={"fields": {"error_type": type(error).__name__}},
            )

    async def on_shutdown() -> None:
        coordinator.close()

    app = create_service_app(
        runtime,
        routers=[presentation_endpoints.router, audit_endpoints.router, snapshot_router],
        on_startup=on_startup,
        on_shutdown=on_shutdown,
    )
    install_domain_problems(app)
    app.state.coordinator = coordinator
    report_config_verdict(verdict)  # after create_service_app configured logging
    return app
