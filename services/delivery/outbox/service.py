"""Delivery's transactional outbox, on the shared mechanism (``shared.outbox``, ADR 0018/0042).

Three targets: ``checkin_event`` (the canonical ``draft_*`` events, appended to the customer's
stream in checkin), ``nutrition_decision`` (Richard's 승인/보류 of an operator card, posted to
checkin's proposal decision route, ADR 0053) and ``expression_outcome`` (what became of a
selected presentation). Each
row is written in the transaction of the state change it announces; ``build_relay`` posts
due rows one per transaction (``FOR UPDATE SKIP LOCKED``) until the peer acknowledges: 200/201
acknowledged (200 is the peer's identical replay, the proof that a relay killed after the
peer's commit lost and duplicated nothing), 409 parked as ``conflict``, 400/404/410/422
``rejected``, anything else retried with backoff. A customer's rows go in order. A
``nutrition_decision`` checkin refuses (``conflict``/``rejected``: final, never retried) makes
its card ``decision-refused`` and owes Richard a notice, in the transaction that finishes the
row (``refused_decision_finisher``): the card never claims a decision checkin did not take.
"""

from __future__ import annotations

import logging
import re
from datetime import datetime
from typing import Any, Final

import httpx
from sqlalchemy.orm import Session

from services.delivery.cards import repository as cards
from services.delivery.drafts.events import events_path
from services.delivery.peers.checkin import CheckinClient
from services.delivery.peers.errors import PeerError
from services.delivery.tables import outbox
from shared.clock import Clock
from shared.db.session import Database
from shared.outbox import (
    Finisher,
    OutboxMessage,
    OutboxRelay,
    OutboxRow,
    PostResult,
    RelayDecision,
    Sender,
    enqueue,
)
from shared.outbox import http_sender as shared_http_sender

CHECKIN_EVENT: Final = "checkin_event"
NUTRITION_DECISION: Final = "nutrition_decision"
EXPRESSION_OUTCOME: Final = "expression_outcome"
# Checkin's decision route; the proposal id of a queued decision is read back from its path.
DECISION_PATH: Final = "/v1/customers/{customer_id}/nutrition/proposals/{proposal_id}/decision"
_DECISION_PATH = re.compile(r"^/v1/customers/[^/]+/nutrition/proposals/([^/]+)/decision$")

_logger = logging.getLogger("dualcoach.delivery.outbox")


def enqueue_event(session: Session, document: dict[str, Any], *, now: datetime) -> bool:
    """Queue one canonical event for the customer's stream; False if already queued.

    The same key with other content raises ``shared.outbox.OutboxKeyConflict``.
    """
    customer_id = str(document["customer_id"])
    message = OutboxMessage(
        target=CHECKIN_EVENT,
        dedupe_key=str(document["dedupe_key"]),
        path=events_path(customer_id),
        payload=document,
        customer_id=customer_id,
    )
    return enqueue(session, outbox, message, now=now)


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


def enqueue_outcome(
    session: Session, attempt_id: str, artifact_key: str, outcome: str, *, now: datetime
) -> bool:
    """Queue the outcome of expression's attempt (one per attempt: the first one counts)."""
    message = OutboxMessage(
        target=EXPRESSION_OUTCOME,
        dedupe_key=f"presentation:{attempt_id}",
        path=f"/v1/presentations/{attempt_id}/outcome",
        payload={"outcome": outcome, "artifact_key": artifact_key},
    )
    return enqueue(session, outbox, message, now=now)


def checkin_sender(checkin: CheckinClient) -> Sender:
    """Posts a row to its checkin route (an event append or a proposal decision), signed."""

    def send(row: OutboxRow) -> PostResult:
        try:
            answer = checkin.post_relayed(row.path, row.payload)
        except PeerError as error:
            return PostResult(None, error=error.transport or "unreachable")
        return PostResult(answer.status, answer.slug)

    return send


def refused_decision_finisher(clock: Clock) -> Finisher:
    """Marks the card of a decision checkin refused, with the row that records the refusal."""

    def finish(session: Session, row: OutboxRow, decision: RelayDecision) -> None:
        if decision.verdict not in ("conflict", "rejected"):
            return
        match = _DECISION_PATH.match(row.path)
        card = None
        if match is not None:
            card = cards.mark_decision_refused(
                session,
                session_id=match.group(1),
                revision=int(row.payload["revision"]),
                refusal=decision.reason or decision.verdict,
                now=clock.now(),
            )
        if card is None:
            # Only an approved/held card's decision is ever queued: this row names none.
            _logger.error(
                "refused_decision_without_card",
                extra={"fields": {"reason": decision.reason, "customer_id": row.customer_id}},
            )

    return finish


def build_relay(
    database: Database, clock: Clock, *, checkin: CheckinClient, expression: httpx.Client
) -> OutboxRelay:
    """The relay of delivery's outbox (one scope: delivery's tables are not per customer)."""
    return OutboxRelay(
        database=database,
        table=outbox,
        clock=clock,
        senders={
            CHECKIN_EVENT: checkin_sender(checkin),
            NUTRITION_DECISION: checkin_sender(checkin),
            EXPRESSION_OUTCOME: shared_http_sender(expression),
        },
        finishers={NUTRITION_DECISION: refused_decision_finisher(clock)},
    )
