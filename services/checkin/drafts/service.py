"""Draft submissions: queued in the finalizing transaction, relayed to delivery later.

``enqueue_draft`` writes the submission as an outbox row in the caller's transaction, so
a finalized check-in and its draft are stored together or not at all. The relay
(``build_relay``) posts each row to delivery until it is acknowledged; delivery is
idempotent by ``draft_key``, so a retry after a crash or an outage never duplicates.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from services.checkin.drafts.ports import DRAFT_TARGET, draft_sender
from services.checkin.drafts.schemas import DraftRecord, DraftSubmission
from services.checkin.errors import Refusal
from services.checkin.peers.delivery import DRAFTS_PATH, DraftSubmitter
from services.checkin.registry.repository import RegistryRepository
from services.checkin.safety_state.service import hold_if_held
from services.checkin.scope import enter_customer_scope
from services.checkin.tables import outbox
from shared.clock import Clock
from shared.db.session import Database
from shared.metrics import GaugeSource
from shared.outbox import (
    OutboxKeyConflict,
    OutboxMessage,
    OutboxRelay,
    enqueue,
    get_row,
    list_rows,
)
from shared.outbox.metrics import outbox_gauges


def enqueue_draft(session: Session, submission: DraftSubmission, *, now: datetime) -> bool:
    """Queue ``submission`` for delivery; False if the identical draft is already queued.

    A customer draft made while the customer's safety state is held is queued as a held
    submission instead (seed principle 6; ``safety_state``).
    """
    enter_customer_scope(session, submission.customer_id)
    submission = DraftSubmission.model_validate(
        hold_if_held(session, submission.customer_id, submission.document())
    )
    message = OutboxMessage(
        target=DRAFT_TARGET,
        dedupe_key=submission.draft_key,
        path=DRAFTS_PATH,
        payload=submission.document(),
        customer_id=submission.customer_id,
    )
    try:
        return enqueue(session, outbox, message, now=now)
    except OutboxKeyConflict:
        raise Refusal(
            "conflict", "draft-key-conflict", "A different draft is already queued under this key"
        ) from None


def queued_draft(session: Session, customer_id: str, draft_key: str) -> DraftSubmission | None:
    """The submission checkin queued under ``draft_key`` for the customer, if any."""
    enter_customer_scope(session, customer_id)
    row = get_row(session, outbox, DRAFT_TARGET, draft_key)
    if row is None or row.customer_id != customer_id:
        return None
    return DraftSubmission.model_validate(row.payload)


def list_drafts(session: Session, customer_id: str) -> list[DraftRecord]:
    """Every draft checkin submitted for the customer, oldest first, with its relay state."""
    enter_customer_scope(session, customer_id)
    records = []
    for row in list_rows(session, outbox, target=DRAFT_TARGET, customer_id=customer_id):
        submission = DraftSubmission.model_validate(row.payload)
        records.append(
            DraftRecord(
                draft_key=row.dedupe_key,
                kind=submission.kind,
                audience=submission.audience,
                held=submission.held,
                relay_status=row.status,
                attempts=row.attempts,
                last_status=row.last_status,
                last_reason=row.last_reason,
                created_at=row.created_at,
                finished_at=row.finished_at,
                submission=submission,
            )
        )
    return records


def _registered_customers(session: Session) -> list[str | None]:
    # The ids only: the relay visits every registered customer and needs no document.
    return list(RegistryRepository(session).customer_ids())


def _enter(session: Session, customer_id: str) -> None:
    enter_customer_scope(session, customer_id)


def outbox_gauge_source(database: Database, clock: Clock) -> GaugeSource:
    """The outbox's depth and oldest age for ``/metrics``, one customer scope at a time (RLS)."""
    return outbox_gauges(
        database,
        outbox,
        clock,
        targets=[DRAFT_TARGET],
        scopes=_registered_customers,
        enter_scope=_enter,
    )


def build_relay(database: Database, clock: Clock, submitter: DraftSubmitter) -> OutboxRelay:
    """The relay of checkin's outbox, visiting one customer's rows at a time (RLS)."""
    return OutboxRelay(
        database=database,
        table=outbox,
        clock=clock,
        senders={DRAFT_TARGET: draft_sender(submitter)},
        scopes=_registered_customers,
        enter_scope=_enter,
    )
