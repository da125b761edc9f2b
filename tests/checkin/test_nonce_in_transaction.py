"""A hot path's nonce is spent in the route's own transaction, and replay protection holds.

ADR 0089: on a route declared ``nonce_in_transaction=True`` the nonce's INSERT is the first
statement of the route's one transaction. These tests replay byte-identical signed
requests (same nonce, same signature) against the real app on a real database: whatever
the first request's fate - committed, refused inside its transaction, refused before it,
a body that never reached the route, or a route that forgot to spend it - the replay is
refused as a replay, and a committed request's effect happens once.
"""

from __future__ import annotations

from typing import Any

import pytest

from shared.auth.verify import require_callers
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok, spent_nonces
from tests.checkin.flows import F_NORMAL_1, checkin_path, kst_noon
from tests.support.servers import post_at_once
from tests.support.services import Replayable, problem


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
    before = spent_nonces(app)
    answered = ok(request.send(app))
    assert answered["answered"] == [body["question_id"]]
    assert spent_nonces(app) == before + 1
    _assert_replayed(request.send(app))
    assert spent_nonces(app) == before + 1
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
    before = spent_nonces(app)
    refused = request.send(app)
    assert refused.status_code in (409, 422), refused.text
    assert not problem(refused)["type"].endswith("replayed-nonce")
    # Rolled back with the refusal, then spent alone: a replay is a replay, not a retry.
    assert spent_nonces(app) == before + 1
    _assert_replayed(request.send(app))


def test_a_refusal_before_the_transaction_still_spends_its_nonce(
    app, gateway, clock, enabled, secrets
):
    """``?replay_kst_date=`` is refused to the gateway by a dependency, before the route."""
    view = _started(gateway, clock)
    target, body = _answer(view)
    request = Replayable(secrets, clock, "POST", f"{target}?replay_kst_date=2026-12-01", body)
    before = spent_nonces(app)
    refused = request.send(app)
    assert refused.status_code == 403, refused.text
    assert spent_nonces(app) == before + 1
    _assert_replayed(request.send(app))


def test_a_body_that_never_reaches_the_route_still_spends_its_nonce(
    app, gateway, clock, enabled, secrets
):
    view = _started(gateway, clock)
    target, _ = _answer(view)
    request = Replayable(secrets, clock, "POST", target, {"unexpected": True})
    before = spent_nonces(app)
    assert request.send(app).status_code == 422
    assert spent_nonces(app) == before + 1
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
    before = spent_nonces(app)
    assert request.send(app).status_code == 500
    assert spent_nonces(app) == before + 1
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
    statuses = post_at_once(app, target, request.headers, request.body)
    assert sorted(statuses) == [200, 401]
    current = ok(gateway.get(f"{checkin_path(CUSTOMER_ID)}/current"))
    assert current["answered"] == [body["question_id"]]
