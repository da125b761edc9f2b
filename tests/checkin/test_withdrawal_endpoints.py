"""The customer's withdrawal at checkin, with the real delivery: disable now, tell Richard once.

``POST /v1/customers/{id}/withdrawal`` (gateway only) disables the customer with reason
``customer_withdrawal`` in one audited transition and queues one held owner draft that
delivery renders as Richard's withdrawal notice (golden below). A second call is "already";
another triple changes nothing; afterwards routing answers ``withdrawn`` and no check-in
starts.
"""

from __future__ import annotations

from typing import Any

from services.checkin.withdrawal.rules import notice_draft_key
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.flows import kst_noon

WITHDRAWAL_PATH = f"/v1/customers/{CUSTOMER_ID}/withdrawal"

NOTICE = (
    "[탈퇴 요청] 고객이 텔레그램에서 탈퇴를 요청했습니다\n"
    "고객: kim-pilot\n"
    "요청 시각: 2026-12-08 12:00 (KST)\n"
    "\n"
    "이 고객에게 가는 발송을 모두 바로 멈췄습니다. 승인했거나 대기 중인 초안도 보내지 않으며, "
    "체크인도 더 시작되지 않습니다.\n"
    "기록은 아직 지우지 않았습니다. 삭제하기로 정하셨다면 모든 서비스가 실행 중일 때 다음 "
    "명령을 실행해 주십시오.\n"
    "dualcoach admin erase kim-pilot --confirm kim-pilot\n"
    "삭제 전에 고객과 이야기해 계속하기로 했다면 다시 활성화할 수 있습니다(운영 안내서 5절).\n"
    "\n"
    "이 알림은 리처드에게만 전달됩니다. 고객에게는 자동으로 아무것도 보내지 않습니다."
)


def _withdraw(gateway: Any, triple: dict[str, Any] = factories.CUSTOMER) -> Any:
    return gateway.post(WITHDRAWAL_PATH, json={"triple": triple})


def _disables(operator: Any) -> list[dict[str, Any]]:
    transitions = ok(operator.get(f"/v1/admin/customers/{CUSTOMER_ID}/transitions"))
    return [t for t in transitions if t["action"] == "disabled"]


def _notices(delivery_server: Any) -> list[dict[str, Any]]:
    return [d for d in delivery_server.drafts(CUSTOMER_ID) if d["audience"] == "owner"]


def _role(gateway: Any, triple: dict[str, Any]) -> dict[str, Any]:
    return ok(gateway.post("/v1/routing/resolve", json={"triple": triple}))


def test_withdrawal_disables_with_its_reason_and_tells_richard_once(
    enabled, operator, gateway, delivery_server, clock
) -> None:
    clock.set(kst_noon(factories.START.replace(day=8)))
    result = ok(_withdraw(gateway), 201)
    assert result["outcome"] == "withdrawn"
    (disabled,) = _disables(operator)
    assert (disabled["actor"], disabled["detail"]) == ("gateway", {"reason": "customer_withdrawal"})
    assert disabled["entry"]["enabled"] is False
    assert result["notice_draft_key"] == notice_draft_key(CUSTOMER_ID, disabled["sequence"])
    assert result["requested_at"] == disabled["recorded_at"]
    destinations = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/destinations"))
    assert destinations["enabled"] is False
    (notice,) = _notices(delivery_server)
    assert (notice["draft_key"], notice["held"], notice["status"]) == (
        result["notice_draft_key"],
        True,
        "held",
    )
    assert notice["hold_reasons"] == [
        {"class": "customer_withdrawal", "requested_at": disabled["recorded_at"]}
    ]
    assert notice["text"] == NOTICE


def test_a_second_withdrawal_is_already_and_writes_nothing(
    enabled, operator, gateway, delivery_server
) -> None:
    first = ok(_withdraw(gateway), 201)
    again = ok(_withdraw(gateway), 200)
    assert again == {**first, "outcome": "already"}
    assert len(_disables(operator)) == 1
    assert len(_notices(delivery_server)) == 1
    drafts = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/drafts"))
    assert [d["draft_key"] for d in drafts] == [first["notice_draft_key"]]


def test_another_triple_cannot_withdraw_the_customer(enabled, operator, gateway) -> None:
    for triple in (factories.TRAINER, factories.OWNER, factories.triple(800002)):
        response = _withdraw(gateway, triple)
        assert response.status_code == 403, response.text
        assert response.json()["type"].endswith("withdrawal-not-customer")
    assert _disables(operator) == []
    assert ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/destinations"))["enabled"] is True
    assert ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/drafts")) == []


def test_only_the_gateway_may_withdraw(enabled, operator, delivery) -> None:
    for client in (operator, delivery):
        response = _withdraw(client)
        assert response.status_code == 403, response.text
    assert _disables(operator) == []


def test_a_customer_richard_disabled_cannot_withdraw_through_the_bot(
    enabled, operator, gateway
) -> None:
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={"reason": "operator"}))
    response = _withdraw(gateway)
    assert response.status_code == 409, response.text
    assert response.json()["type"].endswith("customer-disabled")
    assert [d["detail"] for d in _disables(operator)] == [{"reason": "operator"}]
    assert _role(gateway, factories.CUSTOMER) == {"role": "unknown", "customer_id": None}


def test_after_withdrawal_routing_says_withdrawn_and_no_checkin_starts(
    enabled, operator, gateway, clock
) -> None:
    clock.set(kst_noon(factories.START))
    assert _role(gateway, factories.CUSTOMER)["role"] == "customer"
    ok(_withdraw(gateway), 201)
    assert _role(gateway, factories.CUSTOMER) == {"role": "withdrawn", "customer_id": CUSTOMER_ID}
    # the trainer of a withdrawn customer is nobody's trainer any more
    assert _role(gateway, factories.TRAINER) == {"role": "unknown", "customer_id": None}
    started = gateway.post(f"/v1/customers/{CUSTOMER_ID}/checkins", json={})
    assert started.status_code in (403, 409), started.text
    assert started.json()["type"].endswith("checkin-not-eligible")


def test_a_started_checkin_cannot_continue_after_withdrawal(enabled, gateway, clock) -> None:
    clock.set(kst_noon(factories.START))
    turn = ok(gateway.post(f"/v1/customers/{CUSTOMER_ID}/checkins", json={}), 201)
    ok(_withdraw(gateway), 201)
    question = turn["question"]
    answer = gateway.post(
        f"/v1/customers/{CUSTOMER_ID}/checkins/{turn['session_id']}/answers",
        json={"question_id": question["question_id"], "value": question["options"][0]["value"]},
    )
    assert answer.status_code in (403, 409), answer.text
    assert answer.json()["type"].endswith("checkin-not-eligible")
