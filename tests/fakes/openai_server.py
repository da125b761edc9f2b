"""A fake OpenAI-compatible chat-completions server, scriptable per request.

It runs as a real FastAPI app on a loopback port (``tests.support.servers.serve``). The
real ``openai`` SDK reaches it through ``ForwardingTransport``, which rewrites only the
network destination: the SDK (and the product's egress guard) still address the literal
``https://api.openai.com/v1``. Every request is counted and recorded (headers and JSON).

Behaviours (queued with ``script``; the default answers validly):
``valid(compose)``, ``content(text)`` (any message content, e.g. malformed JSON),
``transform(fn)`` (adversarial edits of a valid answer), ``status(code)`` (429, 5xx),
``http_body(raw)`` (a non-JSON HTTP body), ``slow(seconds, then)``, ``hook(fn, then)``.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx2
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response

Capsule = dict[str, Any]
Behaviour = Callable[[Capsule], Response]
Composer = Callable[[dict[str, Any], int], str]

BENIGN_LEADS = (
    "차분히 정리해 드리면,",
    "한결같은 마음으로 덧붙이자면,",
    "편안한 흐름 속에서 정리하면,",
    "반가운 마음으로 살펴 드리면,",
    "여유를 갖고 이어서,",
    "덧붙여 말씀드리면,",
    "한편으로 짚어 보자면,",
    "부드럽게 풀어 보면,",
    "천천히 돌아보면,",
    "곁에서 함께하는 마음으로,",
    "가만히 되짚어 보면,",
    "느긋하게 정리하자면,",
)
BENIGN_JOINS = ("이어서", "그리고", "또한")


def benign_compose(slot: dict[str, Any], index: int) -> str:
    """Novel connective prose around the slot's tokens (no word list on the product side)."""
    tokens = slot["placeholder_tokens"]
    parts = [f"{BENIGN_LEADS[index % len(BENIGN_LEADS)]} {tokens[0]}."]
    for offset, token in enumerate(tokens[1:]):
        parts.append(f"{BENIGN_JOINS[(index + offset) % len(BENIGN_JOINS)]} {token}.")
    return " ".join(parts)


def answer_for(
    capsule: Capsule, compose: Composer = benign_compose, seed: int = 0
) -> dict[str, Any]:
    """A contract-conforming answer echoing ``capsule``."""
    return {
        "schema_version": capsule["schema_version"],
        "surface": capsule["surface"],
        "artifact_key": capsule["artifact_key"],
        "slots": [
            {
                "slot_id": slot["slot_id"],
                "semantic_ids": slot["semantic_ids"],
                "action_ids": slot["action_ids"],
                "placeholder_tokens": slot["placeholder_tokens"],
                "generated_ko": compose(slot, seed + index),
            }
            for index, slot in enumerate(capsule["slots"])
        ],
    }


def completion(content: str, *, finish_reason: str = "stop") -> JSONResponse:
    return JSONResponse(
        {
            "id": "chatcmpl-fake",
            "object": "chat.completion",
            "created": 1_700_000_000,
            "model": "gpt-4.1-mini",
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": finish_reason,
                }
            ],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }
    )


def valid(compose: Composer = benign_compose, seed: int = 0) -> Behaviour:
    def behave(capsule: Capsule) -> Response:
        return completion(json.dumps(answer_for(capsule, compose, seed), ensure_ascii=False))

    return behave


def content(text: str, *, finish_reason: str = "stop") -> Behaviour:
    return lambda capsule: completion(text, finish_reason=finish_reason)


def transform(
    edit: Callable[[dict[str, Any]], Any], compose: Composer = benign_compose
) -> Behaviour:
    """Apply ``edit`` to a valid answer; a str result is sent verbatim as the content."""

    def behave(capsule: Capsule) -> Response:
        edited = edit(answer_for(capsule, compose))
        text = edited if isinstance(edited, str) else json.dumps(edited, ensure_ascii=False)
        return completion(text)

    return behave


def status(code: int) -> Behaviour:
    body = {"error": {"message": "fake error", "type": "fake", "code": str(code)}}
    return lambda capsule: JSONResponse(body, status_code=code)


def http_body(raw: bytes, media_type: str = "application/json") -> Behaviour:
    return lambda capsule: Response(raw, media_type=media_type)


def slow(seconds: float, then: Behaviour | None = None) -> Behaviour:
    def behave(capsule: Capsule) -> Response:
        time.sleep(seconds)
        return (then or valid())(capsule)

    return behave


def hook(action: Callable[[], None], then: Behaviour | None = None) -> Behaviour:
    def behave(capsule: Capsule) -> Response:
        action()
        return (then or valid())(capsule)

    return behave


@dataclass
class RecordedRequest:
    path: str
    headers: dict[str, str]
    body: dict[str, Any]
    raw: bytes

    @property
    def capsule(self) -> Capsule:
        return json.loads(self.body["messages"][1]["content"])


@dataclass
class FakeOpenAI:
    requests: list[RecordedRequest] = field(default_factory=list)
    default: Behaviour = field(default_factory=valid)
    _script: deque[Behaviour] = field(default_factory=deque)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def script(self, *behaviours: Behaviour) -> None:
        with self._lock:
            self._script.extend(behaviours)

    def reset(self) -> None:
        with self._lock:
            self.requests.clear()
            self._script.clear()
            self.default = valid()

    @property
    def count(self) -> int:
        return len(self.requests)

    def build_app(self) -> FastAPI:
        app = FastAPI()

        @app.post("/v1/chat/completions")
        def chat_completions(request: Request, payload: dict[str, Any]) -> Response:
            raw = json.dumps(payload, ensure_ascii=False).encode()
            recorded = RecordedRequest(request.url.path, dict(request.headers), payload, raw)
            with self._lock:
                self.requests.append(recorded)
                behaviour = self._script.popleft() if self._script else self.default
            return behaviour(recorded.capsule)

        return app


class ForwardingTransport(httpx2.BaseTransport):
    """Sends each request to the fake on loopback; records the URL the SDK addressed."""

    def __init__(self, port: int, addressed: list[str]) -> None:
        self._port = port
        self._inner = httpx2.HTTPTransport(trust_env=False)
        self.addressed = addressed

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        self.addressed.append(str(request.url))
        target = request.url.copy_with(scheme="http", host="127.0.0.1", port=self._port)
        forwarded = httpx2.Request(
            request.method,
            target,
            headers=request.headers,
            content=request.read(),
            extensions=request.extensions,
        )
        return self._inner.handle_request(forwarded)

    def close(self) -> None:
        self._inner.close()


class Forwarding:
    """A transport factory for the product: a fresh forwarding transport per client."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.addressed: list[str] = []

    def __call__(self) -> httpx2.BaseTransport:
        return ForwardingTransport(self.port, self.addressed)
