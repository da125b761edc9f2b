"""The client side: a request signer usable as ``auth=`` by httpx (and httpx2) clients.

It is a plain callable rather than an ``httpx.Auth`` subclass so the same object signs for
our peer clients (httpx) and for Starlette's TestClient (httpx2) alike. Requests must carry
their body in memory (JSON or bytes), which every internal call does.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from pydantic import SecretStr

from shared.auth.signing import sign
from shared.clock import Clock, SystemClock


class _Url(Protocol):
    @property
    def raw_path(self) -> bytes: ...


class SignableRequest(Protocol):
    @property
    def method(self) -> str: ...
    @property
    def url(self) -> _Url: ...
    @property
    def content(self) -> bytes: ...
    @property
    def headers(self) -> object: ...


RequestT = TypeVar("RequestT", bound=SignableRequest)


class ServiceRequestSigner:
    """Signs each outgoing request as ``caller`` with its HMAC key, for one ``audience``
    (the service the client talks to; a request signed for one service is refused by all
    others)."""

    def __init__(
        self, caller: str, key: SecretStr, clock: Clock | None = None, *, audience: str
    ) -> None:
        self._caller = caller
        self._audience = audience
        self._key = key
        self._clock = clock or SystemClock()

    def __call__(self, request: RequestT) -> RequestT:
        headers = sign(
            key=self._key.get_secret_value().encode("utf-8"),
            caller=self._caller,
            audience=self._audience,
            method=request.method,
            target=request.url.raw_path.decode("ascii"),
            body=request.content,
            now=self._clock.now(),
        )
        request.headers.update(headers)  # type: ignore[attr-defined]
        return request
