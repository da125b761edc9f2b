"""``shared.app.skip_routers_that_cannot_match``: the same route chosen, sooner.

An included router whose routes' path patterns cannot match a request's path answers
``NONE`` without walking its routes; every other answer - the route chosen, a 405 from a
router whose path matches with another method, a 404, the trailing-slash redirect - is
FastAPI's own, checked here against the same app without the shortcut.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi import APIRouter, FastAPI
from fastapi.testclient import TestClient
from starlette.routing import BaseRoute, Match

import shared.app as shared_app
from services.checkin.app import create_app
from services.checkin.settings import CheckinSettings
from shared.app import _router_path_pattern, skip_routers_that_cannot_match
from tests.support.keys import TestSecrets


def _app(*, skip: bool) -> FastAPI:
    first = APIRouter()
    second = APIRouter()
    third = APIRouter(prefix="/v1/things")

    @first.get("/v1/customers/{customer_id}/checkins/current")
    async def current(customer_id: str) -> dict[str, str]:
        return {"route": "current", "customer_id": customer_id}

    @first.post("/v1/customers/{customer_id}/only-post")
    async def only_post(customer_id: str) -> dict[str, str]:
        return {"route": "only-post"}

    @second.get("/v1/customers/{customer_id}/checkins/{session_id}")
    async def one(customer_id: str, session_id: str) -> dict[str, str]:
        return {"route": "one", "session_id": session_id}

    @second.get("/v1/customers/{customer_id}/only-post")
    async def shadowed(customer_id: str) -> dict[str, str]:
        return {"route": "get-after-partial"}

    @third.get("/{thing_id:int}")
    async def thing(thing_id: int) -> dict[str, int]:
        return {"thing_id": thing_id}

    @third.get("/slash/")
    async def slash() -> dict[str, str]:
        return {"route": "slash"}

    app = FastAPI()
    for router in (first, second, third):
        app.include_router(router)
    if skip:
        skip_routers_that_cannot_match(app)
    return app


REQUESTS = [
    ("GET", "/v1/customers/c-1/checkins/current"),
    ("GET", "/v1/customers/c-1/checkins/abc"),
    ("GET", "/v1/customers/c-1/only-post"),
    ("POST", "/v1/customers/c-1/only-post"),
    ("PUT", "/v1/customers/c-1/only-post"),
    ("DELETE", "/v1/customers/c-1/checkins/current"),
    ("GET", "/v1/things/42"),
    ("GET", "/v1/things/forty-two"),
    ("GET", "/v1/things/slash"),
    ("GET", "/v1/nowhere"),
    ("GET", "/v1/customers/c-1/checkins/current/"),
]


@pytest.mark.parametrize(("method", "path"), REQUESTS)
def test_every_answer_is_fastapis_own(method: str, path: str) -> None:
    plain = TestClient(_app(skip=False), follow_redirects=False)
    skipping = TestClient(_app(skip=True), follow_redirects=False)
    expected = plain.request(method, path)
    got = skipping.request(method, path)
    assert (got.status_code, got.headers.get("location"), got.content) == (
        expected.status_code,
        expected.headers.get("location"),
        expected.content,
    )


def test_a_router_none_of_whose_patterns_match_is_not_walked() -> None:
    app = _app(skip=True)
    third = app.router.routes[-1]
    scope = {
        "type": "http",
        "method": "GET",
        "path": "/v1/customers/c-1/checkins/x",
        "root_path": "",
        "query_string": b"",
        "headers": [],
    }
    assert third.matches(scope) == (Match.NONE, {})


def test_the_checkin_app_skips_through_its_routers(tmp_path: Path) -> None:
    TestSecrets(tmp_path)
    settings = CheckinSettings(
        database={"url": "postgresql+psycopg://u:p@127.0.0.1:1/db", "role_prefix": "dc"},
        secrets_dir=tmp_path,
    )
    app = create_app(settings)
    included = [route for route in app.router.routes if hasattr(route, "original_router")]
    # Every router checkin includes holds plain HTTP routes only, so each one can skip.
    assert len(included) >= 20
    assert all("matches" in vars(route) for route in included)
    assert all(_router_path_pattern(route) is not None for route in included)


def test_a_routers_pattern_is_built_on_its_first_request_not_when_the_app_is_made(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    built: list[str] = []
    real = shared_app._router_path_pattern

    def counting(included: BaseRoute) -> re.Pattern[str] | None:
        built.append(included.original_router.prefix)  # type: ignore[attr-defined]
        return real(included)

    monkeypatch.setattr(shared_app, "_router_path_pattern", counting)
    client = TestClient(_app(skip=True))
    assert built == []
    assert client.get("/v1/customers/c-1/checkins/current").json()["route"] == "current"
    # The first router matched; the two behind it were never asked.
    assert built == [""]
    assert client.get("/v1/things/42").json() == {"thing_id": 42}
    # Each router's pattern is built once: the first router's is reused, the rest are new.
    assert built == ["", "", "/v1/things"]
    assert client.get("/v1/things/7").json() == {"thing_id": 7}
    assert len(built) == 3


def test_a_router_that_gains_a_route_afterwards_is_matched_in_full() -> None:
    router = APIRouter()

    @router.get("/v1/first")
    async def first() -> dict[str, str]:
        return {"route": "first"}

    app = FastAPI()
    app.include_router(router)
    skip_routers_that_cannot_match(app)

    @router.get("/v1/later")
    async def later() -> dict[str, str]:
        return {"route": "later"}

    client = TestClient(app)
    assert client.get("/v1/first").json() == {"route": "first"}
    assert client.get("/v1/later").json() == {"route": "later"}
