"""Test setup of flow-owned facts: append one exactly as checkin's own flow does.

No HTTP route takes a hand-built check-in, trainer record or draft event any more (seed
principle 5); tests of the *projections* (drafts, KPI, reports, nutrition) that need many
such facts append them here through the one append path, ``append_event``, with the
flow's ``appended_by``. Tests of the flows themselves drive the wizard (``flows.py``).
"""

from __future__ import annotations

from typing import Any

from services.checkin.events.owners import CHECKIN_FLOW_APPENDER
from services.checkin.events.schemas import CanonicalEvent
from services.checkin.events.service import append_event


def append_as_flow(app: Any, event: CanonicalEvent) -> dict[str, Any]:
    """Append ``event`` in one transaction of ``app``'s database, as its flow would."""
    runtime = app.state.runtime
    with runtime.database.transaction() as session:
        result = append_event(
            session, event, appended_by=CHECKIN_FLOW_APPENDER, clock=runtime.clock
        )
    return result.model_dump(mode="json")
