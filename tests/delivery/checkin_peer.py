"""The real checkin service for delivery tests: served on loopback, one enabled customer.

The registry is built through checkin's own admin API (owner, customer draft, consent,
guarded activation), exactly as Richard does it. Only ``POST /v1/tasks/{task_key}/render``
is a test double, because issue 4 has not built it yet: it is mounted on the real app,
signed like the real one will be, and answers what a test put in ``renders``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import httpx
from fastapi import APIRouter

from services.checkin.app import create_app
from shared.auth.client import ServiceRequestSigner
from shared.auth.verify import require_callers
from shared.problems import Problem
from tests.checkin import factories
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.servers import ThreadedServer, serve
from tests.support.services import settings_for

CUSTOMER_ID = "kim-pilot"
OWNER = factories.OWNER
CUSTOMER = factories.CUSTOMER
TRAINER = factories.TRAINER


@dataclass
class CheckinPeer:
    server: ThreadedServer
    operator: httpx.Client
    renders: dict[str, dict[str, Any]] = field(default_factory=dict)
    render_calls: list[str] = field(default_factory=list)

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
        return self.operator.post(f"/v1/customers/{customer_id}/events", json=document)


def _render_double(peer_renders: dict[str, dict[str, Any]], calls: list[str]) -> APIRouter:
    router = APIRouter(dependencies=[require_callers("delivery")])

    @router.post("/v1/tasks/{task_key}/render")
    def render(task_key: str) -> dict[str, Any]:
        calls.append(task_key)
        found = peer_renders.get(task_key)
        if found is None:
            raise Problem(404, "task-not-renderable", "No material for this task")
        return found

    return router


@contextmanager
def running_checkin(
    database: TestDatabase,
    secrets: TestSecrets,
    *,
    enabled: bool = True,
    wrap: Callable[[Any], Any] | None = None,
) -> Iterator[CheckinPeer]:
    """The real checkin app on a loopback port, with ``kim-pilot`` enabled unless told.

    ``wrap`` puts an ASGI middleware around it (e.g. to kill a caller mid-response).
    """
    app = create_app(settings_for("checkin", database, secrets))  # type: ignore[arg-type]
    renders: dict[str, dict[str, Any]] = {}
    calls: list[str] = []
    app.include_router(_render_double(renders, calls))
    with (
        serve(wrap(app) if wrap else app) as server,
        httpx.Client(
            base_url=server.base_url,
            auth=ServiceRequestSigner("operator", secrets.key("operator")),
            timeout=30,
        ) as operator,
    ):
        peer = CheckinPeer(server, operator, renders, calls)
        if enabled:
            peer.enable()
        yield peer
