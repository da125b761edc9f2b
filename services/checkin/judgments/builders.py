"""How a coaching decision becomes judgment records (seed 004 mapping, ADR 0052). Pure.

* Purpose  <- the plan goal: goal mode, the target weekly rate range, the 1 %/week cap.
* Plan     <- the plan week (number, focus, goal, sessions, the 7-day period).
* Understanding <- the week's observations (7-day means, rate, trend, intake, coverage,
  gap, safety/pain flags, consent), each citing the events it is computed from, and the
  assumptions the forecast rests on (7,700 kcal per kg; the targets are followed).
* Intention <- the proposal revision (or weekly judgement) adopted for the week, its
  commitment (the recommended targets) and its forecast of next week's rate.

A held proposal (``human_review``) is a *held* record, an ``observe`` one a *deferred*
record: neither carries a commitment, and the only assertion either makes is the
abstention its observations prove.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Final

from services.checkin.judgments.schemas import (
    CURRENT_SCHEMA_VERSION,
    Assertion,
    Assumption,
    ClaimSource,
    ClaimUnit,
    Commitment,
    Forecast,
    HoldKind,
    IntentionBody,
    IntentionStatus,
    Observation,
    PlanBody,
    PolicyRef,
    PurposeBody,
    Subject,
    UnderstandingBody,
)
from services.checkin.nutrition.schemas import (
    KCAL_PER_KG,
    NutritionPolicy,
    NutritionProposal,
    Quantity,
    WindowSummary,
    quantity,
)
from services.checkin.registry.schemas import GoalMode, PlanWeek
from shared.contracts.surfaces import WeeklyRateRange
from shared.contracts.surfaces.adaptive import AdaptiveDecision, AdaptiveReason

MAX_CITED_EVENTS: Final = 200
SAFETY_REASONS: Final = frozenset({AdaptiveReason.SAFETY_HOLD, AdaptiveReason.PAIN_PRESENT})
ADOPTABLE: Final = frozenset(
    {AdaptiveDecision.INCREASE, AdaptiveDecision.DECREASE, AdaptiveDecision.MAINTAIN}
)


def policy_ref(revision: int, policy: NutritionPolicy) -> PolicyRef:
    return PolicyRef(revision=revision, rule=policy.rule)


def purpose_body(
    ref: PolicyRef, goal_mode: GoalMode, rate_range: WeeklyRateRange | None, policy: NutritionPolicy
) -> PurposeBody:
    return PurposeBody(
        schema_version=CURRENT_SCHEMA_VERSION,
        policy=ref,
        goal_mode=goal_mode,
        target_rate_min=None
        if rate_range is None
        else quantity(rate_range.min_percent, "percent_per_week"),
        target_rate_max=None
        if rate_range is None
        else quantity(rate_range.max_percent, "percent_per_week"),
        max_rate_abs=quantity(policy.max_rate_abs_percent, "percent_per_week"),
    )


def plan_body(
    ref: PolicyRef,
    purpose_id: str,
    week: PlanWeek,
    week_index: int,
    period: tuple[date, date],
) -> PlanBody:
    calorie = week.calorie_target_kcal
    return PlanBody(
        schema_version=CURRENT_SCHEMA_VERSION,
        policy=ref,
        purpose_id=purpose_id,
        week_index=week_index,
        period_start=period[0],
        period_end=period[1],
        focus=week.focus,
        goal_mode=week.goal_mode,
        training_sessions=week.training_sessions,
        calorie_target=None if calorie is None else quantity(calorie, "kcal_per_day"),
    )


@dataclass(frozen=True, slots=True)
class ObservedFact:
    """One observation a caller (the weekly summary) states, with the events behind it."""

    subject: str
    value: Decimal
    unit: ClaimUnit
    period_start: date
    period_end: date
    event_ids: tuple[str, ...]


def observed_claim(claim_id: str, fact: ObservedFact) -> Observation:
    return Observation(
        claim_id=claim_id,
        subject=fact.subject,
        value=fact.value,
        unit=fact.unit,
        period_start=fact.period_start,
        period_end=fact.period_end,
        source=ClaimSource(kind="events", event_ids=fact.event_ids[:MAX_CITED_EVENTS]),
    )


def _value(measured: Quantity | None) -> Decimal | None:
    return None if measured is None else measured.value


# One claim the proposal may state: (claim id, value, unit, period, events behind it).
_Claim = tuple[str, Decimal | None, ClaimUnit, tuple[date, date], Sequence[str]]


def _window_claims(name: str, window: WindowSummary) -> list[_Claim]:
    period = (window.start, window.end)
    ids = window.weigh_in_event_ids
    return [
        (f"weigh_ins_{name}", window.weight_samples.value, "count", period, ids),
        (f"weight_mean_{name}", _value(window.weight_mean), "kg", period, ids),
    ]


def _week_claims(proposal: NutritionProposal, all_weigh_ins: Sequence[str]) -> list[_Claim]:
    previous, current = proposal.previous_window, proposal.current_window
    evidence = proposal.evidence
    both = (*previous.weigh_in_event_ids, *current.weigh_in_event_ids)
    week = (current.start, current.end)
    intakes = evidence.intake_event_ids
    claims: list[_Claim] = [
        ("weekly_rate", _value(proposal.weekly_rate), "percent_per_week", week, both),
        ("logging_coverage", proposal.logging_coverage.value, "ratio", week, intakes),
        ("average_intake", _value(proposal.average_intake), "kcal_per_day", week, intakes),
    ]
    if all_weigh_ins:
        span = (previous.start, current.end)
        claims += [
            ("weight_trend_ema", _value(proposal.trend_weight), "kg", span, all_weigh_ins),
            ("longest_gap", _value(proposal.longest_gap), "days", span, all_weigh_ins),
        ]
    safety, pain = evidence.safety_event_ids, evidence.pain_event_ids
    return [
        *claims,
        ("safety_holds", Decimal(len(safety)), "count", week, safety),
        ("pain_reports", Decimal(len(pain)), "count", week, pain),
    ]


def _proposal_observations(
    proposal: NutritionProposal, all_weigh_ins: Sequence[str]
) -> list[Observation]:
    """Every measured claim the proposal states (those with a value and events behind it),
    then consent as the registry says it."""
    claims = [
        *_window_claims("previous", proposal.previous_window),
        *_window_claims("current", proposal.current_window),
        *_week_claims(proposal, all_weigh_ins),
    ]
    observations = [
        observed_claim(
            claim_id, ObservedFact(claim_id, value, unit, period[0], period[1], tuple(events))
        )
        for claim_id, value, unit, period, events in claims
        if value is not None and events
    ]
    current = proposal.current_window
    observations.append(
        Observation(
            claim_id="consent_granted",
            subject="consent_granted",
            value=Decimal(1 if proposal.evidence.consent_granted else 0),
            unit="boolean",
            period_start=current.start,
            period_end=current.end,
            source=ClaimSource(kind="registry", reference="consent"),
        )
    )
    return observations


def hold_kind_of(proposal: NutritionProposal) -> HoldKind | None:
    if proposal.decision is AdaptiveDecision.OBSERVE:
        return "insufficient_evidence"
    if proposal.decision is not AdaptiveDecision.HUMAN_REVIEW:
        return None
    reasons = set(proposal.reasons)
    if reasons & SAFETY_REASONS:
        return "safety_hold"
    if AdaptiveReason.MISSING_CONSENT in reasons:
        return "consent_missing"
    return "insufficient_evidence"


# Which observations prove an abstention for each hold reason (the first ones present).
_ABSTENTION_PROOF: Final[dict[AdaptiveReason, tuple[str, ...]]] = {
    AdaptiveReason.SAFETY_HOLD: ("safety_holds",),
    AdaptiveReason.PAIN_PRESENT: ("pain_reports",),
    AdaptiveReason.MISSING_CONSENT: ("consent_granted",),
    AdaptiveReason.GAP_OVER_14_DAYS: ("longest_gap",),
    AdaptiveReason.INSUFFICIENT_WEIGHT_SAMPLES: ("weigh_ins_previous", "weigh_ins_current"),
}


def _abstention(proposal: NutritionProposal, claim_ids: set[str]) -> tuple[Assertion, ...]:
    proof: list[str] = []
    for reason in proposal.reasons:
        proof += [c for c in _ABSTENTION_PROOF.get(reason, ()) if c in claim_ids and c not in proof]
    if not proof:
        return ()  # nothing observed proves it: a held record then asserts nothing
    return (
        Assertion(
            kind="abstention", statement="abstain:calorie_adjustment", proof_claim_ids=tuple(proof)
        ),
    )


def proposal_understanding(
    proposal: NutritionProposal, ref: PolicyRef, purpose_id: str, all_weigh_ins: Sequence[str]
) -> UnderstandingBody:
    observations = _proposal_observations(proposal, all_weigh_ins)
    hold = hold_kind_of(proposal)
    status = (
        "grounded"
        if hold is None
        else ("deferred" if proposal.decision is AdaptiveDecision.OBSERVE else "held")
    )
    assumptions = (
        Assumption(
            claim_id="energy_per_kg",
            subject="energy_per_kg_body_weight",
            value=Decimal(KCAL_PER_KG),
            unit="kcal_per_kg",
            source=ClaimSource(kind="rule", reference=proposal.rule),
        ),
        Assumption(
            claim_id="targets_followed",
            subject="recommended_targets_followed",
            value=Decimal(1),
            unit="boolean",
            source=ClaimSource(kind="rule", reference=proposal.rule),
        ),
    )
    ids = {o.claim_id for o in observations}
    return UnderstandingBody(
        schema_version=CURRENT_SCHEMA_VERSION,
        policy=ref,
        purpose_id=purpose_id,
        as_of=proposal.current_window.end,
        status=status,
        hold_kind=hold,
        observations=tuple(observations),
        assumptions=assumptions,
        assertions=_abstention(proposal, ids) if hold is not None else (),
    )


def _intention_status(proposal: NutritionProposal, hold: HoldKind | None) -> IntentionStatus:
    if hold is None:
        return "proposed"
    return "deferred" if proposal.decision is AdaptiveDecision.OBSERVE else "held"


def proposal_intention(
    proposal: NutritionProposal,
    *,
    ref: PolicyRef,
    digest: str,
    purpose_id: str,
    plan_id: str,
    understanding: tuple[str, UnderstandingBody],
    tolerance: Decimal,
) -> IntentionBody:
    understanding_id, understood = understanding
    hold = understood.hold_kind
    claim_ids = {o.claim_id for o in understood.observations}
    forecasts: tuple[Forecast, ...] = ()
    if proposal.forecast is not None:
        observed = ("weekly_rate",) if "weekly_rate" in claim_ids else ()
        basis = (*observed, "energy_per_kg", "targets_followed")
        forecasts = (
            Forecast(
                claim_id="next_week_rate",
                subject="weekly_rate",
                value=proposal.forecast.weekly_rate.value,
                unit="percent_per_week",
                period_start=proposal.forecast.period_start,
                period_end=proposal.forecast.period_end,
                tolerance=tolerance,
                basis_claim_ids=basis,
                source=ClaimSource(kind="rule", reference=proposal.rule),
            ),
        )
    if hold is None:
        assertions: tuple[Assertion, ...] = (
            Assertion(
                kind="recommendation",
                statement=f"decision:{proposal.decision.value}",
                proof_claim_ids=("weekly_rate",) if "weekly_rate" in claim_ids else (),
            ),
        )
    else:
        assertions = understood.assertions
    adoptable = proposal.decision in ADOPTABLE
    return IntentionBody(
        schema_version=CURRENT_SCHEMA_VERSION,
        policy=ref,
        purpose_id=purpose_id,
        plan_id=plan_id,
        understanding_id=understanding_id,
        subject=Subject(
            kind="nutrition_proposal",
            reference=proposal.proposal_id,
            revision=proposal.revision,
            digest=digest,
            week_index=proposal.week_index,
        ),
        as_of=proposal.current_window.end,
        status=_intention_status(proposal, hold),
        hold_kind=hold,
        decision=proposal.decision.value,
        reasons=tuple(reason.value for reason in proposal.reasons),
        commitment=Commitment(kind="nutrition_targets", targets=proposal.recommended_targets)
        if adoptable
        else None,
        forecasts=forecasts,
        assertions=assertions,
    )
