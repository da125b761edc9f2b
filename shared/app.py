"""The service app factory: health, readiness, problem+json, access logs, auth by default.

Every route must depend on ``require_callers`` unless its path is listed as open - the
factory refuses to build an app that exposes an unsigned route by accident. The open ones:

* ``/healthz``, ``/readyz`` - probes for supervisors and compose; they reveal nothing.
* ``/metrics`` - the Prometheus scrape (a scraper cannot sign): counts, latencies and queue
  sizes under bounded labels, never an identifier or a text (ADR 0064).
* ``/docs``, ``/openapi.json`` - the API description; services bind 127.0.0.1 only.
* whatever the service passes in ``open_paths`` (the Telegram webhook, which checks its own
  secret token; the console, which checks its own local token) - with a comment there.
"""

# No ``from __future__ import annotations`` here: FastAPI must evaluate the annotations of
# the nested route functions below, which refer to local dependency markers.

import logging
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager
from typing import Annotated, Any

from fastapi import APIRouter, FastAPI, Request, Response
from fastapi.dependencies.models import Dependant
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute, iter_route_contexts
from sqlalchemy import text
from starlette._utils import get_route_path
from starlette.routing import BaseRoute, Match, Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from shared.auth.verify import (
    VERIFIED_SCOPE_KEY,
    Caller,
    is_signed_dependency,
    require_callers,
    signature_check,
)
from shared.db.migrate import current_revision, head_revision
from shared.deps import RuntimeDep
from shared.http.nul_guard import BODY_SCOPE_KEY, NulGuard
from shared.logging import configure_logging
from shared.metrics import METRICS_CONTENT_TYPE, METRICS_PATH
from shared.problems import (
    PROBLEM_RESPONSES,
    Problem,
    handle_validation,
    install_problem_handlers,
    problem_response,
)
from shared.request_id import RequestIdMiddleware
from shared.runtime import ServiceRuntime
from shared.topology import INBOUND, outbound_peers

ALWAYS_OPEN_PATHS = frozenset(
    {
        "/healthz",
        "/readyz",
        METRICS_PATH,
        "/docs",
        "/docs/oauth2-redirect",
        "/openapi.json",
        "/redoc",
    }
)

_access_logger = logging.getLogger("dualcoach.access")


def _signed_calls(dependant: Dependant | None) -> list[Callable[[Request], Awaitable[object]]]:
    if dependant is None:
        return []
    found: list[Callable[[Request], Awaitable[object]]] = []
    for dependency in dependant.dependencies:
        call = dependency.call
        if call is not None and is_signed_dependency(call):
            found.append(signature_check(call))
        found += _signed_calls(dependency)
    return found


async def _authenticate_then_validate(request: Request, error: Exception) -> Response:
    """FastAPI parses and validates the body before any dependency runs, so a malformed
    body from anyone got a 422 with the parser's details. On a signed route the signature
    is checked first: an unauthenticated request learns only that it is not signed."""
    route = request.scope.get("route")
    signed = _signed_calls(getattr(route, "dependant", None))
    if signed and VERIFIED_SCOPE_KEY not in request.scope:
        body = request.scope.get(BODY_SCOPE_KEY, b"")

        async def receive() -> Message:
            return {"type": "http.request", "body": body, "more_body": False}

        replayed = Request(request.scope, receive)
        for check in signed:
            try:
                await check(replayed)
            except Problem as refused:
                return problem_response(refused)
    return await handle_validation(request, error)


def _has_signed_dependency(dependant: Dependant) -> bool:
    return any(
        is_signed_dependency(dependency.call) or _has_signed_dependency(dependency)
        for dependency in dependant.dependencies
    )


def assert_routes_authenticated(routers: Iterable[APIRouter], open_paths: Iterable[str]) -> None:
    """Raise if any route of ``routers`` outside the open list lacks the signed-caller dependency.

    The routers must be included with no prefix and no dependencies of their own (as
    ``create_service_app`` does), so each route's own dependant is exactly what runs. Reading
    it, rather than the app's effective routes, matters: FastAPI rebuilds every effective
    dependant per app (~75 ms a service), while a module-level route's is built once.
    """
    open_set = ALWAYS_OPEN_PATHS | set(open_paths)
    for path, dependant in _api_routes(router.routes for router in routers):
        if path not in open_set and not _has_signed_dependency(dependant):
            raise RuntimeError(f"route {path} is neither signed nor declared open")


def _api_routes(route_lists: Iterable[Sequence[BaseRoute]]) -> Iterator[tuple[str, Dependant]]:
    for routes in route_lists:
        for route in routes:
            if isinstance(route, APIRoute):
                yield route.path, route.dependant
                continue
            # A router included inside a router: only its effective contexts carry the prefix.
            for context in iter_route_contexts([route]):
                if isinstance(context.original_route, APIRoute):
                    # Never skip a route for want of a path: fall back to the route's own.
                    yield context.path or context.original_route.path, context.dependant


def _health_router() -> APIRouter:
    router = APIRouter(tags=["health"])

    # ``async``: these two only read attributes, so they answer on the event loop rather
    # than taking two trips to the worker threads (the route and its answer's validation).
    @router.get("/healthz")
    async def healthz(runtime: RuntimeDep) -> dict[str, str]:
        return {"status": "ok", "service": runtime.name}

    @router.get("/readyz")
    def readyz(runtime: RuntimeDep) -> dict[str, str]:
        try:
            with runtime.database.engine.connect() as connection:
                connection.execute(text("SELECT 1"))
                current = current_revision(connection, runtime.schema)
        except Exception as error:
            raise Problem(503, "database-unavailable", "Database is not reachable") from error
        head = head_revision(runtime.name)
        if current != head:
            raise Problem(
                503,
                "migrations-pending",
                "Database schema is not at head",
                current=current,
                head=head,
            )
        reasons = [reason for check in runtime.readiness if (reason := check()) is not None]
        if reasons:
            raise Problem(503, "not-ready", "A background task is not running", reasons=reasons)
        return {"status": "ready", "service": runtime.name, "revision": str(current)}

    @router.get(METRICS_PATH, response_class=Response, include_in_schema=False)
    def metrics(runtime: RuntimeDep) -> Response:
        # A sync route: the scrape-time gauges query the database (in a worker thread).
        return Response(runtime.metrics.exposition(), media_type=METRICS_CONTENT_TYPE)

    return router


def _wiring_router(runtime: ServiceRuntime) -> APIRouter:
    router = APIRouter(prefix="/internal", tags=["internal"])
    inbound = sorted(INBOUND[runtime.name])

    @router.get("/ping")
    async def ping(caller: Annotated[Caller, require_callers(*inbound)]) -> dict[str, str]:
        return {"service": runtime.name, "caller": caller.id}

    @router.get("/peers", dependencies=[require_callers("operator")])
    def peers(runtime_: RuntimeDep) -> dict[str, Any]:
        """Make one signed ping to every peer this service calls; report each answer."""
        results: dict[str, Any] = {}
        for peer in outbound_peers(runtime_.name):
            try:
                response = runtime_.peers.client(peer).get("/internal/ping")
                results[peer] = {"status": response.status_code, "body": response.json()}
            except Exception as error:  # reported, not raised: this is a diagnostic
                results[peer] = {"status": None, "error": type(error).__name__}
        return {"service": runtime_.name, "peers": results}

    return router


class AccessLog:
    """Times each HTTP request to its response's start, and counts and logs it there.

    A pure ASGI wrapper (the route template, never the concrete path: paths can carry
    identifiers). It was a ``@app.middleware("http")`` function; Starlette's
    ``BaseHTTPMiddleware`` runs the rest of the app in a task group behind memory streams,
    which cost every request a measurable share of its time (ADR 0088). Same fields, same
    metric; a request whose app raised before answering is not logged here, as before.
    The line is written before the start is passed on, so a client that has its answer can
    already read the line (as with the middleware, whose line preceded the body).
    """

    def __init__(self, app: ASGIApp, runtime: ServiceRuntime) -> None:
        self.app = app
        self.runtime = runtime

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()

        async def timed(message: Message) -> None:
            if message["type"] == "http.response.start":
                self._record(scope, int(message["status"]), time.perf_counter() - started)
            await send(message)

        await self.app(scope, receive, timed)

    def _record(self, scope: Scope, status: int, elapsed: float) -> None:
        template = getattr(scope.get("route"), "path", "<unmatched>")
        method = scope["method"]
        self.runtime.metrics.observe_request(
            method=method, route=template, status=status, seconds=elapsed
        )
        _access_logger.info(
            "request",
            extra={
                "fields": {
                    # Named here too: apps that share a process (tests, the harness) share
                    # one root handler, whose own service name is the last app's.
                    "service": self.runtime.name,
                    "method": method,
                    "route": template,
                    "status": status,
                    "duration_ms": round(elapsed * 1000, 2),
                }
            },
        )


def create_service_app(
    runtime: ServiceRuntime,
    *,
    routers: Sequence[APIRouter] = (),
    open_paths: Iterable[str] = (),
    title: str | None = None,
    on_startup: Callable[[], Awaitable[None]] | None = None,
    on_shutdown: Callable[[], Awaitable[None]] | None = None,
) -> FastAPI:
    """Assemble the FastAPI app of one service around its runtime."""
    configure_logging(runtime.name, runtime.settings.logging.level)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if on_startup:
            await on_startup()
        try:
            yield
        finally:
            if on_shutdown:
                await on_shutdown()
            runtime.close()

    app = FastAPI(
        title=title or f"DualCoach {runtime.name}",
        lifespan=lifespan,
        responses=PROBLEM_RESPONSES,
    )
    app.state.runtime = runtime
    install_problem_handlers(app)
    app.add_exception_handler(RequestValidationError, _authenticate_then_validate)
    app.add_middleware(NulGuard)

    # Outside the guard (it sees the guard's 422s), inside the request id (its lines carry it).
    app.add_middleware(AccessLog, runtime=runtime)

    # Outermost: the request id is set before the access log and every handler runs.
    app.add_middleware(RequestIdMiddleware)
    included = [_health_router(), _wiring_router(runtime), *routers]
    for router in included:
        app.include_router(router)
    assert_routes_authenticated(included, open_paths)
    skip_routers_that_cannot_match(app)
    return app


_NAMED_GROUP = re.compile(r"\(\?P<\w+>")


def _router_path_pattern(included: BaseRoute) -> re.Pattern[str] | None:
    """One pattern matching exactly the paths some route of an included router matches.

    ``None`` when the router holds anything but plain HTTP routes (a mount, a nested
    router, a websocket...), whose matching is not only a path pattern.
    """
    candidates = getattr(included, "effective_candidates", None)
    if candidates is None:
        return None
    patterns: list[str] = []
    for candidate in candidates():
        route = getattr(candidate, "original_route", None)
        regex = getattr(candidate, "path_regex", None)
        if not isinstance(route, APIRoute | Route) or regex is None:
            return None
        # Starlette's compiled patterns name their groups; the union cannot repeat a name.
        patterns.append(f"(?:{_NAMED_GROUP.sub('(?:', regex.pattern)})")
    return re.compile("|".join(patterns)) if patterns else None


def skip_routers_that_cannot_match(app: FastAPI) -> None:
    """Let each included router refuse a path none of its routes' patterns matches at once.

    FastAPI (0.165) matches a request against every included router in order, and each
    router walks its every route (twice for the router that matches): 170-330 µs for a
    check-in answer behind a dozen routers, ~8 % of checkin's CPU in the 8-client answer
    bench (docs/performance.md, 2026-12-05 fifth session; ADR 0095). A route's match is ``NONE``
    unless its path pattern matches (``PARTIAL`` is a path match with another method), so
    answering ``NONE`` for a router none of whose patterns matches the path is the answer
    FastAPI would have given: the same route is chosen, with the same 404, 405 and
    trailing-slash redirect. A router that gains or loses a route after this call is matched
    in full again.

    Each router's pattern is built on the first HTTP request that reaches the router, not
    here: it asks FastAPI for the router's effective routes, which FastAPI itself builds only
    when a request first walks the router. Built for every router at once they cost ~0.1 s
    per app made, paid by every service start and every test app, most of whose routers
    never see a request.
    """
    for included in app.router.routes:
        if getattr(included, "effective_candidates", None) is not None:
            included.matches = _path_gate(included)  # type: ignore[method-assign,assignment]


def _path_gate(included: BaseRoute) -> Callable[[Scope], tuple[Match, Scope]]:
    """``included.matches`` behind its routes' union pattern, built on first use."""
    full_match = included.matches
    routes: list[BaseRoute] = included.original_router.routes  # type: ignore[attr-defined]
    count = len(routes)
    built: list[re.Pattern[str] | None] = []  # empty until the first HTTP request

    def matches(scope: Scope) -> tuple[Match, Scope]:
        if scope["type"] == "http" and len(routes) == count:
            if not built:
                # Two first requests at once both build the same pattern; either one is kept.
                built.append(_router_path_pattern(included))
            pattern = built[0]
            if pattern is not None and pattern.match(get_route_path(scope)) is None:
                return Match.NONE, {}
        return full_match(scope)

    return matches
