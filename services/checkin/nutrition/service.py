"""Policy revisions, active targets and the assembly of one week's proposal (read side).

``assemble_proposal`` gathers everything the pure rule needs from the registry, the stream
and the nutrition ledgers, runs ``rules.decide`` and returns the proposal document. It
writes nothing except the default policy revision the first time a customer needs one.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal

from sqlalchemy.orm import Session

from services.checkin.errors import Refusal
from services.checkin.events.schemas import StoredEvent
from services.checkin.events.service import read_stream
from services.checkin.nutrition import repository
from services.checkin.nutrition.measures import (
    WeighIn,
    Window,
    WindowStats,
    coverage_ratio,
    ema_trend,
    flags_in,
    intake_summary,
    longest_gap_days,
    stream_facts,
    window_stats,
)
from services.checkin.nutrition.repository import PolicyRow
from services.checkin.nutrition.rules import (
    RuleInputs,
    RuleOutcome,
    decide,
    effective_goal,
    in_cooldown,
    macro_targets,
    next_window,
)
from services.checkin.nutrition.schemas import (
    KCAL_PER_KG,
    ActiveTargets,
    NutritionPolicy,
    NutritionProposal,
    ProposalEvidence,
    ProposalForecast,
    Quantity,
    RateRange,
    TargetQuantities,
    Targets,
    Unit,
    WindowSummary,
    quantity,
)
from services.checkin.registry.rules import CALORIE_SAFETY_FLOOR, consent_findings
from services.checkin.registry.schemas import (
    CustomerSpec,
    GoalMode,
    PilotPlan,
    PlanWeek,
    RegistryDocument,
)
from services.checkin.registry.service import current_document
from services.checkin.schedule.rules import bucket_bounds, weekly_due_date
from shared.canonical import canonical_digest
from shared.contracts.surfaces import WeeklyRateRange
from shared.contracts.surfaces.adaptive import AdaptiveDecision

DEFAULT_CEILING_KCAL = 5000
CHANGES = frozenset({AdaptiveDecision.INCREASE.value, AdaptiveDecision.DECREASE.value})


def proposal_id_for(customer_id: str, week_index: int) -> str:
    """The one proposal id of a customer's plan week (its revisions share it)."""
    return "np-" + canonical_digest({"customer_id": customer_id, "week_index": week_index})[:16]


@dataclass(frozen=True, slots=True)
class CustomerPlan:
    document: RegistryDocument
    spec: CustomerSpec
    plan: PilotPlan
    starts_on: date

    def week(self, week_index: int) -> PlanWeek:
        return self.plan.weeks[week_index - 1]

    @property
    def consent_granted(self) -> bool:
        return not consent_findings(self.spec.consent, self.document.consent_version)


def customer_plan(session: Session, customer_id: str, week_index: int = 1) -> CustomerPlan:
    """The customer's registry entry and inline plan (409 when the plan cannot serve)."""
    document = current_document(session)
    entry = document.entry(customer_id)
    if entry is None:
        raise Refusal("not-found", "customer-not-found", "No such customer in the registry")
    plan = entry.spec.plan
    if plan is None or plan.starts_on is None or len(plan.weeks) < week_index:
        raise Refusal(
            "conflict", "plan-missing", "The customer has no plan (or no such plan week) yet"
        )
    return CustomerPlan(document, entry.spec, plan, plan.starts_on)


# --- policy --------------------------------------------------------------------------------


def default_policy(plan: PilotPlan) -> NutritionPolicy:
    """Revision 1 when Richard has set none: the design defaults and the plan's bounds."""
    floor = max(plan.calorie_floor_kcal or CALORIE_SAFETY_FLOOR, CALORIE_SAFETY_FLOOR)
    ceiling = max(plan.calorie_ceiling_kcal or DEFAULT_CEILING_KCAL, floor)
    return NutritionPolicy(calorie_floor_kcal=floor, calorie_ceiling_kcal=ceiling)


def ensure_policy(
    session: Session, customer_id: str, plan: PilotPlan, *, now: datetime
) -> PolicyRow:
    """The customer's latest policy revision, writing the default one the first time."""
    rows = repository.policies(session, customer_id)
    if rows:
        return rows[-1]
    return repository.append_policy(
        session, customer_id, default_policy(plan), actor="checkin", now=now
    )


def executable_policy(row: PolicyRow) -> NutritionPolicy:
    """Fail closed: a policy this binary cannot replay never drives a new proposal."""
    if row.policy is None:
        raise Refusal(
            "conflict",
            "policy-not-executable",
            "The latest nutrition policy revision uses a rule this version cannot execute",
            revision=row.revision,
        )
    return row.policy


def set_policy(
    session: Session, customer_id: str, policy: NutritionPolicy, *, actor: str, now: datetime
) -> tuple[PolicyRow, bool]:
    """A new revision when ``policy`` differs from the latest one (``created``)."""
    rows = repository.policies(session, customer_id)
    if rows and rows[-1].policy_digest == policy.digest():
        return rows[-1], False
    return repository.append_policy(session, customer_id, policy, actor=actor, now=now), True


# --- targets -------------------------------------------------------------------------------


def active_targets(
    session: Session,
    customer_id: str,
    day: date,
    *,
    customer: CustomerPlan,
    policy: NutritionPolicy,
) -> ActiveTargets | None:
    """The targets in force on KST ``day``: the latest approval in effect, else the plan
    week's calorie target, else the policy's baseline (None: nobody set a target yet)."""
    rows = [row for row in repository.targets(session, customer_id) if row.effective_from <= day]
    if rows:
        latest = max(rows, key=lambda row: row.sequence)
        return ActiveTargets(
            kst_date=day,
            targets=TargetQuantities.of(latest.targets),
            source="approved_proposal",
            effective_from=latest.effective_from,
            proposal_id=latest.proposal_id,
            revision=latest.revision,
        )
    index = (day - customer.starts_on).days // 7 + 1
    weeks = customer.plan.weeks
    planned = weeks[index - 1].calorie_target_kcal if 1 <= index <= len(weeks) else None
    if planned is not None and planned >= CALORIE_SAFETY_FLOOR:
        targets = macro_targets(planned, policy)
        return ActiveTargets(kst_date=day, targets=TargetQuantities.of(targets), source="plan_week")
    if policy.baseline_kcal is not None:
        targets = macro_targets(policy.baseline_kcal, policy)
        return ActiveTargets(
            kst_date=day, targets=TargetQuantities.of(targets), source="policy_baseline"
        )
    return None


def last_change_effective(session: Session, customer_id: str, day: date) -> date | None:
    """When the latest approved *change* of the calorie target in force on ``day`` began."""
    decisions = {
        (stored.proposal.proposal_id, stored.proposal.revision): stored.proposal.decision.value
        for stored in repository.proposals(session, customer_id)
    }
    changes = [
        row.effective_from
        for row in repository.targets(session, customer_id)
        if row.effective_from <= day and decisions.get((row.proposal_id, row.revision)) in CHANGES
    ]
    return max(changes, default=None)


# --- assembly ------------------------------------------------------------------------------


def _summary(stats: WindowStats) -> WindowSummary:
    return WindowSummary(
        start=stats.window.start,
        end=stats.window.end,
        weight_mean=None if stats.mean_kg is None else quantity(stats.mean_kg, "kg"),
        weight_samples=quantity(stats.samples, "count"),
        weigh_in_event_ids=stats.event_ids,
    )


def _in_stream_order(events: list[StoredEvent], cited: set[str]) -> tuple[str, ...]:
    return tuple(stored.event_id for stored in events if stored.event_id in cited)


@dataclass(frozen=True, slots=True)
class Assembled:
    proposal: NutritionProposal
    policy: NutritionPolicy
    customer: CustomerPlan
    weigh_in_event_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class WeekObservations:
    """What the stream says about one proposal week (and the week before it)."""

    events: list[StoredEvent]
    current: Window
    previous: Window
    report_date: date
    weigh_ins: list[WeighIn]
    previous_stats: WindowStats
    current_stats: WindowStats
    intake_mean: Decimal | None
    logged_days: int
    intake_ids: tuple[str, ...]
    coverage: Decimal
    safety_ids: tuple[str, ...]
    pain_ids: tuple[str, ...]
    longest_gap: int | None

    def cited_event_ids(self) -> tuple[str, ...]:
        """Every event the proposal rests on, in stream order."""
        cited = {
            *self.previous_stats.event_ids,
            *self.current_stats.event_ids,
            *self.intake_ids,
            *self.safety_ids,
            *self.pain_ids,
        }
        return _in_stream_order(self.events, cited)


def observe_week(
    session: Session, customer_id: str, week_index: int, customer: CustomerPlan
) -> WeekObservations:
    first, last = bucket_bounds(customer.starts_on, week_index - 1)
    current = Window(first, last)
    previous = Window(first - timedelta(days=7), first - timedelta(days=1))
    events = read_stream(session, customer_id)
    facts = stream_facts(events)
    weigh_ins = [entry for entry in facts.weigh_ins if entry.day <= current.end]
    intake_mean, logged_days, intake_ids = intake_summary(facts.intakes, current)
    return WeekObservations(
        events=events,
        current=current,
        previous=previous,
        report_date=weekly_due_date(customer.starts_on, week_index - 1),
        weigh_ins=weigh_ins,
        previous_stats=window_stats(weigh_ins, previous),
        current_stats=window_stats(weigh_ins, current),
        intake_mean=intake_mean,
        logged_days=logged_days,
        intake_ids=intake_ids,
        coverage=coverage_ratio(logged_days, current.weekdays()),
        safety_ids=flags_in(facts.safety_holds, current),
        pain_ids=flags_in(facts.pain_reports, current),
        longest_gap=longest_gap_days([w.day for w in weigh_ins], previous.start, current.end),
    )


def _rule_inputs(
    session: Session,
    customer_id: str,
    seen: WeekObservations,
    *,
    policy: NutritionPolicy,
    customer: CustomerPlan,
    goal_mode: GoalMode,
    rate_range: WeeklyRateRange | None,
    current_kcal: int,
) -> RuleInputs:
    last_change = last_change_effective(session, customer_id, seen.report_date)
    return RuleInputs(
        policy=policy,
        goal_mode=goal_mode,
        rate_range=rate_range,
        previous=seen.previous_stats,
        current=seen.current_stats,
        weighed_in_before_current_window=any(w.day < seen.current.start for w in seen.weigh_ins),
        longest_gap_days=seen.longest_gap,
        coverage=seen.coverage,
        safety_held=bool(seen.safety_ids),
        pain_present=bool(seen.pain_ids),
        consent_granted=customer.consent_granted,
        in_cooldown=in_cooldown(last_change, seen.current.end, policy.cooldown_days),
        current_kcal=current_kcal,
    )


def _forecast(outcome: RuleOutcome, current: Window) -> ProposalForecast | None:
    if outcome.forecast_rate is None:
        return None
    start, end = next_window(current.end)
    return ProposalForecast(
        period_start=start,
        period_end=end,
        weekly_rate=quantity(outcome.forecast_rate, "percent_per_week"),
        energy_per_kg=quantity(KCAL_PER_KG, "kcal_per_kg"),
    )


def _require_targets(active: ActiveTargets | None) -> ActiveTargets:
    if active is None:
        raise Refusal(
            "conflict",
            "calorie-target-missing",
            "No calorie target is set: give the plan week a calorie target or the policy a "
            "baseline_kcal",
        )
    return active


def _recommended_targets(
    outcome: RuleOutcome, current: Targets, policy: NutritionPolicy
) -> Targets:
    # An unchanged kcal keeps the current targets, macro split included, instead of
    # recomputing the macros from the policy.
    if outcome.recommended_kcal == current.kcal:
        return current
    return macro_targets(outcome.recommended_kcal, policy)


def _rate_range(rate_range: WeeklyRateRange | None) -> RateRange | None:
    if rate_range is None:
        return None
    return RateRange(
        minimum=quantity(rate_range.min_percent, "percent_per_week"),
        maximum=quantity(rate_range.max_percent, "percent_per_week"),
    )


def _optional(value: Decimal | int | None, unit: Unit) -> Quantity | None:
    return None if value is None else quantity(value, unit)


def _evidence(seen: WeekObservations, customer: CustomerPlan) -> ProposalEvidence:
    return ProposalEvidence(
        event_ids=seen.cited_event_ids(),
        intake_event_ids=seen.intake_ids,
        safety_event_ids=seen.safety_ids,
        pain_event_ids=seen.pain_ids,
        consent_granted=customer.consent_granted,
    )


def _proposal_document(
    customer_id: str,
    week_index: int,
    *,
    policy_row: PolicyRow,
    customer: CustomerPlan,
    seen: WeekObservations,
    goal_mode: GoalMode,
    rate_range: WeeklyRateRange | None,
    outcome: RuleOutcome,
    current_targets: Targets,
    recommended: Targets,
) -> NutritionProposal:
    return NutritionProposal(
        proposal_id=proposal_id_for(customer_id, week_index),
        revision=1,
        customer_id=customer_id,
        week_index=week_index,
        report_date=seen.report_date,
        policy_revision=policy_row.revision,
        goal_mode=goal_mode,
        target_rate_range=_rate_range(rate_range),
        previous_window=_summary(seen.previous_stats),
        current_window=_summary(seen.current_stats),
        weekly_rate=_optional(outcome.weekly_rate, "percent_per_week"),
        trend_weight=_optional(ema_trend(seen.weigh_ins, seen.current.end), "kg"),
        average_intake=_optional(seen.intake_mean, "kcal_per_day"),
        intake_days=quantity(seen.logged_days, "count"),
        logging_coverage=quantity(seen.coverage, "ratio"),
        longest_gap=_optional(seen.longest_gap, "days"),
        decision=outcome.decision,
        reasons=outcome.reasons,
        current_targets=TargetQuantities.of(current_targets),
        recommended_targets=TargetQuantities.of(recommended),
        calorie_change=quantity(recommended.kcal - current_targets.kcal, "kcal_per_day"),
        limited_by=outcome.limited_by,
        forecast=_forecast(outcome, seen.current),
        evidence=_evidence(seen, customer),
    )


def assemble_proposal(
    session: Session,
    customer_id: str,
    week_index: int,
    *,
    policy_row: PolicyRow,
    customer: CustomerPlan,
) -> Assembled:
    """Week ``week_index``'s proposal (revision 1; the caller numbers revisions):
    observe the weeks, decide by the policy's rule, then state the proposal."""
    policy = executable_policy(policy_row)
    seen = observe_week(session, customer_id, week_index, customer)
    goal_mode, rate_range = effective_goal(policy, customer.week(week_index).goal_mode)
    current_targets = _require_targets(
        active_targets(session, customer_id, seen.report_date, customer=customer, policy=policy)
    ).targets.targets()
    outcome = decide(
        _rule_inputs(
            session,
            customer_id,
            seen,
            policy=policy,
            customer=customer,
            goal_mode=goal_mode,
            rate_range=rate_range,
            current_kcal=current_targets.kcal,
        )
    )
    proposal = _proposal_document(
        customer_id,
        week_index,
        policy_row=policy_row,
        customer=customer,
        seen=seen,
        goal_mode=goal_mode,
        rate_range=rate_range,
        outcome=outcome,
        current_targets=current_targets,
        recommended=_recommended_targets(outcome, current_targets, policy),
    )
    return Assembled(proposal, policy, customer, tuple(w.event_id for w in seen.weigh_ins))
