import io
import json
import logging

import pytest

from shared.logging import configure_logging, id_digest, register_secret, scrub


@pytest.fixture
def log_stream():
    stream = io.StringIO()
    configure_logging("checkin", "INFO", stream=stream)
    yield stream
    logging.getLogger().handlers[:] = []


def _lines(stream):
    return [json.loads(line) for line in stream.getvalue().splitlines()]


def test_lines_are_json_with_the_event_and_safe_fields(log_stream):
    logging.getLogger("x").info("draft_approved", extra={"fields": {"status": 200}})
    (line,) = _lines(log_stream)
    assert line["event"] == "draft_approved"
    assert line["service"] == "checkin"
    assert line["status"] == 200
    assert line["level"] == "INFO"


def test_customer_text_and_unknown_fields_are_redacted(log_stream):
    logging.getLogger("x").info(
        "checkin_saved", extra={"fields": {"note": "가슴이 아파요", "customer_id": "cust-7"}}
    )
    raw = log_stream.getvalue()
    assert "가슴이 아파요" not in raw and "cust-7" not in raw
    (line,) = _lines(log_stream)
    assert line["note"] == "[redacted]"
    assert line["customer_id"] == id_digest("cust-7")


def test_message_arguments_are_never_formatted_into_the_line(log_stream):
    logging.getLogger("x").info("saved %s", "고객 메모")
    assert "고객 메모" not in log_stream.getvalue()


def test_token_shapes_and_registered_secrets_are_masked(log_stream):
    register_secret("super-secret-console-token")
    logging.getLogger("httpx").warning(
        "POST https://api.telegram.org/bot123456789:AAEhBP0av28ZzZ8nR4jM1yZ1PWqw5Y6xk_s/sendMessage"
        " super-secret-console-token"
    )
    raw = log_stream.getvalue()
    assert "AAEhBP0av28" not in raw
    assert "super-secret-console-token" not in raw
    assert "[secret]" in raw


def test_scrub_masks_openai_keys():
    assert "sk-" not in scrub("key sk-abcdefghijklmnopqrstuvwx used")


def test_id_digest_is_stable_and_not_the_id():
    assert id_digest("cust-1") == id_digest("cust-1") != id_digest("cust-2")
    assert "cust-1" not in id_digest("cust-1")
