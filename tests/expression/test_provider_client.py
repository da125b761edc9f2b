"""The direct client: one literal request shape, no retries, credential read at construction."""

import json

import httpx2
import pytest

from services.expression.provider.capsule import build_capsule, build_messages
from services.expression.provider.client import (
    CHAT_COMPLETIONS_URL,
    DirectOpenAIProvider,
    EgressGuard,
    EgressRefused,
    ProviderFailed,
    ProviderReply,
)
from shared.contracts.surfaces import daily
from tests.expression.conftest import TEST_API_KEY
from tests.fakes import openai_server as fake
from tests.shared.surfaces.examples import DAILY_COMPLETE

MESSAGES = build_messages(build_capsule(daily.render(DAILY_COMPLETE), "a" * 64))


def _provider(forwarding, key=TEST_API_KEY):
    return DirectOpenAIProvider(forwarding, {"OPENAI_API_KEY": key})


def test_the_request_is_exactly_the_seed_call(fake_openai, forwarding):
    reply = _provider(forwarding).complete(MESSAGES)
    assert isinstance(reply, ProviderReply)
    (recorded,) = fake_openai.requests
    assert recorded.path == "/v1/chat/completions"
    assert forwarding.addressed == [CHAT_COMPLETIONS_URL]
    body = recorded.body
    assert body == {
        "model": "gpt-4.1-mini",
        "messages": MESSAGES,
        "n": 1,
        "temperature": 0.7,
        "max_tokens": 384,
        "response_format": {"type": "json_object"},
        "store": False,
        "stream": False,
    }
    assert "tools" not in body
    assert recorded.headers["authorization"] == f"Bearer {TEST_API_KEY}"
    assert json.loads(reply.content)["artifact_key"] == "a" * 64


@pytest.mark.parametrize("code", [429, 500, 502, 503])
def test_errors_are_never_retried(fake_openai, forwarding, code):
    fake_openai.script(fake.status(code))
    reply = _provider(forwarding).complete(MESSAGES)
    assert reply == ProviderFailed("provider_error", f"status_{code}")
    assert fake_openai.count == 1


def test_a_missing_key_builds_no_client_and_sends_nothing(fake_openai, forwarding):
    built = []

    def factory():
        built.append(1)
        return forwarding()

    reply = DirectOpenAIProvider(factory, {}).complete(MESSAGES)
    assert reply == ProviderFailed("credential_unavailable", "missing_key")
    assert built == [] and fake_openai.count == 0


def test_the_key_is_read_when_the_client_is_built(fake_openai, forwarding):
    environ: dict[str, str] = {}
    provider = DirectOpenAIProvider(forwarding, environ)
    assert provider.complete(MESSAGES) == ProviderFailed("credential_unavailable", "missing_key")
    environ["OPENAI_API_KEY"] = TEST_API_KEY
    assert isinstance(provider.complete(MESSAGES), ProviderReply)


def test_the_egress_guard_refuses_any_other_request():
    inner_calls = []

    class Recorder(httpx2.BaseTransport):
        def handle_request(self, request):
            inner_calls.append(request)
            return httpx2.Response(200)

    guard = EgressGuard(Recorder(), TEST_API_KEY)
    auth = {"authorization": f"Bearer {TEST_API_KEY}"}
    for request in (
        httpx2.Request("GET", CHAT_COMPLETIONS_URL, headers=auth),
        httpx2.Request("POST", "https://api.openai.com/v1/responses", headers=auth),
        httpx2.Request("POST", "http://api.openai.com/v1/chat/completions", headers=auth),
        httpx2.Request("POST", CHAT_COMPLETIONS_URL, headers={"authorization": "Bearer other"}),
    ):
        with pytest.raises(EgressRefused):
            guard.handle_request(request)
    assert inner_calls == []
    guard.handle_request(
        httpx2.Request(
            "POST",
            CHAT_COMPLETIONS_URL,
            headers={**auth, "OpenAI-Organization": "org-x", "X-Other": "1"},
            content=b"{}",
        )
    )
    (sent,) = inner_calls
    assert "openai-organization" not in sent.headers and "x-other" not in sent.headers
