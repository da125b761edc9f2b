"""What checkin's request handlers share besides the runtime: its outbound ports and relay.

Built once with the app. ``presenter`` asks expression for presentations; ``relay`` posts
queued drafts to delivery (also run on a timer when ``checkin.outbox_relay_interval_seconds``
is set, and right after each finalize).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from services.checkin.drafts.ports import HttpDraftSubmitter, HttpPresenter, Presenter
from services.checkin.drafts.service import build_relay
from services.checkin.settings import CheckinSection
from shared.outbox import OutboxRelay
from shared.runtime import ServiceRuntime

_logger = logging.getLogger("dualcoach.checkin")


@dataclass
class CheckinContext:
    runtime: ServiceRuntime
    section: CheckinSection
    presenter: Presenter
    relay: OutboxRelay

    def relay_customer(self, customer_id: str) -> None:
        """Post this customer's due drafts now (best effort; the timer retries)."""
        try:
            self.relay.relay_once(only_scope=customer_id)
        except Exception as error:  # never fail the request that queued the draft
            _logger.warning(
                "outbox_relay_failed", extra={"fields": {"error_type": type(error).__name__}}
            )


def build_context(runtime: ServiceRuntime, section: CheckinSection) -> CheckinContext:
    presenter = HttpPresenter(
        runtime.peers.client("expression"), timeout=section.presentation_timeout_seconds
    )
    submitter = HttpDraftSubmitter(
        runtime.peers.client("delivery"), timeout=section.delivery_timeout_seconds
    )
    return CheckinContext(
        runtime=runtime,
        section=section,
        presenter=presenter,
        relay=build_relay(runtime.database, runtime.clock, submitter),
    )


def get_context(request: Request) -> CheckinContext:
    context: CheckinContext = request.app.state.checkin
    return context


ContextDep = Annotated[CheckinContext, Depends(get_context)]
