"""The delivery outbox: persisted before any call, never lost when delivery is unreachable,
offered again until accepted - through the port and over real loopback HTTP."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from services.checkin.peers.delivery import PortAnswer
from shared.contracts.presentation import SurfaceSubmission
from shared.contracts.surfaces import verify_canonical
from shared.contracts.surfaces.dual_card import parse_actions
from tests.checkin import nutrition_support as ns
from tests.checkin.conftest import ok
from tests.support.ports import free_ports
from tests.support.servers import serve
from tests.support.services import build_app, signed_client

WEEK_1 = [70.0, 70.1, 70.0, 70.2, 70.1]
WEEK_2 = [70.5, 70.6, 70.6, 70.7, 70.6]


def prepared(operator, clock) -> None:
    ns.enable_customer(operator)
    ns.record_week(operator, ns.WEEK_1, WEEK_1)
    ns.record_week(operator, ns.WEEK_2, WEEK_2)
    ns.at_kst(clock, ns.REPORT_DAY[2])


def test_an_unreachable_delivery_leaves_the_card_pending_until_a_flush(app, operator, clock):
    port = ns.RecordingPort(answers=[PortAnswer("unreachable", None, {"error": "ConnectError"})])
    app.state.delivery_port = port
    prepared(operator, clock)
    result = ns.compute(operator, 2)
    (item,) = result["outbox"]
    assert (item["item_kind"], item["state"], item["attempts"]) == ("card", "pending", 1)
    assert item["last_outcome"] == "unreachable"
    flushed = ok(operator.post(f"{ns.NUTRITION}/outbox/flush"))
    assert [(i["state"], i["attempts"]) for i in flushed] == [("accepted", 2)]
    assert flushed[0]["delivery"] == {"card_id": "card-2"}
    # The same persisted bytes were offered both times; an accepted item is not offered again.
    assert port.submitted[0] == port.submitted[1]
    ok(operator.post(f"{ns.NUTRITION}/outbox/flush"))
    assert len(port.submitted) == 2


def test_a_broken_port_is_recorded_as_unreachable_and_loses_nothing(app, operator, clock):
    class Exploding:
        def submit(self, item_kind: str, submission: Any) -> PortAnswer:
            raise RuntimeError("boom")

    app.state.delivery_port = Exploding()
    prepared(operator, clock)
    result = ns.compute(operator, 2)
    assert result["outbox"][0]["state"] == "pending"
    outbox = ok(operator.get(f"{ns.NUTRITION}/outbox"))
    assert outbox[0]["last_outcome"] == "unreachable"
    assert (
        ok(operator.get(f"{ns.NUTRITION}/proposals"))[0]["proposal_digest"]
        == (result["proposal_digest"])
    )


def test_a_refusal_is_recorded_and_the_item_stays_pending(app, operator, clock):
    app.state.delivery_port = ns.RecordingPort(
        answers=[PortAnswer("refused", 409, {"slug": "card-authority-missing"})]
    )
    prepared(operator, clock)
    item = ns.compute(operator, 2)["outbox"][0]
    assert (item["state"], item["last_outcome"]) == ("pending", "refused")


# --- the real HTTP port against a delivery stand-in on loopback ------------------------------


def fake_delivery(received: list[tuple[str, dict[str, Any]]]) -> FastAPI:
    """Answers like delivery's ``/v1/cards`` and ``/v1/drafts`` (re-parsing the card)."""
    app = FastAPI()

    @app.post("/v1/cards")
    async def cards(request: Request) -> JSONResponse:
        body = await request.json()
        if request.headers.get("x-dualcoach-caller") != "checkin":
            return JSONResponse({"status": 401}, status_code=401)
        surface = SurfaceSubmission.model_validate(body["surface"]).to_canonical()
        verify_canonical(surface)
        parse_actions(surface.buttons, surface.manifest.surface_version)
        received.append(("card", body))
        return JSONResponse({"card_id": "c-0123456789abcdef", "status": "card"}, status_code=201)

    @app.post("/v1/drafts")
    async def drafts(request: Request) -> JSONResponse:
        received.append(("draft", await request.json()))
        return JSONResponse({"draft_id": "d-1", "status": "pending"}, status_code=201)

    return app


@pytest.fixture
def delivery_server():
    received: list[tuple[str, dict[str, Any]]] = []
    with serve(fake_delivery(received)) as server:
        yield server, received


def test_the_http_port_hands_cards_and_drafts_to_delivery(
    database, secrets, clock, delivery_server
):
    server, received = delivery_server
    services = {"delivery": {"host": "127.0.0.1", "port": server.port}}
    app = build_app("checkin", database, secrets, clock=clock, services=services)
    with signed_client(app, "operator", secrets, clock) as operator:
        prepared(operator, clock)
        result = ns.compute(operator, 2)
        assert result["outbox"][0]["state"] == "accepted"
        assert result["outbox"][0]["delivery"] == {
            "card_id": "c-0123456789abcdef",
            "status": "card",
        }
        decided = ns.decide(operator, result, "approve")
    assert [kind for kind, _ in received] == ["card", "draft"]
    assert received[0][1]["proposal_digest"] == result["proposal_digest"]
    assert received[1][1]["draft_key"] == decided["draft_key"]


def test_the_http_port_reports_an_unreachable_delivery(database, secrets, clock):
    (closed,) = free_ports(1)
    services = {"delivery": {"host": "127.0.0.1", "port": closed}}
    app = build_app("checkin", database, secrets, clock=clock, services=services)
    with signed_client(app, "operator", secrets, clock) as operator:
        prepared(operator, clock)
        result = ns.compute(operator, 2)
        assert (result["outbox"][0]["state"], result["outbox"][0]["last_outcome"]) == (
            "pending",
            "unreachable",
        )
        assert result["proposal"]["decision"] == "decrease"


def test_the_deployment_setting_picks_the_physique_grammar(database, secrets, clock):
    settings = {"operator_card_grammar": "physique"}
    app = build_app("checkin", database, secrets, clock=clock, checkin=settings)
    port = ns.RecordingPort()
    app.state.delivery_port = port
    with signed_client(app, "operator", secrets, clock) as operator:
        prepared(operator, clock)
        ns.compute(operator, 2)
    ((_, card),) = port.submitted
    surface = SurfaceSubmission.model_validate(card["surface"]).to_canonical()
    assert surface.manifest.surface_version == "adaptive.physique.card.v1"
    assert surface.body.startswith("[운영자 확인용] 피지크 코칭 제안\n고객: kim-pilot\n")
    verify_canonical(surface)


def test_an_unknown_grammar_setting_refuses_to_start(database, secrets, clock):
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        build_app("checkin", database, secrets, clock=clock, checkin={"operator_card_grammar": "x"})
