"""The ledger API the weekly summary calls: one weekly judgement's records.

``record_weekly_judgment`` writes, inside the caller's transaction, the purpose (the plan
goal) and plan week (both shared with the week's nutrition proposal when identical), the
understanding grounded in the summary's observations, and the intention naming the weekly
decision (``keep_plan`` / ``review_adjustment`` / ``collect_more_records``). A week held for
safety or missing consent is recorded as held (its decision is an abstention, not a
recommendation); ``collect_more_records`` is deferred. It is idempotent: the same judgement
again returns the same record ids. ``reports.service.render_task`` calls it for every weekly
judgement it renders.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy.orm import Session

from services.checkin.customers import require_registered_customer
from services.checkin.errors import Refusal
from services.checkin.judgments.builders import (
    ObservedFact,
    observed_claim,
    plan_body,
    policy_ref,
    purpose_body,
)
from services.checkin.judgments.schemas import (
    CURRENT_SCHEMA_VERSION,
    Assertion,
    AssertionKind,
    HoldKind,
    IntentionBody,
    IntentionStatus,
    Observation,
    PolicyRef,
    RecordBody,
    Subject,
    UnderstandingBody,
    body_document,
)
from services.checkin.judgments.service import JudgmentWriter
from services.checkin.nutrition.rules import effective_goal
from services.checkin.nutrition.service import customer_plan, ensure_policy, executable_policy
from services.checkin.schedule.rules import bucket_bounds
from services.checkin.scope import enter_customer_scope, lock_stream
from shared.canonical import canonical_digest
from shared.clock import Clock
from shared.contracts.surfaces.weekly import WeeklyDecision

__all__ = ["ObservedFact", "WeeklyJudgmentRecords", "record_weekly_judgment"]


@dataclass(frozen=True, slots=True)
class WeeklyJudgmentRecords:
    purpose_id: str
    plan_id: str
    understanding_id: str
    intention_id: str


def _narrowing(decision: str, hold_kind: HoldKind | None) -> tuple[bool, HoldKind | None]:
    """(held, hold kind): a hold wins; ``collect_more_records`` defers for want of evidence."""
    if hold_kind is not None:
        return True, hold_kind
    if decision == "collect_more_records":
        return False, "insufficient_evidence"
    return False, None


def weekly_understanding(
    *,
    ref: PolicyRef,
    purpose_id: str,
    as_of: date,
    decision: str,
    facts: Sequence[ObservedFact],
    hold_kind: HoldKind | None = None,
) -> UnderstandingBody:
    """What one weekly judgement (the weekly summary) rests on."""
    observations = tuple(
        observed_claim(f"{fact.subject}_{index}", fact) for index, fact in enumerate(facts, 1)
    )
    held, kind = _narrowing(decision, hold_kind)
    return UnderstandingBody(
        schema_version=CURRENT_SCHEMA_VERSION,
        policy=ref,
        purpose_id=purpose_id,
        as_of=as_of,
        status="held" if held else "deferred" if kind else "grounded",
        hold_kind=kind,
        observations=observations,
        assertions=_weekly_assertions(decision, observations, abstain=True) if kind else (),
    )


def _weekly_assertions(
    decision: str, observations: Sequence[Observation], *, abstain: bool
) -> tuple[Assertion, ...]:
    """The week's decision, proven by its observations: an abstention when the week is held
    or deferred, else the recommendation it is."""
    proof = tuple(o.claim_id for o in observations)
    kind: AssertionKind = "abstention" if abstain else "recommendation"
    return (Assertion(kind=kind, statement=f"weekly:{decision}", proof_claim_ids=proof),)


def weekly_intention(
    *,
    ref: PolicyRef,
    purpose_id: str,
    plan_id: str,
    understanding: tuple[str, UnderstandingBody],
    week_index: int,
    decision: str,
    draft_id: str | None,
) -> IntentionBody:
    """The weekly judgement adopted for the week (no customer commitment of its own)."""
    understanding_id, understood = understanding
    status: IntentionStatus = "proposed"
    if understood.status in ("held", "deferred"):
        status = "held" if understood.status == "held" else "deferred"
    return IntentionBody(
        schema_version=CURRENT_SCHEMA_VERSION,
        policy=ref,
        purpose_id=purpose_id,
        plan_id=plan_id,
        understanding_id=understanding_id,
        subject=Subject(
            kind="weekly_judgment",
            reference=f"weekly-w{week_index}",
            week_index=week_index,
            draft_id=draft_id,
        ),
        as_of=understood.as_of,
        status=status,
        hold_kind=understood.hold_kind,
        decision=decision,
        assertions=_weekly_assertions(
            decision, understood.observations, abstain=status != "proposed"
        ),
    )


def _key(prefix: str, body: RecordBody) -> str:
    return f"{prefix}:{canonical_digest(body_document(body))[:16]}"


def record_weekly_judgment(
    session: Session,
    customer_id: str,
    *,
    week_index: int,
    decision: WeeklyDecision,
    observations: Sequence[ObservedFact],
    clock: Clock,
    draft_id: str | None = None,
    hold_kind: HoldKind | None = None,
) -> WeeklyJudgmentRecords:
    """Write one weekly judgement's purpose, plan, understanding and intention.

    Each observation cites the events it was computed from (at least one); the week's
    decision becomes the intention, held under ``hold_kind`` (safety or consent), deferred for
    ``collect_more_records``. Accept it later
    with the draft's ``draft_approved`` event (``draft_id`` ties the two together).
    """
    if not observations:
        raise Refusal(
            "invalid", "judgment-refused", "A weekly judgement rests on at least one observation"
        )
    enter_customer_scope(session, customer_id)
    lock_stream(session, customer_id)
    require_registered_customer(session, customer_id)
    customer = customer_plan(session, customer_id, week_index)
    row = ensure_policy(session, customer_id, customer.plan, now=clock.now())
    policy = executable_policy(row)
    ref = policy_ref(row.revision, policy)
    week = customer.week(week_index)
    goal_mode, rate_range = effective_goal(policy, week.goal_mode)
    writer = JudgmentWriter(session, customer_id, clock=clock)
    purpose = purpose_body(ref, goal_mode, rate_range, policy)
    purpose_id, _ = writer.write(_key("purpose", purpose), purpose)
    period = bucket_bounds(customer.starts_on, week_index - 1)
    plan = plan_body(ref, purpose_id, week, week_index, period)
    plan_id, _ = writer.write(_key(f"plan:w{week_index}", plan), plan)
    understanding = weekly_understanding(
        ref=ref,
        purpose_id=purpose_id,
        as_of=period[1],
        decision=decision.value,
        facts=observations,
        hold_kind=hold_kind,
    )
    understanding_id, _ = writer.write(
        _key(f"understanding:weekly:w{week_index}", understanding), understanding
    )
    intention = weekly_intention(
        ref=ref,
        purpose_id=purpose_id,
        plan_id=plan_id,
        understanding=(understanding_id, understanding),
        week_index=week_index,
        decision=decision.value,
        draft_id=draft_id,
    )
    intention_id, _ = writer.write(_key(f"intention:weekly:w{week_index}", intention), intention)
    return WeeklyJudgmentRecords(purpose_id, plan_id, understanding_id, intention_id)
