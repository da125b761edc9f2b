"""The expression FastAPI app: ``uvicorn --factory services.expression.app:create_app``."""

from __future__ import annotations

from fastapi import FastAPI

from services.expression.settings import ExpressionSettings
from services.expression.tables import metadata
from shared.app import create_service_app
from shared.clock import Clock
from shared.runtime import build_runtime
from shared.settings import load_settings


def create_app(
    settings: ExpressionSettings | None = None, *, clock: Clock | None = None
) -> FastAPI:
    settings = settings or load_settings(ExpressionSettings)
    runtime = build_runtime("expression", settings, metadata=metadata, clock=clock)
    return create_service_app(runtime)
