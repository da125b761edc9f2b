"""The one direct OpenAI call, with the credential and egress isolated.

Only ``OPENAI_API_KEY`` is read, only when the client is built for an attempt; a missing or
blank key is ``credential_unavailable`` with no client and no HTTP. The client is exactly
``openai.OpenAI(api_key=…, base_url="https://api.openai.com/v1", max_retries=0,
timeout=3.0)`` and makes one non-streaming ``chat.completions.create``.

The SDK itself consults more of the environment (``OPENAI_ORG_ID``, ``OPENAI_PROJECT_ID``,
``OPENAI_CUSTOM_HEADERS``, proxies...). So the SDK's ``http_client`` is ours, with
``trust_env=False`` and an egress guard transport that lets exactly one kind of request
reach the wire: ``POST https://api.openai.com/v1/chat/completions`` carrying our bearer key
and only allow-listed headers. Anything else fails closed before any byte is sent. Tests
inject the *inner* transport (forwarding to a fake server on loopback); the URL the SDK and
the guard see stays the literal OpenAI one.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal

import httpx2
import openai
from openai.types.chat import ChatCompletionMessageParam

from services.expression.config.rules import MODEL, OPENAI_ENDPOINT

SDK_TIMEOUT_SECONDS: Final = 3.0
CHAT_COMPLETIONS_URL: Final = f"{OPENAI_ENDPOINT}/chat/completions"
_ALLOWED_HEADERS: Final = frozenset(
    {
        "host",
        "accept",
        "accept-encoding",
        "connection",
        "content-type",
        "content-length",
        "user-agent",
        "authorization",
    }
)

TransportFactory = Callable[[], httpx2.BaseTransport]
ProviderFailure = Literal["credential_unavailable", "provider_error", "timeout", "invalid_response"]


class EgressRefused(httpx2.TransportError):
    """The SDK tried to send something other than the one allowed request."""


class EgressGuard(httpx2.BaseTransport):
    """Forwards only the exact chat-completions request, with allow-listed headers."""

    def __init__(self, inner: httpx2.BaseTransport, api_key: str) -> None:
        self._inner = inner
        self._authorization = f"Bearer {api_key}"

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        if request.method != "POST" or str(request.url) != CHAT_COMPLETIONS_URL:
            raise EgressRefused("request target is not the allowed endpoint", request=request)
        if request.headers.get("authorization") != self._authorization:
            raise EgressRefused("request does not carry the configured key", request=request)
        headers = [
            (name, value)
            for name, value in request.headers.multi_items()
            if name.lower() in _ALLOWED_HEADERS
        ]
        body = request.read()
        guarded = httpx2.Request(
            "POST", request.url, headers=headers, content=body, extensions=request.extensions
        )
        return self._inner.handle_request(guarded)

    def close(self) -> None:
        self._inner.close()


def default_transport() -> httpx2.BaseTransport:
    """The production wire: TLS to api.openai.com, no proxy from the environment."""
    return httpx2.HTTPTransport(trust_env=False, retries=0)


@dataclass(frozen=True, slots=True)
class ProviderReply:
    content: str


@dataclass(frozen=True, slots=True)
class ProviderFailed:
    outcome: ProviderFailure
    reason: str


def read_api_key(environ: Mapping[str, str]) -> str | None:
    """The key from ``OPENAI_API_KEY``; blank or padded values count as missing."""
    key = environ.get("OPENAI_API_KEY")
    if key is None or not key.strip() or key != key.strip():
        return None
    return key


class DirectOpenAIProvider:
    """Builds a fresh client per attempt and makes its single request."""

    def __init__(
        self,
        transport_factory: TransportFactory = default_transport,
        environ: Mapping[str, str] | None = None,
    ) -> None:
        self._transport_factory = transport_factory
        self._environ = environ

    def complete(self, messages: Sequence[Mapping[str, str]]) -> ProviderReply | ProviderFailed:
        """One request with the system instruction and the capsule as the only user message."""
        key = read_api_key(self._environ if self._environ is not None else os.environ)
        if key is None:
            return ProviderFailed("credential_unavailable", "missing_key")
        http_client = httpx2.Client(
            transport=EgressGuard(self._transport_factory(), key),
            trust_env=False,
            follow_redirects=False,
        )
        client = openai.OpenAI(
            api_key=key,
            base_url=OPENAI_ENDPOINT,
            max_retries=0,
            timeout=SDK_TIMEOUT_SECONDS,
            http_client=http_client,
        )
        try:
            return self._request(client, messages)
        finally:
            client.close()
            http_client.close()

    def _request(
        self, client: openai.OpenAI, messages: Sequence[Mapping[str, str]]
    ) -> ProviderReply | ProviderFailed:
        system, user = messages
        typed: list[ChatCompletionMessageParam] = [
            {"role": "system", "content": system["content"]},
            {"role": "user", "content": user["content"]},
        ]
        try:
            completion = client.chat.completions.create(
                model=MODEL,
                messages=typed,
                n=1,
                temperature=0.7,
                max_tokens=384,
                response_format={"type": "json_object"},
                store=False,
                stream=False,
            )
        except openai.APITimeoutError:
            return ProviderFailed("timeout", "sdk_timeout")
        except openai.APIStatusError as error:
            return ProviderFailed("provider_error", f"status_{error.status_code}")
        except openai.APIConnectionError:
            return ProviderFailed("provider_error", "transport")
        except openai.APIResponseValidationError:
            return ProviderFailed("invalid_response", "sdk_response_shape")
        except Exception as error:  # anything else from the SDK: fail closed, once
            return ProviderFailed("provider_error", type(error).__name__)
        choices = getattr(completion, "choices", None)
        if not isinstance(choices, list) or len(choices) != 1:
            return ProviderFailed("invalid_response", "choice_count")
        choice = choices[0]
        content = getattr(getattr(choice, "message", None), "content", None)
        if getattr(choice, "finish_reason", None) != "stop" or not isinstance(content, str):
            return ProviderFailed("invalid_response", "no_complete_message")
        return ProviderReply(content)
