"""The diagnostics FastAPI app: ``uvicorn --factory services.diagnostics.app:create_app``."""

from __future__ import annotations

from fastapi import FastAPI

from services.diagnostics.evidence.endpoints import router as evidence_router
from services.diagnostics.sessions.endpoints import router as sessions_router
from services.diagnostics.settings import DiagnosticsSettings
from services.diagnostics.tables import metadata
from shared.app import create_service_app
from shared.clock import Clock
from shared.runtime import build_runtime
from shared.settings import load_settings


def create_app(
    settings: DiagnosticsSettings | None = None, *, clock: Clock | None = None
) -> FastAPI:
    settings = settings or load_settings(DiagnosticsSettings)
    runtime = build_runtime("diagnostics", settings, metadata=metadata, clock=clock)
    return create_service_app(runtime, routers=[evidence_router, sessions_router])
