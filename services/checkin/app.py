"""The checkin service's FastAPI app (``uvicorn --factory services.checkin.app:create_app``)."""

from __future__ import annotations

from fastapi import FastAPI

from services.checkin.settings import CheckinSettings
from services.checkin.tables import metadata
from shared.app import create_service_app
from shared.clock import Clock
from shared.runtime import build_runtime
from shared.settings import load_settings


def create_app(settings: CheckinSettings | None = None, *, clock: Clock | None = None) -> FastAPI:
    settings = settings or load_settings(CheckinSettings)
    runtime = build_runtime("checkin", settings, metadata=metadata, clock=clock)
    return create_service_app(runtime)
