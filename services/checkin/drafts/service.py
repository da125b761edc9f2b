"""Draft submissions: queued in the finalizing transaction, relayed to delivery later.

``enqueue_draft`` writes the submission as an outbox row in the caller's transaction, so
a finalized check-in and its draft are stored together or not at all. A check-in's short
draft (``enqueue_daily_draft``) is held back until its presentation, asked for after the
commit, completes it (``complete_presentation``; ADR 0094). The relay
(``build_relay``) posts each row to delivery until it is acknowledged; delivery is
idempotent by ``draft_key``, so a retry after a crash or an outage never duplicates.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from services.checkin.drafts.ports import DRAFT_TARGET, daily_presentation_request, draft_sender
from services.checkin.drafts.repository import due_customer_ids, outbox_backlog
from services.checkin.drafts.rules import DailyDraft
from services.checkin.drafts.schemas import DraftRecord, DraftSubmission
from services.checkin.errors import Refusal
from services.checkin.peers.delivery import DRAFTS_PATH, DraftSubmitter
from services.checkin.safety_state.service import hold_if_held
from services.checkin.scope import enter_customer_scope
from services.checkin.tables import outbox
from shared.canonical import canonical_digest
from shared.clock import Clock
from shared.contracts.presentation import PresentationCandidate, PresentationRequest
from shared.db.session import Database
from shared.metrics import GaugeFamily, GaugeSource
from shared.outbox import (
    OutboxBacklog,
    OutboxKeyConflict,
    OutboxMessage,
    OutboxRelay,
    complete_held,
    enqueue,
    get_row,
    list_rows,
)
from shared.outbox.metrics import backlog_families


def enqueue_draft(session: Session, submission: DraftSubmission, *, now: datetime) -> bool:
    """Queue ``submission`` for delivery; False if the identical draft is already queued.

    A customer draft made while the customer's safety state is held is queued as a held
    submission instead (seed principle 6; ``safety_state``).
    """
    enter_customer_scope(session, submission.customer_id)
    _, queued = _queue(session, submission, now=now, registered=False, present_by=None)
    return queued


@dataclass(frozen=True, slots=True)
class AwaitedPresentation:
    """A short daily draft queued without its presentation and held back until
    ``complete_presentation`` (or ``present_by``, whichever comes first)."""

    customer_id: str
    draft_key: str
    queued_digest: str
    request: PresentationRequest
    draft: DailyDraft


def enqueue_daily_draft(
    session: Session, draft: DailyDraft, event_id: str, *, now: datetime, present_by: datetime
) -> AwaitedPresentation | None:
    """Queue a finalized check-in's draft in the caller's transaction, which has entered the
    customer's scope, holds the stream lock and appended the check-in (the customer is
    registered: not asked again).

    A short draft is queued with its canonical text and held back until ``present_by``:
    its presentation is asked for after the commit, off the customer's request
    (``complete_presentation``). Anything else - a detailed draft, a held notice, or a short
    draft the safety state turns into a held submission - is due at once, as before.
    """
    presentable = draft.presentable and draft.surface is not None
    queued, inserted = _queue(
        session,
        draft.submission,
        now=now,
        registered=True,
        present_by=present_by if presentable else None,
    )
    if not (inserted and presentable and not queued.held):
        return None
    assert draft.surface is not None
    return AwaitedPresentation(
        customer_id=queued.customer_id,
        draft_key=queued.draft_key,
        queued_digest=canonical_digest(queued.document()),
        request=daily_presentation_request(draft.surface, event_id),
        draft=draft,
    )


def complete_presentation(
    session: Session,
    awaited: AwaitedPresentation,
    candidate: PresentationCandidate | None,
    *,
    now: datetime,
) -> bool:
    """Release the held-back draft for the relay, with ``candidate`` when there is one.

    Changes the row only while it is exactly as queued and was never posted (the relay
    claims only due rows, and it is held back): delivery never sees two bodies under one
    key. Past ``present_by`` the canonical draft went (or goes) as queued: False.
    """
    enter_customer_scope(session, awaited.customer_id)
    payload = None if candidate is None else awaited.draft.with_presentation(candidate).document()
    return complete_held(
        session,
        outbox,
        DRAFT_TARGET,
        awaited.draft_key,
        queued_digest=awaited.queued_digest,
        payload=payload,
        now=now,
    )


def _queue(
    session: Session,
    submission: DraftSubmission,
    *,
    now: datetime,
    registered: bool,
    present_by: datetime | None,
) -> tuple[DraftSubmission, bool]:
    """The submission as queued (held while the customer is) and whether it was new."""
    submission = DraftSubmission.model_validate(
        hold_if_held(session, submission.customer_id, submission.document(), registered=registered)
    )
    message = OutboxMessage(
        target=DRAFT_TARGET,
        dedupe_key=submission.draft_key,
        path=DRAFTS_PATH,
        payload=submission.document(),
        customer_id=submission.customer_id,
    )
    try:
        inserted = enqueue(
            session,
            outbox,
            message,
            now=now,
            not_before=None if submission.held else present_by,
        )
    except OutboxKeyConflict:
        raise Refusal(
            "conflict", "draft-key-conflict", "A different draft is already queued under this key"
        ) from None
    return submission, inserted


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


def _enter(session: Session, customer_id: str) -> None:
    enter_customer_scope(session, customer_id)


def outbox_gauge_source(database: Database, clock: Clock) -> GaugeSource:
    """The outbox's depth and oldest age for ``/metrics``: one statement over every
    registered customer that answers counts only (ADR 0100), not a transaction per scope."""

    def read() -> list[GaugeFamily]:
        with database.transaction() as session:
            found = outbox_backlog(session)
        complete = {DRAFT_TARGET: OutboxBacklog(DRAFT_TARGET)} | found
        return backlog_families(complete, clock.now())

    return read


def build_relay(database: Database, clock: Clock, submitter: DraftSubmitter) -> OutboxRelay:
    """The relay of checkin's outbox: it asks which customers have due rows (one statement
    across customers, ids only; ADR 0100), then relays each of them inside that customer's
    scope, one at a time (RLS) - a customer with nothing due costs no transaction."""

    def due_customers(session: Session) -> list[str | None]:
        return list(due_customer_ids(session, clock.now()))

    return OutboxRelay(
        database=database,
        table=outbox,
        clock=clock,
        senders={DRAFT_TARGET: draft_sender(submitter)},
        scopes=due_customers,
        enter_scope=_enter,
    )
