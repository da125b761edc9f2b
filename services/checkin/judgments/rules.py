"""Pure write-time rules of the judgment ledger (seed 004 applied to coaching judgments).

``check_record`` returns every refusal of a new record against the ledger as it stands
(``LedgerState``) and the customer's events (``EventFact``). Each refusal has a stable
code; an empty list means the record may be written. The same checks replay every
executable row when the ledger is read, so a row that could not have been written is
found however it got into the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import Final

from services.checkin.judgments.outcomes import transition_refusals, verification_refusals
from services.checkin.judgments.schemas import (
    Assertion,
    Assumption,
    Forecast,
    IntentionBody,
    IntentionTransitionBody,
    Observation,
    PlanBody,
    PurposeBody,
    RecordBody,
    UnderstandingBody,
)
from services.checkin.judgments.state import (
    Entry,
    EventFact,
    LedgerState,
    PolicyKnown,
    Refusal,
    apply_record,
    link,
)

# The state types live in ``state.py``; they are re-exported for the ledger's readers.
__all__ = [
    "Entry",
    "EventFact",
    "LedgerState",
    "PolicyKnown",
    "Refusal",
    "apply_record",
    "check_record",
    "held_rule_applies",
]

RATE_UNIT: Final = "percent_per_week"


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
    _, refusals = link(state, body.purpose_id, "purpose", "purpose_id")
    if body.period_start > body.period_end:
        refusals.append(Refusal("plan-period-invalid", "period"))
    return refusals


def _understanding(
    body: UnderstandingBody, state: LedgerState, events: Mapping[str, EventFact]
) -> list[Refusal]:
    _, refusals = link(state, body.purpose_id, "purpose", "purpose_id")
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
    _, found = link(state, body.purpose_id, "purpose", "purpose_id")
    refusals += found
    plan, found = link(state, body.plan_id, "plan", "plan_id")
    refusals += found
    understanding, found = link(state, body.understanding_id, "understanding", "understanding_id")
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
        refusals += transition_refusals(body, state, events)
    else:
        refusals += verification_refusals(body, state, events)
    return refusals
