"""Every error a service returns is application/problem+json, and bad input is never a 500."""

import logging

import pytest
from fastapi import APIRouter, Body
from sqlalchemy import text

from shared.auth.verify import require_callers
from shared.deps import RuntimeDep
from shared.problems import Problem
from tests.support.services import build_app, problem, signed_client


@pytest.fixture
def client(database, secrets):
    app = build_app("checkin", database, secrets)
    router = APIRouter(prefix="/internal/test", dependencies=[require_callers("operator")])

    @router.post("/echo")
    def echo(amount: int = Body(..., embed=True, ge=1)) -> dict[str, int]:
        return {"amount": amount}

    @router.get("/conflict")
    def conflict() -> None:
        raise Problem(409, "already-recorded", "Already recorded", detail="same key")

    @router.post("/store")
    def store(runtime: RuntimeDep, amount: int = Body(..., embed=True)) -> None:
        with runtime.database.transaction() as session:  # a value the database cannot hold
            session.execute(text("SELECT CAST(:amount AS bigint)"), {"amount": str(amount)})

    @router.get("/boom")
    def boom() -> None:
        raise RuntimeError("customer said: 가슴이 아파요")

    app.include_router(router)
    with signed_client(app, "operator", secrets) as test_client:
        yield test_client


def test_validation_error_is_a_422_problem_without_the_input(client):
    response = client.post("/internal/test/echo", json={"amount": "숨이 차요"})
    assert response.status_code == 422
    body = problem(response)
    assert body["type"] == "urn:dualcoach:problem:validation-failed"
    assert body["errors"][0]["loc"] == ["body", "amount"]
    assert "숨이 차요" not in response.text


def test_malformed_json_is_a_422_not_a_500(client):
    response = client.post(
        "/internal/test/echo", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    problem(response)


def test_a_value_the_database_cannot_hold_is_a_422_not_a_500(client):
    response = client.post("/internal/test/store", json={"amount": 2**70})
    assert response.status_code == 422
    assert problem(response)["type"] == "urn:dualcoach:problem:invalid-value"
    assert client.post("/internal/test/store", json={"amount": 7}).status_code == 200


def test_domain_problem_keeps_its_status_and_slug(client):
    response = client.get("/internal/test/conflict")
    assert response.status_code == 409
    assert problem(response)["type"] == "urn:dualcoach:problem:already-recorded"


def test_unknown_route_is_a_404_problem(client):
    response = client.get("/nope")
    assert response.status_code == 404
    problem(response)


def test_unexpected_error_is_a_bare_500_that_logs_no_message(client, caplog):
    with caplog.at_level(logging.ERROR):
        response = client.get("/internal/test/boom")
    assert response.status_code == 500
    assert problem(response) == {
        "type": "urn:dualcoach:problem:internal",
        "title": "Internal error",
        "status": 500,
    }
    assert "가슴이" not in response.text
    assert "가슴이" not in caplog.text
    assert any(getattr(r, "fields", {}).get("error_type") == "RuntimeError" for r in caplog.records)


def test_the_openapi_document_declares_problem_json_for_every_error(database, secrets):
    app = build_app("delivery", database, secrets)
    document = app.openapi()
    operations = [op for path in document["paths"].values() for op in path.values()]
    assert operations
    for operation in operations:
        for status in ("401", "403", "422", "500"):
            content = operation["responses"][status]["content"]
            assert list(content) == ["application/problem+json"], (operation, status)
            assert content["application/problem+json"]["schema"]["required"] == [
                "type",
                "title",
                "status",
            ]


def test_the_gateway_documents_the_upstream_statuses_its_sends_answer(database, secrets):
    """Found by the OpenAPI sweep: a send whose Telegram call timed out answered 504
    (outcome unknown, never retried) and one Telegram refused with a 5xx answered 502,
    neither documented."""
    app = build_app("gateway", database, secrets)
    document = app.openapi()
    for path in ("/internal/send", "/internal/edit", "/internal/diagnostic-send"):
        responses = document["paths"][path]["post"]["responses"]
        for status in ("502", "503", "504"):
            assert list(responses[status]["content"]) == ["application/problem+json"], (
                path,
                status,
            )


def test_a_stored_body_answers_the_same_problem_again():
    # The gateway's sending ledger stores a failed send's body and answers it on a repeat.
    original = Problem(504, "telegram-outcome-unknown", "Maybe sent", "Never retried", parts=[])
    again = Problem.from_body(original.body())
    assert (again.status, again.slug, again.title, again.detail) == (
        504,
        "telegram-outcome-unknown",
        "Maybe sent",
        "Never retried",
    )
    assert again.body() == original.body()
    assert Problem.from_body({**original.body(), "replayed": True}).extensions == {
        "parts": [],
        "replayed": True,
    }
