"""What an operator record (the event append) sends to PostgreSQL, round trip by round trip.

On a reused connection: BEGIN with the nonce's INSERT (ADR 0089), sent together as the
pool's pre-ping (ADR 0098: that was three round trips, the ping ``;``, BEGIN and the
INSERT), the scope with the stream lock, the append's state (registration, the stored
key, the head) under the lock, the event's INSERT, COMMIT - five. The registered-scope
statement the record used to send before its build is gone: the append checks the
registration under the lock anyway (ADR 0096); a record that fails its build still checks
it first.
"""

from __future__ import annotations

from pathlib import Path

from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.factories import operator_time_entry as entry
from tests.support.services import problem
from tests.support.statements import RoundTrips

RECORDS = f"/v1/customers/{CUSTOMER_ID}/records"


def test_an_operator_record_is_five_round_trips_on_a_reused_connection(
    app, operator, registered, tmp_path
):
    engine = app.state.runtime.database.engine
    engine.dispose()  # the trace sees only connections opened after it starts
    trace = RoundTrips(engine, Path(tmp_path) / "libpq.trace")
    ok(operator.post(f"{RECORDS}/operator-time", json=entry(1)), 201)
    trace.taken()
    ok(operator.post(f"{RECORDS}/operator-time", json=entry(2)), 201)
    trips = trace.taken()
    trace.close()
    assert trips == ["BEGIN+INSERT", "WITH", "SELECT", "INSERT", "COMMIT"], trips


def test_an_unregistered_customer_is_refused_as_such_before_the_records_faults(operator):
    for body in (entry(1), entry(2, minutes=-5)):
        response = operator.post(f"{RECORDS}/operator-time", json=body)
        assert response.status_code == 404, response.text
        assert problem(response)["type"].endswith("customer-not-found"), response.text
