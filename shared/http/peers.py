"""Long-lived signed httpx clients, one per peer service, with explicit timeouts and limits."""

from __future__ import annotations

from collections.abc import Mapping

import httpx
from pydantic import SecretStr

from shared.auth.client import ServiceRequestSigner
from shared.clock import Clock
from shared.settings import ServiceDirectory
from shared.topology import CallerName, ServiceName

DEFAULT_TIMEOUT = httpx.Timeout(10.0, connect=3.0)
DEFAULT_LIMITS = httpx.Limits(max_connections=50, max_keepalive_connections=10)


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
            )
            self._clients[peer] = existing
        return existing

    def close(self) -> None:
        for client in self._clients.values():
            client.close()
        self._clients.clear()
