"""What cards put in delivery's outbox: Richard's decision on a proposal, for checkin's decision
route (ADR 0053; relayed by ``outbox.service``, which reads the proposal back from the path).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Final

from sqlalchemy.orm import Session

from services.delivery.tables import outbox
from shared.outbox import OutboxMessage, enqueue

NUTRITION_DECISION: Final = "nutrition_decision"
# Checkin's decision route; the proposal id of a queued decision is read back from its path.
DECISION_PATH: Final = "/v1/customers/{customer_id}/nutrition/proposals/{proposal_id}/decision"
_DECISION_PATH = re.compile(r"^/v1/customers/[^/]+/nutrition/proposals/([^/]+)/decision$")


def enqueue_decision(
    session: Session,
    *,
    customer_id: str,
    proposal_id: str,
    revision: int,
    proposal_digest: str,
    decision: str,
    registry_revision: str,
    now: datetime,
) -> bool:
    """Queue Richard's decision on one proposal revision for checkin (once per revision).

    The key is checkin's own decision key, so a replay is checkin's idempotent 200; a second,
    different decision on the same revision raises ``OutboxKeyConflict``. The payload
    carries the registry revision the card was validated against: checkin refuses the
    decision (``registry-revision-stale``) if owner, consent or entry changed since.
    """
    message = OutboxMessage(
        target=NUTRITION_DECISION,
        dedupe_key=f"nutrition-decision:{customer_id}:{proposal_id}.r{revision}",
        path=DECISION_PATH.format(customer_id=customer_id, proposal_id=proposal_id),
        payload={
            "revision": revision,
            "proposal_digest": proposal_digest,
            "decision": decision,
            "registry_revision": registry_revision,
        },
        customer_id=customer_id,
    )
    return enqueue(session, outbox, message, now=now)


def proposal_of_decision_path(path: str) -> str | None:
    """The proposal id of a queued decision's path, or None when the path names none."""
    match = _DECISION_PATH.match(path)
    return match.group(1) if match is not None else None
