"""Hostile Telegram updates into a gateway on the fake Bot API, by webhook and by polling:
malformed bodies, unknown update kinds, long/invisible/control/RTL text, replayed update
ids. Zero crashes (every answer 2xx or a 4xx problem, readiness stays green), and nothing
from an unknown sender is stored: not their words, not their ids.

The wrong or missing webhook secret, an unreadable update and an overflowing update id are
proved in tests/gateway/test_webhook_endpoints.py; forged buttons against real drafts in
tests/security/test_forged_buttons.py.
"""

from __future__ import annotations

import json
import re

import httpx
import pytest
from sqlalchemy import text

from services.gateway.updates.rules import SECRET_HEADER
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from tests.gateway.conftest import running_gateway, webhook_secret
from tests.security.hostile_input import (
    HOSTILE_TEXTS,
    MALFORMED_BODIES,
    STRANGER,
    UNKNOWN_KINDS,
)

NEXT_SENDER = 7_310_946_253


@pytest.fixture
def gateway(database, gateway_secrets, telegram):
    with running_gateway(database, gateway_secrets, telegram) as server:
        yield server


def _post(server, secrets, body: bytes) -> httpx.Response:
    return httpx.post(
        f"{server.base_url}/telegram/webhook",
        content=body,
        headers={SECRET_HEADER: webhook_secret(secrets), "Content-Type": "application/json"},
        timeout=30,
    )


def _gateway_rows(database) -> str:
    """Every row of every gateway table, as one string to search."""
    with database.engine(database.owner_url("gateway")) as engine, engine.connect() as db:
        tables = db.execute(
            text("SELECT tablename FROM pg_tables WHERE schemaname = 'gateway'")
        ).scalars()
        return " ".join(
            str(row)
            for table in tables
            for row in db.execute(text(f'SELECT * FROM gateway."{table}"')).all()
        )


def _recorded(database) -> list[tuple[int, str, str]]:
    with database.engine(database.owner_url("gateway")) as engine, engine.connect() as db:
        return [
            (row[0], row[1], row[2])
            for row in db.execute(
                text("SELECT update_id, kind, outcome FROM gateway.telegram_update ORDER BY id")
            )
        ]


def _mentions(stored: str, telegram_id: int) -> bool:
    """Whether ``telegram_id`` appears as a whole number in the stored rows."""
    return re.search(rf"(?<!\d){telegram_id}(?!\d)", stored) is not None


def _assert_ready(server) -> None:
    assert httpx.get(f"{server.base_url}/readyz", timeout=10).status_code == 200


def test_hostile_text_from_a_stranger_gets_the_neutral_reply_and_is_never_stored(
    gateway, database, gateway_secrets, telegram
):
    for name, words in HOSTILE_TEXTS.items():
        update = telegram.inject_message(user_id=STRANGER, chat_id=STRANGER, text=words)
        response = _post(gateway, gateway_secrets, json.dumps(update).encode())
        assert response.status_code == 200, (name, response.text)
    replies = [m.text for m in telegram.bot_messages(STRANGER)]
    assert replies == [UNKNOWN_SENDER_REPLY] * len(HOSTILE_TEXTS)
    stored = _gateway_rows(database)
    assert not _mentions(stored, STRANGER)
    for name, words in HOSTILE_TEXTS.items():
        if words.strip() and len(words) > 3:
            assert words[:40] not in stored, name
    _assert_ready(gateway)


@pytest.mark.parametrize("kind", sorted(UNKNOWN_KINDS))
def test_an_update_kind_the_gateway_does_not_serve_is_accepted_once_and_leaves_no_trace(
    gateway, database, gateway_secrets, telegram, kind
):
    update = {"update_id": 777001, **UNKNOWN_KINDS[kind]}
    first = _post(gateway, gateway_secrets, json.dumps(update).encode())
    again = _post(gateway, gateway_secrets, json.dumps(update).encode())
    # 2xx, or Telegram would redeliver it forever; the second time it is a duplicate.
    assert first.status_code == 200, first.text
    assert (again.status_code, again.json()["status"]) == (200, "duplicate")
    assert [row[0] for row in _recorded(database)] == [777001]
    assert not _mentions(_gateway_rows(database), STRANGER)
    assert telegram.calls("sendMessage") == [] or all(
        call.params["text"] == UNKNOWN_SENDER_REPLY for call in telegram.calls("sendMessage")
    )
    _assert_ready(gateway)


@pytest.mark.parametrize("name", sorted(MALFORMED_BODIES))
def test_a_body_that_is_not_an_update_is_a_4xx_problem_and_records_nothing(
    gateway, database, gateway_secrets, telegram, name
):
    response = _post(gateway, gateway_secrets, MALFORMED_BODIES[name])
    assert 400 <= response.status_code < 500, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert _recorded(database) == []
    assert telegram.calls("sendMessage") == []
    _assert_ready(gateway)


def test_a_replayed_update_id_with_another_body_is_a_duplicate_and_its_body_is_ignored(
    gateway, database, gateway_secrets, telegram
):
    first = telegram.inject_message(user_id=STRANGER, chat_id=STRANGER, text="하나")
    forged = {
        **first,
        "message": {**first["message"], "text": "둘", "chat": {"id": 5151, "type": "private"}},
    }
    assert _post(gateway, gateway_secrets, json.dumps(first).encode()).json()["status"] == (
        "processed"
    )
    again = _post(gateway, gateway_secrets, json.dumps(forged).encode())
    assert (again.status_code, again.json()["status"]) == (200, "duplicate")
    assert len(telegram.calls("sendMessage")) == 1
    assert telegram.bot_messages(5151) == []


def test_polling_survives_every_hostile_update_and_answers_the_next_message(
    database, gateway_secrets, telegram
):
    # The fake Bot API answers getUpdates in UTF-8, which cannot carry an unpaired
    # surrogate (nor can Telegram's); the webhook test above sends it JSON-escaped.
    texts = [words for name, words in HOSTILE_TEXTS.items() if name != "unpaired surrogate"]
    for words in texts:
        telegram.inject_message(user_id=STRANGER, chat_id=STRANGER, text=words)
    for body in UNKNOWN_KINDS.values():
        telegram.state.inject_raw_update(body)
    with running_gateway(
        database, gateway_secrets, telegram, mode="polling", polling_timeout_seconds=1
    ) as server:
        telegram.inject_message(user_id=NEXT_SENDER, chat_id=NEXT_SENDER, text="그다음 메시지")
        # Replies to one chat are paced (one a second), so the stranger's may still be
        # on their way when the next sender's arrives: wait for every one of them.
        telegram.wait_for(
            lambda: (
                len(telegram.bot_messages(NEXT_SENDER)) == 1
                and len(telegram.bot_messages(STRANGER)) >= len(texts) + 1
            ),
            timeout=30,
        )
        _assert_ready(server)
        stored = _gateway_rows(database)
    # One neutral reply per text, and one for the sticker: a message, from a stranger.
    replies = [m.text for m in telegram.bot_messages(STRANGER)]
    assert replies == [UNKNOWN_SENDER_REPLY] * (len(texts) + 1)
    assert not _mentions(stored, STRANGER) and not _mentions(stored, NEXT_SENDER)
    assert HOSTILE_TEXTS["10k characters"][:40] not in stored
