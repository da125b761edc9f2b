"""Settings of the delivery service: platform sections plus its own ``delivery:`` section."""

from __future__ import annotations

from pydantic import Field

from shared.settings import PlatformSettings, Section


class DeliverySection(Section):
    """The `delivery:` section of dualcoach.yaml."""

    # The background worker (outbox relay, recovery, card republication); 0 turns it off.
    background_interval_seconds: float = Field(default=2.0, ge=0, le=3600)
    # The scheduler tick: asks checkin for due tasks and turns them into drafts.
    scheduler_enabled: bool = True
    scheduler_interval_seconds: float = Field(default=300.0, ge=5, le=86400)
    # Per Telegram request deadline the gateway applies to our sends (it splits long texts).
    telegram_timeout_seconds: float = Field(default=8.0, gt=0, le=30)
    # How long we wait for the gateway's answer before calling the outcome unknown.
    gateway_call_timeout_seconds: float = Field(default=60.0, gt=0, le=600)
    # A ``sending`` row older than this (from this process) is ``unknown``: the send was
    # lost somewhere. Must exceed the gateway call timeout.
    stale_sending_seconds: float = Field(default=300.0, gt=0, le=86400)
    # Reserved/prepared deliveries younger than this are left to the request driving them.
    recovery_grace_seconds: float = Field(default=30.0, ge=0, le=3600)
    # Console sessions (cookie lifetime) in hours.
    console_session_hours: float = Field(default=12.0, gt=0, le=168)
    # Operator cards not opened within this many hours expire.
    card_ttl_hours: float = Field(default=72.0, gt=0, le=24 * 30)


class DeliverySettings(PlatformSettings):
    delivery: DeliverySection = Field(default_factory=DeliverySection)
