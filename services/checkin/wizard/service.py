"""The customer check-in over turns: start, answer, finalize (one transaction each).

* ``start_checkin`` - only on an eligible pilot day; resumes today's open session (so a
  restart of any service resumes the same check-in) and refuses a second one the same
  KST day.
* ``answer_checkin`` - validates one answer against the current question and stores it;
  a bad value or an answer to another question is a 4xx with a Korean re-ask and
  nothing written. The same answer again is an idempotent replay.
* ``finalize_checkin`` - in one transaction, under the session's row lock and the stream
  lock: appends the canonical ``checkin`` event, queues the draft (or Richard's held
  notice) in the outbox and marks the session finalized. A short draft's presentation is
  asked for after the commit (``wizard.workflow``, ADR 0094).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy.orm import Session

from services.checkin.drafts.rules import DailyContext, DailyDraft, daily_draft
from services.checkin.drafts.service import AwaitedPresentation, enqueue_daily_draft
from services.checkin.errors import Refusal
from services.checkin.events.facts import CustomerFacts, Recorded, facts_of
from services.checkin.events.rules import event_id_for
from services.checkin.events.schemas import CheckinEvent, build_event
from services.checkin.events.service import append_event, customer_facts_on, facts_on_query
from services.checkin.questions import texts
from services.checkin.questions.checkin import CATALOGUE
from services.checkin.questions.turns import (
    AnswerInvalid,
    NotAsked,
    Question,
    Stored,
    TurnResult,
    apply_answer,
)
from services.checkin.registry import rules as registry_rules
from services.checkin.registry.schemas import CustomerAuthority, CustomerEntry
from services.checkin.registry.service import scoped_customer_authority
from services.checkin.safety.holds import hold_verdict
from services.checkin.scope import lock_stream
from services.checkin.wizard import rules
from services.checkin.wizard.repository import FlowSession, SessionRepository
from services.checkin.wizard.schemas import AnswerRequest, Outcome, QuestionView, TurnView
from shared.clock import Clock, kst_date
from shared.contracts.safety import SourceFlow

FLOW: SourceFlow = "customer_checkin"


# --- helpers shared with the trainer flow ---------------------------------------------------


def registry_entry(session: Session, customer_id: str) -> tuple[CustomerAuthority, CustomerEntry]:
    """The customer's registry entry (404 unknown, 410 erased), in the customer's scope.

    One statement: the scope, and the customer's own latest registry row and the owner's
    (never the whole registry; see ``registry.service.scoped_customer_authority``).
    """
    authority = scoped_customer_authority(session, customer_id)
    return authority, authority.entry


def consent_granted(authority: CustomerAuthority, entry: CustomerEntry) -> bool:
    return not registry_rules.consent_findings(entry.spec.consent, authority.consent_version)


def new_session_id() -> str:
    return secrets.token_hex(8)


def turn_view(
    current: FlowSession,
    catalogue: Mapping[str, Question],
    next_id: str | None,
    **extra: Any,
) -> TurnView:
    if current.status == "finalized":
        status, question = "finalized", None
    else:
        status = "ready" if next_id is None else "open"
        question = None if next_id is None else QuestionView.of(catalogue[next_id])
    return TurnView(
        session_id=current.session_id,
        flow=current.flow,
        customer_id=current.customer_id,
        kst_date=current.kst_date,
        status=status,
        question=question,
        answered=tuple(question_id for question_id, _ in current.answers),
        event_id=current.event_id,
        **extra,
    )


def question_extension(catalogue: Mapping[str, Question], question_id: str | None) -> Any:
    if question_id is None:
        return None
    return QuestionView.of(catalogue[question_id]).model_dump(mode="json")


def answer_turn(
    current: FlowSession,
    catalogue: Mapping[str, Question],
    next_question: Callable[[Mapping[str, Stored]], str | None],
    question_id: str,
    value: str | int | float,
) -> TurnResult:
    """Apply one answer or raise the 422/409 problem the gateway shows (nothing written)."""
    try:
        return apply_answer(catalogue, next_question, current.answers, question_id, value)
    except AnswerInvalid as invalid:
        raise Refusal(
            "invalid",
            "answer-invalid",
            "The answer does not fit the question",
            question_id=invalid.question.question_id,
            reask=invalid.reask,
            question=question_extension(catalogue, invalid.question.question_id),
        ) from None
    except NotAsked as not_asked:
        raise Refusal(
            "conflict",
            "question-not-asked",
            "That question is not the one being asked",
            reask=texts.NOT_ASKED if not_asked.current else texts.NOTHING_LEFT,
            question=question_extension(catalogue, not_asked.current),
        ) from None


def not_eligible(slug: str, eligibility: str, messages: Mapping[str, str]) -> Refusal:
    return Refusal(
        "conflict",
        slug,
        "This record cannot be made for this customer now",
        reason=eligibility,
        message=messages[eligibility],
    )


def refuse_closed(current: FlowSession, today: date, *, finalized: str, expired: str) -> None:
    if current.status == "finalized":
        raise Refusal(
            "conflict", "session-finalized", "This record is already saved", message=finalized
        )
    if today != current.kst_date:
        raise Refusal(
            "conflict", "session-expired", "This record's KST day has passed", message=expired
        )


def _session_or_404(
    repository: SessionRepository, customer_id: str, session_id: str, *, lock: bool = False
) -> FlowSession:
    current = repository.get(customer_id, FLOW, session_id, lock=lock)
    if current is None:
        raise _no_session()
    return current


def _no_session() -> Refusal:
    return Refusal("not-found", "session-not-found", "No such check-in session for this customer")


# --- the customer check-in ----------------------------------------------------------------


def _context(facts: CustomerFacts, day: date) -> rules.CheckinContext:
    record = facts.trainer_records.get(day)
    return rules.CheckinContext(trainer_record=record.payload if record else None)


def _day_context(session: Session, customer_id: str, day: date) -> rules.CheckinContext:
    """What the question rules need of the stream: the day's trainer record (one query)."""
    return _context(customer_facts_on(session, customer_id, [day]), day)


def _next(context: rules.CheckinContext) -> Callable[[Mapping[str, Stored]], str | None]:
    return lambda answers: rules.next_question(answers, context)


def _already_recorded() -> Refusal:
    return Refusal(
        "conflict",
        "checkin-already-recorded",
        "Today's check-in is already saved",
        message=texts.CHECKIN_ALREADY_RECORDED,
    )


def start_checkin(session: Session, customer_id: str, *, clock: Clock) -> tuple[TurnView, bool]:
    """Today's check-in: a new session (True) or the open one resumed (False)."""
    _, entry = registry_entry(session, customer_id)
    today = kst_date(clock.now())
    plan = entry.spec.plan
    eligibility = rules.checkin_eligibility(
        enabled=entry.enabled, starts_on=plan.starts_on if plan else None, day=today
    )
    if eligibility != "eligible":
        raise not_eligible("checkin-not-eligible", eligibility, texts.NOT_ELIGIBLE)
    facts = customer_facts_on(session, customer_id, [today])
    if today in facts.checkins:
        raise _already_recorded()
    repository = SessionRepository(session)
    created = repository.create(
        session_id=new_session_id(),
        customer_id=customer_id,
        flow=FLOW,
        day=today,
        bound_triple=None,
        now=clock.now(),
    )
    current = repository.for_day(customer_id, FLOW, today)
    assert current is not None
    if current.status == "finalized":
        raise _already_recorded()
    context = _context(facts, today)
    view = turn_view(current, CATALOGUE, rules.next_question(current.answer_map, context))
    return view, created


def get_checkin(session: Session, customer_id: str, session_id: str) -> TurnView:
    registry_entry(session, customer_id)
    current = _session_or_404(SessionRepository(session), customer_id, session_id)
    context = _day_context(session, customer_id, current.kst_date)
    return turn_view(current, CATALOGUE, rules.next_question(current.answer_map, context))


def current_checkin(session: Session, customer_id: str, *, clock: Clock) -> TurnView:
    """Today's session, open or saved (404 when none was started today)."""
    registry_entry(session, customer_id)
    current = SessionRepository(session).for_day(customer_id, FLOW, kst_date(clock.now()))
    if current is None:
        raise Refusal("not-found", "session-not-found", "No check-in was started today")
    context = _day_context(session, customer_id, current.kst_date)
    return turn_view(current, CATALOGUE, rules.next_question(current.answer_map, context))


def _require_enabled(entry: CustomerEntry) -> None:
    """Disabling (a withdrawal, a revoked consent, a safety stop) ends open sessions too."""
    if not entry.enabled:
        raise not_eligible("checkin-not-eligible", "not_enabled", texts.NOT_ELIGIBLE)


def answer_checkin(
    session: Session, customer_id: str, session_id: str, request: AnswerRequest, *, clock: Clock
) -> TurnView:
    _, entry = registry_entry(session, customer_id)
    _require_enabled(entry)
    repository = SessionRepository(session)
    today = kst_date(clock.now())
    # The session row (locked) and today's facts in one statement (ADR 0088): an open
    # session of another day is refused below, so today's facts are the ones needed.
    current, day_events = repository.get_with_events(
        customer_id, FLOW, session_id, facts_on_query(customer_id, [today]), lock=True
    )
    if current is None:
        raise _no_session()
    refuse_closed(
        current,
        today,
        finalized=texts.CHECKIN_FINALIZED,
        expired=texts.CHECKIN_EXPIRED,
    )
    context = _context(facts_of(day_events), current.kst_date)
    result = answer_turn(current, CATALOGUE, _next(context), request.question_id, request.value)
    if not result.replayed:
        current = repository.save_answers(current, result.answers, now=clock.now())
    next_id = rules.next_question(current.answer_map, context)
    return turn_view(current, CATALOGUE, next_id, replayed=result.replayed)


def tap_checkin(
    session: Session,
    entry: CustomerEntry,
    answer: tuple[str | None, str] | None,
    *,
    clock: Clock,
) -> tuple[TurnView | None, TurnView | None]:
    """Today's turn and, when ``(question_id, value)`` answers it, the turn after the answer.

    What the gateway does with ``current_checkin`` then ``answer_checkin`` on a press
    (``question_id``) or typed text (``None``: the current question), in one transaction:
    the answer is taken only for today's open session and its current question; otherwise
    nothing is written and ``None`` comes back for the gateway's own handling (start,
    finalize, a stale-button re-ask). A refused answer raises the same problem as
    ``answer_checkin`` (nothing written).
    """
    customer_id = entry.spec.customer_id
    repository = SessionRepository(session)
    today = kst_date(clock.now())
    # Today's session (locked when answering) and today's facts in one statement.
    current, day_events = repository.for_day_with_events(
        customer_id, FLOW, today, facts_on_query(customer_id, [today]), lock=answer is not None
    )
    if current is None:
        return None, None
    context = _context(facts_of(day_events), current.kst_date)
    next_id = rules.next_question(current.answer_map, context)
    view = turn_view(current, CATALOGUE, next_id)
    if answer is None or view.status != "open" or next_id is None:
        return view, None
    question_id, value = answer
    if question_id not in (None, next_id):
        return view, None
    _require_enabled(entry)
    refuse_closed(
        current,
        kst_date(clock.now()),
        finalized=texts.CHECKIN_FINALIZED,
        expired=texts.CHECKIN_EXPIRED,
    )
    result = answer_turn(current, CATALOGUE, _next(context), next_id, value)
    if not result.replayed:
        current = repository.save_answers(current, result.answers, now=clock.now())
    after = rules.next_question(current.answer_map, context)
    return view, turn_view(current, CATALOGUE, after, replayed=result.replayed)


@dataclass(frozen=True, slots=True)
class FinalizePlan:
    """Everything a finalize writes, computed from the session and the stream."""

    current: FlowSession
    event: CheckinEvent
    draft: DailyDraft

    @property
    def event_id(self) -> str:
        return event_id_for(self.current.customer_id, self.event.dedupe_key)


def _finalized_view(current: FlowSession, outcome: Outcome | None, replayed: bool) -> TurnView:
    return turn_view(
        current,
        CATALOGUE,
        None,
        message=texts.CHECKIN_SAVED,
        outcome=outcome,
        replayed=replayed,
    )


def _replay(session: Session, current: FlowSession) -> TurnView:
    """A finalize repeated after success: the saved state again, nothing written."""
    return _finalized_view(current, None, replayed=True)


def _plan(
    session: Session, current: FlowSession, authority: CustomerAuthority, *, clock: Clock
) -> FinalizePlan:
    entry = authority.entry
    _require_enabled(entry)
    refuse_closed(
        current,
        kst_date(clock.now()),
        finalized=texts.CHECKIN_FINALIZED,
        expired=texts.CHECKIN_EXPIRED,
    )
    # The day itself (already saved? the trainer's record) and the prior week's same weekday.
    days = [current.kst_date, current.kst_date - timedelta(days=7)]
    facts = customer_facts_on(session, current.customer_id, days)
    if current.kst_date in facts.checkins:
        raise _already_recorded()
    context = _context(facts, current.kst_date)
    pending = rules.next_question(current.answer_map, context)
    if pending is not None:
        raise Refusal(
            "conflict",
            "checkin-incomplete",
            "Questions remain unanswered",
            reask=texts.INCOMPLETE,
            question=question_extension(CATALOGUE, pending),
        )
    payload = rules.checkin_payload(current.kst_date, current.answer_map)
    event = build_event("checkin", current.customer_id, payload)
    assert isinstance(event, CheckinEvent)
    event_id = event_id_for(current.customer_id, event.dedupe_key)
    day = current.kst_date
    trainer = facts.trainer_records.get(day)
    # The day's coaching is held for the check-in's own reasons and for those of the same
    # day's trainer record (a trainer's S4 note must not be answered with "keep it up").
    safeties = [payload.safety, *([trainer.payload.safety] if trainer else [])]
    draft = daily_draft(
        DailyContext(
            customer_id=current.customer_id,
            checkin=Recorded(event_id, payload),
            prior_week=facts.checkins.get(day - timedelta(days=7)),
            trainer=trainer,
            hold=hold_verdict(safeties, consent_granted=consent_granted(authority, entry)),
        )
    )
    return FinalizePlan(current, event, draft)


def finalize_checkin(
    session: Session, customer_id: str, session_id: str, *, clock: Clock, present_by: datetime
) -> tuple[TurnView, AwaitedPresentation | None]:
    """Event + draft + finalized session in this one transaction; a repeat: the saved state.

    The short draft's presentation is not asked for here: the draft is queued with its
    canonical text and held back until ``present_by`` for ``wizard.workflow`` to complete it
    after the commit (ADR 0094).
    """
    authority, _ = registry_entry(session, customer_id)  # enters the customer's scope
    repository = SessionRepository(session)
    current = _session_or_404(repository, customer_id, session_id, lock=True)
    if current.status == "finalized":
        return _replay(session, current), None
    # The stream lock before reading the day's trainer record: a trainer finalize racing
    # this one either committed already (and is read here) or reads this check-in after
    # it (and queues the day's revision) - never neither. The append below runs under it.
    lock_stream(session, customer_id)
    plan = _plan(session, current, authority, clock=clock)
    append_event(session, plan.event, appended_by="checkin", clock=clock, stream_locked=True)
    awaited = enqueue_daily_draft(
        session, plan.draft, plan.event_id, now=clock.now(), present_by=present_by
    )
    finalized = repository.finalize(current, event_id=plan.event_id, now=clock.now())
    return _finalized_view(finalized, plan.draft.outcome, replayed=False), awaited
