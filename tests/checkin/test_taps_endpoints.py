"""``POST /v1/routing/tap``: the gateway's one call per customer update.

It answers what resolve, destinations, ``checkins/current`` and ``.../answers`` answer, and
records an answer only for the customer the gateway vouches acknowledged the consent
version in force, only for today's open session and its current question.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import event

from services.checkin.registry.rules import CONSENT_VERSION
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.flows import F_NORMAL_1, checkin_path, kst_noon

TAP = "/v1/routing/tap"
VOUCHED = {"customer_id": CUSTOMER_ID, "consent_version": CONSENT_VERSION}


def _tap(gateway: Any, answer: dict[str, Any] | None, acknowledged: Any = VOUCHED) -> Any:
    body = {"triple": factories.CUSTOMER, "answer": answer, "acknowledged": acknowledged}
    return ok(gateway.post(TAP, json=body))


def _start(gateway: Any, clock: Any) -> dict[str, Any]:
    clock.set(kst_noon(factories.START))
    view: dict[str, Any] = ok(gateway.post(checkin_path(CUSTOMER_ID)), 201)
    return view


def test_a_triple_beyond_64_bits_is_a_422_not_a_500(gateway, enabled):
    # Found by make fuzz: a 97-bit user id reached the database.
    for field in ("user_id", "chat_id", "topic_id"):
        triple = {**factories.CUSTOMER, field: -(2**96)}
        response = gateway.post(TAP, json={"triple": triple})
        assert response.status_code == 422, (field, response.text)


def test_other_roles_get_the_resolution_only(gateway, enabled):
    owner = ok(gateway.post(TAP, json={"triple": factories.OWNER}))
    assert owner == {
        "role": "owner",
        "customer_id": None,
        "consent_version": None,
        "current": None,
        "answered": None,
        "refusal": None,
    }
    stranger = ok(gateway.post(TAP, json={"triple": factories.triple(123456)}))
    assert stranger["role"] == "unknown"
    trainer = ok(gateway.post(TAP, json={"triple": factories.TRAINER}))
    assert (trainer["role"], trainer["customer_id"]) == ("trainer", CUSTOMER_ID)


def test_a_customer_without_a_session_today_gets_the_consent_version(gateway, clock, enabled):
    clock.set(kst_noon(factories.START))
    tap = _tap(gateway, {"question_id": "Q-SLEEP-HOURS", "value": "7.5"})
    assert tap["role"] == "customer" and tap["customer_id"] == CUSTOMER_ID
    assert tap["consent_version"] == CONSENT_VERSION
    assert tap["current"] is None and tap["answered"] is None


def test_a_vouched_answer_is_taken_as_the_answers_route_takes_it(gateway, clock, enabled):
    view = _start(gateway, clock)
    question = view["question"]["question_id"]
    tap = _tap(gateway, {"question_id": question, "value": F_NORMAL_1[question]})
    assert tap["current"]["question"]["question_id"] == question
    assert tap["answered"]["answered"] == [question]
    assert tap["answered"] == ok(gateway.get(f"{checkin_path(CUSTOMER_ID)}/current"))


def test_typed_text_answers_the_current_question(gateway, clock, enabled):
    view = _start(gateway, clock)
    question = view["question"]["question_id"]
    tap = _tap(gateway, {"question_id": None, "value": F_NORMAL_1[question]})
    assert tap["answered"]["answered"] == [question]


def test_nothing_is_recorded_unless_this_customer_and_version_were_vouched(gateway, clock, enabled):
    view = _start(gateway, clock)
    question = view["question"]["question_id"]
    answer = {"question_id": question, "value": F_NORMAL_1[question]}
    for acknowledged in (
        None,
        {"customer_id": "someone-else", "consent_version": CONSENT_VERSION},
        {"customer_id": CUSTOMER_ID, "consent_version": "an-older-version"},
    ):
        tap = _tap(gateway, answer, acknowledged)
        assert tap["answered"] is None and tap["refusal"] is None
        assert tap["current"]["question"]["question_id"] == question
    assert ok(gateway.get(f"{checkin_path(CUSTOMER_ID)}/current"))["answered"] == []


def test_a_press_for_another_question_records_nothing(gateway, clock, enabled):
    view = _start(gateway, clock)
    tap = _tap(gateway, {"question_id": "Q-WEIGHT", "value": "70.2"})
    assert tap["answered"] is None and tap["refusal"] is None
    assert tap["current"]["question"]["question_id"] == view["question"]["question_id"]


def test_a_refused_answer_carries_the_answers_routes_problem(gateway, clock, enabled):
    view = _start(gateway, clock)
    question = view["question"]["question_id"]
    direct = gateway.post(
        f"{checkin_path(CUSTOMER_ID)}/{view['session_id']}/answers",
        json={"question_id": question, "value": "not a number"},
    )
    tap = _tap(gateway, {"question_id": question, "value": "not a number"})
    assert tap["answered"] is None
    assert tap["refusal"] == {"status": direct.status_code, "problem": direct.json()}
    assert tap["current"]["answered"] == []


def test_a_tap_is_few_statements_and_one_registry_read(app, operator, gateway, clock, enabled):
    view = _start(gateway, clock)
    question = view["question"]["question_id"]
    seen: list[str] = []

    def record(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        seen.append(statement)

    engine = app.state.runtime.database.engine
    event.listen(engine, "before_cursor_execute", record)
    try:
        tap = _tap(gateway, {"question_id": question, "value": F_NORMAL_1[question]})
    finally:
        event.remove(engine, "before_cursor_execute", record)
    assert tap["answered"] is not None
    domain = [s for s in seen if "service_request_nonce" not in s]
    # route lookup, scope, registry rows, session (locked), one day of events, save
    assert len(domain) <= 6
    assert sum("registry_transition" in s for s in domain) == 1
