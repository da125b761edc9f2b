"""The ledger as the weekly summary, the console and the audit use it: the weekly judgement
API, forecasts confirmed or refuted the next week, completion, supersession, the audit role,
and creation -> storage -> old rows -> backup/restore -> consumer end to end."""

from __future__ import annotations

import json
from datetime import date
from decimal import Decimal
from typing import Any

import pytest

from services.checkin.errors import Refusal
from services.checkin.judgments.schemas import IntentionTransitionBody, PolicyRef
from services.checkin.judgments.service import JudgmentWriter
from services.checkin.judgments.weekly import ObservedFact, record_weekly_judgment
from services.checkin.scope import enter_customer_scope, lock_stream
from shared.contracts.surfaces.weekly import WeeklyDecision
from tests.checkin import nutrition_support as ns
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.test_backup import cli
from tests.checkin.test_judgments_ledger import (
    acceptance_under,
    add_unknown_policy,
    insert,
    v1_held_understanding,
)
from tests.support.services import build_app, signed_client

JUDGMENTS = f"/v1/customers/{CUSTOMER_ID}/judgments"
WEEK_1 = [70.0, 70.1, 70.0, 70.2, 70.1]
ON_TARGET = [70.2, 70.3, 70.2, 70.2, 70.3]  # +0.23 %/week
TOO_FAST = [70.5, 70.6, 70.6, 70.7, 70.6]  # +0.74 %/week


@pytest.fixture
def customer(app, operator, clock):
    app.state.delivery_port = ns.RecordingPort()
    ns.enable_customer(operator)
    return CUSTOMER_ID


def run_weeks(operator, clock, week_2, decision, week_3):
    ns.record_week(operator, ns.WEEK_1, WEEK_1)
    ns.record_week(operator, ns.WEEK_2, week_2)
    ns.at_kst(clock, ns.REPORT_DAY[2])
    second = ns.compute(operator, 2)
    if decision:
        ns.decide(operator, second, decision)
    ns.record_week(operator, ns.WEEK_3, week_3)
    ns.at_kst(clock, ns.REPORT_DAY[3])
    third = ns.compute(operator, 3)
    explained = ok(operator.get(f"{JUDGMENTS}/{second['judgment_record_ids']['intention']}"))
    return second, third, explained


def forecast_truth(explained: dict[str, Any]) -> str:
    (claim,) = [c for c in explained["claims"] if c["claim"]["claim_kind"] == "forecast"]
    return str(claim["truth"])


def test_an_adopted_forecast_is_confirmed_by_next_week_s_observation(customer, operator, clock):
    _, third, explained = run_weeks(
        operator, clock, ON_TARGET, "approve", [70.3, 70.4, 70.4, 70.4, 70.4]
    )
    assert third["proposal"]["weekly_rate"]["value"] == "0.20"  # forecast 0.23 +- 0.15
    assert explained["status"] == "completed"
    assert forecast_truth(explained) == "confirmed"
    (verification,) = explained["verifications"]
    body = json.loads(verification["body"])
    assert body["observation"] == {
        "record_id": third["judgment_record_ids"]["understanding"],
        "claim_id": "weekly_rate",
    }
    assert body["evidence_event_ids"] == [third["created_event_id"]]
    assert [json.loads(t["body"])["transition"] for t in explained["transitions"]] == [
        "accepted",
        "completed",
    ]


def test_an_adopted_forecast_that_missed_is_refuted(customer, operator, clock):
    _, third, explained = run_weeks(
        operator, clock, TOO_FAST, "approve", [70.7, 70.8, 70.9, 70.8, 70.9]
    )
    assert third["proposal"]["weekly_rate"]["value"] == "0.31"  # forecast 0.61
    assert forecast_truth(explained) == "refuted"


def test_a_forecast_of_a_change_that_was_held_stays_unverified(customer, operator, clock):
    _, _, explained = run_weeks(operator, clock, TOO_FAST, "hold", [70.7, 70.8, 70.9, 70.8, 70.9])
    assert explained["status"] == "withdrawn"
    assert forecast_truth(explained) == "unverified"
    assert explained["verifications"] == []


def test_a_newer_revision_withdraws_the_open_intention_of_the_older_one(customer, operator, clock):
    ns.record_week(operator, ns.WEEK_1, WEEK_1)
    ns.record_week(operator, ns.WEEK_2, ON_TARGET[:4])
    ns.at_kst(clock, ns.REPORT_DAY[2])
    first = ns.compute(operator, 2)
    ns.record_week(operator, [date(2026, 12, 18)], [71.2])
    second = ns.compute(operator, 2)
    old = ok(operator.get(f"{JUDGMENTS}/{first['judgment_record_ids']['intention']}"))
    assert old["status"] == "withdrawn"
    (withdrawal,) = old["transitions"]
    assert json.loads(withdrawal["body"])["evidence_event_ids"] == [second["created_event_id"]]
    listed = ok(operator.get(JUDGMENTS))["decisions"]
    assert [(d["subject"]["revision"], d["status"]) for d in listed] == [
        (1, "withdrawn"),
        (2, "proposed"),
    ]


def test_the_audit_role_and_the_console_see_a_decision_gateway_does_not(
    app, secrets, customer, operator, clock
):
    ns.record_week(operator, ns.WEEK_1, WEEK_1)
    ns.record_week(operator, ns.WEEK_2, ON_TARGET)
    ns.at_kst(clock, ns.REPORT_DAY[2])
    intention = ns.compute(operator, 2)["judgment_record_ids"]["intention"]
    with signed_client(app, "diagnostics", secrets, clock) as diagnostics:
        audited = ok(diagnostics.get(f"/audit/customers/{CUSTOMER_ID}/judgments/{intention}"))
    with signed_client(app, "delivery", secrets, clock) as delivery:
        console = ok(delivery.get(f"{JUDGMENTS}/{intention}"))
    assert audited == console
    with signed_client(app, "gateway", secrets, clock) as gateway:
        assert gateway.get(f"{JUDGMENTS}/{intention}").status_code == 403
        assert gateway.get(f"/audit/customers/{CUSTOMER_ID}/judgments").status_code == 403


# --- the weekly summary's API (issue 4 calls it) ---------------------------------------------


def facts(event_ids: list[str]) -> list[ObservedFact]:
    return [
        ObservedFact(
            "checkin_days",
            Decimal(len(event_ids)),
            "count",
            date(2026, 12, 14),
            date(2026, 12, 18),
            tuple(event_ids),
        ),
        ObservedFact(
            "weekly_rate",
            Decimal("0.23"),
            "percent_per_week",
            date(2026, 12, 14),
            date(2026, 12, 20),
            tuple(event_ids),
        ),
    ]


def weekly(
    app: Any, decision: WeeklyDecision, observed: list[ObservedFact], draft_id: str | None = None
):
    runtime = app.state.runtime
    with runtime.database.transaction() as session:
        return record_weekly_judgment(
            session,
            CUSTOMER_ID,
            week_index=2,
            decision=decision,
            observations=observed,
            clock=runtime.clock,
            draft_id=draft_id,
        )


def test_a_weekly_judgement_writes_its_four_records_idempotently(app, customer, operator, clock):
    ids = ns.record_week(operator, ns.WEEK_2, ON_TARGET)
    ns.at_kst(clock, ns.REPORT_DAY[2])
    records = weekly(app, WeeklyDecision.KEEP_PLAN, facts(ids), draft_id="weekly-draft-0001")
    assert (
        weekly(app, WeeklyDecision.KEEP_PLAN, facts(ids), draft_id="weekly-draft-0001") == records
    )
    explained = ok(operator.get(f"{JUDGMENTS}/{records.intention_id}"))
    body = json.loads(explained["intention"]["body"])
    assert body["subject"] == {
        "kind": "weekly_judgment",
        "reference": "weekly-w2",
        "revision": None,
        "digest": None,
        "week_index": 2,
        "draft_id": "weekly-draft-0001",
    }
    assert (body["decision"], body["status"], explained["status"]) == (
        "keep_plan",
        "proposed",
        "proposed",
    )
    assert explained["purpose"]["record_id"] == records.purpose_id
    assert {c["claim"]["subject"] for c in explained["claims"]} == {"checkin_days", "weekly_rate"}
    audit = ok(operator.get(f"/audit/customers/{CUSTOMER_ID}/judgments"))
    assert audit["ok"] is True and audit["rows"] == 4


def test_collecting_more_records_is_a_deferred_judgement(app, customer, operator, clock):
    ids = ns.record_week(operator, ns.WEEK_2[:2], ON_TARGET[:2])
    ns.at_kst(clock, ns.REPORT_DAY[2])
    records = weekly(app, WeeklyDecision.COLLECT_MORE_RECORDS, facts(ids)[:1])
    body = json.loads(ok(operator.get(f"{JUDGMENTS}/{records.intention_id}"))["intention"]["body"])
    assert (body["status"], body["hold_kind"]) == ("deferred", "insufficient_evidence")
    assert body["assertions"][0]["kind"] == "abstention"
    assert body["assertions"][0]["proof_claim_ids"] == ["checkin_days_1"]


def test_a_weekly_judgement_without_grounded_observations_is_refused(
    app, customer, operator, clock
):
    ns.at_kst(clock, ns.REPORT_DAY[2])
    with pytest.raises(Refusal) as empty:
        weekly(app, WeeklyDecision.KEEP_PLAN, [])
    assert empty.value.slug == "judgment-refused"
    ghost = "00000000-0000-5000-8000-0000000000aa"
    with pytest.raises(Refusal) as ungrounded:
        weekly(app, WeeklyDecision.KEEP_PLAN, facts([ghost]))
    assert {"code": "observation-cites-unknown-event", "detail": "checkin_days_1"} in (
        ungrounded.value.extensions["refusals"]
    )
    assert ok(operator.get(f"/audit/customers/{CUSTOMER_ID}/judgments"))["rows"] == 0


def test_a_weekly_judgement_is_accepted_only_with_its_draft_s_approval(
    app, customer, operator, clock, delivery
):
    ids = ns.record_week(operator, ns.WEEK_2, ON_TARGET)
    ns.at_kst(clock, ns.REPORT_DAY[2])
    records = weekly(app, WeeklyDecision.KEEP_PLAN, facts(ids), draft_id="weekly-draft-0001")
    approvals = {}
    for draft_id in ("other-draft-0001", "weekly-draft-0001"):
        for event_type, payload in (
            (
                "draft_created",
                {"draft_id": draft_id, "revision": 1, "actor": "ai", "text": "주간 요약"},
            ),
            (
                "draft_approved",
                {
                    "draft_id": draft_id,
                    "revision": 1,
                    "actor": "richard",
                    "text": "주간 요약",
                    "approved_revision": 1,
                },
            ),
        ):
            document = {
                "schema_version": 1,
                "event_type": event_type,
                "customer_id": CUSTOMER_ID,
                "dedupe_key": f"{event_type}:{CUSTOMER_ID}:{draft_id}",
                "payload": payload,
            }
            stored = ok(delivery.post(f"/v1/customers/{CUSTOMER_ID}/events", json=document), 201)
            approvals[draft_id] = stored["event"]["event_id"]
    runtime = app.state.runtime
    for draft_id, expected in (
        ("other-draft-0001", "judgment-refused"),
        ("weekly-draft-0001", None),
    ):
        body = IntentionTransitionBody(
            schema_version=2,
            policy=PolicyRef(revision=1, rule="adaptive-nutrition/1"),
            intention_id=records.intention_id,
            transition="accepted",
            evidence_event_ids=(approvals[draft_id],),
        )
        try:
            with runtime.database.transaction() as session:
                enter_customer_scope(session, CUSTOMER_ID)
                lock_stream(session, CUSTOMER_ID)
                JudgmentWriter(session, CUSTOMER_ID, clock=runtime.clock).write(
                    f"transition:{draft_id}", body
                )
            outcome = None
        except Refusal as problem:
            outcome = problem.slug
        assert outcome == expected
    assert ok(operator.get(f"{JUDGMENTS}/{records.intention_id}"))["status"] == "accepted"


# --- end to end: creation -> storage -> old rows -> restore -> consumer ----------------------


def test_the_ledger_survives_backup_and_restore_byte_for_byte(
    app, cluster, database, secrets, tmp_path, customer, operator, clock
):
    second, third, _ = run_weeks(
        operator, clock, ON_TARGET, "approve", [70.3, 70.4, 70.4, 70.4, 70.4]
    )
    # An old-version row and a row under a policy this binary cannot execute, as stored.
    from services.checkin.judgments import repository
    from services.checkin.judgments.ledger import record_id_for
    from tests.checkin.test_judgments_ledger import in_scope

    event_id = second["proposal"]["current_window"]["weigh_in_event_ids"][0]
    old_body = v1_held_understanding(second["judgment_record_ids"]["purpose"], event_id)
    with in_scope(app) as session:
        repository.insert_verbatim(
            session,
            CUSTOMER_ID,
            record_id=record_id_for(CUSTOMER_ID, "understanding:legacy-v1"),
            record_kind="understanding",
            record_key="understanding:legacy-v1",
            schema_version=1,
            policy_revision=1,
            policy_rule="adaptive-nutrition/1",
            body=old_body,
            now=clock.now(),
        )
    revision = add_unknown_policy(app)
    foreign = acceptance_under(
        revision,
        "adaptive-nutrition/2",
        third["judgment_record_ids"]["intention"],
        third["created_event_id"],
    )
    insert(
        app,
        "transition:from-a-newer-binary",
        foreign,
        revision=revision,
        rule="adaptive-nutrition/2",
    )
    before = ok(operator.get(f"/audit/customers/{CUSTOMER_ID}/judgments"))
    decision = second["judgment_record_ids"]["intention"]
    explained_before = ok(operator.get(f"{JUDGMENTS}/{decision}"))
    nutrition_before = ok(operator.get(f"/audit/customers/{CUSTOMER_ID}/nutrition"))
    # Week 2: purpose, plan, understanding, intention, acceptance; week 3: plan, understanding,
    # intention, completion, verification (same purpose); the old and the foreign row.
    assert before["ok"] is True and before["rows"] == 12

    target = tmp_path / "backup"
    assert cli(database, secrets, "backup", "--to", str(target)).exit_code == 0
    manifest = json.loads((target / "checkin" / "manifest.json").read_text())
    assert manifest["tables"]["judgment_record"]["rows"] == 12
    restored = cluster.clone()
    try:
        result = cli(restored, secrets, "restore", "--from", str(target))
        assert result.exit_code == 0, result.output
        restored_app = build_app("checkin", restored, secrets, clock=clock)
        with signed_client(restored_app, "operator", secrets, clock) as client:
            after = ok(client.get(f"/audit/customers/{CUSTOMER_ID}/judgments"))
            assert after == before  # every row, byte for byte, with the same findings
            legacy = next(
                r for r in after["records"] if r["record_key"] == "understanding:legacy-v1"
            )
            assert legacy["body"] == old_body and legacy["schema_version"] == 1
            assert ok(client.get(f"{JUDGMENTS}/{decision}")) == explained_before
            assert ok(client.get(f"/audit/customers/{CUSTOMER_ID}/nutrition")) == nutrition_before
            assert ok(client.get(f"{ns.NUTRITION}/proposals")) == ok(
                operator.get(f"{ns.NUTRITION}/proposals")
            )
    finally:
        cluster.drop(restored)


def test_restore_refuses_a_judgment_row_edited_in_the_backup(
    cluster, database, secrets, tmp_path, customer, operator, clock
):
    from shared.canonical import sha256_hex

    run_weeks(operator, clock, ON_TARGET, None, [70.3, 70.4, 70.4, 70.4, 70.4])
    target = tmp_path / "backup"
    assert cli(database, secrets, "backup", "--to", str(target)).exit_code == 0
    ledger = target / "checkin" / "judgment_record.jsonl"
    tampered = ledger.read_bytes().replace(
        b'\\"decision\\":\\"maintain\\"', b'\\"decision\\":\\"decrease\\"', 1
    )
    assert tampered != ledger.read_bytes()
    ledger.write_bytes(tampered)
    # A careful forger fixes the table's digest and the schema manifest's in the top one.
    schema_manifest = target / "checkin" / "manifest.json"
    manifest = json.loads(schema_manifest.read_text())
    manifest["tables"]["judgment_record"]["sha256"] = sha256_hex(tampered)
    schema_manifest.write_text(json.dumps(manifest))
    top = json.loads((target / "manifest.json").read_text())
    top["services"]["checkin"]["manifest_sha256"] = sha256_hex(schema_manifest.read_bytes())
    (target / "manifest.json").write_text(json.dumps(top))
    restored = cluster.clone()
    try:
        result = cli(restored, secrets, "restore", "--from", str(target))
        assert result.exit_code != 0 and "judgment_record:kim-pilot" in result.output
    finally:
        cluster.drop(restored)


def test_withdrawal_erases_the_nutrition_ledgers_and_the_judgments_too(customer, operator, clock):
    run_weeks(operator, clock, ON_TARGET, "approve", [70.3, 70.4, 70.4, 70.4, 70.4])
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={"reason": "withdrawal"}))
    tombstone = ok(
        operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/erase", json={"confirm": CUSTOMER_ID})
    )
    erased = tombstone["summary"]["rows_erased"]
    assert erased["judgment_record"] == 10
    assert erased["nutrition_proposal"] == 2 and erased["nutrition_target"] == 1
    assert erased["nutrition_policy"] == 1 and erased["nutrition_outbox"] == 3  # 2 cards, 1 draft
    assert operator.get(f"/audit/customers/{CUSTOMER_ID}/judgments").status_code == 410
    assert operator.get(f"{ns.NUTRITION}/proposals").status_code == 410
