"""Long-lived signed httpx clients, one per peer service, with explicit timeouts and limits.

Every call carries the current request id (``shared.request_id``) so the peer's log lines
join the caller's. The id header is not part of the signed string: it only correlates logs,
and the callee adopts nothing but 32 hex characters from it.
"""

from __future__ import annotations

import ssl
from collections.abc import Mapping
from functools import cache

import httpx
from pydantic import SecretStr

from shared.auth.client import ServiceRequestSigner
from shared.clock import Clock
from shared.request_id import outgoing_headers
from shared.settings import ServiceDirectory
from shared.topology import CallerName, ServiceName

DEFAULT_TIMEOUT = httpx.Timeout(10.0, connect=3.0)
DEFAULT_LIMITS = httpx.Limits(max_connections=50, max_keepalive_connections=10)


@cache
def tls_context() -> ssl.SSLContext:
    """One verifying TLS context for every peer client of the process.

    httpx builds a fresh one per client by default, and loading the CA bundle costs ~30 ms
    each time: a service's start and every test app paid it once per peer.
    """
    return ssl.create_default_context()


def _carry_request_id(request: httpx.Request) -> None:
    request.headers.update(outgoing_headers())


class PeerClients:
    """Signed clients to the peers a service calls, created on first use."""

    def __init__(
        self,
        *,
        caller: CallerName,
        key: SecretStr,
        directory: ServiceDirectory,
        clock: Clock,
        transports: Mapping[ServiceName, httpx.BaseTransport] | None = None,
    ) -> None:
        self._caller = caller
        self._key = key
        self._clock = clock
        self._directory = directory
        self._transports = dict(transports or {})
        self._clients: dict[ServiceName, httpx.Client] = {}

    def client(self, peer: ServiceName) -> httpx.Client:
        """The signed client for ``peer`` (base URL from the service directory)."""
        existing = self._clients.get(peer)
        if existing is None:
            existing = httpx.Client(
                base_url=self._directory.endpoint(peer).base_url,
                auth=ServiceRequestSigner(self._caller, self._key, self._clock, audience=peer),
                timeout=DEFAULT_TIMEOUT,
                limits=DEFAULT_LIMITS,
                transport=self._transports.get(peer),
                verify=tls_context(),
                event_hooks={"request": [_carry_request_id]},
            )
            self._clients[peer] = existing
        return existing

    def close(self) -> None:
        for client in self._clients.values():
            client.close()
        self._clients.clear()
