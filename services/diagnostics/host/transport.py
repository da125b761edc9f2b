"""The diagnostic transport: async, deadline-aware, cancellation-cooperative, sealed.

Rev 32-33: the host admits exactly one transport instance, fixed at construction, and
only of a sealed kind: in production ``GatewayTestBotTransport`` (the gateway's test-bot
route, nothing else), in tests a subclass of ``SealedTestTransport`` handed over with the
test-only token. A synchronous callable, a duck-typed object carrying the marker
attributes, a transport whose bound exceeds 30 s or whose send is not a coroutine function
is rejected before any reservation, so it never starts and can never send later.

The transport receives only a ``VerifiedDiagnosticReservation``: the reservation-pinned
body, test bot and destination. A caller has no way to hand it other text or another chat.
"""

from __future__ import annotations

import inspect
import time
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar, Final

from pydantic import SecretStr

from services.diagnostics.host.results import VerifiedDiagnosticReservation
from services.diagnostics.peers.gateway import GatewayPeer, SendOutcomeUnknown
from shared.clock import Clock
from shared.contracts.diagnostic_send import DiagnosticSendRequest

MAX_TRANSPORT_SECONDS: Final = 30.0


class TransportRejected(Exception):
    """The transport does not satisfy the diagnostic contract; nothing was reserved."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ProviderOutcomeUnknown(Exception):
    """The provider answered without a receipt: whether it sent is not known."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class DiagnosticDeadlineTransport(ABC):
    """The diagnostic transport protocol (Rev 32); sealed by the two concrete kinds below."""

    diagnostic_transport_v1: ClassVar[bool] = True
    cancellation_cooperative: ClassVar[bool] = True
    max_provider_timeout_seconds: float = MAX_TRANSPORT_SECONDS

    @abstractmethod
    async def send_diagnostic_customer(
        self, verified: VerifiedDiagnosticReservation, *, deadline_monotonic: float
    ) -> Mapping[str, Any]:
        """Send ``verified.body`` to its pinned destination; answer the receipt."""


class GatewayTestBotTransport(DiagnosticDeadlineTransport):
    """The gateway's ``POST /internal/diagnostic-send`` through ``peers/gateway.py``; the
    remaining deadline bounds both the HTTP call and the gateway's Telegram request."""

    def __init__(self, base_url: str, key: SecretStr, clock: Clock) -> None:
        self._gateway = GatewayPeer(base_url, key, clock, max_seconds=MAX_TRANSPORT_SECONDS)

    async def send_diagnostic_customer(
        self, verified: VerifiedDiagnosticReservation, *, deadline_monotonic: float
    ) -> Mapping[str, Any]:
        remaining = deadline_monotonic - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("deadline passed before the provider call")
        request = DiagnosticSendRequest(
            reservation_id=verified.reservation_id,
            test_bot_id=verified.test_bot_id,
            chat_id=verified.chat_id,
            topic_id=verified.topic_id,
            text=verified.body,
            timeout_seconds=min(remaining, MAX_TRANSPORT_SECONDS),
            transport_binding_digest=verified.transport_binding_digest,
        )
        try:
            return await self._gateway.diagnostic_send(request, seconds=remaining)
        except SendOutcomeUnknown as unknown:
            raise ProviderOutcomeUnknown(unknown.reason) from None

    async def aclose(self) -> None:
        await self._gateway.aclose()


class SealedTestTransport(DiagnosticDeadlineTransport):
    """The only base a test transport may have (admitted only with the test token)."""


class _TestToken:
    pass


_TEST_TOKEN: Final = _TestToken()


def sealed_test_token() -> object:
    """The token ``DiagnosticHost._for_test`` demands; production code never calls this."""
    return _TEST_TOKEN


def admit_transport(
    transport: object, *, test_token: object | None = None
) -> DiagnosticDeadlineTransport:
    """The transport, if it is one the host may use; else ``TransportRejected``."""
    if test_token is None:
        if type(transport) is not GatewayTestBotTransport:
            raise TransportRejected("not_the_gateway_test_bot_transport")
    elif test_token is not _TEST_TOKEN or not isinstance(transport, SealedTestTransport):
        raise TransportRejected("not_a_sealed_test_transport")
    assert isinstance(transport, DiagnosticDeadlineTransport)
    if (
        transport.diagnostic_transport_v1 is not True
        or transport.cancellation_cooperative is not True
    ):
        raise TransportRejected("missing_diagnostic_markers")
    bound = transport.max_provider_timeout_seconds
    if not isinstance(bound, int | float) or not 0 < bound <= MAX_TRANSPORT_SECONDS:
        raise TransportRejected("transport_bound_out_of_range")
    if not inspect.iscoroutinefunction(type(transport).send_diagnostic_customer):
        raise TransportRejected("send_is_not_async")
    return transport
