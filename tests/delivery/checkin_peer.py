"""The real checkin service for delivery tests: served on loopback, one enabled customer.

The registry is built through checkin's own admin API (owner, customer draft, consent,
guarded activation), exactly as Richard does it. Every route is checkin's own, including
``POST /v1/tasks/{task_key}/render``. Checkin's own peers point at closed ports unless a
test names them (never someone's real service on the default ports); ``clock`` is shared
with the other apps of a test when it needs a pilot date (signatures compare clocks).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import httpx

from services.checkin.app import create_app
from services.checkin.events.schemas import CanonicalEvent
from shared.auth.client import ServiceRequestSigner
from shared.clock import Clock
from tests.checkin import factories
from tests.checkin.seeding import append_as_flow
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.ports import free_ports
from tests.support.servers import ThreadedServer, loopback_client, serve
from tests.support.services import settings_for

CUSTOMER_ID = "kim-pilot"
OWNER = factories.OWNER
CUSTOMER = factories.CUSTOMER
TRAINER = factories.TRAINER


class RequestLog:
    """ASGI middleware that records the method and path of every request the app gets
    (observation only: the app answers everything itself)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.requests: list[tuple[str, str]] = []

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            self.requests.append((scope["method"], scope["path"]))
        await self.app(scope, receive, send)


RENDER_PREFIX = "/v1/tasks/"


@dataclass
class CheckinPeer:
    server: ThreadedServer
    operator: httpx.Client
    log: RequestLog

    @property
    def render_calls(self) -> list[str]:
        """Task keys delivery asked checkin to render, in order."""
        return [
            path.removeprefix(RENDER_PREFIX).removesuffix("/render")
            for method, path in self.log.requests
            if method == "POST" and path.startswith(RENDER_PREFIX) and path.endswith("/render")
        ]

    @property
    def port(self) -> int:
        return self.server.port

    def _ok(self, response: httpx.Response) -> Any:
        assert response.status_code in (200, 201), response.text
        return response.json()

    def enable(self, customer_id: str = CUSTOMER_ID, **draft: Any) -> None:
        self._ok(self.operator.put("/v1/admin/owner", json={"owner": OWNER}))
        self._ok(
            self.operator.put(f"/v1/admin/customers/{customer_id}", json=draft or factories.draft())
        )
        self._ok(
            self.operator.post(
                f"/v1/admin/customers/{customer_id}/consent",
                json={"action": "grant", "provider_terms_checked": True},
            )
        )
        self._ok(
            self.operator.post(
                f"/v1/admin/customers/{customer_id}/activate",
                json={"checklist_evidence": factories.CHECKLIST_OK},
            )
        )

    def disable(self, customer_id: str = CUSTOMER_ID) -> None:
        self._ok(self.operator.post(f"/v1/admin/customers/{customer_id}/disable", json={}))

    def revoke_consent(self, customer_id: str = CUSTOMER_ID) -> None:
        self._ok(
            self.operator.post(
                f"/v1/admin/customers/{customer_id}/consent", json={"action": "revoke"}
            )
        )

    def change_owner(self, owner: dict[str, Any]) -> None:
        self._ok(self.operator.put("/v1/admin/owner", json={"owner": owner}))

    def destinations(self, customer_id: str = CUSTOMER_ID) -> dict[str, Any]:
        return self._ok(self.operator.get(f"/v1/customers/{customer_id}/destinations"))

    def stream(self, customer_id: str = CUSTOMER_ID) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = self._ok(
            self.operator.get(f"/v1/customers/{customer_id}/events")
        )["events"]
        return events

    def append(self, customer_id: str, document: dict[str, Any]) -> httpx.Response:
        """The operator's raw append (its own records only; flow types are refused)."""
        return self.operator.post(f"/v1/customers/{customer_id}/events", json=document)

    def append_flow(self, event: CanonicalEvent) -> dict[str, Any]:
        """Store a check-in or trainer record as checkin's own flow does (test setup)."""
        return append_as_flow(self.log.app, event)


@contextmanager
def running_checkin(
    database: TestDatabase,
    secrets: TestSecrets,
    *,
    enabled: bool = True,
    wrap: Callable[[Any], Any] | None = None,
    clock: Clock | None = None,
    delivery_port: int | None = None,
    expression_port: int | None = None,
) -> Iterator[CheckinPeer]:
    """The real checkin app on a loopback port, with ``kim-pilot`` enabled unless told.

    ``wrap`` puts an ASGI middleware around it (e.g. to kill a caller mid-response).
    """
    closed_delivery, closed_expression = free_ports(2)
    settings = settings_for(
        "checkin",
        database,
        secrets,
        services={
            "delivery": {"port": delivery_port or closed_delivery},
            "expression": {"port": expression_port or closed_expression},
        },
        checkin={"outbox_relay_interval_seconds": 0},
    )
    log = RequestLog(create_app(settings, clock=clock))  # type: ignore[arg-type]
    with (
        serve(wrap(log) if wrap else log) as server,
        loopback_client(
            base_url=server.base_url,
            auth=ServiceRequestSigner(
                "operator", secrets.key("operator"), clock, audience="checkin"
            ),
            timeout=30,
        ) as operator,
    ):
        peer = CheckinPeer(server, operator, log)
        if enabled:
            peer.enable()
        yield peer
