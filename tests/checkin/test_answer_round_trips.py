"""What a signed check-in answer sends to PostgreSQL, round trip by round trip.

The statements are pinned elsewhere (ADR 0088: the scope and the registry entry, the
session with today's facts, the UPDATE); this pins the wire, where the pool's pre-ping,
psycopg's BEGIN and the COMMIT are round trips too. Five: BEGIN with the nonce's INSERT
(ADR 0089), sent as the pool's pre-ping in one message (ADR 0098; it was the ping ``;``,
BEGIN and the INSERT, three - folding the ping into a bare BEGIN, six, was measured and
not taken in ADR 0095), three statements, COMMIT.
"""

from __future__ import annotations

from pathlib import Path

from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.flows import F_NORMAL_1, checkin_path, kst_noon
from tests.support.statements import RoundTrips


def test_an_answer_is_five_round_trips_on_a_reused_connection(
    app, gateway, clock, enabled, tmp_path
):
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
    # The reused connection's pre-ping is the BEGIN and the nonce; then the transaction.
    assert trips == ["BEGIN+INSERT", "WITH", "SELECT", "UPDATE", "COMMIT"], trips
