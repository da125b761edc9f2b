"""Computing a week's proposal and recording Richard's decision (write side, one transaction).

``compute_weekly_proposal`` - inside the pilot window, once the week's report day has come:
assemble the proposal; the same content as the latest revision is an idempotent replay;
otherwise a new revision (never rewriting an older one, and never after a decision on the
latest) is stored together with its ``nutrition_proposal_created`` event, its judgment
records and its operator card in the delivery outbox - all or nothing.

``decide_proposal`` - Richard approves or holds exactly the revision and digest he saw.
Approval is refused unless the decision adopts targets, consent is granted, and the
proposal is still what the data say (recomputed, same digest). It appends the
``nutrition_proposal_decided`` event, the new active targets from the next KST day, the
judgment transition and the customer draft (which delivery still holds for approval).
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

from sqlalchemy.orm import Session

from services.checkin.cards import rules as cards
from services.checkin.cards.service import outbox_status
from services.checkin.customers import require_registered_customer
from services.checkin.errors import Refusal
from services.checkin.events.payloads import (
    NutritionProposalCreatedPayload,
    NutritionProposalDecidedPayload,
    NutritionTargetsPayload,
)
from services.checkin.events.repository import EventRepository
from services.checkin.events.schemas import build_event
from services.checkin.events.service import append_event
from services.checkin.judgments.builders import ADOPTABLE, policy_ref
from services.checkin.judgments.ledger import record_id_for
from services.checkin.judgments.schemas import IntentionBody
from services.checkin.judgments.service import JudgmentWriter
from services.checkin.nutrition import repository
from services.checkin.nutrition.schemas import (
    DecisionRequest,
    DecisionResult,
    NutritionPolicy,
    NutritionProposal,
    ProposalResult,
    StoredProposal,
    TargetQuantities,
)
from services.checkin.nutrition.service import (
    Assembled,
    CustomerPlan,
    assemble_proposal,
    customer_plan,
    ensure_policy,
    executable_policy,
)
from services.checkin.proposals.judging import (
    close_earlier,
    intention_key,
    record_decision,
    record_proposal,
)
from services.checkin.registry.service import current_document
from services.checkin.safety_state.service import hold_if_held
from services.checkin.scope import enter_customer_scope, lock_stream
from services.checkin.settings import CardGrammar
from shared.clock import Clock, kst_date


def _begin(session: Session, customer_id: str) -> None:
    enter_customer_scope(session, customer_id)
    lock_stream(session, customer_id)  # serialises every nutrition write of this customer
    require_registered_customer(session, customer_id)


def _decision_key(customer_id: str, proposal_id: str, revision: int) -> str:
    return f"nutrition-decision:{customer_id}:{proposal_id}.r{revision}"


def _records(
    customer_id: str, proposal_id: str, revision: int, writer: JudgmentWriter
) -> dict[str, str]:
    intention_id = record_id_for(customer_id, intention_key(proposal_id, revision))
    body = writer.body(intention_id)
    ids = {"intention": intention_id}
    if isinstance(body, IntentionBody):
        ids.update(purpose=body.purpose_id, plan=body.plan_id, understanding=body.understanding_id)
    return ids


def _check_due(now: datetime, proposal: NutritionProposal) -> None:
    if kst_date(now) < proposal.report_date:
        raise Refusal(
            "conflict",
            "week-not-due",
            "The week's proposal is computed from its report day on",
            report_date=proposal.report_date.isoformat(),
        )


def _record_judgments(
    writer: JudgmentWriter,
    assembled: Assembled,
    proposal: NutritionProposal,
    digest: str,
    created_event_id: str,
) -> None:
    records = record_proposal(
        writer,
        proposal=proposal,
        digest=digest,
        policy=assembled.policy,
        customer=assembled.customer,
        weigh_in_event_ids=assembled.weigh_in_event_ids,
    )
    close_earlier(
        writer,
        proposal=proposal,
        ref=policy_ref(proposal.policy_revision, assembled.policy),
        records=records,
        created_event_id=created_event_id,
    )


def _enqueue_card(
    session: Session,
    customer_id: str,
    customer: CustomerPlan,
    proposal: NutritionProposal,
    digest: str,
    *,
    grammar: CardGrammar,
    now: datetime,
) -> None:
    surface = cards.render_card(
        proposal, grammar, starts_on=customer.starts_on, total_weeks=len(customer.plan.weeks)
    )
    repository.enqueue(
        session,
        customer_id,
        item_kind="card",
        item_key=cards.card_key(customer_id, proposal.proposal_id, proposal.revision),
        proposal_id=proposal.proposal_id,
        revision=proposal.revision,
        submission=cards.card_submission(proposal, digest, surface),
        now=now,
    )


def compute_weekly_proposal(
    session: Session,
    customer_id: str,
    week_index: int,
    *,
    actor: str,
    clock: Clock,
    grammar: CardGrammar,
) -> ProposalResult:
    _begin(session, customer_id)
    now = clock.now()
    customer = customer_plan(session, customer_id, week_index)
    assembled = assemble_proposal(
        session,
        customer_id,
        week_index,
        policy_row=ensure_policy(session, customer_id, customer.plan, now=now),
        customer=customer,
    )
    _check_due(now, assembled.proposal)
    unchanged, proposal = _numbered(session, customer_id, assembled.proposal)
    if unchanged is not None:
        return _proposal_result(session, customer_id, unchanged, created=False, clock=clock)
    digest = proposal.digest()
    created = append_event(
        session,
        build_event("nutrition_proposal_created", customer_id, _created_payload(proposal, digest)),
        appended_by=actor,
        clock=clock,
    ).event
    stored = repository.append_proposal(
        session, proposal, created_event_id=created.event_id, now=now
    )
    writer = JudgmentWriter(session, customer_id, clock=clock)
    _record_judgments(writer, assembled, proposal, digest, created.event_id)
    _enqueue_card(session, customer_id, customer, proposal, digest, grammar=grammar, now=now)
    return _proposal_result(session, customer_id, stored, created=True, clock=clock, writer=writer)


def _numbered(
    session: Session, customer_id: str, proposal: NutritionProposal
) -> tuple[StoredProposal | None, NutritionProposal]:
    """The stored latest revision if ``proposal`` says the same (nothing to create), else
    ``proposal`` numbered after the latest; a decided latest revision is never recomputed."""
    revisions = repository.proposals(session, customer_id, proposal.proposal_id)
    if not revisions:
        return None, proposal
    latest = revisions[-1]
    if latest.proposal.content_digest() == proposal.content_digest():
        return latest, proposal
    decided = _decision_key(customer_id, proposal.proposal_id, latest.proposal.revision)
    if EventRepository(session).by_key(customer_id, decided) is not None:
        raise Refusal(
            "conflict",
            "proposal-already-decided",
            "Richard already decided this week's proposal; it is not recomputed",
            revision=latest.proposal.revision,
        )
    return None, proposal.model_copy(update={"revision": latest.proposal.revision + 1})


def _created_payload(proposal: NutritionProposal, digest: str) -> NutritionProposalCreatedPayload:
    return NutritionProposalCreatedPayload(
        proposal_id=proposal.proposal_id,
        revision=proposal.revision,
        proposal_digest=digest,
        week_index=proposal.week_index,
        report_date=proposal.report_date,
        policy_revision=proposal.policy_revision,
        decision=proposal.decision.value,
        reasons=tuple(reason.value for reason in proposal.reasons),
        current_kcal=int(proposal.current_targets.energy.value),
        recommended_kcal=int(proposal.recommended_targets.energy.value),
        evidence_event_ids=proposal.evidence.event_ids,
    )


def _proposal_result(
    session: Session,
    customer_id: str,
    stored: StoredProposal,
    *,
    created: bool,
    clock: Clock,
    writer: JudgmentWriter | None = None,
) -> ProposalResult:
    proposal = stored.proposal
    writer = writer or JudgmentWriter(session, customer_id, clock=clock)
    return ProposalResult(
        created=created,
        proposal=proposal,
        proposal_digest=stored.proposal_digest,
        created_event_id=stored.created_event_id,
        card_key=cards.card_key(customer_id, proposal.proposal_id, proposal.revision),
        judgment_record_ids=_records(customer_id, proposal.proposal_id, proposal.revision, writer),
        outbox=outbox_status(session, customer_id),
    )


# --- Richard's decision ----------------------------------------------------------------------


def _revision(
    session: Session, customer_id: str, proposal_id: str, revision: int
) -> tuple[StoredProposal, StoredProposal]:
    revisions = repository.proposals(session, customer_id, proposal_id)
    if not revisions:
        raise Refusal("not-found", "proposal-not-found", "No such proposal for this customer")
    found = next((s for s in revisions if s.proposal.revision == revision), None)
    if found is None:
        raise Refusal(
            "not-found", "proposal-revision-not-found", "No such revision of the proposal"
        )
    return found, revisions[-1]


def _check_digest(target: StoredProposal, request: DecisionRequest) -> None:
    if target.proposal_digest != request.proposal_digest:
        raise Refusal(
            "conflict",
            "proposal-digest-mismatch",
            "The decision names another version of the proposal",
        )


def _replayed_decision(
    session: Session,
    customer_id: str,
    target: StoredProposal,
    request: DecisionRequest,
    *,
    clock: Clock,
) -> DecisionResult | None:
    """The recorded decision if this revision was already decided the same way (a replay);
    None if it is undecided. A different earlier decision is refused."""
    proposal = target.proposal
    decided_key = _decision_key(customer_id, proposal.proposal_id, proposal.revision)
    earlier = EventRepository(session).by_key(customer_id, decided_key)
    if earlier is None:
        return None
    if earlier.payload.get("decision") != request.decision:
        raise Refusal(
            "conflict",
            "decision-conflict",
            "Richard already decided this revision differently",
            decision=earlier.payload.get("decision"),
        )
    return _decision_result(
        session, customer_id, target, earlier.event_id, created=False, clock=clock
    )


def _check_decidable(
    session: Session,
    customer_id: str,
    target: StoredProposal,
    latest: StoredProposal,
    request: DecisionRequest,
) -> NutritionPolicy:
    """Refuse a new decision that may not be recorded; else the proposal's policy."""
    proposal = target.proposal
    if latest.proposal.revision != proposal.revision:
        raise Refusal("conflict", "revision-superseded", "A newer revision of this proposal exists")
    _check_authority(session, customer_id, request.registry_revision)
    customer = customer_plan(session, customer_id, proposal.week_index)
    policy = _proposal_policy(session, customer_id, proposal)
    if request.decision == "approve":
        _check_approvable(session, customer_id, target, customer=customer)
    return policy


def _decided_payload(
    target: StoredProposal, request: DecisionRequest, *, decided_on: date
) -> NutritionProposalDecidedPayload:
    proposal = target.proposal
    approved = request.decision == "approve"
    targets = proposal.recommended_targets.targets()
    return NutritionProposalDecidedPayload(
        proposal_id=proposal.proposal_id,
        revision=proposal.revision,
        proposal_digest=target.proposal_digest,
        decision=request.decision,
        actor="richard",
        decided_on=decided_on,
        # From the next KST day on: the day of the decision keeps the targets it began with.
        effective_from=decided_on + timedelta(days=1) if approved else None,
        targets=NutritionTargetsPayload(**targets.model_dump()) if approved else None,
    )


def decide_proposal(
    session: Session,
    customer_id: str,
    proposal_id: str,
    request: DecisionRequest,
    *,
    actor: str,
    clock: Clock,
) -> DecisionResult:
    _begin(session, customer_id)
    target, latest = _revision(session, customer_id, proposal_id, request.revision)
    proposal = target.proposal
    _check_digest(target, request)
    replayed = _replayed_decision(session, customer_id, target, request, clock=clock)
    if replayed is not None:
        return replayed
    policy = _check_decidable(session, customer_id, target, latest, request)
    approved = request.decision == "approve"
    now = clock.now()
    payload = _decided_payload(target, request, decided_on=kst_date(now))
    decided = append_event(
        session,
        build_event("nutrition_proposal_decided", customer_id, payload),
        appended_by=actor,
        clock=clock,
    ).event
    writer = JudgmentWriter(session, customer_id, clock=clock)
    record_decision(
        writer,
        proposal=proposal,
        policy=policy,
        approved=approved,
        decided_event_id=decided.event_id,
    )
    if approved and payload.effective_from is not None:
        _put_targets_in_force(
            session, customer_id, target, payload.effective_from, decided.event_id, now=now
        )
    return _decision_result(
        session, customer_id, target, decided.event_id, created=True, clock=clock, writer=writer
    )


def _proposal_policy(
    session: Session, customer_id: str, proposal: NutritionProposal
) -> NutritionPolicy:
    """The policy revision the proposal was computed under (it must still exist)."""
    rows = repository.policies(session, customer_id)
    row = next((r for r in rows if r.revision == proposal.policy_revision), None)
    if row is None:
        raise Refusal(
            "conflict", "policy-revision-missing", "The proposal's policy revision is gone"
        )
    return executable_policy(row)


def _put_targets_in_force(
    session: Session,
    customer_id: str,
    target: StoredProposal,
    effective_from: date,
    decided_event_id: str,
    *,
    now: datetime,
) -> None:
    """An approval's effects: the targets from tomorrow, and the customer's draft of them."""
    proposal = target.proposal
    repository.append_target(
        session,
        customer_id,
        effective_from=effective_from,
        values=proposal.recommended_targets.targets(),
        proposal_id=proposal.proposal_id,
        revision=proposal.revision,
        decided_event_id=decided_event_id,
        now=now,
    )
    repository.enqueue(
        session,
        customer_id,
        item_kind="draft",
        item_key=cards.draft_key(customer_id, proposal.proposal_id, proposal.revision),
        proposal_id=proposal.proposal_id,
        revision=proposal.revision,
        # While the customer is held, the targets' customer draft is a held one.
        submission=hold_if_held(
            session,
            customer_id,
            cards.draft_submission(
                proposal,
                effective_from=effective_from,
                decided_event_id=decided_event_id,
                created_event_id=target.created_event_id,
            ),
        ),
        now=now,
    )


def _check_authority(session: Session, customer_id: str, registry_revision: str | None) -> None:
    """Refuse a decision made under registry authority that no longer holds.

    Delivery reads the registry over HTTP before it takes the card's row lock, so a change
    in that window (a new owner, consent revoked) is not seen when the card is shown. The
    decision therefore carries the revision the card was validated against, and it is
    checked here, under the customer's stream lock, against the registry this transaction
    reads: the authority that counts is the one in force when the decision commits.
    """
    if registry_revision is None:
        return
    document = current_document(session)
    entry = document.entry(customer_id)
    current = document.authority_revision(entry) if entry is not None else None
    if current != registry_revision:
        raise Refusal(
            "conflict",
            "registry-revision-stale",
            "The owner, consent or customer entry changed since this card was validated",
        )


def _check_approvable(
    session: Session, customer_id: str, target: StoredProposal, *, customer: CustomerPlan
) -> None:
    proposal = target.proposal
    if proposal.decision not in ADOPTABLE:
        raise Refusal(
            "conflict",
            "proposal-not-approvable",
            "This proposal recommends nothing to adopt (observe / human review): hold it",
            decision=proposal.decision.value,
        )
    if not customer.consent_granted:
        raise Refusal("conflict", "consent-missing", "The customer's consent is not granted")
    rows = repository.policies(session, customer_id)
    fresh = assemble_proposal(
        session,
        customer_id,
        proposal.week_index,
        policy_row=rows[-1],
        customer=customer,
    ).proposal
    if fresh.content_digest() != proposal.content_digest():
        raise Refusal(
            "conflict",
            "proposal-stale",
            "The data or the policy changed since this proposal; compute it again first",
        )


def _decision_result(
    session: Session,
    customer_id: str,
    target: StoredProposal,
    decided_event_id: str,
    *,
    created: bool,
    clock: Clock,
    writer: JudgmentWriter | None = None,
) -> DecisionResult:
    proposal = target.proposal
    decided = EventRepository(session).by_key(
        customer_id, _decision_key(customer_id, proposal.proposal_id, proposal.revision)
    )
    assert decided is not None
    payload = decided.payload
    approved = payload["decision"] == "approve"
    writer = writer or JudgmentWriter(session, customer_id, clock=clock)
    return DecisionResult(
        created=created,
        decision=payload["decision"],
        proposal_id=proposal.proposal_id,
        revision=proposal.revision,
        decided_event_id=decided_event_id,
        active_from=payload.get("effective_from"),
        targets=TargetQuantities.of(proposal.recommended_targets.targets()) if approved else None,
        draft_key=cards.draft_key(customer_id, proposal.proposal_id, proposal.revision)
        if approved
        else None,
        judgment_record_ids=_records(customer_id, proposal.proposal_id, proposal.revision, writer),
        outbox=outbox_status(session, customer_id),
    )
