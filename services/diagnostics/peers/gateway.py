"""Signed call to the gateway: ``POST /internal/diagnostic-send`` (the test bot's send).

One async client, bounded by the caller's remaining deadline. The peer does not judge the
answer: a receipt comes back, a timeout is ``TimeoutError``, anything else is
``SendOutcomeUnknown`` naming what happened (the host's transport maps it, ADR 0081).
"""

from __future__ import annotations

from typing import Any

import httpx
from pydantic import SecretStr

from shared.auth.client import ServiceRequestSigner
from shared.clock import Clock
from shared.contracts.diagnostic_send import DiagnosticSendRequest
from shared.http.peers import tls_context


class SendOutcomeUnknown(Exception):
    """The gateway answered without a receipt (or not at all): whether it sent is unknown."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class GatewayPeer:
    """The gateway's diagnostic send over one async signed client."""

    def __init__(self, base_url: str, key: SecretStr, clock: Clock, *, max_seconds: float) -> None:
        self._client = httpx.AsyncClient(
            base_url=base_url,
            auth=ServiceRequestSigner("diagnostics", key, clock, audience="gateway"),
            timeout=httpx.Timeout(max_seconds, connect=3.0),
            verify=tls_context(),
        )

    async def diagnostic_send(
        self, request: DiagnosticSendRequest, *, seconds: float
    ) -> dict[str, Any]:
        """The gateway's receipt for ``request``, asked within ``seconds``."""
        try:
            response = await self._client.post(
                "/internal/diagnostic-send",
                json=request.model_dump(mode="json"),
                timeout=httpx.Timeout(seconds),
            )
        except httpx.TimeoutException:
            raise TimeoutError("gateway did not answer before the deadline") from None
        except httpx.HTTPError as error:
            raise SendOutcomeUnknown(f"gateway_{type(error).__name__}") from None
        if response.status_code == 200:
            receipt: dict[str, Any] = response.json()
            return receipt
        try:
            body = response.json()
        except ValueError:
            body = {}
        outcome = body.get("outcome", "unknown")
        raise SendOutcomeUnknown(f"gateway_{response.status_code}_{outcome}")

    async def aclose(self) -> None:
        await self._client.aclose()
