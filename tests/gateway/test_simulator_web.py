"""The simulator page: a person writes and presses buttons, and sees the bot answer."""

from __future__ import annotations

import httpx

from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from tests.gateway.conftest import running_gateway, signed
from tools.telegram_simulator.state import DEFAULT_PERSONAS


def test_the_page_renders_in_korean_with_the_personas(telegram):
    response = httpx.get(f"{telegram.base_url}/")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    page = response.text
    assert "DualCoach 텔레그램 시뮬레이터" in page
    for persona in DEFAULT_PERSONAS:
        assert f">{persona.label}</a>" in page


def test_a_person_writes_on_the_page_and_sees_the_bot_reply(database, gateway_secrets, telegram):
    with running_gateway(
        database, gateway_secrets, telegram, mode="polling", polling_timeout_seconds=1
    ):
        response = httpx.post(
            f"{telegram.base_url}/send",
            data={"user_id": "1001", "chat_id": "1001", "topic_id": "", "text": "안녕하세요 <b>"},
            follow_redirects=True,
        )
    assert response.status_code == 200
    assert "안녕하세요 &lt;b&gt;" in response.text  # escaped, shown as the person wrote it
    assert UNKNOWN_SENDER_REPLY in response.text


def test_a_person_presses_a_button_the_bot_sent(database, gateway_secrets, telegram):
    with (
        running_gateway(
            database, gateway_secrets, telegram, mode="polling", polling_timeout_seconds=1
        ) as gateway,
        signed(gateway, gateway_secrets, "delivery") as delivery,
    ):
        sent = delivery.post(
            "/internal/send",
            json={
                "reservation_id": "sim-card",
                "chat_id": 3001,
                "text": "초안을 검토해 주십시오.",
                "buttons": [[{"text": "승인", "callback_data": "draft:1:approve"}]],
            },
        ).json()
        page = httpx.get(f"{telegram.base_url}/?user_id=3001&chat_id=3001&topic_id=").text
        assert "초안을 검토해 주십시오." in page
        assert 'value="draft:1:approve"' in page and ">승인</button>" in page
        response = httpx.post(
            f"{telegram.base_url}/press",
            data={
                "user_id": "3001",
                "chat_id": "3001",
                "topic_id": "",
                "message_id": str(sent["message_id"]),
                "data": "draft:1:approve",
            },
            follow_redirects=True,
        )
    assert response.status_code == 200
    (answer,) = telegram.state.callback_answers()
    assert answer["text"] == UNKNOWN_SENDER_REPLY  # nobody is registered yet
    assert f"버튼 응답: {UNKNOWN_SENDER_REPLY}" in response.text


def test_the_control_api_injects_and_reads_back(telegram):
    base = telegram.base_url
    injected = httpx.post(
        f"{base}/sim/api/messages",
        json={"user_id": 5, "chat_id": -1005, "topic_id": 2, "text": "토픽 메시지"},
    )
    assert injected.status_code == 201
    update_id = injected.json()["update_id"]
    messages = httpx.get(f"{base}/sim/api/messages", params={"chat_id": -1005, "topic_id": 2})
    assert [m["text"] for m in messages.json()] == ["토픽 메시지"]
    assert httpx.get(f"{base}/sim/api/chats").json() == [
        {"chat_id": -1005, "topic_id": 2, "messages": 1}
    ]
    fault = httpx.post(
        f"{base}/sim/api/faults", json={"method": "sendMessage", "status": 403, "times": 2}
    )
    assert fault.status_code == 201
    assert telegram.state.take_fault("sendMessage").status == 403
    updates = httpx.get(f"{base}/bot{'1' * 9}:{'a' * 30}/getUpdates").json()
    assert [u["update_id"] for u in updates["result"]] == [update_id]
    calls = httpx.get(f"{base}/sim/api/calls", params={"method": "getUpdates"}).json()
    assert len(calls) == 1 and calls[0]["bot_id"] == 111111111
    assert httpx.post(f"{base}/sim/api/reset").status_code == 204
    assert httpx.get(f"{base}/sim/api/chats").json() == []
