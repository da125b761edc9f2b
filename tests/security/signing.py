"""Sign a ``requests`` request (what schemathesis sends) with the project's own signer.

``ServiceRequestSigner`` signs anything shaped like an httpx request; a prepared
``requests`` request carries the same facts under other names, so a thin view adapts it.
The target is taken from the prepared URL exactly as it goes on the wire (path plus query,
already percent-encoded by ``requests``), which is what the verifier recomputes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

import requests
from fastapi import FastAPI
from fastapi.routing import APIRoute, iter_route_contexts

from shared.auth.client import ServiceRequestSigner
from shared.auth.verify import allowed_callers, is_signed_dependency
from shared.clock import Clock
from shared.topology import CallerName
from tests.support.keys import TestSecrets


@dataclass(frozen=True)
class _WireUrl:
    raw_path: bytes


class _PreparedView:
    """The ``SignableRequest`` face of a ``requests.PreparedRequest``."""

    def __init__(self, prepared: requests.PreparedRequest) -> None:
        self._prepared = prepared

    @property
    def method(self) -> str:
        return str(self._prepared.method)

    @property
    def url(self) -> _WireUrl:
        parts = urlsplit(str(self._prepared.url))
        target = parts.path + (f"?{parts.query}" if parts.query else "")
        return _WireUrl(target.encode("ascii"))

    @property
    def content(self) -> bytes:
        body = self._prepared.body
        if body is None:
            return b""
        if isinstance(body, str):
            return body.encode("utf-8")
        if isinstance(body, bytes | bytearray):
            return bytes(body)
        raise TypeError("a streamed body cannot be signed: the signature covers its digest")

    @property
    def headers(self) -> object:
        return self._prepared.headers


class SignedAs(requests.auth.AuthBase):
    """``requests`` auth that signs as ``caller`` for ``audience``."""

    def __init__(self, signer: ServiceRequestSigner) -> None:
        self._signer = signer

    def __call__(self, request: requests.PreparedRequest) -> requests.PreparedRequest:
        self._signer(_PreparedView(request))
        return request


def _signed_allow_lists(dependant: object) -> Iterable[frozenset[str]]:
    for dependency in getattr(dependant, "dependencies", ()):
        if dependency.call is not None and is_signed_dependency(dependency.call):
            yield allowed_callers(dependency.call)
        yield from _signed_allow_lists(dependency)


class RouteCallers:
    """For each (method, path) of an app: a caller its allow-lists accept, or None when
    the route is open (it checks its own secret, or none)."""

    def __init__(self, app: FastAPI) -> None:
        self._routes: dict[tuple[str, str], CallerName | None] = {}
        self._accepted: dict[tuple[str, str], frozenset[str]] = {}
        for context in iter_route_contexts(app.routes):
            if not isinstance(context.original_route, APIRoute):
                continue
            lists = list(_signed_allow_lists(context.dependant))
            caller: CallerName | None = None
            accepted: frozenset[str] = frozenset()
            if lists:
                accepted = frozenset.intersection(*lists)
                assert accepted, f"{context.path}: no caller passes every allow-list"
                # Deterministic: the owner's CLI when allowed, else the first service.
                caller = "operator" if "operator" in accepted else sorted(accepted)[0]  # type: ignore[assignment]
            for method in context.methods or ():
                self._routes[(method, str(context.path))] = caller
                self._accepted[(method, str(context.path))] = accepted

    def accepted(self, method: str, template: str) -> frozenset[str]:
        """Every caller all of the route's allow-lists accept (empty for an open route)."""
        return self._accepted[(method.upper(), template)]

    def caller_for(self, method: str, template: str) -> CallerName | None:
        """The caller to sign as for the route ``template`` (as the OpenAPI names it)."""
        return self._routes[(method.upper(), template)]


def signed_as(
    caller: CallerName, secrets: TestSecrets, audience: str, clock: Clock | None = None
) -> SignedAs:
    """Auth for ``requests`` signing as ``caller`` on ``clock`` (the services' clock)."""
    return SignedAs(ServiceRequestSigner(caller, secrets.key(caller), clock, audience=audience))
