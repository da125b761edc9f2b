"""A hot path's nonce travels with its transaction's BEGIN, and every check holds (ADR 0098).

On a reused connection the pool's pre-ping is the transaction's BEGIN and the nonce's
INSERT, one round trip (``shared.db.session.OpeningStatement``); the INSERT is still the
transaction's first statement and commits with the route's work. These tests run an
operator record on such a connection (the trace shows the opening was taken) and check
what it must still do: a replay - after the original, or racing it - refused as a replay,
an unregistered customer refused 404 before its record's own 422, the stream's head and
chain rules, and concurrent appends to one stream serialised into one unbroken chain.
"""

from __future__ import annotations

import itertools
import json
import threading
from pathlib import Path
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import func, select

from services.checkin.events.service import read_stream, verify_events
from services.checkin.tables import service_request_nonce
from shared.auth.signing import sign
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.support.servers import serve
from tests.support.services import problem, unsigned_client
from tests.support.statements import RoundTrips

RECORDS = f"/v1/customers/{CUSTOMER_ID}/records"
OPERATOR_TIME = f"{RECORDS}/operator-time"


def entry(number: int, **more: Any) -> dict[str, Any]:
    return {
        "entry_id": f"entry-{number:012d}",
        "attempt_id": f"attempt-{number:011d}",
        "minutes": 30,
        "task": "draft_review",
        "work_date": "2026-12-08",
        **more,
    }


class Replayable:
    """One signed operator request, frozen: sending it again sends the same nonce."""

    def __init__(self, secrets: Any, clock: Any, target: str, body: Any) -> None:
        self.target = target
        self.body = json.dumps(body).encode()
        self.headers = sign(
            key=secrets.key("operator").get_secret_value().encode(),
            caller="operator",
            audience="checkin",
            method="POST",
            target=target,
            body=self.body,
            now=clock.now(),
        )
        self.headers["content-type"] = "application/json"

    def send(self, app: FastAPI) -> Any:
        with unsigned_client(app) as client:
            return client.post(self.target, headers=self.headers, content=self.body)


def _nonces(app: FastAPI) -> int:
    with app.state.runtime.database.transaction() as session:
        count: int = session.execute(
            select(func.count()).select_from(service_request_nonce)
        ).scalar_one()
    return count


def _stream(app: FastAPI) -> list[Any]:
    with app.state.runtime.database.transaction() as session:
        return read_stream(session, CUSTOMER_ID)


def _assert_replayed(response: Any) -> None:
    assert response.status_code == 401, response.text
    assert problem(response)["type"].endswith("replayed-nonce"), response.text


def _traced(app: FastAPI, tmp_path: Path) -> RoundTrips:
    engine = app.state.runtime.database.engine
    engine.dispose()  # the trace sees only connections opened after it starts
    return RoundTrips(engine, Path(tmp_path) / "libpq.trace")


def test_a_replayed_record_is_refused_as_a_replay_and_appended_once(
    app, operator, enabled, secrets, clock, tmp_path
):
    trace = _traced(app, tmp_path)
    ok(operator.post(OPERATOR_TIME, json=entry(1)), 201)  # opens the connection
    request = Replayable(secrets, clock, OPERATOR_TIME, entry(2))
    before = _nonces(app)
    trace.taken()
    ok(request.send(app), 201)
    assert trace.taken()[0] == "BEGIN+INSERT"  # the nonce went with the BEGIN
    assert _nonces(app) == before + 1
    trace.taken()
    _assert_replayed(request.send(app))
    trips = trace.taken()
    trace.close()
    # The replay's nonce is found spent by the opening itself; nothing else is sent.
    assert trips == ["BEGIN+INSERT", "ROLLBACK"], trips
    assert _nonces(app) == before + 1
    assert [event.dedupe_key for event in _stream(app)][-1].endswith("entry-000000000002")
    assert len(_stream(app)) == 2


def test_an_unregistered_customer_is_still_refused_404_before_the_records_422(
    app, operator, tmp_path
):
    trace = _traced(app, tmp_path)
    for body in (entry(1), entry(2), entry(3, minutes=-5)):
        response = operator.post(OPERATOR_TIME, json=body)
        assert response.status_code == 404, response.text
        assert problem(response)["type"].endswith("customer-not-found"), response.text
    trips = trace.taken()
    trace.close()
    assert "BEGIN+INSERT" in trips, trips  # the later ones on the reused connection


def test_the_head_and_chain_rules_hold_on_the_opening_path(app, operator, enabled, tmp_path):
    trace = _traced(app, tmp_path)
    for number in range(1, 4):
        ok(operator.post(OPERATOR_TIME, json=entry(number)), 201)
    # The same key again, same content, a new nonce: the stored event, nothing appended.
    again = ok(operator.post(OPERATOR_TIME, json=entry(3)), 200)
    # The same key with different content: refused, nothing written.
    conflict = operator.post(OPERATOR_TIME, json=entry(3, minutes=45))
    assert conflict.status_code == 409, conflict.text
    assert problem(conflict)["type"].endswith("dedupe-conflict")
    assert "BEGIN+INSERT" in trace.taken()
    trace.close()
    stored = _stream(app)
    assert [event.sequence for event in stored] == [1, 2, 3]
    assert again["event"]["event_id"] == stored[-1].event_id
    for previous, event in itertools.pairwise(stored):
        assert event.previous_row_digest == previous.row_digest
    assert verify_events(CUSTOMER_ID, stored).ok


def test_concurrent_records_of_one_stream_make_one_unbroken_chain(app, enabled, secrets, clock):
    requests = [Replayable(secrets, clock, OPERATOR_TIME, entry(n)) for n in range(1, 9)]
    statuses: list[int] = []
    ready = threading.Barrier(4)

    with serve(app) as server:

        def send(mine: list[Replayable]) -> None:
            with httpx.Client(base_url=f"http://127.0.0.1:{server.port}", timeout=30) as client:
                ready.wait()
                for request in mine:
                    response = client.post(
                        request.target, headers=request.headers, content=request.body
                    )
                    statuses.append(response.status_code)

        threads = [threading.Thread(target=send, args=(requests[i::4],)) for i in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert statuses == [201] * 8, statuses
    stored = _stream(app)
    assert [event.sequence for event in stored] == list(range(1, 9))
    assert verify_events(CUSTOMER_ID, stored).ok


def test_a_replay_racing_its_original_record_is_refused_and_appended_once(
    app, operator, enabled, secrets, clock
):
    ok(operator.post(OPERATOR_TIME, json=entry(1)), 201)
    for attempt in range(3):
        request = Replayable(secrets, clock, OPERATOR_TIME, entry(10 + attempt))
        assert sorted(_twice_at_once(app, request)) == [201, 401]
    assert [event.sequence for event in _stream(app)] == [1, 2, 3, 4]


def _twice_at_once(app: FastAPI, request: Replayable) -> list[int]:
    ready = threading.Barrier(2)
    statuses: list[int] = []
    with serve(app) as server:

        def send() -> None:
            with httpx.Client(base_url=f"http://127.0.0.1:{server.port}", timeout=30) as client:
                ready.wait()
                response = client.post(
                    request.target, headers=request.headers, content=request.body
                )
                statuses.append(response.status_code)

        threads = [threading.Thread(target=send) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    return statuses
