"""A stand-in for the checkin routes delivery calls, speaking the documented contract.

Used only where the real checkin cannot serve a test: routes issue 4 has not built yet
(``POST /v1/tasks/{task_key}/render``). It keeps events idempotent by ``dedupe_key``
exactly as the contract says (201 new, 200 identical replay, 409 different content).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from tests.support.servers import ThreadedServer, serve

OWNER = {"user_id": 700001, "chat_id": 700001, "topic_id": None}
CUSTOMER = {"user_id": 800001, "chat_id": 800001, "topic_id": None}


@dataclass
class FakeCheckinState:
    destinations: dict[str, dict[str, Any]] = field(default_factory=dict)
    events: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    due: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    renders: dict[str, dict[str, Any]] = field(default_factory=dict)
    render_calls: list[str] = field(default_factory=list)
    posts: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add_customer(
        self,
        customer_id: str,
        *,
        enabled: bool = True,
        consent_granted: bool = True,
        customer: dict[str, Any] | None = None,
        owner: dict[str, Any] | None = None,
        registry_revision: str = "rev-1",
    ) -> None:
        self.destinations[customer_id] = {
            "customer_id": customer_id,
            "enabled": enabled,
            "consent_granted": consent_granted,
            "customer": customer or CUSTOMER,
            "trainer": None,
            "owner": owner or OWNER,
            "registry_revision": registry_revision,
        }

    def stream(self, customer_id: str) -> list[dict[str, Any]]:
        with self.lock:
            return list(self.events.get(customer_id, []))


def _problem(status: int, slug: str) -> JSONResponse:
    return JSONResponse(
        {"type": f"urn:dualcoach:problem:{slug}", "title": slug, "status": status},
        status_code=status,
        media_type="application/problem+json",
    )


def create_app(state: FakeCheckinState) -> FastAPI:
    app = FastAPI()

    @app.get("/v1/customers/{customer_id}/destinations")
    def destinations(customer_id: str) -> Any:
        found = state.destinations.get(customer_id)
        return found if found is not None else _problem(404, "customer-not-found")

    @app.post("/v1/customers/{customer_id}/events")
    async def append(customer_id: str, request: Request) -> Any:
        document = await request.json()
        with state.lock:
            state.posts.append(document["dedupe_key"])
            stream = state.events.setdefault(customer_id, [])
            for stored in stream:
                if stored["dedupe_key"] == document["dedupe_key"]:
                    if stored["document"] == document:
                        return JSONResponse({"created": False, "event": stored}, status_code=200)
                    return _problem(409, "dedupe-conflict")
            stored = {"sequence": len(stream) + 1, "dedupe_key": document["dedupe_key"]}
            stored["document"] = document
            stream.append(stored)
            return JSONResponse({"created": True, "event": stored}, status_code=201)

    @app.get("/v1/customers/{customer_id}/events")
    def events(customer_id: str) -> Any:
        return {"customer_id": customer_id, "events": state.stream(customer_id)}

    @app.get("/v1/schedule/due")
    def due(kst_date: str) -> Any:
        return {"kst_date": kst_date, "tasks": state.due.get(kst_date, [])}

    @app.post("/v1/tasks/{task_key}/render")
    def render(task_key: str) -> Any:
        state.render_calls.append(task_key)
        found = state.renders.get(task_key)
        return found if found is not None else _problem(404, "task-not-found")

    return app


@contextmanager
def fake_checkin(
    state: FakeCheckinState | None = None,
) -> Iterator[tuple[ThreadedServer, FakeCheckinState]]:
    state = state or FakeCheckinState()
    with serve(create_app(state)) as server:
        yield server, state
