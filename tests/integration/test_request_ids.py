"""One request id from the gateway's webhook to checkin: every log line of one customer
message, in every service it touches, carries the id the gateway started."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from shared.logging import JsonFormatter
from shared.request_id import REQUEST_ID_HEADER, is_well_formed
from tests.gateway.conftest import webhook_secret
from tests.integration.stack import CUSTOMER, CUSTOMER_CHAT, Stack

assert CUSTOMER["user_id"] == CUSTOMER_CHAT  # a private chat: the user's own id

pytestmark = pytest.mark.slow

CHOSEN_BY_TELEGRAM = "0123456789abcdef0123456789abcdef"


@pytest.fixture
def log_lines() -> Iterator[Any]:
    """The JSON lines every app of the stack writes (they share this process's root logger)."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter("stack"))
    root = logging.getLogger()
    root.addHandler(handler)
    yield lambda: [json.loads(line) for line in stream.getvalue().splitlines()]
    root.removeHandler(handler)


def test_the_gateways_request_id_reaches_checkins_log_lines(stack: Stack, log_lines):
    update = stack.telegram.inject_message(
        text="안녕하세요", user_id=CUSTOMER_CHAT, chat_id=CUSTOMER_CHAT
    )
    response = httpx.post(
        f"{stack.gateway.base_url}/telegram/webhook",
        json=update,
        headers={
            "X-Telegram-Bot-Api-Secret-Token": webhook_secret(stack.secrets),
            # Telegram cannot sign: whatever it sends is not adopted.
            REQUEST_ID_HEADER: CHOSEN_BY_TELEGRAM,
        },
        timeout=30,
    )
    assert response.status_code == 200, response.text
    request_id = response.headers[REQUEST_ID_HEADER]
    assert is_well_formed(request_id) and request_id != CHOSEN_BY_TELEGRAM
    lines = log_lines()
    ours = [line for line in lines if line.get("request_id") == request_id]
    served = {(line["service"], line["route"]) for line in ours if line["event"] == "request"}
    assert ("gateway", "/telegram/webhook") in served
    # Checkin answered the gateway's signed call(s) for this update under the same id.
    assert any(service == "checkin" for service, _ in served), served
    assert CHOSEN_BY_TELEGRAM not in json.dumps(lines)
