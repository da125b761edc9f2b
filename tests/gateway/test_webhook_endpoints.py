"""The Telegram webhook: secret check, dedupe (persisted), and the unknown-sender reply."""

from __future__ import annotations

import httpx
import pytest
from sqlalchemy import text

from services.gateway.app import create_app
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from shared.settings import ConfigError
from tests.fakes.telegram import TEST_BOT_TOKEN
from tests.gateway.conftest import gateway_settings, running_gateway, signed, webhook_secret

SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
STRANGER = {"user_id": 9001, "chat_id": 9001}


def _post_update(server, update, secret):
    headers = {} if secret is None else {SECRET_HEADER: secret}
    return httpx.post(f"{server.base_url}/telegram/webhook", json=update, headers=headers)


def _recorded_updates(database):
    with database.engine(database.owner_url("gateway")) as engine, engine.connect() as connection:
        return connection.execute(
            text("SELECT update_id, kind, outcome FROM gateway.telegram_update ORDER BY id")
        ).all()


@pytest.fixture
def gateway(database, gateway_secrets, telegram):
    with running_gateway(database, gateway_secrets, telegram) as server:
        yield server


@pytest.mark.parametrize("secret", [None, "", "wrong-secret-of-the-right-shape-000000"])
def test_webhook_without_the_right_secret_is_refused_and_changes_nothing(
    gateway, database, telegram, secret
):
    update = telegram.inject_message(**STRANGER, text="안녕하세요")
    response = _post_update(gateway, update, secret)
    assert response.status_code == 401
    assert response.json()["type"].endswith("webhook-secret-invalid")
    assert _recorded_updates(database) == []
    assert telegram.calls("sendMessage") == []


def test_webhook_with_the_secret_processes_the_update_once(
    gateway, database, gateway_secrets, telegram
):
    update = telegram.inject_message(**STRANGER, text="안녕하세요")
    secret = webhook_secret(gateway_secrets)
    first = _post_update(gateway, update, secret)
    second = _post_update(gateway, update, secret)
    assert (first.status_code, first.json()) == (200, {"status": "processed"})
    assert (second.status_code, second.json()) == (200, {"status": "duplicate"})
    assert [m.text for m in telegram.bot_messages(STRANGER["chat_id"])] == [UNKNOWN_SENDER_REPLY]
    assert _recorded_updates(database) == [
        (update["update_id"], "message", "unknown_sender_replied")
    ]


def test_a_duplicate_update_after_a_restart_is_still_processed_once(
    database, gateway_secrets, telegram
):
    update = telegram.inject_message(**STRANGER, text="처음 보내는 메시지")
    secret = webhook_secret(gateway_secrets)
    with running_gateway(database, gateway_secrets, telegram) as first_life:
        assert _post_update(first_life, update, secret).json() == {"status": "processed"}
    with running_gateway(database, gateway_secrets, telegram) as second_life:
        assert _post_update(second_life, update, secret).json() == {"status": "duplicate"}
    assert len(telegram.calls("sendMessage")) == 1


def test_the_gateway_refuses_to_start_in_webhook_mode_without_a_secret(
    database, gateway_secrets, telegram
):
    (gateway_secrets.directory / "telegram-webhook-secret").unlink()
    with pytest.raises(ConfigError, match="telegram-webhook-secret"):
        create_app(gateway_settings(database, gateway_secrets, telegram, mode="webhook"))


def test_the_gateway_refuses_a_guessable_webhook_secret(database, gateway_secrets, telegram):
    (gateway_secrets.directory / "telegram-webhook-secret").write_text("short\n")
    with pytest.raises(ConfigError, match="16-256 characters"):
        create_app(gateway_settings(database, gateway_secrets, telegram, mode="webhook"))


def test_the_webhook_is_closed_in_polling_mode(database, gateway_secrets, telegram):
    update = telegram.inject_message(**STRANGER, text="안녕하세요")
    with running_gateway(
        database, gateway_secrets, telegram, mode="polling", polling_timeout_seconds=0
    ) as server:
        # Let the poller take the queued update first; the webhook must not process anything.
        telegram.wait_for_calls("sendMessage", 1)
        response = _post_update(server, update, webhook_secret(gateway_secrets))
    assert response.status_code == 404
    assert len(telegram.calls("sendMessage")) == 1


def test_a_body_that_is_not_an_update_is_refused_unrecorded(gateway, database, gateway_secrets):
    secret = webhook_secret(gateway_secrets)
    response = _post_update(gateway, {"message": {"text": "update_id가 없습니다"}}, secret)
    assert response.status_code == 400
    assert _recorded_updates(database) == []


@pytest.mark.parametrize("update_id", [2**63, -1, 10**30, True, "7"])
def test_an_update_id_telegram_could_not_have_sent_is_refused_unrecorded(
    gateway, database, gateway_secrets, update_id
):
    secret = webhook_secret(gateway_secrets)
    response = _post_update(gateway, {"update_id": update_id, "message": {"date": 1}}, secret)
    assert response.status_code == 400  # was a 500: the id overflowed the bigint column
    assert _recorded_updates(database) == []


def test_an_unreadable_update_is_accepted_once_and_leaves_only_its_id(
    gateway, database, gateway_secrets, telegram
):
    secret = webhook_secret(gateway_secrets)
    update = {"update_id": 424242, "message": {"date": 1}}
    first = _post_update(gateway, update, secret)
    again = _post_update(gateway, update, secret)
    # 2xx, or Telegram would redeliver an update that can never be read
    assert (first.status_code, first.json()["status"]) == (200, "skipped")
    assert (again.status_code, again.json()["status"]) == (200, "duplicate")
    assert _recorded_updates(database) == [(424242, "other", "unparseable")]
    assert telegram.calls("sendMessage") == []


def test_the_neutral_reply_goes_to_the_same_forum_topic(gateway, gateway_secrets, telegram):
    update = telegram.inject_message(user_id=9002, chat_id=-100777, topic_id=15, text="질문")
    assert _post_update(gateway, update, webhook_secret(gateway_secrets)).status_code == 200
    (call,) = telegram.calls("sendMessage")
    assert call.params["chat_id"] == -100777
    assert call.params["message_thread_id"] == 15
    assert call.params["text"] == UNKNOWN_SENDER_REPLY


def test_an_unknown_button_press_gets_the_neutral_answer_and_no_message(
    gateway, gateway_secrets, telegram
):
    card = telegram.state.bot_sends(
        chat_id=9001, topic_id=None, text="예전 카드", reply_markup=None
    )
    update = telegram.inject_callback(**STRANGER, message_id=card["message_id"], data="x")
    assert _post_update(gateway, update, webhook_secret(gateway_secrets)).status_code == 200
    (answer,) = telegram.state.callback_answers()
    assert answer["callback_query_id"] == update["callback_query"]["id"]
    assert answer["text"] == UNKNOWN_SENDER_REPLY
    assert telegram.calls("sendMessage") == []


def test_nothing_an_unknown_sender_wrote_is_stored(gateway, database, gateway_secrets, telegram):
    words = "제 이름은 홍길동이고 전화번호는 010-1234-5678입니다"
    update = telegram.inject_message(user_id=987654321, chat_id=987654321, text=words)
    assert _post_update(gateway, update, webhook_secret(gateway_secrets)).status_code == 200
    with database.engine(database.owner_url("gateway")) as engine, engine.connect() as connection:
        tables = connection.execute(
            text("SELECT tablename FROM pg_tables WHERE schemaname = 'gateway'")
        ).scalars()
        dump = " ".join(
            str(row)
            for table in tables
            for row in connection.execute(text(f'SELECT * FROM gateway."{table}"')).all()
        )
    assert "홍길동" not in dump and "010-1234-5678" not in dump
    assert "987654321" not in dump  # neither the user nor the chat id


def test_counters_show_updates_and_unknown_senders_by_day(gateway, gateway_secrets, telegram):
    secret = webhook_secret(gateway_secrets)
    first = telegram.inject_message(**STRANGER, text="하나")
    second = telegram.inject_message(user_id=9003, chat_id=9003, text="둘")
    for update in (first, second, first):
        assert _post_update(gateway, update, secret).status_code == 200
    with signed(gateway, gateway_secrets, "operator") as client:
        response = client.get("/audit/telegram/counters")
    assert response.status_code == 200, response.text
    counts = {row["counter"]: row["count"] for row in response.json()}
    assert counts == {"duplicate_update": 1, "unknown_sender": 2, "update_received": 2}


# uvicorn ends its thread with SystemExit when the lifespan fails: that is the point here.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_a_rejected_bot_token_stops_startup_and_never_reaches_a_log(
    database, gateway_secrets, telegram, capfd
):
    telegram.fail("getMe", 401, "Unauthorized")
    with (
        pytest.raises(RuntimeError, match="did not start"),
        running_gateway(database, gateway_secrets, telegram),
    ):
        pass
    captured = capfd.readouterr()
    assert "rejected the configured bot token" in captured.err
    assert TEST_BOT_TOKEN not in captured.err + captured.out
    assert TEST_BOT_TOKEN.split(":")[1] not in captured.err + captured.out


def _counts(database) -> dict[str, int]:
    with database.engine(database.owner_url("gateway")) as engine, engine.connect() as connection:
        rows = connection.execute(
            text("SELECT counter, sum(count) FROM gateway.update_counter GROUP BY counter")
        )
        return {str(counter): int(count) for counter, count in rows}


def test_a_dispatch_s_counters_are_written_with_its_outcome_not_before_its_reply(
    database, gateway_secrets, telegram
):
    """A counter the dispatch asks for (``routed_customer``, ``unknown_sender``) was a
    transaction of its own, committed before the handler could reply: a tap's next question
    waited for it. It is now written by the update's finishing transaction, with its outcome;
    a task that counts after the dispatch has ended still commits its own (ADR 0097)."""
    import asyncio
    import threading
    from functools import partial

    from anyio import to_thread

    release = threading.Event()
    during: list[dict[str, int]] = []
    late: list[asyncio.Task[None]] = []

    class Counting:
        def __init__(self, counters) -> None:
            self.counters = counters

        async def dispatch(self, update) -> str:
            await self.counters.increment("routed_customer")
            await self.counters.increment("routed_customer")
            await self.counters.increment("unknown_sender")
            during.append(await to_thread.run_sync(partial(_counts, database)))
            late.append(asyncio.create_task(self._later()))
            return "counted"

        async def _later(self) -> None:
            await to_thread.run_sync(release.wait, 10)
            await self.counters.increment("counted_later")

    with running_gateway(
        database,
        gateway_secrets,
        telegram,
        dispatcher_factory=lambda context, _telegram: Counting(context.counters),
    ) as server:
        update = telegram.inject_message(**STRANGER, text="하나")
        answer = _post_update(server, update, webhook_secret(gateway_secrets))
        assert answer.json() == {"status": "processed"}
        finished = _counts(database)
        release.set()
        telegram.wait_for(lambda: "counted_later" in _counts(database))
    assert during == [{"update_received": 1}]
    assert finished == {"update_received": 1, "routed_customer": 2, "unknown_sender": 1}
    assert _counts(database)["counted_later"] == 1
    assert _recorded_updates(database) == [(update["update_id"], "message", "counted")]
