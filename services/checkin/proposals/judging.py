"""Every proposal and every decision on it writes its judgment records (seed 004).

* a new proposal revision -> Purpose (the plan goal), Plan (the plan week), Understanding
  (the week's observations and assumptions) and Intention (the proposal, its commitment
  and forecast); a newer revision withdraws the older revision's open intention;
* the next week's proposal closes the previous week: its accepted intention is completed,
  and its forecast of this week's rate is confirmed or refuted by this week's observation
  (when the forecast's condition held: the targets were adopted or did not change);
* Richard's decision -> an accepted or withdrawn transition citing his decision event;
  an approval also withdraws the commitment it replaces.
"""

from __future__ import annotations

from dataclasses import dataclass

from services.checkin.judgments.builders import (
    plan_body,
    policy_ref,
    proposal_intention,
    proposal_understanding,
    purpose_body,
)
from services.checkin.judgments.ledger import record_id_for
from services.checkin.judgments.schemas import (
    CURRENT_SCHEMA_VERSION,
    ClaimRef,
    ClaimVerificationBody,
    IntentionBody,
    IntentionTransitionBody,
    PolicyRef,
    RecordBody,
    UnderstandingBody,
    body_document,
)
from services.checkin.judgments.service import JudgmentWriter
from services.checkin.nutrition.rules import effective_goal
from services.checkin.nutrition.schemas import NutritionPolicy, NutritionProposal, quantity
from services.checkin.nutrition.service import CustomerPlan
from shared.canonical import canonical_digest


def _content_key(prefix: str, body: RecordBody) -> str:
    return f"{prefix}:{canonical_digest(body_document(body))[:16]}"


def intention_key(proposal_id: str, revision: int) -> str:
    return f"intention:{proposal_id}.r{revision}"


@dataclass(frozen=True, slots=True)
class ProposalRecords:
    purpose_id: str
    plan_id: str
    understanding_id: str
    intention_id: str

    def as_dict(self) -> dict[str, str]:
        return {
            "purpose": self.purpose_id,
            "plan": self.plan_id,
            "understanding": self.understanding_id,
            "intention": self.intention_id,
        }


def record_proposal(
    writer: JudgmentWriter,
    *,
    proposal: NutritionProposal,
    digest: str,
    policy: NutritionPolicy,
    customer: CustomerPlan,
    weigh_in_event_ids: tuple[str, ...],
) -> ProposalRecords:
    """Purpose, plan, understanding and intention of one proposal revision."""
    ref = policy_ref(proposal.policy_revision, policy)
    week = customer.week(proposal.week_index)
    goal_mode, rate_range = effective_goal(policy, week.goal_mode)
    purpose = purpose_body(ref, goal_mode, rate_range, policy)
    purpose_id, _ = writer.write(_content_key("purpose", purpose), purpose)
    window = (proposal.current_window.start, proposal.current_window.end)
    plan = plan_body(ref, purpose_id, week, proposal.week_index, window)
    plan_id, _ = writer.write(_content_key(f"plan:w{proposal.week_index}", plan), plan)
    understanding = proposal_understanding(proposal, ref, purpose_id, weigh_in_event_ids)
    key = f"understanding:{proposal.proposal_id}.r{proposal.revision}"
    understanding_id, _ = writer.write(key, understanding)
    intention = proposal_intention(
        proposal,
        ref=ref,
        digest=digest,
        purpose_id=purpose_id,
        plan_id=plan_id,
        understanding=(understanding_id, understanding),
        tolerance=policy.forecast_tolerance_percent,
    )
    intention_id, _ = writer.write(
        intention_key(proposal.proposal_id, proposal.revision), intention
    )
    return ProposalRecords(purpose_id, plan_id, understanding_id, intention_id)


def _transition(
    writer: JudgmentWriter,
    ref: PolicyRef,
    intention_id: str,
    transition: str,
    evidence_event_id: str,
) -> str:
    body = IntentionTransitionBody(
        schema_version=CURRENT_SCHEMA_VERSION,
        policy=ref,
        intention_id=intention_id,
        transition=transition,
        evidence_event_ids=(evidence_event_id,),
    )
    record_id, _ = writer.write(f"transition:{intention_id}:{transition}", body)
    return record_id


def _intentions(writer: JudgmentWriter, customer_id: str) -> list[tuple[str, IntentionBody]]:
    return [
        (record_id, body)
        for record_id, body in writer.find(lambda _, b: isinstance(b, IntentionBody))
        if isinstance(body, IntentionBody) and body.subject.kind == "nutrition_proposal"
    ]


def close_earlier(
    writer: JudgmentWriter,
    *,
    proposal: NutritionProposal,
    ref: PolicyRef,
    records: ProposalRecords,
    created_event_id: str,
) -> list[str]:
    """Withdraw superseded revisions; complete and verify the previous week's intention."""
    written: list[str] = []
    open_states = ("proposed", "held", "deferred")
    understanding = writer.body(records.understanding_id)
    assert isinstance(understanding, UnderstandingBody)
    observed = {o.claim_id: o for o in understanding.observations}
    for record_id, intention in _intentions(writer, proposal.customer_id):
        subject = intention.subject
        status = writer.status(record_id)
        if (
            subject.reference == proposal.proposal_id
            and (subject.revision or 0) < proposal.revision
        ):
            if status in open_states:
                written.append(_transition(writer, ref, record_id, "withdrawn", created_event_id))
            continue
        if subject.week_index != proposal.week_index - 1:
            continue
        if status == "accepted":
            written.append(_transition(writer, ref, record_id, "completed", created_event_id))
        # The forecast assumed the recommended targets; it speaks about what happened only
        # if they were adopted, or if they did not change the target at all.
        condition_held = status == "accepted" or intention.decision not in ("increase", "decrease")
        rate = observed.get("weekly_rate")
        for forecast in intention.forecasts:
            if not condition_held or rate is None:
                continue
            if writer.truth(record_id, forecast.claim_id) != "unverified":
                continue
            if (forecast.period_start, forecast.period_end) != (rate.period_start, rate.period_end):
                continue
            within = abs(rate.value - forecast.value) <= forecast.tolerance
            body = ClaimVerificationBody(
                schema_version=CURRENT_SCHEMA_VERSION,
                policy=ref,
                forecast=ClaimRef(record_id=record_id, claim_id=forecast.claim_id),
                observation=ClaimRef(record_id=records.understanding_id, claim_id=rate.claim_id),
                outcome="confirmed" if within else "refuted",
                observed=quantity(rate.value, "percent_per_week"),
                evidence_event_ids=(created_event_id,),
            )
            key = f"verification:{record_id}:{forecast.claim_id}"
            written.append(writer.write(key, body)[0])
    return written


def record_decision(
    writer: JudgmentWriter,
    *,
    proposal: NutritionProposal,
    policy: NutritionPolicy,
    approved: bool,
    decided_event_id: str,
) -> list[str]:
    """Richard's decision as a transition of the proposal's intention (with its evidence)."""
    ref = policy_ref(proposal.policy_revision, policy)
    intention_id = record_id_for(
        proposal.customer_id, intention_key(proposal.proposal_id, proposal.revision)
    )
    written: list[str] = []
    if approved:
        # The new commitment replaces any earlier adopted one (cancelled with this evidence).
        for record_id, _ in _intentions(writer, proposal.customer_id):
            if record_id != intention_id and writer.status(record_id) == "accepted":
                written.append(_transition(writer, ref, record_id, "withdrawn", decided_event_id))
    transition = "accepted" if approved else "withdrawn"
    written.append(_transition(writer, ref, intention_id, transition, decided_event_id))
    return written
