"""What the gateway holds beyond the shared runtime: its Telegram client and update pipeline."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request
from pydantic import SecretStr

from services.gateway.settings import GatewaySection
from services.gateway.telegram.client import TelegramIO
from services.gateway.telegram.rules import TelegramNotConfigured
from services.gateway.updates.polling import Poller
from services.gateway.updates.service import AuditCounters, UpdateProcessor
from shared.runtime import ServiceRuntime


@dataclass
class GatewayContext:
    runtime: ServiceRuntime
    section: GatewaySection
    counters: AuditCounters
    # None when no Bot API is configured (``gateway.bot_api`` auto without a token, or none).
    telegram: TelegramIO | None = None
    processor: UpdateProcessor | None = None
    webhook_secret: SecretStr | None = None
    poller: Poller | None = None
    # The diagnostic test bot (seed 003): used only by ``/internal/diagnostic-send``.
    test_telegram: TelegramIO | None = None

    def require_telegram(self) -> TelegramIO:
        """The Telegram client; ``TelegramNotConfigured`` (nothing was sent) without one."""
        if self.telegram is None:
            raise TelegramNotConfigured(test_bot=False)
        return self.telegram

    def require_test_telegram(self) -> TelegramIO:
        """The test bot's client; ``TelegramNotConfigured`` (nothing was sent) without one."""
        if self.test_telegram is None:
            raise TelegramNotConfigured(test_bot=True)
        return self.test_telegram


async def get_gateway(request: Request) -> GatewayContext:
    context: GatewayContext = request.app.state.gateway
    return context


GatewayDep = Annotated[GatewayContext, Depends(get_gateway)]
