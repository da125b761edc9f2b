"""What checkin's request handlers share besides the runtime: its outbound ports and relay.

Built once by the app (``app.build_context``, the composition root); the features read it
through ``ContextDep`` and never import what builds it (ADR 0086). ``presenter`` asks
expression for presentations; ``relay`` posts queued drafts to delivery on one background
thread (``background``): on a timer when ``checkin.outbox_relay_interval_seconds`` is set,
and soon after each finalize asks for it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Annotated, Final

from fastapi import Depends, Request

from services.checkin.peers.expression import Presenter
from services.checkin.settings import CheckinSection
from shared.outbox import OutboxRelay, PeriodicRelay
from shared.runtime import ServiceRuntime

_logger = logging.getLogger("dualcoach.checkin")
# How long past the presentation request's own deadline a held-back draft waits for it.
PRESENTATION_HOLD_MARGIN: Final = timedelta(seconds=5)


@dataclass
class CheckinContext:
    runtime: ServiceRuntime
    section: CheckinSection
    presenter: Presenter
    relay: OutboxRelay
    # The relay's one thread, started and stopped by the app's lifespan.
    background: PeriodicRelay | None = field(default=None)

    @property
    def presentation_hold(self) -> timedelta:
        """How long a finalized short draft is held back for its presentation (ADR 0094):
        the request's deadline and a margin; then the relay posts it canonical."""
        seconds = self.section.presentation_timeout_seconds
        return timedelta(seconds=seconds) + PRESENTATION_HOLD_MARGIN

    def relay_customer(self, customer_id: str) -> None:
        """Have this customer's due drafts posted soon (best effort; the timer retries).

        Never blocks a request thread on delivery: the background thread posts them. Only
        without that thread (an app used without its lifespan) does the caller post them.
        """
        if self.background is not None and self.background.request(customer_id):
            return
        try:
            self.relay.relay_once(only_scope=customer_id)
        except Exception as error:  # never fail the request that queued the draft
            _logger.warning(
                "outbox_relay_failed", extra={"fields": {"error_type": type(error).__name__}}
            )


async def get_context(request: Request) -> CheckinContext:
    context: CheckinContext = request.app.state.checkin
    return context


ContextDep = Annotated[CheckinContext, Depends(get_context)]
