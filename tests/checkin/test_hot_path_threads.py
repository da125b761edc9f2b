"""Each hot path takes one trip to AnyIO's worker threads: its nonce and its work together.

A trip is a wake-up of a worker and a GIL hand-over, paid per request on a loaded machine
(ADR 0088, addendum). The signed caller, the context and the clock are read on the event
loop; the route's nonce, statements and COMMIT are one trip (``shared.deps.in_transaction``,
the nonce its transaction's first statement, ADR 0089); a refused request spends its nonce
in that same trip after the rollback. Before, a signed answer took six: the nonce, two
``def`` dependencies, the route, FastAPI's validation of a ``def`` route's answer, and the
COMMIT; then two (the nonce alone, then the work). The counts here are exact, so a trip
added back anywhere on these paths fails them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from anyio._backends._asyncio import AsyncIOBackend

from services.checkin.registry.rules import CONSENT_VERSION
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.flows import F_NORMAL_1, checkin_path, kst_noon, run_checkin

WORK = "in_transaction.<locals>.run"


@pytest.fixture
def trips(monkeypatch: pytest.MonkeyPatch) -> Any:
    """``with trips() as seen:`` lists what went to a worker thread while the block ran."""
    seen: list[str] | None = None
    original = AsyncIOBackend.run_sync_in_worker_thread

    async def counted(func: Any, *args: Any, **kwargs: Any) -> Any:
        if seen is not None:
            target = getattr(func, "func", func)  # a functools.partial names its function
            seen.append(getattr(target, "__qualname__", repr(target)))
        return await original(func, *args, **kwargs)

    # Every trip through AnyIO (Starlette's run_in_threadpool, FastAPI's ``def`` routes,
    # dependencies and answer validation, ``anyio.to_thread``) ends in this one method.
    monkeypatch.setattr(AsyncIOBackend, "run_sync_in_worker_thread", staticmethod(counted))

    @contextmanager
    def recording() -> Iterator[list[str]]:
        nonlocal seen
        seen = []
        try:
            yield seen
        finally:
            seen = None

    return recording


def _started(gateway: Any, clock: Any) -> dict[str, Any]:
    clock.set(kst_noon(factories.START))
    view: dict[str, Any] = ok(gateway.post(checkin_path(CUSTOMER_ID)), 201)
    return view


def test_an_answer_is_one_trip_to_the_worker_threads(gateway, clock, enabled, trips):
    view = _started(gateway, clock)
    question = view["question"]["question_id"]
    with trips() as seen:
        answered = ok(
            gateway.post(
                f"{checkin_path(CUSTOMER_ID)}/{view['session_id']}/answers",
                json={"question_id": question, "value": F_NORMAL_1[question]},
            )
        )
    assert answered["answered"] == [question]
    assert seen == [WORK]


def test_a_refused_answer_is_the_same_one_trip(gateway, clock, enabled, trips):
    view = _started(gateway, clock)
    with trips() as seen:
        response = gateway.post(
            f"{checkin_path(CUSTOMER_ID)}/{view['session_id']}/answers",
            json={"question_id": "Q-NOT-ASKED", "value": "1"},
        )
    assert response.status_code in (409, 422), response.text
    assert seen == [WORK]


def test_a_tap_is_one_trip_to_the_worker_threads(gateway, clock, enabled, trips):
    view = _started(gateway, clock)
    question = view["question"]["question_id"]
    body = {
        "triple": factories.CUSTOMER,
        "answer": {"question_id": question, "value": F_NORMAL_1[question]},
        "acknowledged": {"customer_id": CUSTOMER_ID, "consent_version": CONSENT_VERSION},
    }
    with trips() as seen:
        tap = ok(gateway.post("/v1/routing/tap", json=body))
    assert tap["answered"]["answered"] == [question]
    assert seen == [WORK]


def test_an_operator_record_is_one_trip_to_the_worker_threads(operator, registered, trips):
    record = {
        "entry_id": "entry-000000000001",
        "attempt_id": "attempt-00000000001",
        "minutes": 30,
        "task": "draft_review",
        "work_date": "2026-12-07",
    }
    with trips() as seen:
        ok(operator.post(f"/v1/customers/{CUSTOMER_ID}/records/operator-time", json=record), 201)
    assert seen == [WORK]


def test_a_finalize_is_one_trip_and_presents_its_draft_after_the_answer(
    gateway, clock, enabled, trips
):
    clock.set(kst_noon(factories.START))
    run = run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1, finalize=False)
    with trips() as seen:
        ok(gateway.post(f"{checkin_path(CUSTOMER_ID)}/{run.session_id}/finalize"), 201)
    # The nonce and the whole finalize in one transaction (ADR 0094; before: the nonce
    # alone, then two transactions around expression's presentation), and, after the
    # answer, the background task that asks for the short draft's presentation and has the
    # customer's drafts relayed.
    assert seen == [WORK, "present_then_relay"]


def test_delivery_s_reads_before_a_send_are_one_trip_each(delivery, enabled, trips):
    """Delivery asks for the destinations and the safety state before every send."""
    with trips() as seen:
        ok(delivery.get(f"/v1/customers/{CUSTOMER_ID}/destinations"))
        ok(delivery.get(f"/v1/customers/{CUSTOMER_ID}/safety-state"))
    assert seen == [WORK, WORK]


def test_a_read_of_an_unknown_customer_is_refused_in_its_one_trip(delivery, enabled, trips):
    with trips() as seen:
        response = delivery.get("/v1/customers/nobody-here/destinations")
    assert response.status_code == 404, response.text
    assert seen == [WORK]
