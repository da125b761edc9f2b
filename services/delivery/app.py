"""The delivery service's FastAPI app (``uvicorn --factory services.delivery.app:create_app``)."""

from __future__ import annotations

from fastapi import FastAPI

from services.delivery.settings import DeliverySettings
from services.delivery.tables import metadata
from shared.app import create_service_app
from shared.clock import Clock
from shared.runtime import build_runtime
from shared.settings import load_settings


def create_app(settings: DeliverySettings | None = None, *, clock: Clock | None = None) -> FastAPI:
    settings = settings or load_settings(DeliverySettings)
    runtime = build_runtime("delivery", settings, metadata=metadata, clock=clock)
    return create_service_app(runtime)
