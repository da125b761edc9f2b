"""The gateway service's FastAPI app (``uvicorn --factory services.gateway.app:create_app``)."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass

from fastapi import FastAPI
from pydantic import SecretStr

from services.gateway.audit.endpoints import router as audit_router
from services.gateway.audit.snapshot import router as snapshot_router
from services.gateway.context import GatewayContext
from services.gateway.conversations.customer import CustomerConversation
from services.gateway.conversations.diagnostic import DiagnosticOperatorConversation
from services.gateway.conversations.dispatcher import DiagnosticRouting, RoutingDispatcher
from services.gateway.conversations.owner import OwnerConversation
from services.gateway.conversations.taps import AcknowledgedSenders, PrefetchedTaps, TapRouting
from services.gateway.conversations.trainer import TrainerConversation
from services.gateway.conversations.withdrawal import WithdrawnConversation
from services.gateway.erasure.endpoints import router as erasure_router
from services.gateway.errors import install_domain_problems
from services.gateway.peers.checkin import CheckinPeer
from services.gateway.peers.delivery import DeliveryPeer
from services.gateway.peers.diagnostics import DiagnosticsPeer
from services.gateway.sending.diagnostic import router as diagnostic_sending_router
from services.gateway.sending.endpoints import router as sending_router
from services.gateway.settings import GatewaySettings
from services.gateway.tables import metadata
from services.gateway.telegram.client import TelegramIO
from services.gateway.telegram.ratelimit import RetryAfterObserver
from services.gateway.telegram.rules import (
    BOT_TOKEN_SECRET,
    TEST_BOT_TOKEN_SECRET,
    WEBHOOK_SECRET,
    BotApiTarget,
    choose_target,
    choose_test_bot_target,
    require_webhook_secret,
)
from services.gateway.updates.polling import Poller
from services.gateway.updates.service import AuditCounters, UpdateDispatcher, UpdateProcessor
from services.gateway.webhook.endpoints import WEBHOOK_PATH, webhook_router
from shared.app import create_service_app
from shared.clock import Clock
from shared.logging import register_secret
from shared.metrics import ServiceMetrics
from shared.runtime import build_runtime
from shared.secrets import load_named_secret
from shared.settings import load_settings

_logger = logging.getLogger("dualcoach.gateway")

DispatcherFactory = Callable[[GatewayContext, TelegramIO], UpdateDispatcher]
# Bot API method names are camelCase words the library chooses; anything else is "other".
_BOT_API_METHOD = re.compile(r"[A-Za-z]{1,40}")


def telegram_rate_limit_counter(metrics: ServiceMetrics) -> RetryAfterObserver:
    """Count every 429 Telegram answers, by Bot API method and what the limiter did."""
    counter = metrics.counter(
        "dualcoach_telegram_rate_limited",
        "429 (RetryAfter) answers from Telegram, by Bot API method; waited or gave_up",
        ["method", "outcome"],
    )

    def observe(method: str, outcome: str) -> None:
        known = method if _BOT_API_METHOD.fullmatch(method) else "other"
        counter.labels(known, outcome).inc()

    return observe


def routing_dispatcher(context: GatewayContext, telegram: TelegramIO) -> UpdateDispatcher:
    """Exact-triple routing through checkin to the three conversations."""
    runtime = context.runtime
    checkin = CheckinPeer(runtime.peers.client("checkin"))
    delivery = DeliveryPeer(runtime.peers.client("delivery"))
    diagnostics = DiagnosticsPeer(runtime.peers.client("diagnostics"))
    # One signed call to checkin per customer update on the common path (ADR 0067).
    acknowledged, prefetched = AcknowledgedSenders(), PrefetchedTaps()
    return RoutingDispatcher(
        telegram,
        context.counters,
        resolver=TapRouting(checkin, acknowledged, prefetched),
        handlers={
            "customer": CustomerConversation(
                telegram=telegram,
                checkin=checkin,
                database=runtime.database,
                clock=runtime.clock,
                prefetched=prefetched,
                acknowledged=acknowledged,
            ),
            "trainer": TrainerConversation(telegram=telegram, checkin=checkin),
            "withdrawn": WithdrawnConversation(telegram=telegram),
            "owner": OwnerConversation(
                telegram=telegram, checkin=checkin, delivery=delivery, clock=runtime.clock
            ),
        },
        diagnostics=DiagnosticRouting(
            resolver=diagnostics,
            handler=DiagnosticOperatorConversation(telegram=telegram, diagnostics=diagnostics),
        ),
    )


@dataclass(frozen=True)
class TelegramConfig:
    """Which Bot API the gateway uses, its diagnostic test bot and its webhook secret."""

    target: BotApiTarget | None
    test_target: BotApiTarget | None
    webhook_secret: SecretStr | None


def load_telegram_config(settings: GatewaySettings) -> TelegramConfig:
    """Read the Telegram secrets; refuses inconsistent configuration.

    Runs before anything is opened, so a refusal leaves nothing behind.
    """
    section = settings.gateway
    target = choose_target(
        section,
        load_named_secret(settings.secrets_dir, BOT_TOKEN_SECRET),
        section.simulator.base_url,
    )
    test_target = choose_test_bot_target(
        target, load_named_secret(settings.secrets_dir, TEST_BOT_TOKEN_SECRET)
    )
    webhook_secret = require_webhook_secret(
        section, load_named_secret(settings.secrets_dir, WEBHOOK_SECRET)
    )
    if webhook_secret is not None:
        register_secret(webhook_secret.get_secret_value())
    return TelegramConfig(target, test_target, webhook_secret)


def attach_telegram(
    context: GatewayContext, config: TelegramConfig, dispatcher_factory: DispatcherFactory
) -> None:
    """Give the context its Telegram clients, the update processor and (polling) the poller."""
    runtime, section = context.runtime, context.section
    if config.test_target is not None:
        context.test_telegram = TelegramIO(config.test_target, section)
    if config.target is None:
        return
    telegram = TelegramIO(
        config.target, section, on_retry_after=telegram_rate_limit_counter(runtime.metrics)
    )
    context.telegram = telegram
    context.processor = UpdateProcessor(
        database=runtime.database,
        clock=runtime.clock,
        bot_id=config.target.bot_id,
        dispatcher=dispatcher_factory(context, telegram),
        parse=telegram.parse_update,
    )
    if section.mode == "polling":
        poller = Poller(
            telegram,
            context.processor,
            timeout_seconds=section.polling_timeout_seconds,
            max_in_flight=section.polling_max_updates_in_flight,
            drain_seconds=section.polling_drain_seconds,
        )
        context.poller = poller
        runtime.readiness.append(lambda: None if poller.running else "telegram_polling_stopped")


async def start_telegram(context: GatewayContext, config: TelegramConfig) -> None:
    """Open the Bot API clients, set the webhook (webhook mode) and start polling (polling)."""
    section = context.section
    if context.telegram is None:
        _logger.info("telegram_disabled", extra={"fields": {"reason": "no bot api"}})
        return
    reachable = await context.telegram.start()
    _logger.info(
        "telegram_started",
        extra={
            "fields": {
                "kind": config.target.kind if config.target else None,
                "mode": section.mode,
                "status": "reachable" if reachable else "unreachable",
            }
        },
    )
    if config.webhook_secret is not None and section.webhook_url:
        try:
            await context.telegram.set_webhook(
                section.webhook_url, config.webhook_secret.get_secret_value()
            )
        except Exception as error:
            _logger.error(
                "set_webhook_failed", extra={"fields": {"error_type": type(error).__name__}}
            )
    if context.poller is not None:
        context.poller.start()
    if context.test_telegram is not None:
        # Only sends: the test bot never polls, so no update of it is ever routed.
        await context.test_telegram.start()


async def stop_telegram(context: GatewayContext) -> None:
    """Stop polling first, so no update is taken that could no longer be answered."""
    if context.poller is not None:
        await context.poller.stop()
    if context.telegram is not None:
        await context.telegram.stop()
    if context.test_telegram is not None:
        await context.test_telegram.stop()


ROUTERS = [
    webhook_router,
    audit_router,
    sending_router,
    diagnostic_sending_router,
    erasure_router,
    snapshot_router,
]


def create_app(
    settings: GatewaySettings | None = None,
    *,
    clock: Clock | None = None,
    dispatcher_factory: DispatcherFactory | None = None,
) -> FastAPI:
    """Build the gateway; refuses to start on inconsistent Telegram configuration."""
    settings = settings or load_settings(GatewaySettings)
    config = load_telegram_config(settings)
    runtime = build_runtime("gateway", settings, metadata=metadata, clock=clock)
    context = GatewayContext(
        runtime=runtime,
        section=settings.gateway,
        counters=AuditCounters(runtime.database, runtime.clock),
        webhook_secret=config.webhook_secret,
    )
    attach_telegram(context, config, dispatcher_factory or routing_dispatcher)

    async def start() -> None:
        await start_telegram(context, config)

    async def stop() -> None:
        await stop_telegram(context)

    app = create_service_app(
        runtime,
        routers=ROUTERS,
        # The webhook is called by Telegram, which cannot sign: it checks Telegram's own
        # secret header (constant time) instead, and 404s unless the gateway is in webhook mode.
        open_paths=[WEBHOOK_PATH],
        on_startup=start,
        on_shutdown=stop,
    )
    install_domain_problems(app)
    app.state.gateway = context
    return app
