"""The nutrition routes' dependency on the outbound port to delivery (``app.state``).

``DeliveryPort`` (hand over one operator card or customer draft) is declared beside its
real implementation over signed HTTP, ``services.checkin.peers.delivery.HttpDeliveryPort``;
the app puts that one in ``app.state.delivery_port`` and tests may put another there.
"""

from __future__ import annotations

from fastapi import Request

from services.checkin.peers.delivery import DeliveryPort


async def delivery_port(request: Request) -> DeliveryPort:
    """The app's port (``app.state.delivery_port``; tests put a fake one there)."""
    port: DeliveryPort = request.app.state.delivery_port
    return port
