"""Settings of the gateway service: platform sections plus its own ``gateway:`` section."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from shared.settings import PlatformSettings, Section

TELEGRAM_API_URL = "https://api.telegram.org"
DEFAULT_SIMULATOR_PORT = 8710


class SimulatorSection(Section):
    """Where the local Telegram simulator listens (``make run`` without a bot token)."""

    host: str = "127.0.0.1"
    port: int = Field(default=DEFAULT_SIMULATOR_PORT, ge=1, le=65535)
    # On an empty registry, register the page's personas as a demo owner, customer and
    # trainer once the services are up (never with a real bot token; see tools/pilot/demo.py).
    demo_registry: bool = True

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"


class GatewaySection(Section):
    """The `gateway:` section of dualcoach.yaml."""

    # Which Bot API the gateway talks to. ``auto``: Telegram when the `telegram-bot-token`
    # secret exists, otherwise no Telegram I/O at all (sends answer 503, nothing polls).
    # ``simulator``: the local simulator below, with its fixed fake token (never a real one).
    bot_api: Literal["auto", "telegram", "simulator", "none"] = "auto"
    # Base URL of the real Bot API (tests point it at the fake server); ``/bot<token>`` follows.
    bot_api_url: str = TELEGRAM_API_URL
    # ``polling`` (development) or ``webhook`` (needs the `telegram-webhook-secret` secret).
    mode: Literal["polling", "webhook"] = "polling"
    # Public HTTPS URL registered with setWebhook at start; null: registered out of band.
    webhook_url: str | None = None
    polling_timeout_seconds: int = Field(default=25, ge=0, le=50)
    # Polling handles different chats at once, each chat in order (ADR 0093): at most this
    # many updates taken and not finished. 1 is the old one-update-at-a-time loop.
    polling_max_updates_in_flight: int = Field(default=16, ge=1, le=100)
    # On stop, how long the chats' lanes may finish what they hold; what is left stays in
    # the inbox for the next start (under compose's 10 s stop grace period).
    polling_drain_seconds: float = Field(default=5.0, ge=0, le=60)
    # Telegram's flood limits: ~30 messages/s per bot, ~1 message/s per chat.
    overall_messages_per_second: float = Field(default=30.0, gt=0, le=1000)
    per_chat_messages_per_second: float = Field(default=1.0, gt=0, le=100)
    # A 429 means "not sent": wait and retry, but only this often and only this long.
    retry_after_max_attempts: int = Field(default=2, ge=0, le=10)
    retry_after_max_seconds: float = Field(default=5.0, ge=0, le=60)
    connect_timeout_seconds: float = Field(default=5.0, gt=0, le=60)
    send_timeout_seconds: float = Field(default=8.0, gt=0, le=60)
    simulator: SimulatorSection = Field(default_factory=SimulatorSection)


class GatewaySettings(PlatformSettings):
    gateway: GatewaySection = Field(default_factory=GatewaySection)
