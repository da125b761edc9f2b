"""Build a service's real app against a test database, and signed clients to call it."""

from __future__ import annotations

import importlib
import json
from typing import Any

import httpx2
from fastapi import FastAPI
from fastapi.testclient import TestClient

from shared.auth.client import ServiceRequestSigner
from shared.auth.signing import sign
from shared.clock import Clock
from shared.settings import PlatformSettings
from shared.topology import CallerName, ServiceName
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets


def settings_for(
    service: ServiceName, database: TestDatabase, secrets: TestSecrets, **overrides: Any
) -> PlatformSettings:
    module = importlib.import_module(f"services.{service}.settings")
    settings_cls = getattr(module, f"{service.capitalize()}Settings")
    values: dict[str, Any] = {
        "database": {
            "url": database.admin_url.render_as_string(hide_password=False),
            "role_prefix": database.role_prefix,
        },
        "secrets_dir": secrets.directory,
    }
    values.update(overrides)
    settings: PlatformSettings = settings_cls(**values)
    return settings


def build_app(
    service: ServiceName,
    database: TestDatabase,
    secrets: TestSecrets,
    *,
    clock: Clock | None = None,
    **overrides: Any,
) -> FastAPI:
    module = importlib.import_module(f"services.{service}.app")
    app: FastAPI = module.create_app(
        settings_for(service, database, secrets, **overrides), clock=clock
    )
    return app


def signed_client(
    app: FastAPI, caller: CallerName, secrets: TestSecrets, clock: Clock | None = None
) -> TestClient:
    """A TestClient whose every request is signed as ``caller``."""
    client = TestClient(app, base_url="http://testserver", raise_server_exceptions=False)
    audience = app.state.runtime.name
    client.auth = ServiceRequestSigner(caller, secrets.key(caller), clock, audience=audience)
    return client


def unsigned_client(app: FastAPI) -> TestClient:
    return TestClient(app, base_url="http://testserver", raise_server_exceptions=False)


def problem(response: httpx2.Response) -> dict[str, Any]:
    """The problem+json body of an error response (asserts the media type)."""
    assert response.headers["content-type"].startswith("application/problem+json"), response.text
    body: dict[str, Any] = response.json()
    assert body["status"] == response.status_code
    return body


class Replayable:
    """One signed request, frozen: sending it again sends the same nonce and signature."""

    def __init__(
        self, secrets: Any, clock: Any, method: str, target: str, body: Any, caller: str = "gateway"
    ) -> None:
        self.method = method
        self.target = target
        self.body = b"" if body is None else json.dumps(body).encode()
        self.headers = sign(
            key=secrets.key(caller).get_secret_value().encode(),
            caller=caller,
            audience="checkin",
            method=method,
            target=target,
            body=self.body,
            now=clock.now(),
        )
        if body is not None:
            self.headers["content-type"] = "application/json"

    def send(self, app: FastAPI) -> Any:
        with unsigned_client(app) as client:
            return client.request(self.method, self.target, headers=self.headers, content=self.body)
