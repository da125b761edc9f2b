"""Reading the ledger on Postgres: old schema versions byte for byte, rows under an unknown
policy revision tolerated for reading but never executed, and forgeries never tolerated."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import text

from services.checkin import chained
from services.checkin.errors import Refusal
from services.checkin.judgments import repository
from services.checkin.judgments.ledger import body_text, record_id_for
from services.checkin.judgments.schemas import (
    Assertion,
    ClaimSource,
    IntentionTransitionBody,
    Observation,
    PlanBody,
    PolicyRef,
    PurposeBody,
    UnderstandingBody,
    body_document,
)
from services.checkin.judgments.service import JudgmentWriter
from services.checkin.nutrition.schemas import NutritionPolicy
from services.checkin.scope import enter_customer_scope, lock_stream
from services.checkin.tables import judgment_record, nutrition_policy
from shared.canonical import canonical_json, sha256_hex
from shared.hashchain import link_row
from tests.checkin import nutrition_support as ns
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.support.services import problem

JUDGMENTS = f"/v1/customers/{CUSTOMER_ID}/judgments"
AUDIT = f"/audit/customers/{CUSTOMER_ID}/judgments"


@pytest.fixture
def week_two(app, operator, clock) -> dict[str, Any]:
    app.state.delivery_port = ns.RecordingPort()
    ns.enable_customer(operator)
    ns.record_week(operator, ns.WEEK_1, [70.0, 70.1, 70.0, 70.2, 70.1])
    ns.record_week(operator, ns.WEEK_2, [70.5, 70.6, 70.6, 70.7, 70.6])
    ns.at_kst(clock, ns.REPORT_DAY[2])
    return ns.compute(operator, 2)


def in_scope(app: Any):
    runtime = app.state.runtime

    class _Scope:
        def __enter__(self):
            self._context = runtime.database.transaction()
            session = self._context.__enter__()
            enter_customer_scope(session, CUSTOMER_ID)
            lock_stream(session, CUSTOMER_ID)
            return session

        def __exit__(self, *exc: Any) -> Any:
            return self._context.__exit__(*exc)

    return _Scope()


def v1_held_understanding(purpose_id: str, event_id: str) -> str:
    """A held record as the schema-1 binary wrote it: it recommended without proof."""
    body = UnderstandingBody(
        schema_version=1,
        policy=PolicyRef(revision=1, rule="adaptive-nutrition/1"),
        purpose_id=purpose_id,
        as_of=ns.WEEK_2[0],
        status="held",
        hold_kind="insufficient_evidence",
        observations=(
            Observation(
                claim_id="weigh_ins_current",
                subject="weigh_ins",
                value=1,
                unit="count",
                period_start=ns.WEEK_2[0],
                period_end=ns.WEEK_2[0],
                source=ClaimSource(kind="events", event_ids=(event_id,)),
            ),
        ),
        assertions=(Assertion(kind="recommendation", statement="decision:keep_plan"),),
    )
    return canonical_json(body_document(body)).decode()


def test_an_old_schema_row_survives_a_schema_bump_byte_for_byte(app, operator, database, week_two):
    purpose_id = week_two["judgment_record_ids"]["purpose"]
    event_id = week_two["proposal"]["current_window"]["weigh_in_event_ids"][0]
    old_body = v1_held_understanding(purpose_id, event_id)
    with in_scope(app) as session:
        stored = repository.insert_verbatim(
            session,
            CUSTOMER_ID,
            record_id=record_id_for(CUSTOMER_ID, "understanding:legacy-v1"),
            record_kind="understanding",
            record_key="understanding:legacy-v1",
            schema_version=1,
            policy_revision=1,
            policy_rule="adaptive-nutrition/1",
            body=old_body,
            now=app.state.runtime.clock.now(),
        )
    report = ok(operator.get(AUDIT))
    assert report["ok"] is True
    row = next(r for r in report["records"] if r["record_key"] == "understanding:legacy-v1")
    assert row["body"] == old_body
    assert row["body_digest"] == sha256_hex(old_body.encode()) == stored["body_digest"]
    assert row["row_digest"] == stored["row_digest"]
    assert (row["schema_version"], row["intact"], row["executable"], row["valid"]) == (
        1,
        True,
        True,
        True,
    )
    with database.engine() as engine, engine.connect() as connection:
        raw = connection.execute(
            text(
                "SELECT body FROM checkin.judgment_record "
                "WHERE record_key = 'understanding:legacy-v1'"
            )
        ).scalar_one()
    assert raw == old_body
    # The same statement under today's schema version is refused...
    current = UnderstandingBody.model_validate_json(old_body).model_copy(
        update={"schema_version": 2}
    )
    with in_scope(app) as session:
        writer = JudgmentWriter(session, CUSTOMER_ID, clock=app.state.runtime.clock)
        with pytest.raises(Refusal) as refused:
            writer.write("understanding:legacy-v2", current)
        assert refused.value.slug == "judgment-refused"
        assert {
            "code": "unproven-recommendation-on-held-record",
            "detail": "decision:keep_plan",
        } in (refused.value.extensions["refusals"])
        # ... and nothing is written as the old version any more.
        with pytest.raises(Refusal) as old:
            writer.write(
                "understanding:legacy-again", UnderstandingBody.model_validate_json(old_body)
            )
        assert old.value.slug == "judgment-schema-not-current"


def add_unknown_policy(app: Any) -> int:
    """A policy revision written by a newer binary (a rule this one cannot execute)."""
    with in_scope(app) as session:
        document = {
            **NutritionPolicy().model_dump(mode="json"),
            "rule": "adaptive-nutrition/2",
            "new_knob": 3,
        }
        row = chained.append(
            session,
            nutrition_policy,
            CUSTOMER_ID,
            {
                "policy": document,
                "policy_digest": sha256_hex(canonical_json(document)),
                "actor": "operator",
            },
            app.state.runtime.clock.now(),
        )
    return int(row["sequence"])


def acceptance_under(revision: int, rule: str, intention_id: str, event_id: str) -> str:
    body = IntentionTransitionBody(
        schema_version=2,
        policy=PolicyRef(revision=revision, rule=rule),
        intention_id=intention_id,
        transition="accepted",
        evidence_event_ids=(event_id,),
    )
    return body_text(body)


def insert(
    app: Any, key: str, body: str, *, revision: int, rule: str, **overrides: Any
) -> dict[str, Any]:
    values = {
        "record_id": record_id_for(CUSTOMER_ID, key),
        "record_kind": "intention_transition",
        "record_key": key,
        "schema_version": 2,
        "policy_revision": revision,
        "policy_rule": rule,
        "body": body,
        "body_digest": sha256_hex(body.encode()),
        **overrides,
    }
    with in_scope(app) as session:
        return chained.append(
            session, judgment_record, CUSTOMER_ID, values, app.state.runtime.clock.now()
        )


def test_a_row_under_an_unknown_policy_revision_does_not_fail_unrelated_reads(
    app, operator, week_two
):
    intention_id = week_two["judgment_record_ids"]["intention"]
    revision = add_unknown_policy(app)
    smuggled = acceptance_under(
        revision, "adaptive-nutrition/2", intention_id, week_two["created_event_id"]
    )
    insert(
        app,
        "transition:from-a-newer-binary",
        smuggled,
        revision=revision,
        rule="adaptive-nutrition/2",
    )
    report = ok(operator.get(AUDIT))
    assert report["ok"] is True
    row = report["records"][-1]
    assert (row["intact"], row["executable"]) == (True, False)
    assert [f["code"] for f in row["findings"]] == ["policy-revision-unknown"]
    decisions = ok(operator.get(JUDGMENTS))
    assert decisions["not_executable"] == [row["record_id"]]
    # The tolerated row accepted nothing: the intention is still only proposed.
    assert [d["status"] for d in decisions["decisions"]] == ["proposed"]
    explained = ok(operator.get(f"{JUDGMENTS}/{intention_id}"))
    assert explained["status"] == "proposed" and explained["transitions"] == []


def test_writing_under_an_unknown_policy_revision_is_refused(app, operator, week_two):
    intention_id = week_two["judgment_record_ids"]["intention"]
    revision = add_unknown_policy(app)
    # The latest policy cannot be replayed here: no new proposal is computed under it.
    response = operator.post(f"{ns.NUTRITION}/proposals", json={"week_index": 3})
    assert response.status_code == 409
    for ref in (
        PolicyRef(revision=revision, rule="adaptive-nutrition/2"),
        PolicyRef(revision=99, rule="adaptive-nutrition/1"),
        PolicyRef(revision=revision, rule="adaptive-nutrition/1"),  # a known rule name, forged
    ):
        body = IntentionTransitionBody(
            schema_version=2,
            policy=ref,
            intention_id=intention_id,
            transition="withdrawn",
            evidence_event_ids=(week_two["created_event_id"],),
        )
        with in_scope(app) as session:
            writer = JudgmentWriter(session, CUSTOMER_ID, clock=app.state.runtime.clock)
            with pytest.raises(Refusal) as refused:
                writer.write(f"transition:test:{ref.revision}:{ref.rule}", body)
        codes = [r["code"] for r in refused.value.extensions["refusals"]]
        assert "policy-revision-unknown" in codes


def test_a_tolerated_row_cannot_ground_a_new_record(app, operator, week_two):
    revision = add_unknown_policy(app)
    purpose_body = PurposeBody.model_validate_json(
        next(r["body"] for r in ok(operator.get(AUDIT))["records"] if r["record_kind"] == "purpose")
    )
    newer = purpose_body.model_copy(
        update={"policy": PolicyRef(revision=revision, rule="adaptive-nutrition/2")}
    )
    row = insert(
        app,
        "purpose:from-a-newer-binary",
        body_text(newer),
        revision=revision,
        rule="adaptive-nutrition/2",
        record_kind="purpose",
    )
    plan = PlanBody.model_validate_json(
        next(r["body"] for r in ok(operator.get(AUDIT))["records"] if r["record_kind"] == "plan")
    ).model_copy(update={"purpose_id": row["record_id"]})
    with in_scope(app) as session:
        writer = JudgmentWriter(session, CUSTOMER_ID, clock=app.state.runtime.clock)
        with pytest.raises(Refusal) as refused:
            writer.write("plan:laundering", plan)
    assert [r["code"] for r in refused.value.extensions["refusals"]] == ["link-not-executable"]
    assert ok(operator.get(AUDIT))["ok"] is True


@pytest.mark.parametrize(
    "forgery", ["body-digest-mismatch", "columns-differ-from-body", "invalid-rules"]
)
def test_the_tolerance_cannot_smuggle_a_forged_row(app, operator, week_two, forgery):
    intention_id = week_two["judgment_record_ids"]["intention"]
    revision = add_unknown_policy(app)
    smuggled = acceptance_under(
        revision, "adaptive-nutrition/2", intention_id, week_two["created_event_id"]
    )
    if forgery == "body-digest-mismatch":
        # The body was edited after it was digested (the digest of the original stays).
        edited = smuggled.replace('"accepted"', '"completed"')
        insert(
            app,
            "transition:forged",
            edited,
            revision=revision,
            rule="adaptive-nutrition/2",
            body_digest=sha256_hex(smuggled.encode()),
        )
    elif forgery == "columns-differ-from-body":
        # Columns claim an unknown policy to be tolerated; the body claims a known one.
        known_body = acceptance_under(
            1, "adaptive-nutrition/1", intention_id, week_two["created_event_id"]
        )
        insert(app, "transition:forged", known_body, revision=revision, rule="adaptive-nutrition/2")
    else:
        # An executable row that could never have been written (accepted without approval).
        known_body = acceptance_under(
            1, "adaptive-nutrition/1", intention_id, week_two["created_event_id"]
        )
        insert(app, "transition:forged", known_body, revision=1, rule="adaptive-nutrition/1")
    report = ok(operator.get(AUDIT))
    assert report["ok"] is False
    row = report["records"][-1]
    codes = [f["code"] for f in row["findings"]]
    if forgery == "invalid-rules":
        assert (row["intact"], row["valid"]) == (True, False)
        assert "transition-evidence-mismatch" in codes
    else:
        assert row["intact"] is False and forgery in codes
    # Consumers refuse a forged ledger, and nothing more is written onto it.
    assert problem(operator.get(JUDGMENTS))["type"].endswith("judgment-ledger-integrity")
    assert problem(operator.get(f"{JUDGMENTS}/{intention_id}"))["type"].endswith(
        "judgment-ledger-integrity"
    )
    response = operator.post(
        f"{ns.NUTRITION}/proposals/{week_two['proposal']['proposal_id']}/decision",
        json={"revision": 1, "proposal_digest": week_two["proposal_digest"], "decision": "hold"},
    )
    assert problem(response)["type"].endswith("judgment-ledger-integrity")


def test_a_broken_chain_link_is_reported_and_refused(app, operator, week_two):
    intention_id = week_two["judgment_record_ids"]["intention"]
    body = acceptance_under(1, "adaptive-nutrition/1", intention_id, week_two["created_event_id"])
    with in_scope(app) as session:
        sequence, _ = chained.head(session, judgment_record, CUSTOMER_ID)
        row = link_row(
            {
                "customer_id": CUSTOMER_ID,
                "sequence": sequence + 1,
                "record_id": record_id_for(CUSTOMER_ID, "transition:unlinked"),
                "record_kind": "intention_transition",
                "record_key": "transition:unlinked",
                "schema_version": 2,
                "policy_revision": 1,
                "policy_rule": "adaptive-nutrition/1",
                "body": body,
                "body_digest": sha256_hex(body.encode()),
                "recorded_at": "2026-12-18T01:00:00.000000Z",
            },
            "f" * 64,  # not the previous row's digest
        )
        session.execute(
            judgment_record.insert().values(**{**row, "recorded_at": app.state.runtime.clock.now()})
        )
    report = ok(operator.get(AUDIT))
    assert (report["chain_ok"], report["ok"]) == (False, False)
    assert report["findings"][0]["code"] == "chain-broken"
    assert report["records"][-1]["intact"] is False
    assert problem(operator.get(JUDGMENTS))["type"].endswith("judgment-ledger-integrity")


def test_a_key_is_written_once_the_same_bytes_replay_and_others_conflict(app, operator, week_two):
    purpose_row = next(
        r for r in ok(operator.get(AUDIT))["records"] if r["record_kind"] == "purpose"
    )
    stored = PurposeBody.model_validate_json(purpose_row["body"])
    with in_scope(app) as session:
        writer = JudgmentWriter(session, CUSTOMER_ID, clock=app.state.runtime.clock)
        assert writer.write(purpose_row["record_key"], stored) == (purpose_row["record_id"], False)
        changed = stored.model_copy(update={"goal_mode": "maintenance"})
        with pytest.raises(Refusal) as conflict:
            writer.write(purpose_row["record_key"], changed)
    assert conflict.value.slug == "judgment-key-conflict"
    assert ok(operator.get(AUDIT))["rows"] == 4
