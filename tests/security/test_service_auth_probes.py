"""Every signed route of every service, probed with requests that must not get in: unsigned,
signed with the wrong key, a tampered body or target, stale and future timestamps, signed
for another service, signed by a caller the route does not allow, a replayed nonce.

Each is refused 401/403 with a problem body, and nothing changes: the row count of every
table in all five schemas is the same before and after (the nonce tables included - a
refused request must not even spend its nonce). tests/shared/test_service_auth.py proves
each check on one route; this proves no real route was left out of them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import timedelta

import httpx
import pytest
from fastapi.routing import APIRoute, iter_route_contexts
from pydantic import SecretStr
from sqlalchemy import text

from shared.auth.signing import sign
from shared.clock import ManualClock
from shared.topology import CALLERS, SERVICES, CallerName, ServiceName
from tests.checkin import factories
from tests.checkin.flows import kst_noon
from tests.integration.stack import CUSTOMER_ID
from tests.security.signing import RouteCallers
from tests.security.stack import FiveServices, five_services
from tests.support.database import TestDatabase
from tests.support.servers import loopback_client

pytestmark = pytest.mark.slow

_PARAMETER = re.compile(r"\{([^}:]+)(?::[^}]*)?\}")
WRONG_KEY = SecretStr("not-the-key-" + "0" * 52)


@dataclass(frozen=True)
class Route:
    service: ServiceName
    method: str
    template: str
    caller: CallerName
    refused_callers: tuple[CallerName, ...]

    @property
    def target(self) -> str:
        # Real-looking ids: the pilot customer where a customer is named, else a probe id.
        return _PARAMETER.sub(
            lambda m: CUSTOMER_ID if m.group(1) == "customer_id" else "probe-0001",
            self.template,
        )

    @property
    def body(self) -> bytes:
        return b"" if self.method in ("GET", "DELETE") else b"{}"


def signed_routes(running: FiveServices) -> Iterator[Route]:
    for service in SERVICES:
        app = running.app(service)
        callers = RouteCallers(app)
        for context in iter_route_contexts(app.routes):
            if not isinstance(context.original_route, APIRoute):
                continue
            template = str(context.path)
            for method in sorted(context.methods or ()):
                caller = callers.caller_for(method, template)
                if caller is None:
                    continue  # open by design (probes, webhook, console): tested elsewhere
                accepted = callers.accepted(method, template)
                refused = tuple(c for c in CALLERS if c not in accepted)
                yield Route(service, method, template, caller, refused)


def table_counts(database: TestDatabase) -> dict[str, int]:
    """Rows in every table of the five schemas, read as the cluster's superuser (no RLS)."""
    with database.engine() as engine, engine.connect() as connection:
        tables = connection.execute(
            text(
                "SELECT table_schema, table_name FROM information_schema.tables"
                " WHERE table_schema = ANY(:schemas) AND table_type = 'BASE TABLE'"
            ),
            {"schemas": list(SERVICES)},
        ).all()
        return {
            f"{schema}.{table}": connection.execute(
                text(f'SELECT count(*) FROM "{schema}"."{table}"')
            ).scalar_one()
            for schema, table in tables
        }


class Prober:
    def __init__(self, running: FiveServices, clock: ManualClock) -> None:
        self.running = running
        self.clock = clock
        self.secrets = running.stack.secrets
        self.client = loopback_client(timeout=30)

    def send(
        self,
        route: Route,
        *,
        caller: CallerName | None = None,
        key: SecretStr | None = None,
        audience: str | None = None,
        skew: timedelta = timedelta(0),
        body: bytes | None = None,
        target: str | None = None,
        signed: bool = True,
        headers: dict[str, str] | None = None,
    ) -> tuple[httpx.Response, dict[str, str]]:
        caller = caller or route.caller
        signed_body = route.body
        if headers is None:
            headers = (
                sign(
                    key=(key or self.secrets.key(caller)).get_secret_value().encode(),
                    caller=caller,
                    audience=audience or route.service,
                    method=route.method,
                    target=route.target,
                    body=signed_body,
                    now=self.clock.now() + skew,
                )
                if signed
                else {}
            )
        base = self.running.server(route.service).base_url
        response = self.client.request(
            route.method,
            base + (target or route.target),
            content=signed_body if body is None else body,
            headers={**headers, "Content-Type": "application/json"},
        )
        return response, headers


def _refusals(prober: Prober, route: Route) -> Iterator[tuple[str, httpx.Response]]:
    yield "unsigned", prober.send(route, signed=False)[0]
    yield "wrong key", prober.send(route, key=WRONG_KEY)[0]
    yield "stale", prober.send(route, skew=timedelta(seconds=-31))[0]
    yield "future", prober.send(route, skew=timedelta(seconds=31))[0]
    other = next(s for s in SERVICES if s != route.service)
    yield "other audience", prober.send(route, audience=other)[0]
    if route.method in ("GET", "DELETE"):
        yield "tampered target", prober.send(route, target=route.target + "?probe=1")[0]
    else:
        yield "tampered body", prober.send(route, body=json.dumps({"probe": 1}).encode())[0]
    for refused in route.refused_callers[:2]:
        yield f"caller {refused}", prober.send(route, caller=refused)[0]


def test_every_signed_route_refuses_every_bad_signature_and_changes_nothing(database, tmp_path):
    clock = ManualClock(kst_noon(factories.START))
    with five_services(database, tmp_path, clock) as running:
        prober = Prober(running, clock)
        routes = list(signed_routes(running))
        # One valid request per route first (it may change state; that is its right), kept
        # for the replay below.
        spent = {route: prober.send(route)[1] for route in routes}
        before = table_counts(database)
        wrong: list[str] = []
        sent = 0
        for route in routes:
            probes = [
                *_refusals(prober, route),
                ("replayed", prober.send(route, headers=spent[route])[0]),
            ]
            sent += len(probes)
            for name, response in probes:
                refused = response.status_code in (401, 403) and response.headers.get(
                    "content-type", ""
                ).startswith("application/problem+json")
                if not refused:
                    wrong.append(
                        f"{route.service} {route.method} {route.template} {name}:"
                        f" {response.status_code}"
                    )
        after = table_counts(database)
        prober.client.close()
    print(f"service-auth probes: {len(routes)} signed routes, {sent} requests, {len(wrong)} let in")
    assert wrong == []
    assert after == before
