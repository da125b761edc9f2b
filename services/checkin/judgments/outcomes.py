"""Write-time rules of the records that change state: transitions and verifications. Pure."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from services.checkin.judgments.schemas import (
    ClaimVerificationBody,
    IntentionBody,
    IntentionTransitionBody,
    Subject,
    UnderstandingBody,
)
from services.checkin.judgments.state import EventFact, LedgerState, Refusal, link

# Which intention states each transition may leave from.
TRANSITIONS: Final[dict[str, frozenset[str]]] = {
    "accepted": frozenset({"proposed"}),
    "withdrawn": frozenset({"proposed", "held", "deferred", "accepted"}),
    "completed": frozenset({"accepted"}),
}


def _decision_events(events: Mapping[str, EventFact], evidence: Sequence[str]) -> list[EventFact]:
    return [events[event_id] for event_id in evidence if event_id in events]


def _is_decision(fact: EventFact, subject: Subject, decision: str, *, same: bool) -> bool:
    """A decision event on (``same``) or not on (``not same``) exactly this proposal revision."""
    p = fact.payload
    this = (
        p.get("proposal_id") == subject.reference
        and p.get("revision") == subject.revision
        and p.get("proposal_digest") == subject.digest
    )
    return (
        fact.event_type == "nutrition_proposal_decided"
        and p.get("decision") == decision
        and this == same
    )


def _supersedes(fact: EventFact, subject: Subject) -> bool:
    """A later revision of the same proposal was created (the older one stands withdrawn)."""
    return (
        fact.event_type == "nutrition_proposal_created"
        and fact.payload.get("proposal_id") == subject.reference
        and int(fact.payload.get("revision", 0)) > (subject.revision or 0)
    )


def _later_week(fact: EventFact, subject: Subject) -> bool:
    return (
        fact.event_type == "nutrition_proposal_created"
        and int(fact.payload.get("week_index", 0)) > subject.week_index
    )


def _proves_transition(
    intention: IntentionBody, transition: str, current: str, cited: Sequence[EventFact]
) -> bool:
    """Do the cited events prove this transition of this intention?

    Proposals: accepted <- Richard's approval of exactly this revision; withdrawn <- his
    hold of it, or a newer revision of it; an *accepted* one (a customer commitment) is
    withdrawn only by his approval of another proposal that replaced it; completed <- the
    next week's proposal (whose observation closes the week). Weekly judgements: accepted
    <- the approval (or send) of their draft.
    """
    subject = intention.subject
    if subject.kind == "weekly_judgment":
        if transition != "accepted":
            return bool(cited)
        return any(
            fact.event_type in ("draft_approved", "draft_sent")
            and (subject.draft_id is None or fact.payload.get("draft_id") == subject.draft_id)
            for fact in cited
        )
    if transition == "accepted":
        return any(_is_decision(fact, subject, "approve", same=True) for fact in cited)
    if transition == "completed":
        return any(_later_week(fact, subject) for fact in cited)
    if current == "accepted":
        return any(_is_decision(fact, subject, "approve", same=False) for fact in cited)
    return any(
        _is_decision(fact, subject, "hold", same=True) or _supersedes(fact, subject)
        for fact in cited
    )


def transition_refusals(
    body: IntentionTransitionBody, state: LedgerState, events: Mapping[str, EventFact]
) -> list[Refusal]:
    intention, refusals = link(state, body.intention_id, "intention", "intention_id")
    if not body.evidence_event_ids:
        refusals.append(Refusal("transition-evidence-missing", body.transition))
    unknown = [event_id for event_id in body.evidence_event_ids if event_id not in events]
    if unknown:
        refusals.append(Refusal("transition-cites-unknown-event", body.transition))
    if intention is None or not isinstance(intention.body, IntentionBody):
        return refusals
    current = state.intention_status.get(body.intention_id, intention.body.status)
    if current not in TRANSITIONS[body.transition]:
        refusals.append(Refusal("transition-not-allowed", f"{current} -> {body.transition}"))
    cited = _decision_events(events, body.evidence_event_ids)
    if cited and not _proves_transition(intention.body, body.transition, current, cited):
        refusals.append(Refusal("transition-evidence-mismatch", body.transition))
    return refusals


def verification_refusals(
    body: ClaimVerificationBody, state: LedgerState, events: Mapping[str, EventFact]
) -> list[Refusal]:
    refusals = []
    if not body.evidence_event_ids or any(e not in events for e in body.evidence_event_ids):
        refusals.append(Refusal("verification-evidence-invalid", body.forecast.claim_id))
    holder = state.executable(body.forecast.record_id)
    forecast = None
    if holder is not None and isinstance(holder.body, IntentionBody):
        forecast = next(
            (f for f in holder.body.forecasts if f.claim_id == body.forecast.claim_id), None
        )
    if forecast is None:
        return [*refusals, Refusal("verification-target-not-forecast", body.forecast.claim_id)]
    key = (body.forecast.record_id, body.forecast.claim_id)
    if state.claim_truth.get(key, "unverified") != "unverified":
        refusals.append(Refusal("forecast-already-verified", body.forecast.claim_id))
    source = state.executable(body.observation.record_id)
    observation = None
    if source is not None and isinstance(source.body, UnderstandingBody):
        observation = next(
            (o for o in source.body.observations if o.claim_id == body.observation.claim_id), None
        )
    if observation is None:
        return [
            *refusals,
            Refusal("verification-source-not-observation", body.observation.claim_id),
        ]
    same_fact = (
        observation.subject == forecast.subject
        and observation.unit == forecast.unit
        and (observation.period_start, observation.period_end)
        == (forecast.period_start, forecast.period_end)
    )
    if not same_fact:
        refusals.append(Refusal("verification-observes-another-fact", forecast.claim_id))
    if body.observed.value != observation.value or body.observed.unit != observation.unit:
        refusals.append(Refusal("verification-value-mismatch", forecast.claim_id))
    within = abs(observation.value - forecast.value) <= forecast.tolerance
    if body.outcome != ("confirmed" if within else "refuted"):
        refusals.append(Refusal("verification-outcome-wrong", forecast.claim_id))
    return refusals
