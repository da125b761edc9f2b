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
import threading
from pathlib import Path
from typing import Any

from fastapi import FastAPI

from services.checkin.events.service import read_stream, verify_events
from tests.checkin.conftest import CUSTOMER_ID, ok, spent_nonces
from tests.checkin.factories import operator_time_entry as entry
from tests.support.servers import loopback_client, post_at_once, serve
from tests.support.services import Replayable, problem
from tests.support.statements import RoundTrips

RECORDS = f"/v1/customers/{CUSTOMER_ID}/records"
OPERATOR_TIME = f"{RECORDS}/operator-time"


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
    request = Replayable(secrets, clock, "POST", OPERATOR_TIME, entry(2), caller="operator")
    before = spent_nonces(app)
    trace.taken()
    ok(request.send(app), 201)
    assert trace.taken()[0] == "BEGIN+INSERT"  # the nonce went with the BEGIN
    assert spent_nonces(app) == before + 1
    trace.taken()
    _assert_replayed(request.send(app))
    trips = trace.taken()
    trace.close()
    # The replay's nonce is found spent by the opening itself; nothing else is sent.
    assert trips == ["BEGIN+INSERT", "ROLLBACK"], trips
    assert spent_nonces(app) == before + 1
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
    requests = [
        Replayable(secrets, clock, "POST", OPERATOR_TIME, entry(n), caller="operator")
        for n in range(1, 9)
    ]
    statuses: list[int] = []
    ready = threading.Barrier(4)

    with serve(app) as server:

        def send(mine: list[Replayable]) -> None:
            with loopback_client(base_url=f"http://127.0.0.1:{server.port}", timeout=30) as client:
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
        request = Replayable(
            secrets, clock, "POST", OPERATOR_TIME, entry(10 + attempt), caller="operator"
        )
        assert sorted(_twice_at_once(app, request)) == [201, 401]
    assert [event.sequence for event in _stream(app)] == [1, 2, 3, 4]


def _twice_at_once(app: FastAPI, request: Replayable) -> list[int]:
    return post_at_once(app, request.target, request.headers, request.body)
