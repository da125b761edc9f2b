"""The server side: a FastAPI dependency that authenticates the signed caller of a route.

Checks, in order, each failing closed before anything is written: all headers present,
caller known, timestamp within ±30 s, body digest matches, signature matches (constant
time), caller on the route's allow-list (403), and finally the nonce is new - the only
write, and only for a request that passed everything else. On a route declared with
``nonce_in_transaction=True`` that write joins the route's own transaction instead
(``shared.auth.nonces``, ADR 0089).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from anyio import CancelScope
from fastapi import Depends, Request
from pydantic import SecretStr
from starlette.concurrency import run_in_threadpool

from shared.auth.nonces import NonceStore, PendingNonce, pending_nonce
from shared.auth.signing import (
    AUDIENCE_HEADER,
    BODY_DIGEST_HEADER,
    CALLER_HEADER,
    NONCE_HEADER,
    SIGNATURE_HEADER,
    TIMESTAMP_HEADER,
    SignedFields,
    body_digest,
    signature_matches,
    within_window,
)
from shared.clock import Clock
from shared.problems import Problem
from shared.topology import CallerName

_NONCE_SHAPE = re.compile(r"^[A-Za-z0-9_-]{16,128}$")


@dataclass(frozen=True, slots=True)
class Caller:
    """An authenticated service (or operator) making this request."""

    id: str


def _unauthorised(slug: str, title: str) -> Problem:
    return Problem(401, slug, title)


def replayed_nonce() -> Problem:
    return _unauthorised("replayed-nonce", "Request nonce was already used")


# Set once a request's signature has been verified (error handlers must not verify twice:
# the nonce is already spent).
VERIFIED_SCOPE_KEY: Final = "dualcoach.verified_caller"


class RequestVerifier:
    """Holds the keys of the callers a service accepts and verifies their requests."""

    def __init__(
        self,
        keys: Mapping[str, SecretStr],
        clock: Clock,
        nonces: NonceStore,
        *,
        audience: str,
    ) -> None:
        self._audience = audience
        self._keys = dict(keys)
        self._clock = clock
        self._nonces = nonces

    async def verify(self, request: Request, allowed: frozenset[str]) -> Caller:
        """Authenticate the request and spend its nonce (its own transaction)."""
        caller, pending = self.authenticate(request, allowed, await request.body())
        if not await run_in_threadpool(pending.spend_alone):
            raise replayed_nonce()
        request.scope[VERIFIED_SCOPE_KEY] = caller.id
        return caller

    async def verify_deferring_nonce(
        self, request: Request, allowed: frozenset[str]
    ) -> tuple[Caller, PendingNonce]:
        """Authenticate the request; its nonce is left for the route's transaction."""
        caller, pending = self.authenticate(request, allowed, await request.body())
        request.scope[VERIFIED_SCOPE_KEY] = caller.id
        return caller, pending

    def authenticate(
        self, request: Request, allowed: frozenset[str], body: bytes
    ) -> tuple[Caller, PendingNonce]:
        """Every check but the nonce's freshness (which needs the database)."""
        headers = request.headers
        values = {
            name: headers.get(name)
            for name in (
                CALLER_HEADER,
                AUDIENCE_HEADER,
                TIMESTAMP_HEADER,
                NONCE_HEADER,
                BODY_DIGEST_HEADER,
                SIGNATURE_HEADER,
            )
        }
        if any(value is None for value in values.values()):
            raise _unauthorised("unsigned-request", "Request is not signed")
        caller = str(values[CALLER_HEADER])
        key = self._keys.get(caller)
        if key is None:
            raise _unauthorised("unknown-caller", "Caller is not known to this service")
        now = self._clock.now()
        if not within_window(str(values[TIMESTAMP_HEADER]), now):
            raise _unauthorised("stale-request", "Request timestamp is outside the allowed window")
        nonce = str(values[NONCE_HEADER])
        if not _NONCE_SHAPE.match(nonce):
            raise _unauthorised("bad-nonce", "Request nonce is malformed")
        if body_digest(body) != values[BODY_DIGEST_HEADER]:
            raise _unauthorised("body-digest-mismatch", "Body does not match its signed digest")
        target = request.scope.get("raw_path") or request.url.path.encode("ascii")
        query = request.scope.get("query_string") or b""
        if query:
            target = target + b"?" + query
        fields = SignedFields(
            caller=caller,
            audience=str(values[AUDIENCE_HEADER]),
            timestamp=str(values[TIMESTAMP_HEADER]),
            nonce=nonce,
            method=request.method,
            target=target.decode("latin-1"),
            body_sha256=str(values[BODY_DIGEST_HEADER]),
        )
        if not signature_matches(
            key.get_secret_value().encode("utf-8"), fields, str(values[SIGNATURE_HEADER])
        ):
            raise _unauthorised("bad-signature", "Request signature is invalid")
        if values[AUDIENCE_HEADER] != self._audience:
            # Signed for another service: the same route there must not be replayable here.
            raise _unauthorised("wrong-audience", "Request was signed for another service")
        if caller not in allowed:
            raise Problem(403, "caller-not-allowed", "Caller may not use this route")
        return Caller(caller), PendingNonce(self._nonces, caller, nonce, now)


def _verifier(request: Request) -> RequestVerifier:
    verifier: RequestVerifier = request.app.state.runtime.verifier
    return verifier


def require_callers(*callers: CallerName, nonce_in_transaction: bool = False) -> Any:
    """Dependency marker: the request must be signed by one of ``callers``.

    Use as ``dependencies=[require_callers(...)]`` on a router or route, or as
    ``caller: Annotated[Caller, require_callers(...)]`` when the handler needs the caller.

    ``nonce_in_transaction=True`` is for a route whose every effect is inside its first
    ``shared.deps.in_transaction`` call: that call spends the nonce in the route's own
    transaction. Whatever else happens - a refusal before that call, a body the route
    never reaches - the nonce is spent alone when the route ends, and a route that
    returns without having spent it is a programming error, answered as one (500).
    """
    allowed = frozenset(callers)

    async def signed_caller(request: Request) -> Caller:
        return await _verifier(request).verify(request, allowed)

    async def signed_caller_deferring_nonce(request: Request) -> AsyncIterator[Caller]:
        caller, pending = await _verifier(request).verify_deferring_nonce(request, allowed)
        token = pending_nonce.set(pending)
        try:
            yield caller
        except BaseException:
            if not pending.settled:
                # Shielded: a request cancelled mid-way still spends its nonce.
                with CancelScope(shield=True):
                    fresh = await run_in_threadpool(pending.spend_alone)
                if not fresh:
                    raise replayed_nonce() from None
            raise
        finally:
            pending_nonce.reset(token)
        if not pending.settled:
            if not await run_in_threadpool(pending.spend_alone):
                raise replayed_nonce()
            raise RuntimeError("a nonce_in_transaction route returned without spending its nonce")

    call: Any = signed_caller_deferring_nonce if nonce_in_transaction else signed_caller
    call.__dualcoach_check__ = signed_caller
    call.__dualcoach_signed__ = True
    # Readable by tools that must sign as a caller the route accepts (the OpenAPI sweep).
    call.__dualcoach_callers__ = allowed
    return Depends(call, scope="function") if nonce_in_transaction else Depends(call)


def is_signed_dependency(call: object) -> bool:
    return bool(getattr(call, "__dualcoach_signed__", False))


def signature_check(call: object) -> Callable[[Request], Awaitable[Caller]]:
    """The plain ``async (request) -> Caller`` check behind a signed dependency: it always
    spends the nonce alone (the error handlers use it for a body no route will see)."""
    check: Callable[[Request], Awaitable[Caller]] = call.__dualcoach_check__  # type: ignore[attr-defined]
    return check


def allowed_callers(call: object) -> frozenset[str]:
    """The allow-list of a ``require_callers`` dependency (empty for anything else)."""
    callers: frozenset[str] = getattr(call, "__dualcoach_callers__", frozenset())
    return callers
