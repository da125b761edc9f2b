"""A hot path's nonce is spent in the route's own transaction, and replay protection holds.

ADR 0089: on a route declared ``nonce_in_transaction=True`` the nonce's INSERT is the first
statement of the route's one transaction. These tests replay byte-identical signed
requests (same nonce, same signature) against the real app on a real database: whatever
the first request's fate - committed, refused inside its transaction, refused before it,
a body that never reached the route, or a route that forgot to spend it - the replay is
refused as a replay, and a committed request's effect happens once.
"""

from __future__ import annotations

import json
import threading
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select

from services.checkin.tables import service_request_nonce
from shared.auth.signing import sign
from shared.auth.verify import require_callers
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.flows import F_NORMAL_1, checkin_path, kst_noon
from tests.support.servers import serve
from tests.support.services import problem, unsigned_client


def _nonces(app: FastAPI) -> int:
    with app.state.runtime.database.transaction() as session:
        count: int = session.execute(
            select(func.count()).select_from(service_request_nonce)
        ).scalar_one()
    return count


class Replayable:
    """One signed request, frozen: sending it again sends the same nonce and signature."""

    def __init__(self, secrets: Any, clock: Any, method: str, target: str, body: Any) -> None:
        self.method = method
        self.target = target
        self.body = b"" if body is None else json.dumps(body).encode()
        self.headers = sign(
            key=secrets.key("gateway").get_secret_value().encode(),
            caller="gateway",
            audience="checkin",
            method=method,
            target=target,
            body=self.body,
            now=clock.now(),
        )
        if body is not None:
            self.headers["content-type"] = "application/json"

    def send(self, app: FastAPI) -> Any:
        with unsigned_client(app) as client:
            return client.request(self.method, self.target, headers=self.headers, content=self.body)


def _started(gateway: Any, clock: Any) -> dict[str, Any]:
    clock.set(kst_noon(factories.START))
    view: dict[str, Any] = ok(gateway.post(checkin_path(CUSTOMER_ID)), 201)
    return view


def _answer(view: dict[str, Any], value: Any = None) -> tuple[str, dict[str, Any]]:
    question = view["question"]["question_id"]
    target = f"{checkin_path(CUSTOMER_ID)}/{view['session_id']}/answers"
    return target, {"question_id": question, "value": value or F_NORMAL_1[question]}


def _assert_replayed(response: Any) -> None:
    assert response.status_code == 401, response.text
    assert problem(response)["type"].endswith("replayed-nonce")


def test_a_committed_answer_spends_its_nonce_once_and_its_replay_changes_nothing(
    app, gateway, clock, enabled, secrets
):
    view = _started(gateway, clock)
    target, body = _answer(view)
    request = Replayable(secrets, clock, "POST", target, body)
    before = _nonces(app)
    answered = ok(request.send(app))
    assert answered["answered"] == [body["question_id"]]
    assert _nonces(app) == before + 1
    _assert_replayed(request.send(app))
    assert _nonces(app) == before + 1
    current = ok(gateway.get(f"{checkin_path(CUSTOMER_ID)}/current"))
    assert current["answered"] == [body["question_id"]]


def test_an_answer_refused_inside_its_transaction_still_spends_its_nonce(
    app, gateway, clock, enabled, secrets
):
    view = _started(gateway, clock)
    target, _ = _answer(view)
    request = Replayable(
        secrets, clock, "POST", target, {"question_id": "Q-NOT-ASKED", "value": "1"}
    )
    before = _nonces(app)
    refused = request.send(app)
    assert refused.status_code in (409, 422), refused.text
    assert not problem(refused)["type"].endswith("replayed-nonce")
    # Rolled back with the refusal, then spent alone: a replay is a replay, not a retry.
    assert _nonces(app) == before + 1
    _assert_replayed(request.send(app))


def test_a_refusal_before_the_transaction_still_spends_its_nonce(
    app, gateway, clock, enabled, secrets
):
    """``?replay_kst_date=`` is refused to the gateway by a dependency, before the route."""
    view = _started(gateway, clock)
    target, body = _answer(view)
    request = Replayable(secrets, clock, "POST", f"{target}?replay_kst_date=2026-12-01", body)
    before = _nonces(app)
    refused = request.send(app)
    assert refused.status_code == 403, refused.text
    assert _nonces(app) == before + 1
    _assert_replayed(request.send(app))


def test_a_body_that_never_reaches_the_route_still_spends_its_nonce(
    app, gateway, clock, enabled, secrets
):
    view = _started(gateway, clock)
    target, _ = _answer(view)
    request = Replayable(secrets, clock, "POST", target, {"unexpected": True})
    before = _nonces(app)
    assert request.send(app).status_code == 422
    assert _nonces(app) == before + 1
    _assert_replayed(request.send(app))


def test_a_route_that_returns_without_spending_its_nonce_is_an_error_and_spends_it(
    app, clock, secrets
):
    async def forgets() -> dict[str, str]:
        return {"done": "without in_transaction"}

    app.router.add_api_route(
        "/test/forgets",
        forgets,
        dependencies=[require_callers("gateway", nonce_in_transaction=True)],
    )
    request = Replayable(secrets, clock, "GET", "/test/forgets", None)
    before = _nonces(app)
    assert request.send(app).status_code == 500
    assert _nonces(app) == before + 1
    _assert_replayed(request.send(app))


@pytest.mark.parametrize("attempt", range(3))
def test_a_replay_racing_its_original_is_refused_and_the_answer_counts_once(
    app, gateway, clock, enabled, secrets, attempt
):
    """Both copies reach the route at once: the second INSERT waits on the primary key
    until the first transaction ends, then finds the nonce spent."""
    view = _started(gateway, clock)
    target, body = _answer(view)
    request = Replayable(secrets, clock, "POST", target, body)
    ready = threading.Barrier(2)
    statuses: list[int] = []

    with serve(app) as server:

        def send() -> None:
            with httpx.Client(base_url=f"http://127.0.0.1:{server.port}", timeout=30) as client:
                ready.wait()
                statuses.append(
                    client.post(target, headers=request.headers, content=request.body).status_code
                )

        threads = [threading.Thread(target=send) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert sorted(statuses) == [200, 401]
    current = ok(gateway.get(f"{checkin_path(CUSTOMER_ID)}/current"))
    assert current["answered"] == [body["question_id"]]
