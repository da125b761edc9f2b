"""Richard's console, probed where tests/delivery/test_console_endpoints.py does not reach:
the token offered in a URL, a session after ``dualcoach console rotate-token`` (the real
command, not a file write), and customer-controlled text carrying HTML and script shown on
every page that can show it - escaped everywhere, executed nowhere."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from click.testing import CliRunner

from services.delivery.cli import console_group
from tests.delivery.console_support import browser, console_token, log_in
from tests.delivery.factories import held_submission, ok, submission
from tests.support.servers import ThreadedServer, serve

pytestmark = pytest.mark.slow
SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>'
ESCAPED = "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"


@pytest.fixture
def console(delivery_app) -> Iterator[ThreadedServer]:
    with serve(delivery_app) as server:
        yield server


@pytest.fixture
def richard(console, delivery_secrets) -> Iterator[httpx.Client]:
    with browser(console.base_url) as client:
        assert log_in(client, console_token(delivery_secrets)).status_code == 303
        yield client


def test_a_token_offered_in_a_url_opens_nothing_and_is_never_echoed(console, delivery_secrets):
    token = console_token(delivery_secrets)
    with browser(console.base_url) as client:
        for method, path in (
            ("GET", f"/console?token={token}"),
            ("GET", f"/console/login?token={token}"),
            ("POST", f"/console/login?token={token}"),
            ("GET", f"/console/audit?console_token={token}"),
        ):
            response = client.request(method, path)
            assert response.status_code in (401, 403, 405, 422), (path, response.status_code)
            assert "dualcoach_console=" not in response.headers.get("set-cookie", "")
            assert token not in response.text
        assert client.get("/console").status_code == 401


def test_the_rotate_token_command_ends_an_open_session_and_the_old_token(
    richard, console, delivery_secrets, monkeypatch
):
    old = console_token(delivery_secrets)
    assert richard.get("/console").status_code == 200
    monkeypatch.setenv("DUALCOACH_SECRETS_DIR", str(delivery_secrets.directory))
    result = CliRunner().invoke(console_group, ["rotate-token"])
    assert result.exit_code == 0, result.output
    new = console_token(delivery_secrets)
    assert new != old and new not in result.output
    assert richard.get("/console").status_code == 401
    with browser(console.base_url) as client:
        assert log_in(client, old).status_code == 401
    with browser(console.base_url) as client:
        assert log_in(client, new).status_code == 303


def test_html_and_script_in_customer_text_are_escaped_on_every_page(richard, checkin_caller):
    words = [
        {"author": "customer", "field": "note", "kst_date": "2026-12-08", "text": SCRIPT},
        {"author": "trainer", "field": "pain_note", "kst_date": "2026-12-08", "text": SCRIPT},
    ]
    daily = ok(
        checkin_caller.post(
            "/v1/drafts",
            json=submission(
                canonical_text=f"오늘 메모: {SCRIPT}",
                evidence=[{"event_id": "evt-checkin-1", "fact": SCRIPT}],
                source_texts=words,
            ),
        ),
        201,
    )
    reason = {
        "class": "pain",
        "rule_id": "S2",
        "source_flow": "customer_checkin",
        "matched_field": "pain_text",
        "excerpt": SCRIPT,
    }
    held = ok(checkin_caller.post("/v1/drafts", json=held_submission(hold_reasons=[reason])), 201)
    pages = [
        "/console",
        f"/console/drafts/{daily['draft_id']}",
        f"/console/drafts/{held['draft_id']}",
        "/console/customers/kim-pilot",
        "/console/customers/kim-pilot/kpi",
        "/console/audit",
    ]
    shown = 0
    for path in pages:
        page = richard.get(path)
        assert page.status_code == 200, (path, page.status_code)
        assert "<script>" not in page.text and "<img src=x" not in page.text, path
        assert page.headers["content-security-policy"].startswith("default-src 'none'")
        shown += page.text.count(ESCAPED)
    # the words are shown (escaped), not dropped: on both draft pages at least
    assert shown >= 4
