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


def test_a_reader_polls_only_what_is_new_and_one_press_s_answer(telegram):
    """The pilot's people poll ``after`` the last message they read, and ask for one press's
    answer: at 1,000 customers a poll that returned every message (and every answer) of the
    whole run cost more than the product did."""
    base, state = telegram.base_url, telegram.state
    for n in range(5):
        state.bot_sends(chat_id=-1007, topic_id=None, text=f"봇 {n}", reply_markup=None)
        state.bot_sends(chat_id=-1008, topic_id=None, text=f"다른 방 {n}", reply_markup=None)
    state.inject_message(user_id=9, chat_id=-1007, topic_id=None, text="사람")
    state.bot_sends(chat_id=-1007, topic_id=3, text="토픽", reply_markup=None)

    def texts(**params: int) -> list[str]:
        found = httpx.get(f"{base}/sim/api/messages", params=params)
        assert found.status_code == 200
        return [m["text"] for m in found.json()]

    assert texts(chat_id=-1007, after=3) == ["봇 3", "봇 4", "사람"]
    assert texts(chat_id=-1007) == ["봇 0", "봇 1", "봇 2", "봇 3", "봇 4", "사람"]
    assert texts(chat_id=-1007, after=6) == []
    assert texts(chat_id=-1007, topic_id=3) == ["토픽"]  # one id sequence per chat
    assert texts(chat_id=-1007, topic_id=3, after=7) == []
    assert httpx.get(f"{base}/sim/api/messages", params={"after": -1}).status_code == 422

    state.answer_callback({"callback_query_id": "41", "text": "첫 번째"})
    state.answer_callback({"callback_query_id": "42", "text": "두 번째"})
    state.answer_callback({"callback_query_id": "41", "text": "다시"})  # Telegram keeps the first

    def answers(**params: str) -> list[str]:
        found = httpx.get(f"{base}/sim/api/callback-answers", params=params).json()
        return [a["text"] for a in found]

    assert answers(callback_query_id="41") == ["첫 번째"]
    assert answers(callback_query_id="42") == ["두 번째"]
    assert answers(callback_query_id="43") == []
    assert answers() == ["첫 번째", "두 번째", "다시"]
    state.reset()
    assert texts(chat_id=-1007) == [] and answers(callback_query_id="41") == []


def test_a_long_poll_returns_when_the_chat_changes_and_a_press_s_answer_when_given(telegram):
    """A person waits in one request for the bot's reply (``changed_from``): it comes back
    with the reply once the chat changes - a send or an edit - and unchanged after ``wait``."""
    import threading

    base, state = telegram.base_url, telegram.state
    first = httpx.get(f"{base}/sim/api/messages", params={"chat_id": 77})
    version = int(first.headers["X-Sim-Chat-Version"])
    assert first.json() == [] and version == 0

    def later(action) -> threading.Timer:
        timer = threading.Timer(0.2, action)
        timer.start()
        return timer

    later(lambda: state.bot_sends(chat_id=77, topic_id=None, text="답장", reply_markup=None))
    params = {"chat_id": 77, "changed_from": version, "wait": 5}
    replied = httpx.get(f"{base}/sim/api/messages", params=params, timeout=10)
    assert [m["text"] for m in replied.json()] == ["답장"]
    version = int(replied.headers["X-Sim-Chat-Version"])
    assert version == 1

    later(lambda: state.bot_edits(chat_id=77, message_id=1, text="고친 답장", reply_markup=None))
    params = {"chat_id": 77, "changed_from": version, "wait": 5}
    edited = httpx.get(f"{base}/sim/api/messages", params=params, timeout=10)
    assert [m["text"] for m in edited.json()] == ["고친 답장"]
    assert int(edited.headers["X-Sim-Chat-Version"]) == 2

    quiet = httpx.get(
        f"{base}/sim/api/messages", params={"chat_id": 77, "changed_from": 2, "wait": 0.3}
    )
    assert quiet.headers["X-Sim-Chat-Version"] == "2" and len(quiet.json()) == 1

    later(lambda: state.answer_callback({"callback_query_id": "91", "text": "확인"}))
    answered = httpx.get(
        f"{base}/sim/api/callback-answers",
        params={"callback_query_id": "91", "wait": 5},
        timeout=10,
    )
    assert [a["text"] for a in answered.json()] == ["확인"]
    assert (
        httpx.get(
            f"{base}/sim/api/callback-answers", params={"callback_query_id": "92", "wait": 0.2}
        ).json()
        == []
    )
    too_long = {"chat_id": 77, "changed_from": 2, "wait": 60}
    assert httpx.get(f"{base}/sim/api/messages", params=too_long).status_code == 422
