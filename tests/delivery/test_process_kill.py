"""Crashes for real: delivery is a uvicorn subprocess killed with SIGKILL, then restarted."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from services.delivery.drafts.rules import draft_id_for
from tests.delivery.checkin_peer import CUSTOMER, running_checkin
from tests.delivery.factories import CUSTOMER_ID, DAILY_TEXT, customer_sends, ok, submission
from tests.delivery.process import DeliveryProcess

pytestmark = pytest.mark.slow


@pytest.fixture
def processes() -> Iterator[list[DeliveryProcess]]:
    started: list[DeliveryProcess] = []
    yield started
    for process in started:
        process.stop()


def test_sigkill_mid_send_leaves_unknown_and_nothing_is_ever_resent(
    database, delivery_secrets, gateway, checkin, telegram, tmp_path, processes
):
    first = DeliveryProcess(
        database, delivery_secrets, tmp_path, gateway_port=gateway.port, checkin_port=checkin.port
    )
    processes.append(first)
    first.start()
    with first.client("checkin") as checkin_caller, first.client("operator") as operator:
        draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
        # Richard's review leaves off the submitting request's thread (ADR 0068): let it
        # reach Telegram before the approval (a draft approved first owes no review, so on a
        # loaded machine none was sent and this waited in vain), and before the one-shot
        # delay below, which must land on the customer's send.
        telegram.wait_for(lambda: len(telegram.calls("sendMessage")) >= 1, timeout=30)
        ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1}))
    # Telegram takes the message at once but answers only after 3 s: we kill meanwhile.
    telegram.delay("sendMessage", 3.0)

    def send() -> None:
        with first.client("operator") as client, pytest.raises(httpx.HTTPError):
            client.post(f"/v1/drafts/{draft_id}/send")

    sender = threading.Thread(target=send)
    sender.start()
    telegram.wait_for(lambda: len(customer_sends(telegram)) == 1, timeout=10)
    assert first.kill() == -9
    sender.join(10)

    second = DeliveryProcess(
        database, delivery_secrets, tmp_path, gateway_port=gateway.port, checkin_port=checkin.port
    )
    processes.append(second)
    second.start()
    with second.client("operator") as operator:
        (delivery,) = ok(operator.get(f"/v1/drafts/{draft_id}"))["deliveries"]
        assert (delivery["state"], delivery["reason"]) == ("unknown", "interrupted-by-restart")
        # Asking again, and waiting past Telegram's late answer, sends nothing more.
        again = ok(operator.post(f"/v1/drafts/{draft_id}/send"))
        assert again["deliveries"][0]["state"] == "unknown"
        time.sleep(3.5)
        history = ok(operator.get(f"/v1/deliveries/{delivery['delivery_id']}"))
    assert [row["state"] for row in history] == ["reserved", "prepared", "sending", "unknown"]
    assert len(customer_sends(telegram)) == 1
    assert [m.text for m in telegram.bot_messages(CUSTOMER["chat_id"])] == [DAILY_TEXT]


class KillOnFirstAppend:
    """ASGI middleware: once checkin has stored the first event (201), SIGKILL the caller
    before the answer leaves - the relay dies between the peer's commit and its own."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.victim: DeliveryProcess | None = None
        self.fired = threading.Event()

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        is_append = (
            scope["type"] == "http"
            and scope["method"] == "POST"
            and scope["path"].endswith("/events")
        )
        if not is_append or self.fired.is_set() or self.victim is None:
            await self.app(scope, receive, send)
            return

        async def intercept(message: Any) -> None:
            if message["type"] == "http.response.start" and message["status"] == 201:
                assert self.victim is not None
                self.victim.kill()
                self.fired.set()
            await send(message)

        await self.app(scope, receive, intercept)


def test_a_relay_killed_after_checkin_stored_the_event_loses_and_duplicates_nothing(
    database, delivery_secrets, gateway, telegram, tmp_path, processes
):
    killer: dict[str, KillOnFirstAppend] = {}

    def wrap(app: Any) -> KillOnFirstAppend:
        killer["middleware"] = KillOnFirstAppend(app)
        return killer["middleware"]

    with running_checkin(database, delivery_secrets, wrap=wrap) as checkin:
        first = DeliveryProcess(
            database,
            delivery_secrets,
            tmp_path,
            gateway_port=gateway.port,
            checkin_port=checkin.port,
            background_interval_seconds=0.2,
        )
        processes.append(first)
        first.start()
        killer["middleware"].victim = first
        body = submission()
        draft_id = draft_id_for(body["draft_key"])
        # The draft commits before anything else; the kill may land while its review is
        # still on the way to Richard, so the answer itself may be lost.
        with first.client("checkin") as checkin_caller, contextlib.suppress(httpx.HTTPError):
            checkin_caller.post("/v1/drafts", json=body)
        assert killer["middleware"].fired.wait(15), "the relay never posted"
        assert first.process is not None and first.process.returncode == -9
        key = f"draft_created:{CUSTOMER_ID}:{draft_id}"
        assert [e["dedupe_key"] for e in checkin.stream()] == [key]

        second = DeliveryProcess(
            database,
            delivery_secrets,
            tmp_path,
            gateway_port=gateway.port,
            checkin_port=checkin.port,
            background_interval_seconds=0.2,
        )
        processes.append(second)
        second.start()
        deadline = time.monotonic() + 15
        with second.client("operator") as operator:
            while time.monotonic() < deadline:
                rows = ok(operator.get("/v1/outbox"))
                if rows and rows[0]["status"] == "acknowledged":
                    break
                time.sleep(0.2)
        assert [(r["dedupe_key"], r["status"], r["last_status"]) for r in rows] == [
            (key, "acknowledged", 200)  # the re-post was an identical replay
        ]
        assert [e["dedupe_key"] for e in checkin.stream()] == [key]
