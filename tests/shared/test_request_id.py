"""The request id: a signed caller's well-formed one is adopted, else a fresh one; on every line."""

import io
import json
import logging

import pytest

from shared.logging import JsonFormatter
from shared.request_id import (
    REQUEST_ID_HEADER,
    current_request_id,
    is_well_formed,
    outgoing_headers,
    request_id_scope,
)
from tests.support.services import build_app, signed_client, unsigned_client

GIVEN = "0123456789abcdef0123456789abcdef"


@pytest.fixture
def app(database, secrets):
    return build_app("checkin", database, secrets)


@pytest.fixture
def log_lines():
    """The JSON lines the service writes during the test (the app's own formatter)."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter("checkin"))
    root = logging.getLogger()
    root.addHandler(handler)
    yield lambda: [json.loads(line) for line in stream.getvalue().splitlines()]
    root.removeHandler(handler)


def access_lines(lines, route):
    return [line for line in lines if line["event"] == "request" and line["route"] == route]


def test_a_signed_callers_well_formed_id_is_adopted_echoed_and_logged(app, secrets, log_lines):
    with signed_client(app, "gateway", secrets) as client:
        response = client.get("/internal/ping", headers={REQUEST_ID_HEADER: GIVEN})
    assert response.status_code == 200
    assert response.headers[REQUEST_ID_HEADER] == GIVEN
    (line,) = access_lines(log_lines(), "/internal/ping")
    assert line["request_id"] == GIVEN


@pytest.mark.parametrize(
    "malformed",
    [
        "0123456789ABCDEF0123456789ABCDEF",  # upper case
        GIVEN + "00",  # too long
        'x", "level": "CRITICAL',  # an attempt to write a field
        "kim-pilot",  # an identifier
    ],
)
def test_a_malformed_id_is_replaced_and_never_logged(app, secrets, log_lines, malformed):
    with signed_client(app, "gateway", secrets) as client:
        response = client.get("/internal/ping", headers={REQUEST_ID_HEADER: malformed})
    assert response.status_code == 200
    replaced = response.headers[REQUEST_ID_HEADER]
    assert replaced != malformed and is_well_formed(replaced)
    lines = log_lines()
    (line,) = access_lines(lines, "/internal/ping")
    assert line["request_id"] == replaced
    assert malformed not in json.dumps(lines)


def test_an_unsigned_request_always_starts_its_own_id(app, log_lines):
    with unsigned_client(app) as client:
        response = client.get("/healthz", headers={REQUEST_ID_HEADER: GIVEN})
    assert response.headers[REQUEST_ID_HEADER] != GIVEN
    (line,) = access_lines(log_lines(), "/healthz")
    assert line["request_id"] == response.headers[REQUEST_ID_HEADER]


def test_each_request_gets_its_own_id(app):
    with unsigned_client(app) as client:
        first = client.get("/healthz").headers[REQUEST_ID_HEADER]
        second = client.get("/healthz").headers[REQUEST_ID_HEADER]
    assert first != second and is_well_formed(first) and is_well_formed(second)


def test_a_scope_sets_the_outgoing_header_and_restores_the_previous_id():
    assert current_request_id() is None and outgoing_headers() == {}
    with request_id_scope(GIVEN):
        assert outgoing_headers() == {REQUEST_ID_HEADER: GIVEN}
        with request_id_scope() as inner:
            assert inner != GIVEN and current_request_id() == inner
        assert current_request_id() == GIVEN
    assert current_request_id() is None


def test_a_log_line_outside_any_work_has_no_request_id():
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "tick", None, None)
    assert "request_id" not in json.loads(JsonFormatter("checkin").format(record))
