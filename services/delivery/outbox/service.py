"""The relay of delivery's transactional outbox, on the shared mechanism (``shared.outbox``,
ADR 0018/0042).

Three targets: ``checkin_event`` (the canonical ``draft_*`` events, appended to the customer's
stream in checkin), ``nutrition_decision`` (Richard's 승인/보류 of an operator card, posted to
checkin's proposal decision route, ADR 0053) and ``expression_outcome`` (what became of a
selected presentation). The feature that owns a message queues it (``drafts.outbox``,
``cards.outbox``), in the transaction of the state change it announces; ``build_relay`` posts
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

import httpx
from sqlalchemy.orm import Session

from services.delivery.cards import repository as cards
from services.delivery.cards.outbox import NUTRITION_DECISION, proposal_of_decision_path
from services.delivery.drafts.outbox import CHECKIN_EVENT, EXPRESSION_OUTCOME
from services.delivery.peers.checkin import CheckinClient
from services.delivery.peers.errors import PeerError
from services.delivery.tables import outbox
from shared.clock import Clock
from shared.db.session import Database
from shared.outbox import (
    Finisher,
    OutboxRelay,
    OutboxRow,
    PostResult,
    RelayDecision,
    Sender,
)
from shared.outbox import http_sender as shared_http_sender

_logger = logging.getLogger("dualcoach.delivery.outbox")


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
        proposal_id = proposal_of_decision_path(row.path)
        card = None
        if proposal_id is not None:
            card = cards.mark_decision_refused(
                session,
                session_id=proposal_id,
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
