"""All five services as real apps on loopback ports, for probes that must reach every one.

The integration stack (gateway, checkin, delivery on the fake Telegram, with ``kim-pilot``
enabled through checkin's guarded activation) plus expression (postprocessor off: the
canonical text, no model) and diagnostics, each pointed at the others' real ports.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from fastapi import FastAPI

from services.diagnostics.app import create_app as create_diagnostics
from services.expression.app import create_app as create_expression
from shared.clock import ManualClock
from shared.topology import ServiceName
from tests.integration.stack import Stack, running_stack
from tests.support.database import TestDatabase
from tests.support.servers import ThreadedServer, serve
from tests.support.services import settings_for

# A second fake bot (as tests/gateway/test_diagnostic_send.py has it), never the product's.
TEST_BOT_2_TOKEN = "7000000002:a-second-fake-bot-for-diagnostics"


@dataclass
class FiveServices:
    stack: Stack
    expression: ThreadedServer
    diagnostics: ThreadedServer

    def server(self, service: ServiceName) -> ThreadedServer:
        servers = {
            "gateway": self.stack.gateway,
            "checkin": self.stack.checkin,
            "delivery": self.stack.delivery,
            "expression": self.expression,
            "diagnostics": self.diagnostics,
        }
        server = servers[service]
        assert server is not None
        return server

    def app(self, service: ServiceName) -> FastAPI:
        app: FastAPI = self.server(service).app
        return app


@contextmanager
def five_services(
    database: TestDatabase, tmp_path: Path, clock: ManualClock
) -> Iterator[FiveServices]:
    # A test bot for the gateway's diagnostic-send route, as a diagnostics host would have:
    # without one that route only ever answers its (documented) not-configured refusal.
    secrets_dir = tmp_path / "secrets"
    secrets_dir.mkdir(mode=0o700)
    (secrets_dir / "telegram-test-bot-token").write_text(TEST_BOT_2_TOKEN + "\n")
    with running_stack(database, tmp_path, clock) as stack:
        ports = {
            "gateway": {"port": stack.gateway.port},
            "checkin": {"port": stack.checkin.port},
            "delivery": {"port": stack.delivery_port},
            "expression": {"port": stack._expression_port},
        }
        expression_app = create_expression(
            settings_for("expression", database, stack.secrets),  # type: ignore[arg-type]
            clock=clock,
        )
        diagnostics_app = create_diagnostics(
            settings_for("diagnostics", database, stack.secrets, services=ports),  # type: ignore[arg-type]
            clock=clock,
        )
        with (
            serve(expression_app, stack._expression_port) as expression,
            serve(diagnostics_app) as diagnostics,
        ):
            yield FiveServices(stack, expression, diagnostics)
