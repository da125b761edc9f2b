"""`/internal/send` and `/internal/edit` over real HTTP against the fake Bot API."""

from __future__ import annotations

import pytest

from tests.gateway.conftest import running_gateway, signed
from tests.support.ports import free_ports

CHAT = 4242


def _send(client, reservation_id: str, text: str = "오늘 기록을 확인했습니다.", **extra):
    body = {"reservation_id": reservation_id, "chat_id": CHAT, "text": text, **extra}
    return client.post("/internal/send", json=body)


@pytest.fixture
def gateway(database, gateway_secrets, telegram):
    with running_gateway(database, gateway_secrets, telegram) as server:
        yield server


@pytest.fixture
def delivery(gateway, gateway_secrets):
    with signed(gateway, gateway_secrets, "delivery") as client:
        yield client


def test_send_answers_the_telegram_receipt_and_sends_the_exact_text(delivery, telegram):
    text = "안녕하세요.\n\n오늘 체크인 결과입니다. 💪🏻"
    response = _send(delivery, "res-1", text, topic_id=None)
    assert response.status_code == 200, response.text
    receipt = response.json()
    sent = telegram.bot_messages(CHAT)
    assert [m.text for m in sent] == [text]
    assert receipt["message_id"] == sent[0].message_id
    assert receipt["chat_id"] == CHAT
    assert receipt["date"].endswith("Z") and len(receipt["date"]) == len(
        "2026-12-02T02:00:00.000000Z"
    )
    assert receipt["replayed"] is False
    assert [part["message_id"] for part in receipt["parts"]] == [sent[0].message_id]


def test_same_reservation_and_body_returns_the_stored_receipt_without_sending(delivery, telegram):
    first = _send(delivery, "res-idem")
    second = _send(delivery, "res-idem")
    assert first.status_code == second.status_code == 200
    assert second.json() == {**first.json(), "replayed": True}
    assert len(telegram.calls("sendMessage")) == 1


def test_same_reservation_with_a_different_body_is_a_conflict_and_sends_nothing(delivery, telegram):
    assert _send(delivery, "res-conflict", "첫 번째 본문입니다.").status_code == 200
    response = _send(delivery, "res-conflict", "다른 본문입니다.")
    assert response.status_code == 409
    assert response.json()["type"].endswith("reservation-conflict")
    assert len(telegram.calls("sendMessage")) == 1


def test_buttons_are_sent_as_an_inline_keyboard(delivery, telegram):
    buttons = [
        [
            {"text": "승인", "callback_data": "d:1:approve"},
            {"text": "수정", "url": "http://127.0.0.1:8703/console"},
        ]
    ]
    response = _send(delivery, "res-buttons", "초안을 검토해 주십시오.", buttons=buttons)
    assert response.status_code == 200, response.text
    (message,) = telegram.bot_messages(CHAT)
    assert message.buttons() == [
        [
            {"text": "승인", "callback_data": "d:1:approve"},
            {"text": "수정", "url": "http://127.0.0.1:8703/console"},
        ]
    ]


def test_callback_data_over_64_bytes_is_refused_before_anything_is_sent(delivery, telegram):
    too_long = "가" * 22  # 66 bytes in UTF-8, only 22 characters
    buttons = [[{"text": "승인", "callback_data": too_long}]]
    response = _send(delivery, "res-cb", buttons=buttons)
    assert response.status_code == 422
    assert "64 bytes" in response.text
    assert telegram.calls("sendMessage") == []
    # Exactly 64 bytes is fine.
    ok = _send(
        delivery, "res-cb-ok", buttons=[[{"text": "승인", "callback_data": "가" * 21 + "a"}]]
    )
    assert ok.status_code == 200, ok.text


def test_a_long_body_is_sent_as_parts_split_on_paragraphs_with_one_receipt_each(delivery, telegram):
    paragraphs = [f"{index}번째 문단입니다. " + "가" * 1500 for index in range(4)]
    text = "\n\n".join(paragraphs)
    buttons = [[{"text": "확인", "callback_data": "ok"}]]
    response = _send(delivery, "res-long", text, buttons=buttons)
    assert response.status_code == 200, response.text
    sent = telegram.bot_messages(CHAT)
    assert [m.text for m in sent] == ["\n\n".join(paragraphs[:2]), "\n\n".join(paragraphs[2:])]
    assert [m.buttons() for m in sent] == [[], [[{"text": "확인", "callback_data": "ok"}]]]
    receipt = response.json()
    assert [p["message_id"] for p in receipt["parts"]] == [m.message_id for m in sent]
    assert receipt["message_id"] == sent[-1].message_id


def test_a_protected_span_longer_than_a_message_is_refused_unsent(delivery, telegram):
    text = "가" * 5000
    spans = [{"byte_start": 0, "byte_end": len(text.encode())}]
    response = _send(delivery, "res-span", text, protected_spans=spans)
    assert response.status_code == 422
    assert response.json()["type"].endswith("message-unsplittable")
    assert telegram.calls("sendMessage") == []


def test_a_timeout_is_unknown_never_retried_and_stays_unknown(database, gateway_secrets, telegram):
    with (
        running_gateway(database, gateway_secrets, telegram, send_timeout_seconds=0.5) as server,
        signed(server, gateway_secrets, "delivery") as client,
    ):
        telegram.delay("sendMessage", 1.5)  # the message lands, the answer never comes in time
        response = _send(client, "res-timeout")
        assert response.status_code == 504
        body = response.json()
        assert body["outcome"] == "unknown" and body["reason"] == "timeout"
        assert len(telegram.calls("sendMessage")) == 1
        again = _send(client, "res-timeout")
        assert again.status_code == 504
        assert again.json()["outcome"] == "unknown" and again.json()["replayed"] is True
        assert len(telegram.calls("sendMessage")) == 1
        assert len(telegram.bot_messages(CHAT)) == 1


@pytest.mark.parametrize("status", [500, 502])
def test_a_server_error_is_unknown_and_never_retried(delivery, telegram, status):
    telegram.fail("sendMessage", status, "Internal Server Error", apply=True)
    response = _send(delivery, f"res-{status}")
    assert response.status_code == 502
    body = response.json()
    assert body["outcome"] == "unknown" and body["reason"] == "telegram-server-error"
    assert len(telegram.calls("sendMessage")) == 1
    assert _send(delivery, f"res-{status}").json()["outcome"] == "unknown"
    assert len(telegram.calls("sendMessage")) == 1


@pytest.mark.parametrize(
    ("status", "description", "reason"),
    [
        (400, "Bad Request: chat not found", "chat-not-found"),
        (403, "Forbidden: bot was blocked by the user", "forbidden"),
    ],
)
def test_a_definite_refusal_is_refused_with_one_request(
    delivery, telegram, status, description, reason
):
    telegram.fail("sendMessage", status, description)
    response = _send(delivery, f"res-refused-{status}")
    assert response.status_code == 422
    body = response.json()
    assert body["outcome"] == "refused"
    assert body["reason"] == reason
    assert body["telegram_description"].lower() in description.lower()
    assert len(telegram.calls("sendMessage")) == 1
    assert telegram.bot_messages(CHAT) == []


def test_a_refused_reservation_may_be_sent_again_because_nothing_left(delivery, telegram):
    telegram.fail("sendMessage", 403, "Forbidden: bot was blocked by the user")
    assert _send(delivery, "res-again").json()["outcome"] == "refused"
    retry = _send(delivery, "res-again")
    assert retry.status_code == 200, retry.text
    assert len(telegram.bot_messages(CHAT)) == 1
    assert _send(delivery, "res-again").json()["replayed"] is True
    assert len(telegram.calls("sendMessage")) == 2


def test_a_refusal_after_some_parts_left_is_unknown(delivery, telegram):
    text = "가" * 4000 + "\n\n" + "나" * 4000
    telegram.delay("sendMessage", 0.0)  # the first part goes through
    telegram.fail("sendMessage", 403, "Forbidden: bot was blocked by the user", times=1)
    response = _send(delivery, "res-partial", text)
    body = response.json()
    assert body["outcome"] == "unknown" and body["reason"] == "partially-sent"
    assert [p["message_id"] for p in body["parts"]] == [telegram.bot_messages(CHAT)[0].message_id]


def test_unreachable_telegram_is_refused_because_nothing_left(database, gateway_secrets):
    (port,) = free_ports(1)
    with (
        running_gateway(
            database,
            gateway_secrets,
            None,
            bot_api="telegram",
            bot_api_url=f"http://127.0.0.1:{port}",
        ) as server,
        signed(server, gateway_secrets, "delivery") as client,
    ):
        response = _send(client, "res-unreachable")
    assert response.status_code == 503
    assert response.json()["outcome"] == "refused"
    assert response.json()["reason"] == "telegram-unreachable"


def test_without_a_bot_api_send_is_refused_and_nothing_is_recorded(database, gateway_secrets):
    (gateway_secrets.directory / "telegram-bot-token").unlink()
    with (
        running_gateway(database, gateway_secrets, None, mode="polling") as server,
        signed(server, gateway_secrets, "delivery") as client,
    ):
        response = _send(client, "res-none")
    assert response.status_code == 503
    assert response.json()["reason"] == "telegram-not-configured"
    assert response.json()["outcome"] == "refused"


@pytest.mark.parametrize(
    ("caller", "status"), [("checkin", 401), ("operator", 403), ("diagnostics", 403)]
)
def test_only_delivery_may_send(gateway, gateway_secrets, telegram, caller, status):
    # checkin holds no key the gateway accepts at all (401); operator and diagnostics are
    # known callers, not allowed: diagnostics needs no send until its host exists (seed 003).
    with signed(gateway, gateway_secrets, caller) as client:
        response = _send(client, "res-caller")
    assert response.status_code == status
    assert telegram.calls("sendMessage") == []


def test_edit_replaces_text_and_buttons_of_a_sent_card(delivery, telegram):
    buttons = [[{"text": "승인", "callback_data": "card:1:approve"}]]
    sent = _send(delivery, "res-card", "카드 초안입니다.", buttons=buttons).json()
    response = delivery.post(
        "/internal/edit",
        json={"chat_id": CHAT, "message_id": sent["message_id"], "text": "승인되었습니다."},
    )
    assert response.status_code == 200, response.text
    assert response.json()["modified"] is True
    (message,) = telegram.bot_messages(CHAT)
    assert message.text == "승인되었습니다." and message.buttons() == []
    assert message.edit_date is not None


def test_edit_of_only_the_buttons(delivery, telegram):
    sent = _send(
        delivery, "res-card-b", "카드입니다.", buttons=[[{"text": "승인", "callback_data": "a"}]]
    ).json()
    new_buttons = [[{"text": "보류", "callback_data": "h"}]]
    response = delivery.post(
        "/internal/edit",
        json={"chat_id": CHAT, "message_id": sent["message_id"], "buttons": new_buttons},
    )
    assert response.status_code == 200, response.text
    (message,) = telegram.bot_messages(CHAT)
    assert message.text == "카드입니다."
    assert message.buttons() == [[{"text": "보류", "callback_data": "h"}]]


def test_an_edit_that_changes_nothing_succeeds_as_not_modified(delivery, telegram):
    sent = _send(delivery, "res-card-same", "그대로입니다.").json()
    body = {"chat_id": CHAT, "message_id": sent["message_id"], "text": "그대로입니다."}
    response = delivery.post("/internal/edit", json=body)
    assert response.status_code == 200, response.text
    assert response.json()["modified"] is False


def test_an_edit_of_an_unknown_message_is_refused(delivery, telegram):
    response = delivery.post(
        "/internal/edit", json={"chat_id": CHAT, "message_id": 999, "text": "없는 메시지"}
    )
    assert response.status_code == 422
    assert response.json()["outcome"] == "refused"


def test_diagnostics_may_not_edit(gateway, gateway_secrets):
    with signed(gateway, gateway_secrets, "diagnostics") as client:
        response = client.post(
            "/internal/edit", json={"chat_id": CHAT, "message_id": 1, "text": "x"}
        )
    assert response.status_code == 403
