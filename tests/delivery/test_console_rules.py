"""Console security rules: constant-time token check, signed sessions, CSRF, loopback."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from services.delivery.console import rules

TOKEN = "a" * 64
NOW = datetime(2026, 12, 8, 1, 0, tzinfo=UTC)
DAY = timedelta(hours=12)


def test_a_session_is_read_back_only_with_the_token_that_signed_it():
    cookie = rules.mint_session(TOKEN, NOW, nonce="n1")
    session = rules.read_session(TOKEN, cookie, NOW + timedelta(minutes=1), DAY)
    assert session is not None and session.nonce == "n1"
    assert rules.read_session("b" * 64, cookie, NOW, DAY) is None  # rotated token


def test_expired_tampered_or_malformed_sessions_are_refused():
    cookie = rules.mint_session(TOKEN, NOW)
    assert rules.read_session(TOKEN, cookie, NOW + DAY, DAY) is None
    payload, signature = cookie.split(".")
    assert rules.read_session(TOKEN, f"{payload}x.{signature}", NOW, DAY) is None
    for broken in (None, "", "abc", "a.b.c", f"{payload}.{'0' * 64}"):
        assert rules.read_session(TOKEN, broken, NOW, DAY) is None


def test_csrf_tokens_belong_to_one_session():
    first = rules.read_session(TOKEN, rules.mint_session(TOKEN, NOW, nonce="n1"), NOW, DAY)
    second = rules.read_session(TOKEN, rules.mint_session(TOKEN, NOW, nonce="n2"), NOW, DAY)
    assert first is not None and second is not None
    token = rules.csrf_token(TOKEN, first)
    assert rules.csrf_matches(TOKEN, first, token)
    assert not rules.csrf_matches(TOKEN, second, token)
    assert not rules.csrf_matches(TOKEN, first, None)


def test_tokens_must_be_long_enough_and_match_exactly():
    assert not rules.token_usable(None) and not rules.token_usable("short")
    assert rules.token_usable(TOKEN)
    assert rules.token_matches(TOKEN, TOKEN) and not rules.token_matches(TOKEN, TOKEN[:-1])


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1:8703", True),
        ("localhost:8703", True),
        ("[::1]:8703", True),
        ("127.0.0.1", True),
        ("evil.example:8703", False),
        ("127.0.0.1.evil.example", False),
        (None, False),
    ],
)
def test_only_loopback_hosts_are_served(host, loopback):
    assert rules.is_loopback_host(host) is loopback


def test_only_loopback_clients_and_same_origin_posts():
    assert rules.is_loopback_client("127.0.0.1") and rules.is_loopback_client("::1")
    assert not rules.is_loopback_client("10.0.0.5") and not rules.is_loopback_client(None)
    assert rules.same_origin(None, "127.0.0.1:8703")
    assert rules.same_origin("http://127.0.0.1:8703", "127.0.0.1:8703")
    assert not rules.same_origin("http://evil.example", "127.0.0.1:8703")
