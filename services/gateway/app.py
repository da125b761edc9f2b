"""The gateway service's FastAPI app (``uvicorn --factory services.gateway.app:create_app``)."""

from __future__ import annotations

from fastapi import FastAPI

from services.gateway.settings import GatewaySettings
from services.gateway.tables import metadata
from shared.app import create_service_app
from shared.clock import Clock
from shared.runtime import build_runtime
from shared.settings import load_settings


def create_app(settings: GatewaySettings | None = None, *, clock: Clock | None = None) -> FastAPI:
    settings = settings or load_settings(GatewaySettings)
    runtime = build_runtime("gateway", settings, metadata=metadata, clock=clock)
    return create_service_app(runtime)
