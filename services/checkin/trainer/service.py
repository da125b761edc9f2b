"""The trainer record over turns: start, answer, finalize - exact bound triple every turn.

A triple that is not the trainer bound to the customer in the registry is refused (403)
before anything is read or written, on every turn: zero records for anyone else. At
finalize the canonical ``trainer_session_record`` joins the customer's stream on the same
KST date; safety reasons (or missing consent) queue Richard's held notice in the same
transaction. A normal record needs no draft: it informs that day's check-in instead - or,
when the check-in was already saved and its waiting draft did not know about pain or a
below-plan session, queues the day's detailed revision that replaces it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from services.checkin.drafts.rules import (
    DailyContext,
    daily_draft_key,
    trainer_hold_notice,
    trainer_revision,
)
from services.checkin.drafts.service import enqueue_draft, queued_draft
from services.checkin.errors import Refusal
from services.checkin.events.facts import Recorded
from services.checkin.events.payloads import TrainerSessionPayload
from services.checkin.events.rules import event_id_for
from services.checkin.events.schemas import TrainerSessionEvent, build_event
from services.checkin.events.service import append_event, customer_facts_on
from services.checkin.questions import texts
from services.checkin.registry.schemas import CustomerEntry, TelegramAddress
from services.checkin.safety.holds import hold_verdict, safe_hold_reasons
from services.checkin.safety_state.service import read_state
from services.checkin.trainer import rules
from services.checkin.trainer.questions import CATALOGUE
from services.checkin.wizard.repository import FlowSession, SessionRepository
from services.checkin.wizard.rules import window_eligibility
from services.checkin.wizard.schemas import TrainerAnswerRequest, TurnView
from services.checkin.wizard.service import (
    answer_turn,
    consent_granted,
    new_session_id,
    not_eligible,
    question_extension,
    refuse_closed,
    registry_entry,
    turn_view,
)
from shared.clock import Clock, kst_date
from shared.contracts.safety import SourceFlow

FLOW: SourceFlow = "trainer_session"


def _require_bound(entry: CustomerEntry, triple: TelegramAddress) -> None:
    if not rules.is_bound_trainer(entry.spec.trainer, triple):
        raise Refusal(
            "forbidden",
            "trainer-not-bound",
            "This triple is not the trainer bound to the customer",
            message=texts.TRAINER_NOT_BOUND,
        )


def _already_recorded() -> Refusal:
    return Refusal(
        "conflict",
        "trainer-record-exists",
        "Today's trainer record is already saved",
        message=texts.TRAINER_ALREADY_RECORDED,
    )


def _session(
    session: Session, customer_id: str, session_id: str, triple: TelegramAddress
) -> FlowSession:
    _, entry = registry_entry(session, customer_id)
    _require_bound(entry, triple)
    if not entry.enabled:
        raise not_eligible("trainer-record-not-eligible", "not_enabled", texts.TRAINER_NOT_ELIGIBLE)
    current = SessionRepository(session).get(customer_id, FLOW, session_id, lock=True)
    if current is None:
        raise Refusal("not-found", "session-not-found", "No such trainer session for this customer")
    bound = TelegramAddress.model_validate(current.bound_triple)
    if not rules.is_bound_trainer(bound, triple):
        raise Refusal(
            "forbidden",
            "trainer-not-bound",
            "This triple did not start the session",
            message=texts.TRAINER_NOT_BOUND,
        )
    return current


def _queue_revision(
    session: Session,
    customer_id: str,
    record: Recorded[TrainerSessionPayload],
    *,
    consent: bool,
    now: datetime,
) -> bool:
    """Queue the day's revised draft when this record changes the saved check-in's draft.

    Runs after ``append_event`` took the customer's stream lock, which the check-in's
    finalize takes too before it reads the trainer records: whichever of the two commits
    second sees the other, so the day's draft never misses the trainer's record.
    """
    day = record.payload.kst_date
    facts = customer_facts_on(session, customer_id, [day, day - timedelta(days=7)])
    checkin = facts.checkins.get(day)
    if checkin is None:
        return False
    context = DailyContext(
        customer_id=customer_id,
        checkin=checkin,
        prior_week=facts.checkins.get(day - timedelta(days=7)),
        trainer=record,
        hold=hold_verdict([checkin.payload.safety, record.payload.safety], consent_granted=consent),
    )
    original = queued_draft(session, customer_id, daily_draft_key(customer_id, checkin.payload))
    revision = trainer_revision(original, context)
    if revision is None or read_state(session, customer_id).held:
        # While the customer is held, the waiting draft is held too: nothing to revise.
        return False
    enqueue_draft(session, revision, now=now)
    return True


def start_trainer_session(
    session: Session, customer_id: str, triple: TelegramAddress, *, clock: Clock
) -> tuple[TurnView, bool]:
    """Today's record for the customer: a new session (True) or the open one (False)."""
    _, entry = registry_entry(session, customer_id)
    _require_bound(entry, triple)
    today = kst_date(clock.now())
    plan = entry.spec.plan
    eligibility = window_eligibility(
        enabled=entry.enabled, starts_on=plan.starts_on if plan else None, day=today
    )
    if eligibility != "eligible":
        raise not_eligible("trainer-record-not-eligible", eligibility, texts.TRAINER_NOT_ELIGIBLE)
    if today in customer_facts_on(session, customer_id, [today]).trainer_records:
        raise _already_recorded()
    repository = SessionRepository(session)
    created = repository.create(
        session_id=new_session_id(),
        customer_id=customer_id,
        flow=FLOW,
        day=today,
        bound_triple=triple.model_dump(mode="json"),
        now=clock.now(),
    )
    current = repository.for_day(customer_id, FLOW, today)
    assert current is not None
    if current.status == "finalized":
        raise _already_recorded()
    return turn_view(current, CATALOGUE, rules.next_question(current.answer_map)), created


def current_trainer_session(
    session: Session, customer_id: str, triple: TelegramAddress, *, clock: Clock
) -> TurnView:
    """Today's record session of this trainer, open or saved (404 when none was started)."""
    _, entry = registry_entry(session, customer_id)
    _require_bound(entry, triple)
    current = SessionRepository(session).for_day(customer_id, FLOW, kst_date(clock.now()))
    if current is None:
        raise Refusal("not-found", "session-not-found", "No trainer record was started today")
    return turn_view(current, CATALOGUE, rules.next_question(current.answer_map))


def answer_trainer_session(
    session: Session,
    customer_id: str,
    session_id: str,
    request: TrainerAnswerRequest,
    *,
    clock: Clock,
) -> TurnView:
    current = _session(session, customer_id, session_id, request.triple)
    refuse_closed(
        current,
        kst_date(clock.now()),
        finalized=texts.TRAINER_FINALIZED,
        expired=texts.TRAINER_EXPIRED,
    )
    result = answer_turn(
        current, CATALOGUE, rules.next_question, request.question_id, request.value
    )
    repository = SessionRepository(session)
    if not result.replayed:
        current = repository.save_answers(current, result.answers, now=clock.now())
    next_id = rules.next_question(current.answer_map)
    return turn_view(current, CATALOGUE, next_id, replayed=result.replayed)


def finalize_trainer_session(
    session: Session,
    customer_id: str,
    session_id: str,
    triple: TelegramAddress,
    *,
    clock: Clock,
) -> tuple[TurnView, bool]:
    """Save the record (True), or answer the saved state again (False)."""
    current = _session(session, customer_id, session_id, triple)
    if current.status == "finalized":
        return turn_view(
            current, CATALOGUE, None, message=texts.TRAINER_SAVED, replayed=True
        ), False
    refuse_closed(
        current,
        kst_date(clock.now()),
        finalized=texts.TRAINER_FINALIZED,
        expired=texts.TRAINER_EXPIRED,
    )
    pending = rules.next_question(current.answer_map)
    if pending is not None:
        raise Refusal(
            "conflict",
            "trainer-record-incomplete",
            "Questions remain unanswered",
            reask=texts.INCOMPLETE,
            question=question_extension(CATALOGUE, pending),
        )
    day_facts = customer_facts_on(session, customer_id, [current.kst_date])
    if current.kst_date in day_facts.trainer_records:
        raise _already_recorded()
    authority, entry = registry_entry(session, customer_id)
    payload = rules.trainer_payload(current.kst_date, current.answer_map)
    event = build_event("trainer_session_record", customer_id, payload)
    assert isinstance(event, TrainerSessionEvent)
    append_event(session, event, appended_by="checkin", clock=clock)
    event_id = event_id_for(customer_id, event.dedupe_key)
    consent = consent_granted(authority, entry)
    record = Recorded(event_id, payload)
    hold = safe_hold_reasons(event, consent_granted=consent)
    notice = trainer_hold_notice(customer_id, record, hold)
    if notice is not None:
        enqueue_draft(session, notice, now=clock.now())
    else:
        _queue_revision(session, customer_id, record, consent=consent, now=clock.now())
    finalized = SessionRepository(session).finalize(current, event_id=event_id, now=clock.now())
    outcome = "held" if notice is not None else "recorded"
    view = turn_view(finalized, CATALOGUE, None, message=texts.TRAINER_SAVED, outcome=outcome)
    return view, True
