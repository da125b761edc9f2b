"""The gateway's erasure asks checkin which chats are still in use, and refuses (nothing
erased) on anything but a well-formed answer - over real HTTP to a fake checkin."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.responses import JSONResponse

from services.gateway.errors import as_problem
from services.gateway.peers.checkin import DESTINATIONS_PATH, destinations_in_use
from services.gateway.peers.errors import DestinationsUnknown
from tests.support.ports import free_ports
from tests.support.servers import loopback_client, serve

ANSWER: dict[str, Any] = {}


def _fake_checkin() -> FastAPI:
    app = FastAPI()

    @app.get(DESTINATIONS_PATH)
    def destinations() -> JSONResponse:
        return JSONResponse(ANSWER["body"], status_code=ANSWER["status"])

    return app


@pytest.fixture(scope="module")
def checkin() -> Iterator[httpx.Client]:
    with serve(_fake_checkin()) as server, loopback_client(base_url=server.base_url) as client:
        yield client


def _answer(status: int, body: Any) -> None:
    ANSWER.update(status=status, body=body)


def test_a_well_formed_answer_is_the_set_of_chat_and_topic_pairs(checkin):
    _answer(
        200,
        {
            "destinations": [
                {"chat_id": -100900001, "topic_id": 7},
                {"chat_id": -100900001, "topic_id": None},
                {"chat_id": 700001, "topic_id": None},
            ]
        },
    )
    assert destinations_in_use(checkin) == {(-100900001, 7), (-100900001, None), (700001, None)}


@pytest.mark.parametrize(
    ("status", "body", "detail"),
    [
        (500, {"title": "boom"}, "Checkin answered HTTP 500; nothing was erased."),
        (403, {"title": "no"}, "Checkin answered HTTP 403; nothing was erased."),
        (
            200,
            {"destinations": [{"chat_id": 1}]},
            "Checkin's answer was malformed; nothing was erased.",
        ),
        (200, {"chats": []}, "Checkin's answer was malformed; nothing was erased."),
    ],
)
def test_anything_else_refuses(checkin, status, body, detail):
    _answer(status, body)
    with pytest.raises(DestinationsUnknown) as refused:
        destinations_in_use(checkin)
    problem = as_problem(refused.value)
    assert problem is not None
    assert (problem.status, problem.slug) == (503, "checkin-unavailable")
    assert problem.detail == detail


def test_an_unreachable_checkin_refuses():
    (port,) = free_ports(1)
    with (
        loopback_client(base_url=f"http://127.0.0.1:{port}") as nobody,
        pytest.raises(DestinationsUnknown) as refused,
    ):
        destinations_in_use(nobody)
    problem = as_problem(refused.value)
    assert problem is not None
    assert (problem.status, problem.slug) == (503, "checkin-unavailable")
    assert problem.detail == "Checkin could not be reached (ConnectError); nothing was erased."
