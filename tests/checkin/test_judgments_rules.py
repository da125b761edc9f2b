"""Every write-time rule of the judgment ledger, each with an input that breaks it."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

import pytest
from pydantic import ValidationError

from services.checkin.judgments.rules import (
    Entry,
    EventFact,
    LedgerState,
    apply_record,
    check_record,
    held_rule_applies,
)
from services.checkin.judgments.schemas import (
    BODY_ADAPTER,
    Assertion,
    Assumption,
    ClaimRef,
    ClaimSource,
    ClaimVerificationBody,
    Commitment,
    Forecast,
    IntentionBody,
    IntentionTransitionBody,
    Observation,
    PlanBody,
    PolicyRef,
    PurposeBody,
    Subject,
    UnderstandingBody,
    body_document,
)
from services.checkin.nutrition.schemas import TargetQuantities, Targets, quantity

REF = PolicyRef(revision=1, rule="adaptive-nutrition/1")
WEIGH_IN = "00000000-0000-5000-8000-000000000001"
APPROVAL = "00000000-0000-5000-8000-000000000002"
HOLD = "00000000-0000-5000-8000-000000000003"
NEXT_WEEK = "00000000-0000-5000-8000-000000000004"
OTHER_APPROVAL = "00000000-0000-5000-8000-000000000005"
UNKNOWN = "00000000-0000-5000-8000-00000000ffff"
DIGEST = "a" * 64
PURPOSE, PLAN, UNDERSTANDING, INTENTION = (f"jr-{n:020d}" for n in range(1, 5))
STRANGER = "jr-" + "9" * 20
AS_OF = date(2026, 12, 20)


def decided(event_id: str, decision: str, proposal_id: str = "np-0123456789abcdef") -> EventFact:
    payload = {
        "proposal_id": proposal_id,
        "revision": 1,
        "proposal_digest": DIGEST,
        "decision": decision,
    }
    return EventFact(event_id, "nutrition_proposal_decided", payload)


EVENTS = {
    WEIGH_IN: EventFact(WEIGH_IN, "checkin", {"kst_date": "2026-12-14"}),
    APPROVAL: decided(APPROVAL, "approve"),
    HOLD: decided(HOLD, "hold"),
    OTHER_APPROVAL: decided(OTHER_APPROVAL, "approve", proposal_id="np-fedcba9876543210"),
    NEXT_WEEK: EventFact(NEXT_WEEK, "nutrition_proposal_created", {"week_index": 3, "revision": 1}),
}


def known(revision: int, rule: str) -> bool:
    return (revision, rule) == (1, "adaptive-nutrition/1")


def purpose(**change: Any) -> PurposeBody:
    return PurposeBody(
        schema_version=2,
        policy=REF,
        goal_mode="lean_mass_gain",
        target_rate_min=quantity(Decimal("0.10"), "percent_per_week"),
        target_rate_max=quantity(Decimal("0.25"), "percent_per_week"),
        max_rate_abs=quantity(Decimal("1.00"), "percent_per_week"),
    ).model_copy(update=change)


def plan(**change: Any) -> PlanBody:
    return PlanBody(
        schema_version=2,
        policy=REF,
        purpose_id=PURPOSE,
        week_index=2,
        period_start=date(2026, 12, 14),
        period_end=AS_OF,
        focus="2주차 기본 루틴",
        goal_mode="lean_mass_gain",
        training_sessions=3,
    ).model_copy(update=change)


def observation(claim_id: str = "weekly_rate", **change: Any) -> Observation:
    return Observation(
        claim_id=claim_id,
        subject="weekly_rate",
        value=Decimal("0.23"),
        unit="percent_per_week",
        period_start=date(2026, 12, 14),
        period_end=AS_OF,
        source=ClaimSource(kind="events", event_ids=(WEIGH_IN,)),
    ).model_copy(update=change)


ASSUMPTION = Assumption(
    claim_id="energy_per_kg",
    subject="energy_per_kg_body_weight",
    value=Decimal(7700),
    unit="kcal_per_kg",
    source=ClaimSource(kind="rule", reference="adaptive-nutrition/1"),
)


def understanding(**change: Any) -> UnderstandingBody:
    return UnderstandingBody(
        schema_version=2,
        policy=REF,
        purpose_id=PURPOSE,
        as_of=AS_OF,
        status="grounded",
        observations=(observation(),),
        assumptions=(ASSUMPTION,),
    ).model_copy(update=change)


def forecast(**change: Any) -> Forecast:
    return Forecast(
        claim_id="next_week_rate",
        subject="weekly_rate",
        value=Decimal("0.23"),
        unit="percent_per_week",
        period_start=date(2026, 12, 21),
        period_end=date(2026, 12, 27),
        tolerance=Decimal("0.15"),
        basis_claim_ids=("weekly_rate", "energy_per_kg"),
        source=ClaimSource(kind="rule", reference="adaptive-nutrition/1"),
    ).model_copy(update=change)


TARGETS = TargetQuantities.of(Targets(kcal=2400, protein_g=180, carb_g=270, fat_g=67))


def intention(**change: Any) -> IntentionBody:
    return IntentionBody(
        schema_version=2,
        policy=REF,
        purpose_id=PURPOSE,
        plan_id=PLAN,
        understanding_id=UNDERSTANDING,
        subject=Subject(
            kind="nutrition_proposal",
            reference="np-0123456789abcdef",
            revision=1,
            digest=DIGEST,
            week_index=2,
        ),
        as_of=AS_OF,
        status="proposed",
        decision="decrease",
        reasons=("above_range",),
        commitment=Commitment(kind="nutrition_targets", targets=TARGETS),
        forecasts=(forecast(),),
        assertions=(
            Assertion(
                kind="recommendation",
                statement="decision:decrease",
                proof_claim_ids=("weekly_rate",),
            ),
        ),
    ).model_copy(update=change)


def transition(
    kind: str = "accepted", evidence: tuple[str, ...] = (APPROVAL,), target: str = INTENTION
) -> IntentionTransitionBody:
    return IntentionTransitionBody(
        schema_version=2,
        policy=REF,
        intention_id=target,
        transition=kind,
        evidence_event_ids=evidence,
    )


def verification(**change: Any) -> ClaimVerificationBody:
    return ClaimVerificationBody(
        schema_version=2,
        policy=REF,
        forecast=ClaimRef(record_id=INTENTION, claim_id="next_week_rate"),
        observation=ClaimRef(record_id=STRANGER, claim_id="weekly_rate"),
        outcome="confirmed",
        observed=quantity(Decimal("0.30"), "percent_per_week"),
        evidence_event_ids=(NEXT_WEEK,),
    ).model_copy(update=change)


def ledger(*extra: tuple[str, Any, bool]) -> LedgerState:
    """Purpose, plan, understanding and intention, all executable, plus ``extra`` rows."""
    state = LedgerState()
    rows = [
        (PURPOSE, purpose(), True),
        (PLAN, plan(), True),
        (UNDERSTANDING, understanding(), True),
        (INTENTION, intention(), True),
        *extra,
    ]
    for record_id, body, executable in rows:
        entry = Entry(record_id, body.record_kind, body.schema_version, body, executable)
        apply_record(state, record_id, entry)
    return state


def codes(body: Any, state: LedgerState | None = None) -> list[str]:
    refusals = check_record(body, state=state or ledger(), events=EVENTS, policy_known=known)
    return [refusal.code for refusal in refusals]


def test_a_complete_coherent_chain_of_records_is_accepted():
    state = LedgerState()
    for record_id, body in (
        (PURPOSE, purpose()),
        (PLAN, plan()),
        (UNDERSTANDING, understanding()),
        (INTENTION, intention()),
    ):
        assert codes(body, state) == []
        apply_record(state, record_id, Entry(record_id, body.record_kind, 2, body, True))
    assert codes(transition(), state) == []


# --- policy revisions ------------------------------------------------------------------------


def test_writing_under_an_unknown_policy_revision_is_refused():
    assert "policy-revision-unknown" in codes(
        purpose(policy=PolicyRef(revision=7, rule="adaptive-nutrition/1"))
    )
    assert "policy-revision-unknown" in codes(
        purpose(policy=PolicyRef(revision=1, rule="adaptive-nutrition/2"))
    )


# --- purpose and plan ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "code"),
    [
        ({"target_rate_max": None}, "purpose-range-incomplete"),
        ({"target_rate_min": quantity(Decimal("0.10"), "kg")}, "purpose-unit-invalid"),
        (
            {"target_rate_min": quantity(Decimal("0.30"), "percent_per_week")},
            "purpose-range-inverted",
        ),
        (
            {"target_rate_max": quantity(Decimal("1.20"), "percent_per_week")},
            "purpose-beyond-rate-cap",
        ),
        ({"goal_mode": "unknown"}, "purpose-goal-inconsistent"),
    ],
)
def test_an_incoherent_purpose_is_refused(change, code):
    assert code in codes(purpose(**change))


def test_a_plan_must_serve_an_existing_executable_purpose():
    assert codes(plan(purpose_id=STRANGER)) == ["link-unknown"]
    assert codes(plan(purpose_id=UNDERSTANDING)) == ["record-kind-mismatch"]
    tolerated = ledger((STRANGER, purpose(), False))
    assert codes(plan(purpose_id=STRANGER), tolerated) == ["link-not-executable"]
    assert codes(plan(period_start=date(2026, 12, 21))) == ["plan-period-invalid"]


# --- kinds cannot be swapped -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("field", "wrong"),
    [("purpose_id", PLAN), ("plan_id", UNDERSTANDING), ("understanding_id", PURPOSE)],
)
def test_an_intention_linking_a_record_of_another_kind_is_refused(field, wrong):
    assert "record-kind-mismatch" in codes(intention(**{field: wrong}))


def test_a_body_of_one_kind_cannot_be_read_as_another():
    document = body_document(plan())
    document["record_kind"] = "purpose"
    with pytest.raises(ValidationError):
        BODY_ADAPTER.validate_python(document)
    understanding_as_intention = {**body_document(understanding()), "record_kind": "intention"}
    with pytest.raises(ValidationError):
        BODY_ADAPTER.validate_python(understanding_as_intention)


def test_a_transition_must_name_an_intention():
    assert "record-kind-mismatch" in codes(transition(target=UNDERSTANDING))


# --- claims: observation versus forecast -----------------------------------------------------


def test_an_observation_of_a_period_that_has_not_ended_is_refused():
    future = observation(period_end=date(2026, 12, 27))
    assert "observation-of-future" in codes(understanding(observations=(future,)))


def test_a_forecast_of_a_period_that_has_begun_is_refused():
    past = forecast(period_start=date(2026, 12, 14))
    assert "forecast-of-past" in codes(intention(forecasts=(past,)))


def test_claims_of_one_kind_never_carry_the_other_kind_s_fields():
    with pytest.raises(ValidationError):
        Observation.model_validate({**observation().model_dump(), "tolerance": "0.15"})
    with pytest.raises(ValidationError):
        UnderstandingBody.model_validate(
            {**understanding().model_dump(), "observations": [forecast().model_dump()]}
        )
    with pytest.raises(ValidationError):
        IntentionBody.model_validate(
            {**intention().model_dump(), "forecasts": [observation().model_dump()]}
        )
    with pytest.raises(ValidationError):  # a forecast is never written as already verified
        Forecast.model_validate({**forecast().model_dump(), "verification": "confirmed"})


@pytest.mark.parametrize(
    ("claim", "code"),
    [
        (observation(source=ClaimSource(kind="events")), "observation-ungrounded"),
        (
            observation(source=ClaimSource(kind="events", event_ids=(UNKNOWN,))),
            "observation-cites-unknown-event",
        ),
        (observation(source=ClaimSource(kind="rule", reference="x")), "observation-source-invalid"),
        (observation(period_start=date(2026, 12, 21), period_end=AS_OF), "claim-period-invalid"),
    ],
)
def test_an_ungrounded_observation_is_refused(claim, code):
    assert code in codes(understanding(observations=(claim,)))


def test_assumptions_come_from_rules_or_policy_and_claim_ids_are_unique():
    wrong = ASSUMPTION.model_copy(
        update={"source": ClaimSource(kind="events", event_ids=(WEIGH_IN,))}
    )
    assert "assumption-source-invalid" in codes(understanding(assumptions=(wrong,)))
    twice = understanding(observations=(observation(), observation()))
    assert "claim-id-repeated" in codes(twice)


def test_forecast_basis_and_source_are_checked():
    assert "forecast-basis-unknown" in codes(
        intention(forecasts=(forecast(basis_claim_ids=("nope",)),))
    )
    events_source = ClaimSource(kind="events", event_ids=(WEIGH_IN,))
    assert "forecast-source-invalid" in codes(
        intention(forecasts=(forecast(source=events_source),))
    )


def test_a_well_formed_forecast_is_not_a_verified_one():
    claim = forecast()
    assert claim.verification == "unverified"  # format valid, truth unknown
    assert ledger().claim_truth.get((INTENTION, claim.claim_id), "unverified") == "unverified"


# --- held and deferred records ---------------------------------------------------------------


ASSERTION_KINDS = [
    "order",
    "recommendation",
    "exclusion",
    "abstention",
    "conflict",
    "ranking",
    "concession",
]


@pytest.mark.parametrize("kind", ASSERTION_KINDS)
def test_a_held_record_may_not_assert_anything_unproven(kind):
    unproven = Assertion(kind=kind, statement=f"{kind}:x", proof_claim_ids=("energy_per_kg",))
    held = understanding(status="held", hold_kind="safety_hold", assertions=(unproven,))
    assert f"unproven-{kind}-on-held-record" in codes(held)
    bare = Assertion(kind=kind, statement=f"{kind}:x")
    assert f"unproven-{kind}-on-held-record" in codes(
        intention(
            status="held", hold_kind="insufficient_evidence", commitment=None, assertions=(bare,)
        )
    )


@pytest.mark.parametrize("kind", ASSERTION_KINDS)
def test_a_held_record_may_assert_what_its_observations_prove(kind):
    proven = Assertion(kind=kind, statement=f"{kind}:x", proof_claim_ids=("weekly_rate",))
    held = understanding(status="held", hold_kind="safety_hold", assertions=(proven,))
    assert codes(held) == []


def test_a_held_intention_carries_no_commitment():
    held = intention(status="held", hold_kind="safety_hold", assertions=())
    assert "unproven-recommendation-on-held-record" in codes(held)
    assert codes(held.model_copy(update={"commitment": None})) == []


def test_schema_version_one_narrowed_deferred_records_only():
    assert held_rule_applies(1, "deferred") and not held_rule_applies(1, "held")
    assert held_rule_applies(2, "deferred") and held_rule_applies(2, "held")
    unproven = Assertion(kind="recommendation", statement="decision:keep")
    old = understanding(
        schema_version=1, status="held", hold_kind="insufficient_evidence", assertions=(unproven,)
    )
    assert codes(old) == []
    assert "unproven-recommendation-on-held-record" in codes(
        old.model_copy(update={"schema_version": 2})
    )


def test_hold_kind_and_status_agree():
    assert "hold-kind-inconsistent" in codes(understanding(status="held"))
    assert "hold-kind-inconsistent" in codes(understanding(hold_kind="safety_hold"))


def test_an_unknown_proof_is_refused_even_on_a_grounded_record():
    bad = Assertion(kind="recommendation", statement="decision:x", proof_claim_ids=("nope",))
    assert "assertion-proof-unknown" in codes(intention(assertions=(bad,)))


def test_an_intention_never_starts_adopted():
    with pytest.raises(ValidationError):
        IntentionBody.model_validate({**intention().model_dump(), "status": "accepted"})


def test_a_proposal_intention_names_the_exact_revision_and_digest():
    subject = intention().subject.model_copy(update={"digest": None})
    assert "subject-incomplete" in codes(intention(subject=subject))


def test_links_serve_one_purpose():
    other = ledger(("jr-" + "7" * 20, understanding(purpose_id=STRANGER), True))
    state = ledger((STRANGER, purpose(goal_mode="maintenance"), True))
    state.entries.update(other.entries)
    moved = intention(understanding_id="jr-" + "7" * 20)
    assert "link-inconsistent" in codes(moved, state)


# --- adopting and cancelling commitments -----------------------------------------------------


def test_adopting_a_commitment_needs_richard_s_approval_of_exactly_it():
    assert codes(transition("accepted", (APPROVAL,))) == []
    assert "transition-evidence-missing" in codes(transition("accepted", ()))
    assert "transition-cites-unknown-event" in codes(transition("accepted", (UNKNOWN,)))
    assert "transition-evidence-mismatch" in codes(transition("accepted", (HOLD,)))
    assert "transition-evidence-mismatch" in codes(transition("accepted", (OTHER_APPROVAL,)))
    assert "transition-evidence-mismatch" in codes(transition("accepted", (WEIGH_IN,)))


def test_cancelling_an_adopted_commitment_needs_the_approval_that_replaced_it():
    accepted = ledger(("jr-" + "5" * 20, transition("accepted"), True))
    assert accepted.intention_status[INTENTION] == "accepted"
    assert codes(transition("withdrawn", (OTHER_APPROVAL,)), accepted) == []
    assert "transition-evidence-missing" in codes(transition("withdrawn", ()), accepted)
    assert "transition-evidence-mismatch" in codes(transition("withdrawn", (HOLD,)), accepted)
    assert codes(transition("completed", (NEXT_WEEK,)), accepted) == []
    assert "transition-evidence-mismatch" in codes(transition("completed", (WEIGH_IN,)), accepted)


def test_transitions_follow_the_intention_s_states():
    assert "transition-not-allowed" in codes(transition("completed", (NEXT_WEEK,)))
    withdrawn = ledger(("jr-" + "5" * 20, transition("withdrawn", (HOLD,)), True))
    assert "transition-not-allowed" in codes(transition("accepted", (APPROVAL,)), withdrawn)
    held = ledger(
        (
            INTENTION,
            intention(status="held", hold_kind="safety_hold", commitment=None, assertions=()),
            True,
        )
    )
    assert "transition-not-allowed" in codes(transition("accepted", (APPROVAL,)), held)
    assert codes(transition("withdrawn", (HOLD,)), held) == []


def test_a_transition_recorded_under_an_unknown_policy_changes_nothing():
    tolerated = ledger(("jr-" + "5" * 20, transition("accepted"), False))
    assert tolerated.intention_status[INTENTION] == "proposed"


# --- verifying forecasts ---------------------------------------------------------------------


def next_week_understanding(value: str = "0.30") -> UnderstandingBody:
    return understanding(
        as_of=date(2026, 12, 27),
        observations=(
            observation(
                value=Decimal(value), period_start=date(2026, 12, 21), period_end=date(2026, 12, 27)
            ),
        ),
    )


def test_a_forecast_is_confirmed_or_refuted_only_by_the_matching_observation():
    state = ledger((STRANGER, next_week_understanding(), True))
    assert codes(verification(), state) == []
    assert "verification-outcome-wrong" in codes(verification(outcome="refuted"), state)
    far = ledger((STRANGER, next_week_understanding("0.60"), True))
    assert (
        codes(
            verification(outcome="refuted", observed=quantity(Decimal("0.60"), "percent_per_week")),
            far,
        )
        == []
    )
    assert "verification-value-mismatch" in codes(
        verification(observed=quantity(Decimal("0.31"), "percent_per_week")), state
    )
    assert "verification-evidence-invalid" in codes(verification(evidence_event_ids=()), state)


def test_only_forecasts_are_verified_and_only_once():
    state = ledger((STRANGER, next_week_understanding(), True))
    assert "verification-target-not-forecast" in codes(
        verification(forecast=ClaimRef(record_id=UNDERSTANDING, claim_id="weekly_rate")), state
    )
    assert "verification-source-not-observation" in codes(
        verification(observation=ClaimRef(record_id=INTENTION, claim_id="next_week_rate")), state
    )
    same_week = ledger((STRANGER, understanding(), True))
    assert "verification-observes-another-fact" in codes(
        verification(observed=quantity(Decimal("0.23"), "percent_per_week")), same_week
    )
    done = ledger(
        (STRANGER, next_week_understanding(), True), ("jr-" + "6" * 20, verification(), True)
    )
    assert done.claim_truth[(INTENTION, "next_week_rate")] == "confirmed"
    assert "forecast-already-verified" in codes(verification(), done)
