"""What every delivery request and background task reaches: runtime, section, peers, pins.

Only the type and the dependency that reads it from ``app.state``: the app builds it
(``app.build_context``), so no feature imports the module that builds everything. The two
in-process helpers it carries are named here by what the features use of them (ports); the
app plugs in ``sending.queue.OwedMessageSender`` and ``scheduler.heartbeat.SchedulerHeartbeat``.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Annotated, Protocol

from fastapi import Depends, Request

from services.delivery.peers.checkin import CheckinClient
from services.delivery.peers.diagnostics import DiagnosticsClient
from services.delivery.peers.expression import ExpressionClient
from services.delivery.peers.gateway import GatewayClient
from services.delivery.settings import DeliverySection, DeliverySettings
from shared.outbox import OutboxRelay
from shared.runtime import ServiceRuntime


class OwedMessages(Protocol):
    """Runs the sends Richard is owed off the request thread (``sending.queue``, ADR 0068)."""

    def owe(self, key: str, job: Callable[[], object]) -> None: ...

    def start(self) -> None: ...

    def stop(self) -> None: ...

    def pending(self) -> int: ...

    def wait_idle(self, timeout: float = 30.0) -> bool: ...


class TickHeartbeat(Protocol):
    """When this process started and its scheduler last ticked (``scheduler.heartbeat``)."""

    @property
    def started_at(self) -> datetime: ...

    @property
    def last_tick_at(self) -> datetime | None: ...

    def record_tick(self, at: datetime) -> None: ...


@dataclass
class DeliveryContext:
    runtime: ServiceRuntime
    settings: DeliverySettings
    checkin: CheckinClient
    gateway: GatewayClient
    expression: ExpressionClient
    # Reads the diagnostics host's send of a draft for the console (ADR 0078); never writes.
    diagnostics: DiagnosticsClient
    config_pin: str
    # The outbox relay (draft events to checkin, presentation outcomes to expression).
    relay: OutboxRelay
    # When this process's scheduler last finished a tick (the scheduler lag on /metrics).
    scheduler_heartbeat: TickHeartbeat
    # Richard's reviews and held notices are sent here, off the request threads (ADR 0068).
    owed: OwedMessages
    # This process's identity: a ``sending`` row of another boot is an interrupted send.
    boot_id: str = field(default_factory=lambda: uuid.uuid4().hex)

    @property
    def section(self) -> DeliverySection:
        return self.settings.delivery


async def get_context(request: Request) -> DeliveryContext:
    context: DeliveryContext = request.app.state.delivery
    return context


DeliveryDep = Annotated[DeliveryContext, Depends(get_context)]
