"""Draft operations: submit, edit, approve, discard - each one transaction with its events.

Callers open the transaction; these functions lock the draft row, decide with
``drafts.rules``, write the change and the matching canonical event into the outbox in the
same transaction, and only flush. A crash either keeps both or neither.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from pydantic import TypeAdapter
from sqlalchemy.orm import Session

from services.delivery.drafts import events, outbox, repository, rules, words
from services.delivery.drafts.repository import DraftRecord
from services.delivery.drafts.schemas import DeliverySummary, DraftView, EditRequest, RevisionView
from services.delivery.drafts.words import console_path
from services.delivery.ledger import repository as ledger
from shared.contracts.drafts import DraftSubmission, EvidenceRef
from shared.contracts.safety import HoldReason
from shared.outbox import OutboxKeyConflict

_logger = logging.getLogger("dualcoach.delivery.drafts")
_HOLD_REASONS: TypeAdapter[list[HoldReason]] = TypeAdapter(list[HoldReason])
_EVIDENCE: TypeAdapter[list[EvidenceRef]] = TypeAdapter(list[EvidenceRef])


class DraftNotFound(Exception):
    pass


KEY_CONFLICT = ("draft-key-conflict", "This draft_key was already used for a different draft")


def _enqueue_event(session: Session, document: dict[str, Any], now: datetime) -> None:
    outbox.enqueue_event(session, document, now=now)


def enqueue_presentation_outcome(
    session: Session, presentation: dict[str, Any] | None, outcome: str, now: datetime
) -> None:
    """Tell expression what became of a *selected* presentation, in the transaction that
    decides it: ``selected`` with the write that stores its text (a draft's revision 1, a
    card's pinned payload), ``commit_failed`` with the refusal of that write (ADR 0061)."""
    if not presentation or not presentation.get("selected"):
        return
    attempt_id, artifact_key = presentation.get("attempt_id"), presentation.get("artifact_key")
    if not attempt_id or not artifact_key:
        return
    outbox.enqueue_outcome(session, str(attempt_id), str(artifact_key), outcome, now=now)


def _replaced_original(session: Session, submission: DraftSubmission) -> DraftRecord | None:
    """The draft ``submission`` replaces, row-locked (None when it replaces nothing).

    Refused when there is no such draft of the same customer, or when it is held: a held
    day stays held, and no revision of it may reach Richard as a customer draft.
    """
    if submission.replaces_draft_key is None:
        return None
    found = repository.get_by_key(session, submission.replaces_draft_key)
    if found is None or found.customer_id != submission.customer_id:
        raise rules.refusal(rules.REPLACES_UNKNOWN)
    original = _locked(session, found.draft_id)
    if rules.replacement_effect(original.status, original.held, None) == "held":
        raise rules.refusal(rules.REPLACES_HELD)
    return original


def _retire(session: Session, original: DraftRecord, replacement_id: str, now: datetime) -> None:
    """A waiting draft its same-day revision replaces: discarded, naming the revision."""
    effect = rules.replacement_effect(original.status, original.held, original.replaced_by_draft_id)
    if effect != "retire":
        return  # already sent (or discarded): it stays; the revision's review says so
    repository.update_draft(
        session,
        original.draft_id,
        status="discarded",
        discarded_at=now,
        replaced_by_draft_id=replacement_id,
        updated_at=now,
    )


def submit(
    session: Session, submission: DraftSubmission, *, submitted_by: str, now: datetime
) -> tuple[DraftRecord, bool]:
    """Store a new draft (and its ``draft_created`` event); a same-key replay is a no-op.

    A submission that ``replaces_draft_key`` locks that draft first and, in this same
    transaction, retires it if it is still waiting (``_retire``).
    """
    digest = rules.submission_digest(submission)
    existing = repository.get_by_key(session, submission.draft_key)
    if existing is not None:
        if existing.submission_digest != digest:
            raise rules.refusal(KEY_CONFLICT)
        return existing, False
    original = _replaced_original(session, submission)
    draft_id = rules.draft_id_for(submission.draft_key)
    body = rules.initial_body(submission)
    values = {
        "draft_id": draft_id,
        "draft_key": submission.draft_key,
        "submission_digest": digest,
        "customer_id": submission.customer_id,
        "kind": submission.kind,
        "audience": rules.initial_audience(submission),
        "held": submission.held,
        "hold_reasons": [r.model_dump(mode="json", by_alias=True) for r in submission.hold_reasons],
        "evidence": [e.model_dump(mode="json") for e in submission.evidence],
        "presentation": (
            submission.presentation.model_dump(mode="json") if submission.presentation else None
        ),
        "pinned_body_digest": rules.text_digest(body),
        "task_key": submission.task_key,
        "submitted_by": submitted_by,
        "status": rules.initial_status(submission),
        "latest_revision": 1,
        "created_at": now,
        "updated_at": now,
        "replaces_draft_id": original.draft_id if original else None,
        "source_texts": rules.source_texts_document(submission),
    }
    if not repository.insert_draft(session, values):
        # Lost a race with an identical or different submission of the same key.
        raced = repository.get_by_key(session, submission.draft_key)
        if raced is None or raced.submission_digest != digest:
            raise rules.refusal(KEY_CONFLICT)
        return raced, False
    repository.insert_revision(
        session,
        draft_id=draft_id,
        revision=1,
        text=body,
        text_digest=rules.text_digest(body),
        actor="system" if submission.held else "ai",
        edit_of_revision=None,
        now=now,
    )
    _enqueue_event(session, events.draft_created(submission.customer_id, draft_id, body), now)
    # The selected text is durably stored now (revision 1, pinned by digest): this commit is
    # the presentation's outcome, journaled as ``selected`` whatever Richard later does with
    # the draft (edit, discard, hold, send). Reporting it at dispatch instead left the
    # attempt open for hours, for a re-render to expire it and the truth to be refused.
    # A held submission stores Richard's notice instead: its selected text is never stored.
    stored = "commit_failed" if submission.held else "selected"
    presented = submission.presentation.model_dump(mode="json") if submission.presentation else None
    enqueue_presentation_outcome(session, presented, stored, now)
    if original is not None:
        _retire(session, original, draft_id, now)
    if rules.holds_waiting_drafts(submission):
        hold_waiting(session, submission, held_by_draft_id=draft_id, now=now)
    record = repository.get(session, draft_id)
    assert record is not None
    _queue_review(session, record, 1, now)
    return record, True


def hold_waiting(
    session: Session, submission: DraftSubmission, *, held_by_draft_id: str, now: datetime
) -> list[DraftRecord]:
    """In the held submission's own transaction, hold the customer's waiting drafts.

    Each keeps its text and revisions (Richard may read them) but can no longer be approved
    or sent; it names the held draft that caused it and carries that draft's typed reasons.
    Richard is told once, by the held submission's own notice.
    """
    held = repository.hold_waiting_customer_drafts(
        session,
        submission.customer_id,
        held_by_draft_id=held_by_draft_id,
        hold_reasons=[r.model_dump(mode="json", by_alias=True) for r in submission.hold_reasons],
        now=now,
    )
    if held:
        _logger.info(
            "waiting_drafts_held",
            extra={"fields": {"customer_id": submission.customer_id, "count": len(held)}},
        )
    return held


def _queue_review(session: Session, record: DraftRecord, revision: int, now: datetime) -> None:
    """A customer draft that becomes pending owes Richard a review message (held never)."""
    if record.status == "pending" and record.audience == "customer" and not record.held:
        repository.queue_review(
            session,
            draft_id=record.draft_id,
            revision=revision,
            customer_id=record.customer_id,
            now=now,
        )


def _locked(session: Session, draft_id: str) -> DraftRecord:
    record = repository.get(session, draft_id, lock=True)
    if record is None:
        raise DraftNotFound(draft_id)
    return record


def edit(session: Session, draft_id: str, request: EditRequest, *, now: datetime) -> DraftRecord:
    """Richard's new revision; the previous ones stay. An approval of an older text lapses."""
    record = _locked(session, draft_id)
    rules.check_not_replaced(record.replaced_by_draft_id)
    rules.check_edit(record.status, record.held, record.latest_revision, request.base_revision)
    latest = repository.revision(session, draft_id, record.latest_revision)
    if latest is not None and latest.text == request.text:
        return record  # nothing changed: no revision, no event
    number = record.latest_revision + 1
    repository.insert_revision(
        session,
        draft_id=draft_id,
        revision=number,
        text=request.text,
        text_digest=rules.text_digest(request.text),
        actor="richard",
        edit_of_revision=record.latest_revision,
        now=now,
    )
    repository.update_draft(
        session,
        draft_id,
        latest_revision=number,
        status="pending",
        approved_revision=None,
        approved_at=None,
        updated_at=now,
    )
    document = events.draft_edited(
        record.customer_id, draft_id, number, request.text, record.latest_revision
    )
    _enqueue_event(session, document, now)
    edited = _locked(session, draft_id)
    _queue_review(session, edited, number, now)
    return edited


def approve(session: Session, draft_id: str, revision: int, *, now: datetime) -> DraftRecord:
    """Approve exactly ``revision`` (the latest); approving it again is a no-op."""
    record = _locked(session, draft_id)
    if rules.approval_is_replay(record.status, record.approved_revision, revision):
        return record
    rules.check_not_replaced(record.replaced_by_draft_id)
    rules.check_approve(
        record.status, record.held, record.audience, record.latest_revision, revision
    )
    text = repository.revision(session, draft_id, revision)
    assert text is not None
    repository.update_draft(
        session,
        draft_id,
        status="approved",
        approved_revision=revision,
        approved_at=now,
        updated_at=now,
    )
    document = events.draft_approved(record.customer_id, draft_id, revision, text.text)
    try:
        _enqueue_event(session, document, now)
    except OutboxKeyConflict:
        # The stream keys ``draft_approved`` per draft (docs/contracts.md), so approving
        # again after an edit cannot be a second event. The first approval stays the
        # stream's; ``draft_sent`` carries the revision and text that were finally sent.
        _logger.warning(
            "draft_reapproval_not_in_stream",
            extra={"fields": {"draft_id": draft_id, "revision": revision}},
        )
    return _locked(session, draft_id)


def discard(
    session: Session, draft_id: str, *, now: datetime, revision: int | None = None
) -> DraftRecord:
    """Discard the draft; with ``revision``, only while that is still its latest revision."""
    record = _locked(session, draft_id)
    if record.status == "discarded":
        return record
    rules.check_discard(record.status)
    if revision is not None and revision != record.latest_revision:
        raise rules.refusal(rules.STALE)
    repository.update_draft(session, draft_id, status="discarded", discarded_at=now, updated_at=now)
    return _locked(session, draft_id)


def view(session: Session, record: DraftRecord, *, detail: bool = True) -> DraftView:
    """The draft as the API and the console show it (with its deliveries' states)."""
    latest = repository.revision(session, record.draft_id, record.latest_revision)
    assert latest is not None
    source_texts = rules.stored_source_texts(record.source_texts)
    revisions = (
        [
            RevisionView(
                revision=r.revision,
                text=r.text,
                text_digest=r.text_digest,
                actor=r.actor,
                edit_of_revision=r.edit_of_revision,
                created_at=r.created_at,
            )
            for r in repository.revisions(session, record.draft_id)
        ]
        if detail
        else []
    )
    deliveries = [
        DeliverySummary(
            delivery_id=row.delivery_id,
            purpose=row.purpose,
            state=row.state,
            attempt=row.attempt,
            reason=row.reason,
            message_id=(row.receipt or {}).get("message_id"),
            recorded_at=row.recorded_at,
        )
        for row in ledger.latest_rows(session, draft_ids=[record.draft_id])
    ]
    return DraftView(
        draft_id=record.draft_id,
        draft_key=record.draft_key,
        customer_id=record.customer_id,
        kind=record.kind,
        audience=record.audience,
        held=record.held,
        hold_reasons=_HOLD_REASONS.validate_python(record.hold_reasons),
        evidence=_EVIDENCE.validate_python(record.evidence),
        status=record.status,
        latest_revision=record.latest_revision,
        approved_revision=record.approved_revision,
        text=latest.text,
        task_key=record.task_key,
        created_at=record.created_at,
        updated_at=record.updated_at,
        replaces_draft_id=record.replaces_draft_id,
        replaced_by_draft_id=record.replaced_by_draft_id,
        # The list (``detail=False``) carries only the excerpt: /today needs one line.
        source_texts=list(source_texts) if detail else [],
        words_excerpt=words.excerpt(source_texts, path=console_path(record.draft_id)),
        held_by_draft_id=record.held_by_draft_id,
        revisions=revisions,
        deliveries=deliveries,
    )
