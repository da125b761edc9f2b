"""The real delivery service as checkin's peer in checkin tests, with failure injection.

Checkin's drafts are submitted to delivery's own app (``POST /v1/drafts``: signature,
validation, idempotency by ``draft_key``, held drafts rendered as Richard's notice) served on
a loopback port, sharing the test's clock. Delivery's own peers (checkin, gateway,
expression) point at closed ports: a held notice or a review message simply waits, which is
not what these tests are about (``tests/integration`` wires everything).

``DeliveryFaults`` is an ASGI middleware around the real app for the two failures the real
service cannot be asked to have: being down (503 before the app sees the request) and
losing its answer after it stored the draft (the app answers, the caller gets a 503).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import httpx

from shared.auth.client import ServiceRequestSigner
from shared.clock import Clock
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.ports import free_ports
from tests.support.servers import ThreadedServer, loopback_client, serve
from tests.support.services import build_app

DRAFTS_PATH = "/v1/drafts"
UNAVAILABLE = json.dumps(
    {"type": "urn:dualcoach:problem:unavailable", "title": "Injected", "status": 503}
).encode()


class DeliveryFaults:
    """Records every draft post; can refuse it (``down``) or lose the answer to the next."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.down = False
        self.lose_next_answer = False
        self.posts: list[dict[str, Any]] = []

    async def _unavailable(self, send: Any) -> None:
        await send(
            {
                "type": "http.response.start",
                "status": 503,
                "headers": [(b"content-type", b"application/problem+json")],
            }
        )
        await send({"type": "http.response.body", "body": UNAVAILABLE})

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if not (
            scope["type"] == "http" and scope["method"] == "POST" and scope["path"] == DRAFTS_PATH
        ):
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []

        async def recording_receive() -> Any:
            message = await receive()
            if message["type"] == "http.request":
                chunks.append(message.get("body", b""))
            return message

        if self.down:
            while True:
                message = await recording_receive()
                if message["type"] != "http.request" or not message.get("more_body"):
                    break
            self.posts.append(json.loads(b"".join(chunks)))
            await self._unavailable(send)
            return
        lose = self.lose_next_answer
        self.lose_next_answer = False

        async def swallowing_send(message: Any) -> None:
            if not lose:
                await send(message)

        await self.app(scope, recording_receive, swallowing_send)
        self.posts.append(json.loads(b"".join(chunks)))
        if lose:
            await self._unavailable(send)


@dataclass
class RealDelivery:
    server: ThreadedServer
    faults: DeliveryFaults
    operator: httpx.Client

    @property
    def port(self) -> int:
        return self.server.port

    def drafts(self, customer_id: str) -> list[dict[str, Any]]:
        """Every draft delivery holds for the customer (newest first), with its text."""
        response = self.operator.get(DRAFTS_PATH, params={"customer_id": customer_id})
        assert response.status_code == 200, response.text
        summaries: list[dict[str, Any]] = response.json()
        return [self.draft(summary["draft_id"]) for summary in summaries]

    def draft(self, draft_id: str) -> dict[str, Any]:
        response = self.operator.get(f"{DRAFTS_PATH}/{draft_id}")
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    def by_key(self, customer_id: str) -> dict[str, dict[str, Any]]:
        return {draft["draft_key"]: draft for draft in self.drafts(customer_id)}

    def customer_bound(self, customer_id: str) -> list[dict[str, Any]]:
        """Drafts that could ever reach the customer."""
        return [
            draft
            for draft in self.drafts(customer_id)
            if draft["audience"] == "customer" or not draft["held"]
        ]


@contextmanager
def running_delivery(
    database: TestDatabase, secrets: TestSecrets, clock: Clock, data_dir: Any
) -> Iterator[RealDelivery]:
    """Delivery's real app on a loopback port; its own peers are closed ports."""
    checkin_port, gateway_port, expression_port = free_ports(3)
    app = build_app(
        "delivery",
        database,
        secrets,
        clock=clock,
        data_dir=data_dir,
        services={
            "checkin": {"port": checkin_port},
            "gateway": {"port": gateway_port},
            "expression": {"port": expression_port},
        },
        delivery={"background_interval_seconds": 0, "scheduler_enabled": False},
    )
    faults = DeliveryFaults(app)
    with (
        serve(faults) as server,
        loopback_client(
            base_url=server.base_url,
            auth=ServiceRequestSigner(
                "operator", secrets.key("operator"), clock, audience="delivery"
            ),
            timeout=30,
        ) as operator,
    ):
        yield RealDelivery(server, faults, operator)
