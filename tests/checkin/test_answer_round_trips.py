"""What a signed check-in answer sends to PostgreSQL, round trip by round trip.

The statements are pinned elsewhere (ADR 0088: the scope and the registry entry, the
session with today's facts, the UPDATE); this pins the wire, where the pool's ping, the
BEGIN and the COMMIT are round trips too. The pool's ping was an empty query of its own
before psycopg's BEGIN; it is now that BEGIN (``shared.db.session``, ADR 0095): six round
trips - BEGIN, the nonce (ADR 0089), three statements, COMMIT - where there were seven.
"""

from __future__ import annotations

from pathlib import Path

from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.flows import F_NORMAL_1, checkin_path, kst_noon
from tests.support.statements import RoundTrips


def test_an_answer_is_six_round_trips_its_ping_the_begin(app, gateway, clock, enabled, tmp_path):
    engine = app.state.runtime.database.engine
    engine.dispose()  # the trace sees only connections opened after it starts
    trace = RoundTrips(engine, Path(tmp_path) / "libpq.trace")
    clock.set(kst_noon(factories.START))
    view = ok(gateway.post(checkin_path(CUSTOMER_ID)), 201)
    path = f"{checkin_path(CUSTOMER_ID)}/{view['session_id']}/answers"
    question = view["question"]["question_id"]
    view = ok(gateway.post(path, json={"question_id": question, "value": F_NORMAL_1[question]}))
    trace.taken()
    question = view["question"]["question_id"]
    ok(gateway.post(path, json={"question_id": question, "value": F_NORMAL_1[question]}))
    trips = trace.taken()
    trace.close()
    assert ";" not in trips  # the reused connection was pinged by its BEGIN
    assert trips[0] == "BEGIN" and trips[-1] == "COMMIT", trips
    assert len(trips) == 6, trips
