"""Pure write-time rules of the judgment ledger (seed 004 applied to coaching judgments).

``check_record`` returns every refusal of a new record against the ledger as it stands
(``LedgerState``) and the customer's events (``EventFact``). Each refusal has a stable
code; an empty list means the record may be written. The same checks replay every
executable row when the ledger is read, so a row that could not have been written is
found however it got into the table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Final

from services.checkin.judgments.schemas import (
    Assertion,
    Assumption,
    ClaimVerificationBody,
    Forecast,
    IntentionBody,
    IntentionTransitionBody,
    Observation,
    PlanBody,
    PurposeBody,
    RecordBody,
    Subject,
    UnderstandingBody,
    Verification,
)

PolicyKnown = Callable[[int, str], bool]

# Which intention states each transition may leave from.
TRANSITIONS: Final[dict[str, frozenset[str]]] = {
    "accepted": frozenset({"proposed"}),
    "withdrawn": frozenset({"proposed", "held", "deferred", "accepted"}),
    "completed": frozenset({"accepted"}),
}
RATE_UNIT: Final = "percent_per_week"


@dataclass(frozen=True, slots=True)
class Refusal:
    code: str
    detail: str


@dataclass(frozen=True, slots=True)
class EventFact:
    """What the ledger needs to know of one stream event."""

    event_id: str
    event_type: str
    payload: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Entry:
    """A ledger row as the state knows it (``body`` None when it cannot be executed)."""

    record_id: str
    record_kind: str
    schema_version: int
    body: RecordBody | None
    executable: bool


@dataclass
class LedgerState:
    """The folded ledger: records, intention states and the truth of forecast claims."""

    entries: dict[str, Entry] = field(default_factory=dict)
    intention_status: dict[str, str] = field(default_factory=dict)
    claim_truth: dict[tuple[str, str], Verification] = field(default_factory=dict)

    def executable(self, record_id: str) -> Entry | None:
        entry = self.entries.get(record_id)
        return entry if entry is not None and entry.executable else None


def held_rule_applies(schema_version: int, status: str) -> bool:
    """Version 1 narrowed only deferred records; version 2 narrows held ones as well."""
    if schema_version >= 2:
        return status in ("held", "deferred")
    return status == "deferred"


# --- claims -------------------------------------------------------------------------------


def _observation_refusals(
    claim: Observation, as_of: date, events: Mapping[str, EventFact]
) -> list[Refusal]:
    refusals = []
    if claim.period_start > claim.period_end:
        refusals.append(Refusal("claim-period-invalid", claim.claim_id))
    if claim.period_end > as_of:
        # Observing a period that has not ended is a forecast, not an observation.
        refusals.append(Refusal("observation-of-future", claim.claim_id))
    source = claim.source
    if source.kind not in ("events", "registry"):
        refusals.append(Refusal("observation-source-invalid", claim.claim_id))
    if source.kind == "events":
        if not source.event_ids:
            refusals.append(Refusal("observation-ungrounded", claim.claim_id))
        unknown = [event_id for event_id in source.event_ids if event_id not in events]
        if unknown:
            refusals.append(Refusal("observation-cites-unknown-event", claim.claim_id))
    return refusals


def _forecast_refusals(claim: Forecast, as_of: date, known_claims: set[str]) -> list[Refusal]:
    refusals = []
    if claim.period_start > claim.period_end:
        refusals.append(Refusal("claim-period-invalid", claim.claim_id))
    if claim.period_start <= as_of:
        # Forecasting a period that has begun mixes a forecast with an observation.
        refusals.append(Refusal("forecast-of-past", claim.claim_id))
    if any(basis not in known_claims for basis in claim.basis_claim_ids):
        refusals.append(Refusal("forecast-basis-unknown", claim.claim_id))
    if claim.source.kind not in ("rule", "policy"):
        refusals.append(Refusal("forecast-source-invalid", claim.claim_id))
    return refusals


def _assumption_refusals(claim: Assumption) -> list[Refusal]:
    if claim.source.kind not in ("rule", "policy"):
        return [Refusal("assumption-source-invalid", claim.claim_id)]
    return []


def _unique_ids(ids: Sequence[str]) -> list[Refusal]:
    repeated = sorted({claim_id for claim_id in ids if ids.count(claim_id) > 1})
    return [Refusal("claim-id-repeated", claim_id) for claim_id in repeated]


def _assertion_refusals(
    assertions: Sequence[Assertion],
    claims: Mapping[str, Observation | Assumption | Forecast],
    *,
    narrowed: bool,
) -> list[Refusal]:
    """Proofs must exist; a narrowed (held/deferred) record proves each with observations."""
    refusals = []
    for assertion in assertions:
        if any(claim_id not in claims for claim_id in assertion.proof_claim_ids):
            refusals.append(Refusal("assertion-proof-unknown", assertion.statement))
            continue
        proven = any(
            isinstance(claims[claim_id], Observation) for claim_id in assertion.proof_claim_ids
        )
        if narrowed and not proven:
            refusals.append(
                Refusal(f"unproven-{assertion.kind}-on-held-record", assertion.statement)
            )
    return refusals


def _status_refusals(status: str, hold_kind: str | None) -> list[Refusal]:
    if (status in ("held", "deferred")) != (hold_kind is not None):
        return [Refusal("hold-kind-inconsistent", status)]
    return []


# --- links --------------------------------------------------------------------------------


def _link(
    state: LedgerState, record_id: str, expected_kind: str, role: str
) -> tuple[Entry | None, list[Refusal]]:
    entry = state.entries.get(record_id)
    if entry is None:
        return None, [Refusal("link-unknown", role)]
    if entry.record_kind != expected_kind:
        return None, [Refusal("record-kind-mismatch", f"{role} is a {entry.record_kind}")]
    if not entry.executable:
        # A row under an unknown policy is readable for audit but can ground nothing new.
        return None, [Refusal("link-not-executable", role)]
    return entry, []


# --- per kind -----------------------------------------------------------------------------


def _purpose(body: PurposeBody) -> list[Refusal]:
    refusals = []
    low, high = body.target_rate_min, body.target_rate_max
    if (low is None) != (high is None):
        refusals.append(Refusal("purpose-range-incomplete", "target rate"))
    rates = [q for q in (low, high, body.max_rate_abs) if q is not None]
    if any(q.unit != RATE_UNIT for q in rates):
        refusals.append(Refusal("purpose-unit-invalid", RATE_UNIT))
    if low is not None and high is not None:
        if low.value > high.value:
            refusals.append(Refusal("purpose-range-inverted", "target rate"))
        if max(abs(low.value), abs(high.value)) > body.max_rate_abs.value:
            refusals.append(Refusal("purpose-beyond-rate-cap", "target rate"))
    if (body.goal_mode == "unknown") != (low is None):
        refusals.append(Refusal("purpose-goal-inconsistent", body.goal_mode))
    return refusals


def _plan(body: PlanBody, state: LedgerState) -> list[Refusal]:
    _, refusals = _link(state, body.purpose_id, "purpose", "purpose_id")
    if body.period_start > body.period_end:
        refusals.append(Refusal("plan-period-invalid", "period"))
    return refusals


def _understanding(
    body: UnderstandingBody, state: LedgerState, events: Mapping[str, EventFact]
) -> list[Refusal]:
    _, refusals = _link(state, body.purpose_id, "purpose", "purpose_id")
    refusals += _status_refusals(body.status, body.hold_kind)
    claims: dict[str, Observation | Assumption | Forecast] = {}
    for observation in body.observations:
        refusals += _observation_refusals(observation, body.as_of, events)
        claims[observation.claim_id] = observation
    for assumption in body.assumptions:
        refusals += _assumption_refusals(assumption)
        claims[assumption.claim_id] = assumption
    ids = [o.claim_id for o in body.observations] + [a.claim_id for a in body.assumptions]
    refusals += _unique_ids(ids)
    narrowed = held_rule_applies(body.schema_version, body.status)
    refusals += _assertion_refusals(body.assertions, claims, narrowed=narrowed)
    return refusals


def _intention(
    body: IntentionBody, state: LedgerState, events: Mapping[str, EventFact]
) -> list[Refusal]:
    refusals: list[Refusal] = []
    _, found = _link(state, body.purpose_id, "purpose", "purpose_id")
    refusals += found
    plan, found = _link(state, body.plan_id, "plan", "plan_id")
    refusals += found
    understanding, found = _link(state, body.understanding_id, "understanding", "understanding_id")
    refusals += found
    refusals += _status_refusals(body.status, body.hold_kind)
    claims: dict[str, Observation | Assumption | Forecast] = {}
    if understanding is not None and isinstance(understanding.body, UnderstandingBody):
        if understanding.body.purpose_id != body.purpose_id:
            refusals.append(Refusal("link-inconsistent", "understanding serves another purpose"))
        claims.update({c.claim_id: c for c in understanding.body.observations})
        claims.update({c.claim_id: c for c in understanding.body.assumptions})
    if (
        plan is not None
        and isinstance(plan.body, PlanBody)
        and plan.body.purpose_id != body.purpose_id
    ):
        refusals.append(Refusal("link-inconsistent", "plan serves another purpose"))
    for forecast in body.forecasts:
        refusals += _forecast_refusals(forecast, body.as_of, set(claims))
    refusals += _unique_ids([f.claim_id for f in body.forecasts] + list(claims))
    claims.update({f.claim_id: f for f in body.forecasts})
    narrowed = held_rule_applies(body.schema_version, body.status)
    refusals += _assertion_refusals(body.assertions, claims, narrowed=narrowed)
    if narrowed and body.commitment is not None:
        # A commitment on a held record would be an unproven recommendation to the customer.
        refusals.append(Refusal("unproven-recommendation-on-held-record", "commitment"))
    if body.subject.kind == "nutrition_proposal" and (
        body.subject.revision is None or body.subject.digest is None
    ):
        refusals.append(Refusal("subject-incomplete", body.subject.reference))
    return refusals


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


def _transition(
    body: IntentionTransitionBody, state: LedgerState, events: Mapping[str, EventFact]
) -> list[Refusal]:
    intention, refusals = _link(state, body.intention_id, "intention", "intention_id")
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


def _verification(
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


def check_record(
    body: RecordBody,
    *,
    state: LedgerState,
    events: Mapping[str, EventFact],
    policy_known: PolicyKnown,
) -> list[Refusal]:
    """Every reason ``body`` may not be written now (empty: it may)."""
    refusals: list[Refusal] = []
    if not policy_known(body.policy.revision, body.policy.rule):
        refusals.append(Refusal("policy-revision-unknown", str(body.policy.revision)))
    if isinstance(body, PurposeBody):
        refusals += _purpose(body)
    elif isinstance(body, PlanBody):
        refusals += _plan(body, state)
    elif isinstance(body, UnderstandingBody):
        refusals += _understanding(body, state, events)
    elif isinstance(body, IntentionBody):
        refusals += _intention(body, state, events)
    elif isinstance(body, IntentionTransitionBody):
        refusals += _transition(body, state, events)
    else:
        refusals += _verification(body, state, events)
    return refusals


def apply_record(state: LedgerState, record_id: str, entry: Entry) -> None:
    """Fold one accepted row into ``state`` (non-executable rows change no state)."""
    state.entries[record_id] = entry
    body = entry.body
    if not entry.executable or body is None:
        return
    if isinstance(body, IntentionBody):
        state.intention_status[record_id] = body.status
    elif isinstance(body, IntentionTransitionBody):
        state.intention_status[body.intention_id] = body.transition
    elif isinstance(body, ClaimVerificationBody):
        key = (body.forecast.record_id, body.forecast.claim_id)
        state.claim_truth[key] = body.outcome
