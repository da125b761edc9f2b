"""The expression service as a real process whose OpenAI is the fake on loopback.

``uvicorn --factory tests.e2e.expression_app:create_app``: the product's own app factory,
given exactly what the in-process tests give it - a transport that forwards the SDK's
``https://api.openai.com/v1`` request to the fake's port (``DUALCOACH_E2E_OPENAI_PORT``)
and a test key - so the egress guard and the SDK run unchanged.
"""

from __future__ import annotations

import os

from fastapi import FastAPI

from services.expression.app import create_app as create_expression_app
from tests.expression.conftest import TEST_API_KEY
from tests.fakes.openai_server import Forwarding

PORT_ENV = "DUALCOACH_E2E_OPENAI_PORT"


def create_app() -> FastAPI:
    port = int(os.environ[PORT_ENV])
    return create_expression_app(
        openai_transport=Forwarding(port), openai_environ={"OPENAI_API_KEY": TEST_API_KEY}
    )
