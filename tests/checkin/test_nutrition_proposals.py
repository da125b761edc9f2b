"""Weekly proposals through the HTTP API on Postgres: the fixtures with exact numbers,
revisions, refusals, and Richard's decision changing the targets from the next KST day."""

from __future__ import annotations

from datetime import date

import pytest

from tests.checkin import nutrition_support as ns
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.support.services import problem

Q = ns.quantity
WEEK_1_SMOOTH = [70.0, 70.1, 70.0, 70.2, 70.1]  # mean 70.08 kg
WEEK_2_ON_TARGET = [70.2, 70.3, 70.2, 70.2, 70.3]  # mean 70.24 kg: +0.23 %/week
WEEK_2_TOO_FAST = [70.5, 70.6, 70.6, 70.7, 70.6]  # mean 70.60 kg: +0.74 %/week


@pytest.fixture
def port(app):
    recording = ns.RecordingPort()
    app.state.delivery_port = recording
    return recording


def week_two(operator, clock, week_1, week_2, **extra):
    ns.record_week(operator, ns.WEEK_1, week_1)
    ids = ns.record_week(operator, ns.WEEK_2, week_2, **extra)
    ns.at_kst(clock, ns.REPORT_DAY[2])
    return ids


def figures(proposal):
    return {
        "decision": proposal["decision"],
        "reasons": proposal["reasons"],
        "previous_mean": proposal["previous_window"]["weight_mean"],
        "current_mean": proposal["current_window"]["weight_mean"],
        "samples": (
            proposal["previous_window"]["weight_samples"]["value"],
            proposal["current_window"]["weight_samples"]["value"],
        ),
        "rate": proposal["weekly_rate"],
        "trend": proposal["trend_weight"],
        "kcal": (
            proposal["current_targets"]["energy"]["value"],
            proposal["recommended_targets"]["energy"]["value"],
        ),
        "change": proposal["calorie_change"],
        "forecast": None if proposal["forecast"] is None else proposal["forecast"]["weekly_rate"],
    }


# --- the six fixtures ------------------------------------------------------------------------


def test_on_target_gain_maintains_with_exact_figures(operator, clock, port):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_ON_TARGET)
    result = ns.compute(operator, 2)
    proposal = result["proposal"]
    assert figures(proposal) == {
        "decision": "maintain",
        "reasons": ["in_range"],
        "previous_mean": Q("70.08", "kg"),
        "current_mean": Q("70.24", "kg"),
        "samples": ("5", "5"),
        "rate": Q("0.23", "percent_per_week"),
        "trend": Q("70.12", "kg"),
        "kcal": ("2500", "2500"),
        "change": Q("0", "kcal_per_day"),
        "forecast": Q("0.23", "percent_per_week"),
    }
    assert proposal["target_rate_range"] == {
        "minimum": Q("0.10", "percent_per_week"),
        "maximum": Q("0.25", "percent_per_week"),
    }
    assert proposal["recommended_targets"] == {
        "energy": Q("2500", "kcal_per_day"),
        "protein": Q("188", "g_per_day"),
        "carbohydrate": Q("281", "g_per_day"),
        "fat": Q("69", "g_per_day"),
    }
    assert proposal["logging_coverage"] == Q("1.00", "ratio")
    assert proposal["average_intake"] == Q("2500", "kcal_per_day")
    assert len(proposal["evidence"]["event_ids"]) == 10


def test_too_fast_gain_decreases_one_step(operator, clock, port):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST)
    proposal = ns.compute(operator, 2)["proposal"]
    assert figures(proposal) == {
        "decision": "decrease",
        "reasons": ["above_range"],
        "previous_mean": Q("70.08", "kg"),
        "current_mean": Q("70.60", "kg"),
        "samples": ("5", "5"),
        "rate": Q("0.74", "percent_per_week"),
        "trend": Q("70.27", "kg"),
        "kcal": ("2500", "2400"),
        "change": Q("-100", "kcal_per_day"),
        "forecast": Q("0.61", "percent_per_week"),
    }
    assert proposal["recommended_targets"]["protein"] == Q("180", "g_per_day")
    assert proposal["recommended_targets"]["fat"] == Q("67", "g_per_day")


def test_stalled_cut_decreases_one_step(operator, clock, port):
    ns.enable_customer(operator, goal_mode="fat_loss", kcal=2200)
    week_two(operator, clock, [80.0, 80.1, 79.9, 80.0, 80.0], [80.0, 79.9, 80.0, 79.9, 80.0])
    proposal = ns.compute(operator, 2)["proposal"]
    assert figures(proposal) == {
        "decision": "decrease",
        "reasons": ["above_range"],
        "previous_mean": Q("80.00", "kg"),
        "current_mean": Q("79.96", "kg"),
        "samples": ("5", "5"),
        "rate": Q("-0.05", "percent_per_week"),
        "trend": Q("79.98", "kg"),
        "kcal": ("2200", "2100"),
        "change": Q("-100", "kcal_per_day"),
        "forecast": Q("-0.16", "percent_per_week"),
    }
    assert proposal["target_rate_range"]["minimum"] == Q("-0.50", "percent_per_week")


def test_noisy_weights_with_the_same_means_give_the_same_decision(operator, clock, port):
    ns.enable_customer(operator)
    week_two(operator, clock, [69.6, 70.5, 69.9, 70.4, 70.0], [70.8, 69.8, 70.6, 69.9, 70.1])
    proposal = ns.compute(operator, 2)["proposal"]
    assert figures(proposal) == {
        "decision": "maintain",
        "reasons": ["in_range"],
        "previous_mean": Q("70.08", "kg"),
        "current_mean": Q("70.24", "kg"),
        "samples": ("5", "5"),
        "rate": Q("0.23", "percent_per_week"),
        "trend": Q("69.97", "kg"),  # the smoothed trend differs; the decision does not
        "kcal": ("2500", "2500"),
        "change": Q("0", "kcal_per_day"),
        "forecast": Q("0.23", "percent_per_week"),
    }


def test_a_fifteen_day_gap_goes_to_human_review(operator, clock, port):
    ns.enable_customer(operator)
    ns.record_week(operator, ns.WEEK_1[:1], [70.0])  # Monday 12-07, then nothing until 12-22
    ns.record_week(operator, ns.WEEK_3[1:], [70.4, 70.5, 70.4, 70.5])
    ns.at_kst(clock, ns.REPORT_DAY[3])
    proposal = ns.compute(operator, 3)["proposal"]
    assert figures(proposal) == {
        "decision": "human_review",
        "reasons": ["insufficient_weight_samples", "gap_over_14_days"],
        "previous_mean": None,
        "current_mean": Q("70.45", "kg"),
        "samples": ("0", "4"),
        "rate": None,
        "trend": Q("70.16", "kg"),
        "kcal": ("2500", "2500"),
        "change": Q("0", "kcal_per_day"),
        "forecast": None,
    }
    assert proposal["longest_gap"] == Q("15", "days")


def test_a_safety_held_week_goes_to_human_review(operator, clock, port):
    ns.enable_customer(operator)
    extra = {2: {"safety": ns.S4_HOLD, "note": "하루 종일 굶었어요"}}
    ids = week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_ON_TARGET, extra=extra)
    proposal = ns.compute(operator, 2)["proposal"]
    assert figures(proposal)["decision"] == "human_review"
    assert proposal["reasons"] == ["in_range", "safety_hold"]
    assert figures(proposal)["kcal"] == ("2500", "2500")
    assert proposal["evidence"]["safety_event_ids"] == [ids[2]]
    assert proposal["forecast"]["weekly_rate"] == Q("0.23", "percent_per_week")


# --- more reasons through the API ------------------------------------------------------------


def test_pain_without_a_safety_match_still_needs_review(operator, clock, port):
    ns.enable_customer(operator)
    extra = {0: {"pain": {"present": True}}}
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST, extra=extra)
    proposal = ns.compute(operator, 2)["proposal"]
    assert (proposal["decision"], proposal["reasons"]) == (
        "human_review",
        ["above_range", "pain_present"],
    )


def test_missing_consent_goes_to_human_review(operator, clock, port):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_ON_TARGET)
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/consent", json={"action": "revoke"}))
    proposal = ns.compute(operator, 2)["proposal"]
    assert (proposal["decision"], proposal["reasons"]) == (
        "human_review",
        ["in_range", "missing_consent"],
    )
    assert proposal["evidence"]["consent_granted"] is False


def test_unknown_goal_observes(operator, clock, port):
    ns.enable_customer(operator, goal_mode="unknown")
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST)
    proposal = ns.compute(operator, 2)["proposal"]
    assert (proposal["decision"], proposal["reasons"]) == ("observe", ["goal_unknown"])
    assert proposal["target_rate_range"] is None


def test_the_first_week_observes(operator, clock, port):
    ns.enable_customer(operator)
    ns.record_week(operator, ns.WEEK_1, WEEK_1_SMOOTH)
    ns.at_kst(clock, ns.REPORT_DAY[1])
    proposal = ns.compute(operator, 1)["proposal"]
    assert (proposal["decision"], proposal["reasons"]) == (
        "observe",
        ["insufficient_weight_samples"],
    )


def test_low_logging_coverage_maintains_instead_of_cutting(operator, clock, port):
    ns.enable_customer(operator)
    week_two(
        operator,
        clock,
        WEEK_1_SMOOTH,
        WEEK_2_TOO_FAST,
        calories=[2500, None, None, None, 2500],
    )
    proposal = ns.compute(operator, 2)["proposal"]
    assert (proposal["decision"], proposal["reasons"]) == (
        "maintain",
        ["above_range", "low_logging_coverage"],
    )
    assert proposal["logging_coverage"] == Q("0.40", "ratio")
    assert proposal["calorie_change"] == Q("0", "kcal_per_day")


def test_the_policy_floor_bounds_the_proposal(operator, clock, port):
    ns.enable_customer(operator)
    policy = {"calorie_floor_kcal": 2450}
    ok(operator.put(f"{ns.NUTRITION}/policy", json=policy), 201)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST)
    proposal = ns.compute(operator, 2)["proposal"]
    assert proposal["recommended_targets"]["energy"] == Q("2450", "kcal_per_day")
    assert proposal["limited_by"] == ["calorie_floor"]
    assert proposal["policy_revision"] == 1


def test_an_unset_calorie_target_is_refused_until_richard_sets_one(operator, clock, port):
    ns.enable_customer(operator, kcal=None)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_ON_TARGET)
    response = operator.post(f"{ns.NUTRITION}/proposals", json={"week_index": 2})
    assert response.status_code == 409
    assert problem(response)["type"].endswith("calorie-target-missing")
    assert ok(operator.get(f"{ns.NUTRITION}/proposals")) == []
    ok(operator.put(f"{ns.NUTRITION}/policy", json={"baseline_kcal": 2300}), 201)
    proposal = ns.compute(operator, 2)["proposal"]
    assert proposal["current_targets"]["energy"] == Q("2300", "kcal_per_day")
    # The refused computation wrote nothing, not even the default policy: this is revision 1.
    assert proposal["policy_revision"] == 1


def test_a_week_is_computed_only_from_its_report_day(operator, clock, port):
    ns.enable_customer(operator)
    ns.record_week(operator, ns.WEEK_1, WEEK_1_SMOOTH)
    ns.at_kst(clock, date(2026, 12, 17))
    response = operator.post(f"{ns.NUTRITION}/proposals", json={"week_index": 2})
    assert problem(response)["type"].endswith("week-not-due")
    assert operator.post(f"{ns.NUTRITION}/proposals", json={"week_index": 5}).status_code == 422


# --- revisions -------------------------------------------------------------------------------


def test_the_same_data_replays_and_new_data_make_a_new_revision(operator, clock, port):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_ON_TARGET[:4])
    first = ns.compute(operator, 2)
    assert first["proposal"]["revision"] == 1
    again = ns.compute(operator, 2, status=200)
    assert again["created"] is False and again["proposal_digest"] == first["proposal_digest"]
    ns.record_week(operator, [date(2026, 12, 18)], [70.9])
    second = ns.compute(operator, 2)
    assert second["proposal"]["revision"] == 2
    assert second["proposal"]["proposal_id"] == first["proposal"]["proposal_id"]
    stored = ok(operator.get(f"{ns.NUTRITION}/proposals/{first['proposal']['proposal_id']}"))
    assert [s["proposal"]["revision"] for s in stored] == [1, 2]
    assert stored[0]["proposal_digest"] == first["proposal_digest"]  # never rewritten
    assert stored[0]["proposal"] == first["proposal"]


def test_the_proposal_digest_is_over_its_canonical_json(operator, clock, port):
    from services.checkin.nutrition.schemas import NutritionProposal

    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_ON_TARGET)
    result = ns.compute(operator, 2)
    parsed = NutritionProposal.model_validate(result["proposal"])
    assert parsed.digest() == result["proposal_digest"]
    events = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]
    created = next(e for e in events if e["event_type"] == "nutrition_proposal_created")
    assert created["payload"]["proposal_digest"] == result["proposal_digest"]
    assert created["event_id"] == result["created_event_id"]


def test_nutrition_events_cannot_be_appended_through_the_generic_route(operator, clock, port):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_ON_TARGET)
    result = ns.compute(operator, 2)
    events = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]
    created = next(e for e in events if e["event_type"] == "nutrition_proposal_created")
    forged = {
        key: created[key]
        for key in ("schema_version", "event_type", "customer_id", "dedupe_key", "supersedes")
    }
    forged["payload"] = {**created["payload"], "revision": 7}
    forged["dedupe_key"] = forged["dedupe_key"].replace(".r1", ".r7")
    response = operator.post(f"/v1/customers/{CUSTOMER_ID}/events", json=forged)
    assert problem(response)["type"].endswith("flow-owned-event-type")
    assert "nutrition/proposals" in problem(response)["use_instead"]
    assert result["proposal"]["revision"] == 1


# --- Richard's decision ----------------------------------------------------------------------


def test_approval_applies_the_targets_from_the_next_kst_day(operator, clock, port):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST)
    result = ns.compute(operator, 2)
    decided = ns.decide(operator, result, "approve")
    assert decided["active_from"] == "2026-12-19"
    assert decided["targets"]["energy"] == Q("2400", "kcal_per_day")
    today = ok(operator.get(f"{ns.NUTRITION}/targets", params={"kst_date": "2026-12-18"}))
    tomorrow = ok(operator.get(f"{ns.NUTRITION}/targets", params={"kst_date": "2026-12-19"}))
    assert today["active"]["targets"]["energy"] == Q("2500", "kcal_per_day")
    assert today["active"]["source"] == "plan_week"
    assert tomorrow["active"]["targets"]["energy"] == Q("2400", "kcal_per_day")
    assert tomorrow["active"]["source"] == "approved_proposal"
    events = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]
    decision = events[-1]
    assert decision["event_type"] == "nutrition_proposal_decided"
    assert decision["payload"] == {
        "proposal_id": result["proposal"]["proposal_id"],
        "revision": 1,
        "proposal_digest": result["proposal_digest"],
        "decision": "approve",
        "actor": "richard",
        "decided_on": "2026-12-18",
        "effective_from": "2026-12-19",
        "targets": {"kcal": 2400, "protein_g": 180, "carb_g": 270, "fat_g": 67},
    }
    # The customer-facing draft went to delivery's approval queue, not to the customer.
    kinds = [kind for kind, _ in port.submitted]
    assert kinds == ["card", "draft"]
    draft = port.submitted[1][1]
    assert (draft["kind"], draft["audience"], draft["held"]) == ("adaptive", "customer", False)
    assert draft["evidence"][0]["event_id"] == decided["decided_event_id"]


def test_a_hold_changes_nothing_and_a_second_different_decision_is_refused(operator, clock, port):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST)
    result = ns.compute(operator, 2)
    held = ns.decide(operator, result, "hold")
    assert (held["active_from"], held["targets"], held["draft_key"]) == (None, None, None)
    assert ns.decide(operator, result, "hold", status=200)["created"] is False
    response = operator.post(
        f"{ns.NUTRITION}/proposals/{result['proposal']['proposal_id']}/decision",
        json={"revision": 1, "proposal_digest": result["proposal_digest"], "decision": "approve"},
    )
    assert problem(response)["type"].endswith("decision-conflict")
    targets = ok(operator.get(f"{ns.NUTRITION}/targets", params={"kst_date": "2026-12-20"}))
    assert targets["history"] == [] and targets["active"]["source"] == "plan_week"
    assert [kind for kind, _ in port.submitted] == ["card"]
    # A decided week is not recomputed into a new revision behind Richard's back.
    ns.record_week(operator, [date(2026, 12, 19)], [71.5])
    response = operator.post(f"{ns.NUTRITION}/proposals", json={"week_index": 2})
    assert problem(response)["type"].endswith("proposal-already-decided")


@pytest.mark.parametrize(
    ("change", "slug"),
    [
        ({"proposal_digest": "0" * 64}, "proposal-digest-mismatch"),
        ({"revision": 9}, "proposal-revision-not-found"),
    ],
)
def test_a_decision_on_another_version_is_refused(operator, clock, port, change, slug):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST)
    result = ns.compute(operator, 2)
    body = {"revision": 1, "proposal_digest": result["proposal_digest"], "decision": "approve"}
    response = operator.post(
        f"{ns.NUTRITION}/proposals/{result['proposal']['proposal_id']}/decision",
        json={**body, **change},
    )
    assert problem(response)["type"].endswith(slug)
    events = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]
    assert events[-1]["event_type"] == "nutrition_proposal_created"


def test_a_superseded_or_stale_revision_cannot_be_approved(operator, clock, port):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST[:4])
    first = ns.compute(operator, 2)
    ns.record_week(operator, [date(2026, 12, 18)], [70.7])
    assert problem(ns_decide_raw(operator, first))["type"].endswith("proposal-stale")
    second = ns.compute(operator, 2)
    assert problem(ns_decide_raw(operator, first))["type"].endswith("revision-superseded")
    assert ns.decide(operator, second, "approve")["revision"] == 2


def ns_decide_raw(client, result, decision="approve"):
    return client.post(
        f"{ns.NUTRITION}/proposals/{result['proposal']['proposal_id']}/decision",
        json={
            "revision": result["proposal"]["revision"],
            "proposal_digest": result["proposal_digest"],
            "decision": decision,
        },
    )


def test_a_human_review_proposal_can_only_be_held(operator, clock, port):
    ns.enable_customer(operator)
    extra = {2: {"safety": ns.S4_HOLD, "note": "하루 종일 굶었어요"}}
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST, extra=extra)
    result = ns.compute(operator, 2)
    assert problem(ns_decide_raw(operator, result))["type"].endswith("proposal-not-approvable")
    assert ns.decide(operator, result, "hold")["decision"] == "hold"


def test_cooldown_after_an_approved_change_and_no_catch_up_after_a_hold(operator, clock, port):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST)
    ns.decide(operator, ns.compute(operator, 2), "approve")  # 2500 -> 2400 from 12-19
    ns.record_week(operator, ns.WEEK_3, [70.9, 71.0, 71.1, 71.0, 71.1])  # still too fast
    ns.at_kst(clock, ns.REPORT_DAY[3])
    third = ns.compute(operator, 3)["proposal"]
    assert (third["decision"], third["reasons"]) == ("maintain", ["above_range", "cooldown"])
    assert third["current_targets"]["energy"] == Q("2400", "kcal_per_day")
    ns.decide(operator, ns.compute(operator, 3, status=200), "hold")
    ns.record_week(operator, ns.WEEK_4, [71.4, 71.5, 71.6, 71.5, 71.6])
    ns.at_kst(clock, ns.REPORT_DAY[4])
    fourth = ns.compute(operator, 4)["proposal"]
    # Cooldown over (15 days since 12-19): one step from the target in force, not a
    # catch-up of the weeks that were held.
    assert (fourth["decision"], fourth["reasons"]) == ("decrease", ["above_range"])
    assert fourth["calorie_change"] == Q("-100", "kcal_per_day")
    assert fourth["recommended_targets"]["energy"] == Q("2300", "kcal_per_day")


def test_approval_is_refused_once_consent_is_revoked(operator, clock, port):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST)
    result = ns.compute(operator, 2)
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/consent", json={"action": "revoke"}))
    assert problem(ns_decide_raw(operator, result))["type"].endswith("consent-missing")


def test_only_delivery_and_the_operator_record_decisions(app, secrets, clock, operator, port):
    from tests.support.services import signed_client

    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST)
    result = ns.compute(operator, 2)
    with signed_client(app, "gateway", secrets, clock) as gateway:
        assert ns_decide_raw(gateway, result).status_code == 403
    with signed_client(app, "delivery", secrets, clock) as delivery:
        assert ns_decide_raw(delivery, result).status_code == 201


def test_an_unregistered_customer_gets_404(operator, port):
    response = operator.post(
        "/v1/customers/nobody-here/nutrition/proposals", json={"week_index": 1}
    )
    assert response.status_code == 404


def _decide_on_card(client, result, decision, registry_revision):
    """A decision as delivery posts it from a card: with the registry revision it pinned."""
    return client.post(
        f"{ns.NUTRITION}/proposals/{result['proposal']['proposal_id']}/decision",
        json={
            "revision": result["proposal"]["revision"],
            "proposal_digest": result["proposal_digest"],
            "decision": decision,
            "registry_revision": registry_revision,
        },
    )


def _registry_revision(client) -> str:
    return ok(client.get(f"/v1/customers/{CUSTOMER_ID}/destinations"))["registry_revision"]


@pytest.mark.parametrize("decision", ["approve", "hold"])
def test_a_card_decision_made_under_registry_authority_that_changed_since_is_refused(
    operator, delivery, clock, port, decision
):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST)
    result = ns.compute(operator, 2)
    validated = _registry_revision(operator)  # what delivery pinned and showed Richard
    # the registry changes afterwards: a new owner takes over the pilot
    new_owner = {"user_id": 700777, "chat_id": 700777, "topic_id": None}
    ok(operator.put("/v1/admin/owner", json={"owner": new_owner}))
    assert _registry_revision(operator) != validated
    response = _decide_on_card(delivery, result, decision, validated)
    assert response.status_code == 409
    assert problem(response)["type"].endswith("registry-revision-stale")
    # nothing took effect: no decision event, no target, no customer draft
    events = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]
    assert events[-1]["event_type"] == "nutrition_proposal_created"
    targets = ok(operator.get(f"{ns.NUTRITION}/targets", params={"kst_date": "2026-12-20"}))
    assert targets["history"] == []
    assert [kind for kind, _ in port.submitted] == ["card"]
    # under the authority in force now the same decision is taken
    current = _registry_revision(operator)
    assert _decide_on_card(delivery, result, decision, current).status_code == 201


def test_a_recorded_card_decision_replays_even_after_the_registry_changed(
    operator, delivery, clock, port
):
    ns.enable_customer(operator)
    week_two(operator, clock, WEEK_1_SMOOTH, WEEK_2_TOO_FAST)
    result = ns.compute(operator, 2)
    validated = _registry_revision(operator)
    assert _decide_on_card(delivery, result, "hold", validated).status_code == 201
    ok(operator.put("/v1/admin/owner", json={"owner": {"user_id": 700777, "chat_id": 700777}}))
    # the relay's retry after a lost answer: the recorded decision, not a refusal
    again = _decide_on_card(delivery, result, "hold", validated)
    assert again.status_code == 200 and again.json()["created"] is False
