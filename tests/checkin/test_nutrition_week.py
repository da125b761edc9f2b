"""A full pilot week through the HTTP API: a customer seeded through the registry, a week of
check-ins, the weekly adaptive run, Richard's decision - and proposal, card, events and
judgment records that agree on ids, digests, revisions and evidence."""

from __future__ import annotations

import json
from decimal import Decimal

from services.checkin.nutrition.schemas import NutritionProposal
from shared.contracts.presentation import SurfaceSubmission
from shared.contracts.surfaces import dual_card, verify_canonical
from tests.checkin import nutrition_support as ns
from tests.checkin.conftest import CUSTOMER_ID, ok

EVENTS = f"/v1/customers/{CUSTOMER_ID}/events"


def test_a_full_week_produces_consistent_proposal_card_and_judgment_records(app, operator, clock):
    port = ns.RecordingPort()
    app.state.delivery_port = port
    ns.enable_customer(operator)
    week_1 = ns.record_week(operator, ns.WEEK_1, [70.0, 70.1, 70.0, 70.2, 70.1])
    week_2 = ns.record_week(operator, ns.WEEK_2, [70.5, 70.6, 70.6, 70.7, 70.6])

    # The weekly run on week 2's report day computes exactly this customer's week 2.
    ns.at_kst(clock, ns.REPORT_DAY[2])
    run = ok(operator.post("/v1/nutrition/weekly-run", json={"kst_date": "2026-12-18"}))
    assert run["results"] == [
        {
            "customer_id": CUSTOMER_ID,
            "week_index": 2,
            "created": True,
            "proposal_id": run["results"][0]["proposal_id"],
            "revision": 1,
            "decision": "decrease",
        }
    ]
    result = ns.compute(operator, 2, status=200)  # the same data: the stored revision
    proposal = result["proposal"]
    digest = result["proposal_digest"]
    assert NutritionProposal.model_validate(proposal).digest() == digest

    # Event: the created event carries the proposal's id, revision, digest and evidence.
    stream = ok(operator.get(EVENTS))["events"]
    created = next(e for e in stream if e["event_id"] == result["created_event_id"])
    assert created["payload"]["proposal_id"] == proposal["proposal_id"]
    assert created["payload"]["revision"] == proposal["revision"] == 1
    assert created["payload"]["proposal_digest"] == digest
    assert created["payload"]["policy_revision"] == proposal["policy_revision"]
    assert created["payload"]["evidence_event_ids"] == proposal["evidence"]["event_ids"]
    assert set(proposal["evidence"]["event_ids"]) == set(week_1 + week_2)

    # Card: one card for this revision and digest, canonical, stating the proposal.
    ((kind, card),) = port.submitted
    assert kind == "card"
    assert card["card_key"] == result["card_key"]
    assert (card["session_id"], card["revision"], card["proposal_digest"]) == (
        proposal["proposal_id"],
        1,
        digest,
    )
    surface = SurfaceSubmission.model_validate(card["surface"]).to_canonical()
    verify_canonical(surface)
    facts = dual_card.parse(surface.body)
    assert facts.decision.value == proposal["decision"]
    assert facts.weekly_rate_percent == Decimal(proposal["weekly_rate"]["value"])
    assert facts.target.proposed_kcal == int(proposal["recommended_targets"]["energy"]["value"])
    assert dual_card.parse_actions(
        surface.buttons, surface.manifest.surface_version
    ).approve_callback == (f"nut:{proposal['proposal_id']}:r1:approve")

    # Judgments: the decision with its purpose, plan, understanding and claims.
    records = result["judgment_record_ids"]
    explained = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/judgments/{records['intention']}"))
    intention = json.loads(explained["intention"]["body"])
    assert intention["subject"] == {
        "kind": "nutrition_proposal",
        "reference": proposal["proposal_id"],
        "revision": 1,
        "digest": digest,
        "week_index": 2,
        "draft_id": None,
    }
    assert intention["policy"] == {
        "revision": proposal["policy_revision"],
        "rule": proposal["rule"],
    }
    assert intention["decision"] == proposal["decision"]
    assert intention["reasons"] == proposal["reasons"]
    assert intention["commitment"]["targets"] == proposal["recommended_targets"]
    assert explained["purpose"]["record_id"] == records["purpose"]
    assert explained["plan"]["record_id"] == records["plan"]
    assert explained["understanding"]["record_id"] == records["understanding"]
    purpose = json.loads(explained["purpose"]["body"])
    assert purpose["goal_mode"] == proposal["goal_mode"]
    assert purpose["target_rate_min"] == proposal["target_rate_range"]["minimum"]
    claims = {c["claim"]["claim_id"]: c for c in explained["claims"]}
    assert claims["weekly_rate"]["claim"]["value"] == proposal["weekly_rate"]["value"]
    assert claims["weekly_rate"]["truth"] == "confirmed"
    assert claims["weight_mean_current"]["claim"]["source"]["event_ids"] == week_2
    assert (
        claims["next_week_rate"]["claim"]["value"] == proposal["forecast"]["weekly_rate"]["value"]
    )
    assert (claims["next_week_rate"]["format_valid"], claims["next_week_rate"]["truth"]) == (
        True,
        "unverified",
    )
    cited = {e for c in explained["claims"] for e in c["claim"]["source"]["event_ids"]}
    assert set(proposal["evidence"]["event_ids"]) <= cited
    assert explained["status"] == "proposed"

    # Richard approves: event, targets from the next KST day, transition, customer draft.
    decided = ns.decide(operator, result, "approve")
    stream = ok(operator.get(EVENTS))["events"]
    decision = stream[-1]
    assert decision["event_id"] == decided["decided_event_id"]
    assert decision["payload"]["proposal_digest"] == digest
    explained = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/judgments/{records['intention']}"))
    assert explained["status"] == "accepted"
    (transition,) = explained["transitions"]
    assert json.loads(transition["body"])["evidence_event_ids"] == [decided["decided_event_id"]]
    assert decided["decided_event_id"] in explained["evidence_event_ids"]
    targets = ok(
        operator.get(f"{ns.NUTRITION}/targets", params={"kst_date": decided["active_from"]})
    )
    assert targets["active"]["targets"] == proposal["recommended_targets"]
    assert targets["history"][0]["decided_event_id"] == decided["decided_event_id"]
    assert [kind for kind, _ in port.submitted] == ["card", "draft"]
    assert port.submitted[1][1]["draft_key"] == decided["draft_key"]

    # Every chain holds, and the audit sees the same ledger.
    assert ok(operator.get(f"/audit/customers/{CUSTOMER_ID}/events/verify"))["ok"] is True
    assert ok(operator.get(f"/audit/customers/{CUSTOMER_ID}/nutrition"))["ok"] is True
    audit = ok(operator.get(f"/audit/customers/{CUSTOMER_ID}/judgments"))
    assert audit["ok"] is True
    assert [r["record_kind"] for r in audit["records"]] == [
        "purpose",
        "plan",
        "understanding",
        "intention",
        "intention_transition",
    ]
    assert all(r["policy_revision"] == proposal["policy_revision"] for r in audit["records"])
