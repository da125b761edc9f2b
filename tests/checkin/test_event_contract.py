"""AC22 / ADR-2 / ADR-9: the JSON Schema contract and the frozen models agree on every type.

Each valid document must pass the schema, parse into its frozen model and dump back to the
same document; each invalid one must be refused (by the schema, the model, or both - and
when both can express the rule, by each of them independently).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from pydantic import ValidationError

from services.checkin.events.contract import (
    ContractViolation,
    _fast_validator,
    _path,
    _validator,
    event_schema,
    schema_errors,
    validate_submission,
)
from services.checkin.events.payloads import CheckinPayload
from services.checkin.events.schemas import EVENT_ADAPTER, EVENT_TYPES, event_document
from shared.contracts.safety import Safety, SafetyReason, normalize_excerpt

CUSTOMER = "kim-pilot"
SAFE = {"level": "none", "signals": [], "coaching_held": False, "reasons": []}


def reason(rule="S2", cls="pain", field="note", excerpt="무릎이 아파요", flow="customer_checkin"):
    return {
        "class": cls,
        "source_flow": flow,
        "matched_field": field,
        "excerpt": excerpt,
        "rule_id": rule,
    }


def held(*reasons: dict[str, Any]) -> dict[str, Any]:
    classes: list[str] = []
    for item in reasons:
        if item["class"] not in classes:
            classes.append(item["class"])
    level = "stop_and_escalate" if any(r["rule_id"] == "S1" for r in reasons) else "monitor"
    return {"level": level, "signals": classes, "coaching_held": True, "reasons": list(reasons)}


VALID: dict[str, dict[str, Any]] = {
    "checkin": {
        "event_type": "checkin",
        "dedupe_key": f"checkin:{CUSTOMER}:2026-12-07",
        "payload": {
            "kst_date": "2026-12-07",
            "sleep_hours": 5.0,
            "sleep_quality": 2,
            "readiness": 4,
            "pain": {"present": True, "text": "무릎이 아파요"},
            "calories": 2300,
            "training_status": "partial",
            "training_quality": 3,
            "morning_weight_kg": 70.2,
            "note": "오늘은 피곤했어요\n그래도 운동함",
            "answers": {"Q-SLEEP-CAUSE": "야근", "Q-SLEEP-ADJUST": "11시 취침"},
            "completeness": "complete",
            "safety": held(reason(field="pain_text")),
        },
    },
    "trainer_session_record": {
        "event_type": "trainer_session_record",
        "dedupe_key": f"trainer-session:{CUSTOMER}:2026-12-07",
        "payload": {
            "kst_date": "2026-12-07",
            "done": True,
            "performance": 4,
            "intensity": "below",
            "pain": False,
            "operator_note": "스쿼트 폼 좋음",
            "safety": SAFE,
        },
    },
    "payment_record": {
        "event_type": "payment_record",
        "dedupe_key": f"payment:{CUSTOMER}:renewal:2027-01-04",
        "payload": {
            "amount_krw": 150000,
            "method": "bank_transfer",
            "kind": "renewal",
            "paid_on": "2026-12-30",
            "period_start_on": "2027-01-04",
            "period_end_on": "2027-01-31",
        },
    },
    "satisfaction_record": {
        "event_type": "satisfaction_record",
        "dedupe_key": f"satisfaction:{CUSTOMER}:2026-W50",
        "payload": {"score": 8.5, "collected_on": "2026-12-11", "note": "만족합니다"},
    },
    "operator_time_record": {
        "event_type": "operator_time_record",
        "dedupe_key": f"operator-time:{CUSTOMER}:entry-0000000000000002",
        "supersedes": f"operator-time:{CUSTOMER}:entry-0000000000000001",
        "payload": {
            "entry_id": "entry-0000000000000002",
            "attempt_id": "attempt-00000000001",
            "minutes": 25,
            "task": "draft_review",
            "work_date": "2026-12-08",
            "supersedes_entry_id": "entry-0000000000000001",
        },
    },
    "draft_created": {
        "event_type": "draft_created",
        "dedupe_key": f"draft_created:{CUSTOMER}:draft-20261207",
        "payload": {
            "draft_id": "draft-20261207",
            "revision": 1,
            "actor": "ai",
            "text": "오늘 기록을 확인했습니다.",
        },
    },
    "draft_edited": {
        "event_type": "draft_edited",
        "dedupe_key": f"draft_edited:{CUSTOMER}:draft-20261207.r2",
        "payload": {
            "draft_id": "draft-20261207",
            "revision": 2,
            "actor": "richard",
            "text": "오늘 기록을 잘 확인했습니다.",
            "edit_of_revision": 1,
        },
    },
    "draft_approved": {
        "event_type": "draft_approved",
        "dedupe_key": f"draft_approved:{CUSTOMER}:draft-20261207",
        "payload": {
            "draft_id": "draft-20261207",
            "revision": 2,
            "actor": "richard",
            "text": "오늘 기록을 잘 확인했습니다.",
            "approved_revision": 2,
        },
    },
    "draft_sent": {
        "event_type": "draft_sent",
        "dedupe_key": f"draft_sent:{CUSTOMER}:draft-20261207",
        "payload": {
            "draft_id": "draft-20261207",
            "revision": 2,
            "actor": "richard",
            "text": "오늘 기록을 잘 확인했습니다.",
            "approved_revision": 2,
            "delivery_message_id": 4711,
        },
    },
    "nutrition_proposal_created": {
        "event_type": "nutrition_proposal_created",
        "dedupe_key": f"nutrition-proposal:{CUSTOMER}:np-0123456789abcdef.r2",
        "payload": {
            "proposal_id": "np-0123456789abcdef",
            "revision": 2,
            "proposal_digest": "a" * 64,
            "week_index": 2,
            "report_date": "2026-12-18",
            "policy_revision": 1,
            "decision": "decrease",
            "reasons": ["above_range"],
            "current_kcal": 2500,
            "recommended_kcal": 2400,
            "evidence_event_ids": ["6f1d2c64-3b8e-5a4f-9d7e-0c1a2b3c4d5e"],
        },
    },
    "nutrition_proposal_decided": {
        "event_type": "nutrition_proposal_decided",
        "dedupe_key": f"nutrition-decision:{CUSTOMER}:np-0123456789abcdef.r2",
        "payload": {
            "proposal_id": "np-0123456789abcdef",
            "revision": 2,
            "proposal_digest": "a" * 64,
            "decision": "approve",
            "actor": "richard",
            "decided_on": "2026-12-18",
            "effective_from": "2026-12-19",
            "targets": {"kcal": 2400, "protein_g": 180, "carb_g": 285, "fat_g": 67},
        },
    },
    "safety_hold_cleared": {
        "event_type": "safety_hold_cleared",
        "dedupe_key": f"safety-hold-cleared:{CUSTOMER}:clr-0123456789abcdef",
        "payload": {
            "clearance_id": "clr-0123456789abcdef",
            "note": "고객과 통화해 상태를 확인했습니다.",
            "cleared_by": "richard",
        },
    },
}


def document(event_type: str, **changes: Any) -> dict[str, Any]:
    base = {"schema_version": 1, "customer_id": CUSTOMER, "supersedes": None}
    result = copy.deepcopy(base | VALID[event_type])
    result.update(changes)
    return result


def with_payload(event_type: str, **changes: Any) -> dict[str, Any]:
    result = document(event_type)
    result["payload"].update(changes)
    return result


def refused_by_schema_and_model(doc: dict[str, Any]) -> None:
    assert schema_errors(doc), "the schema accepted it"
    with pytest.raises(ValidationError):
        EVENT_ADAPTER.validate_python(doc)


def test_every_event_type_has_a_valid_fixture():
    assert set(VALID) == set(EVENT_TYPES) == set(event_schema()["properties"]["event_type"]["enum"])


@pytest.mark.parametrize("event_type", EVENT_TYPES)
def test_valid_event_round_trips_schema_and_model(event_type):
    doc = document(event_type)
    event = validate_submission(doc)
    dumped = event_document(event)
    assert schema_errors(dumped) == []
    assert EVENT_ADAPTER.validate_python(dumped) == event
    for key, value in doc["payload"].items():
        assert dumped["payload"][key] == value


@pytest.mark.parametrize("event_type", EVENT_TYPES)
def test_missing_payload_is_refused(event_type):
    doc = document(event_type)
    del doc["payload"]
    refused_by_schema_and_model(doc)


@pytest.mark.parametrize("event_type", EVENT_TYPES)
def test_unknown_payload_field_is_refused(event_type):
    refused_by_schema_and_model(with_payload(event_type, unexpected="x"))


@pytest.mark.parametrize("event_type", EVENT_TYPES)
def test_payload_of_another_type_is_refused(event_type):
    other = "satisfaction_record" if event_type != "satisfaction_record" else "payment_record"
    doc = document(event_type)
    doc["payload"] = document(other)["payload"]
    refused_by_schema_and_model(doc)


@pytest.mark.parametrize("event_type", EVENT_TYPES)
def test_a_key_that_is_not_the_deterministic_key_is_refused(event_type):
    doc = document(event_type)
    doc["dedupe_key"] = doc["dedupe_key"] + "x"
    with pytest.raises(ContractViolation):
        validate_submission(doc)


def test_null_or_short_dedupe_key_is_refused():
    refused_by_schema_and_model(document("draft_created", dedupe_key=None))
    refused_by_schema_and_model(document("draft_created", dedupe_key="draft_created:a"))


def _mutations(event_type: str) -> list[Any]:
    """A valid document of ``event_type`` and ways to break it, each aimed at a different
    part of the contract (envelope, the type's branch, another type's payload)."""
    other = "satisfaction_record" if event_type != "satisfaction_record" else "payment_record"
    valid = document(event_type)
    return [
        valid,
        document(event_type, payload=document(other)["payload"]),
        document(event_type, payload={}),
        document(event_type, payload={**valid["payload"], "unexpected": 1}),
        document(event_type, dedupe_key="x"),
        document(event_type, dedupe_key=document(other)["dedupe_key"]),
        document(event_type, supersedes="evt-0123456789abcdef"),
        document(event_type, extra=1),
        {**valid, "event_type": other},
        {**valid, "event_type": "monthly_report"},
        {**valid, "event_type": 7},
        {key: value for key, value in valid.items() if key != "event_type"},
        [valid],
        None,
    ]


# Leaf replacements aimed at where two JSON Schema implementations differ: types (bool is
# not an integer), bounds, formats (impossible dates, other scripts' digits), patterns
# (a trailing newline, which Python's ``$`` lets through), lengths, control characters.
_ODD_VALUES: list[Any] = [
    None,
    True,
    0,
    -1,
    1.5,
    10**12,
    "",
    "x",
    "x" * 5000,
    "2026-02-30",
    "2026-13-01",
    "2026-12-07\n",
    "٢٠٢٦-١٢-٠٧",
    "draft-20261207\n",
    "a\x00b",
    "S2",
    [],
    {},
]


def _leaf_mutations(node: Any) -> Iterator[Any]:
    """Copies of ``node`` with one leaf replaced by an odd value, or one key removed."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield {k: v for k, v in node.items() if k != key}
            for changed in _leaf_mutations(value):
                yield {**node, key: changed}
    elif isinstance(node, list):
        for index, value in enumerate(node):
            for changed in _leaf_mutations(value):
                yield [*node[:index], changed, *node[index + 1 :]]
    else:
        yield from (odd for odd in _ODD_VALUES if odd != node or type(odd) is not type(node))


@pytest.mark.parametrize("event_type", EVENT_TYPES)
def test_the_compiled_validator_never_accepts_what_the_python_one_refuses(event_type):
    """``schema_errors`` trusts ``jsonschema_rs`` to say "valid"; this is what makes that
    safe: over every leaf of a valid document of each type, changed or removed, whatever
    it accepts ``jsonschema`` accepts too, so the contract is exactly the Python one."""
    whole = Draft202012Validator(event_schema(), format_checker=Draft202012Validator.FORMAT_CHECKER)
    fast = _fast_validator()
    documents = [*_mutations(event_type), *_leaf_mutations(document(event_type))]
    refused = 0
    for doc in documents:
        python_errors = list(whole.iter_errors(doc))
        if fast.is_valid(doc):
            assert not python_errors, doc
        else:
            refused += 1
        assert sorted(map(repr, schema_errors(doc))) == sorted(
            map(repr, schema_errors_by_python(whole, doc))
        ), doc
    assert fast.is_valid(document(event_type))
    assert refused > len(documents) // 2  # the mutations do break the contract


def schema_errors_by_python(whole: Draft202012Validator, doc: Any) -> list[dict[str, str]]:
    """What ``schema_errors`` reported before the compiled fast path: the Python walk."""
    errors = whole.iter_errors(doc)
    return [
        {"source": "schema", "path": _path(error.absolute_path), "rule": str(error.validator)}
        for error in errors
    ]


@pytest.mark.parametrize("event_type", EVENT_TYPES)
def test_the_per_type_validator_reports_exactly_what_the_whole_contract_does(event_type):
    whole = Draft202012Validator(event_schema(), format_checker=Draft202012Validator.FORMAT_CHECKER)

    def report(errors: Any) -> list[tuple[str, str, str]]:
        return sorted((str(list(e.absolute_path)), str(e.validator), e.message) for e in errors)

    for doc in _mutations(event_type):
        assert report(_validator(doc).iter_errors(doc)) == report(whole.iter_errors(doc)), doc
    assert _validator(document(event_type)) is not _validator(None)  # the narrow one is used


def test_unknown_event_type_and_envelope_field_are_refused():
    unknown = document("draft_created")
    unknown["event_type"] = "monthly_report"
    refused_by_schema_and_model(unknown)
    refused_by_schema_and_model(document("draft_created", extra=1))
    refused_by_schema_and_model(document("draft_created", schema_version=2))


@pytest.mark.parametrize(
    ("event_type", "changes"),
    [
        ("payment_record", {"amount_krw": 140000}),
        ("payment_record", {"amount_krw": 0}),
        ("payment_record", {"method": "cash"}),
        ("satisfaction_record", {"score": 11}),
        ("satisfaction_record", {"score": 0.5}),
        ("satisfaction_record", {"note": "가" * 2001}),
        ("operator_time_record", {"minutes": 0}),
        ("operator_time_record", {"minutes": 601}),
        ("operator_time_record", {"task": "coffee"}),
        ("operator_time_record", {"entry_id": "short"}),
        ("trainer_session_record", {"performance": 6}),
        ("trainer_session_record", {"intensity": "extreme"}),
        ("trainer_session_record", {"operator_note": "가" * 2001}),
        ("checkin", {"sleep_quality": 0}),
        ("checkin", {"readiness": 6}),
        ("checkin", {"training_status": "skipped"}),
        ("checkin", {"answers": {"Q-UNKNOWN": "x"}}),
        ("checkin", {"note": "가" * 2001}),
        ("checkin", {"kst_date": "2026-13-40"}),
        ("checkin", {"calories": "2300"}),
        ("draft_created", {"text": ""}),
        ("draft_created", {"text": "가" * 8001}),
        ("draft_created", {"actor": "delivery"}),
        ("draft_edited", {"actor": "ai"}),
        ("draft_sent", {"delivery_message_id": 0}),
        ("nutrition_proposal_created", {"decision": "cut_hard"}),
        ("nutrition_proposal_created", {"reasons": []}),
        ("nutrition_proposal_created", {"reasons": ["in_range", "in_range"]}),
        ("nutrition_proposal_created", {"reasons": ["felt_like_it"]}),
        ("nutrition_proposal_created", {"recommended_kcal": 900}),
        ("nutrition_proposal_created", {"proposal_digest": "A" * 64}),
        ("nutrition_proposal_created", {"evidence_event_ids": ["not-an-event-id"]}),
        ("nutrition_proposal_decided", {"decision": "maybe"}),
        ("nutrition_proposal_decided", {"actor": "delivery"}),
        ("nutrition_proposal_decided", {"effective_from": None}),
        ("nutrition_proposal_decided", {"decision": "hold"}),
        ("nutrition_proposal_decided", {"targets": {"kcal": 2400, "protein_g": 180}}),
        ("safety_hold_cleared", {"note": ""}),
        ("safety_hold_cleared", {"note": "가" * 501}),
        ("safety_hold_cleared", {"note": "   "}),
        ("safety_hold_cleared", {"cleared_by": "delivery"}),
        ("safety_hold_cleared", {"clearance_id": "short"}),
    ],
)
def test_out_of_bounds_payload_fields_are_refused(event_type, changes):
    refused_by_schema_and_model(with_payload(event_type, **changes))


def test_draft_type_specific_links_are_required():
    edited = document("draft_edited")
    del edited["payload"]["edit_of_revision"]
    refused_by_schema_and_model(edited)
    sent = document("draft_sent")
    del sent["payload"]["delivery_message_id"]
    refused_by_schema_and_model(sent)
    created = with_payload("draft_created", approved_revision=1)
    refused_by_schema_and_model(created)


def test_types_without_corrections_cannot_supersede():
    doc = document("satisfaction_record", supersedes=f"satisfaction:{CUSTOMER}:2026-W49")
    refused_by_schema_and_model(doc)


def test_operator_time_supersedes_must_match_the_superseded_entry():
    doc = document(
        "operator_time_record", supersedes=f"operator-time:{CUSTOMER}:entry-999999999999999"
    )
    with pytest.raises(ContractViolation):
        validate_submission(doc)


def test_control_characters_in_free_text_are_refused():
    refused_by_schema_and_model(with_payload("satisfaction_record", note="좋아요\x00"))
    refused_by_schema_and_model(with_payload("draft_created", text="a\x1bb"))


def test_completeness_must_tell_the_truth():
    partial_claimed_complete = with_payload("checkin", calories=None)
    with pytest.raises(ContractViolation):
        validate_submission(partial_claimed_complete)
    honest = with_payload("checkin", calories=None, completeness="partial")
    payload = validate_submission(honest).payload
    assert isinstance(payload, CheckinPayload)
    assert payload.missing_base_answers() == ("calories",)


# --- safety (ADR-9) -----------------------------------------------------------------------


def checkin_with_safety(safety: dict[str, Any]) -> dict[str, Any]:
    return with_payload("checkin", safety=safety)


def test_typed_safety_reasons_round_trip():
    urgent = reason("S1", "urgent", "note", "가슴이 너무 아파요")
    drugs = reason("S5", "drugs", "answer.Q-COND-SYMPTOM", "약 먹고 버팀")
    event = validate_submission(checkin_with_safety(held(urgent, drugs)))
    assert isinstance(event.payload, CheckinPayload)
    safety = event.payload.safety
    assert safety.level == "stop_and_escalate" and safety.coaching_held
    assert [r.rule_id for r in safety.reasons] == ["S1", "S5"]
    assert event_document(event)["payload"]["safety"]["reasons"][0]["class"] == "urgent"


@pytest.mark.parametrize(
    "safety",
    [
        held(reason(cls="injury")),  # unknown class
        held(reason(rule="S7")),  # unknown rule
        held(reason(field="diary")),  # undeclared field
        held(reason(excerpt="")),  # empty excerpt
        held(reason(excerpt="가" * 161)),  # oversized excerpt
        held(reason(excerpt="아파요\n많이")),  # control character
        held(*[reason(excerpt=f"아파요 {n}") for n in range(7)]),  # more than six
        held(reason(), reason()),  # duplicate reason
        held(reason(cls="urgent")),  # class does not belong to the rule
        held(reason(field="operator_note")),  # trainer field in the customer flow
        {
            "level": "monitor",
            "signals": ["pain"],
            "coaching_held": False,
            "reasons": [reason()],
        },  # a reason without a hold
        {"level": "none", "signals": [], "coaching_held": True, "reasons": [reason()]},
        {"level": "monitor", "signals": [], "coaching_held": False, "reasons": []},
        {
            "level": "stop_and_escalate",
            "signals": ["pain"],
            "coaching_held": True,
            "reasons": [reason()],
        },  # escalation without S1
        {"level": "none", "signals": [], "coaching_held": False, "reasons": [], "x": 1},
    ],
)
def test_malformed_oversized_or_unknown_safety_reasons_are_refused(safety):
    doc = checkin_with_safety(safety)
    with pytest.raises(ContractViolation):
        validate_submission(doc)
    with pytest.raises(ValidationError):
        EVENT_ADAPTER.validate_python(doc)


def test_schema_refuses_what_it_can_express_about_safety_on_its_own():
    for safety in (
        held(reason(cls="injury")),
        held(reason(excerpt="가" * 161)),
        held(reason(excerpt="아파요\n많이")),
        held(*[reason(excerpt=f"아파요 {n}") for n in range(7)]),
        held(reason(cls="urgent")),
        held(reason(field="operator_note")),
        {"level": "monitor", "signals": ["pain"], "coaching_held": False, "reasons": [reason()]},
    ):
        assert schema_errors(checkin_with_safety(safety))


def test_signals_must_be_exactly_the_reason_classes():
    wrong = held(reason())
    wrong["signals"] = ["pain", "drugs"]
    with pytest.raises(ContractViolation):
        validate_submission(checkin_with_safety(wrong))


def test_safety_from_reasons_builds_the_one_consistent_verdict():
    reasons = (
        SafetyReason.model_validate(reason("S4", "eating_risk", "calories", "800")),
        SafetyReason.model_validate(reason("S1", "urgent", "note", "숨이 차요")),
    )
    safety = Safety.from_reasons(reasons)
    assert safety.level == "stop_and_escalate"
    assert safety.signals == ("urgent", "eating_risk")
    assert safety.coaching_held is True
    assert Safety.clear().level == "none" and not Safety.clear().is_held


def test_normalize_excerpt_strips_controls_collapses_space_and_bounds_length():
    assert normalize_excerpt("  가슴이\t\n 아파요\x07 ") == "가슴이 아파요"
    assert len(normalize_excerpt("가" * 500)) == 160
    decomposed = "\u1100\u1161"  # 가 as conjoining jamo
    assert normalize_excerpt(decomposed) == "가"


def test_trainer_reasons_must_come_from_the_trainer_flow():
    customer_reason = reason("S4", "eating_risk", "note", "굶고 있음")
    doc = with_payload("trainer_session_record", safety=held(customer_reason))
    with pytest.raises(ContractViolation):
        validate_submission(doc)
    trainer_reason = reason(
        "S4", "eating_risk", "operator_note", "3일 굶었다고 함", flow="trainer_session"
    )
    validate_submission(with_payload("trainer_session_record", safety=held(trainer_reason)))


def _objects(node: Any, path: str = "$"):
    if isinstance(node, dict):
        if node.get("type") == "object":
            yield path, node
        for key, value in node.items():
            yield from _objects(value, f"{path}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _objects(value, f"{path}[{index}]")


def test_every_object_in_the_contract_is_closed():
    schema = event_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    open_objects = [
        path
        for path, node in _objects(schema)
        if node.get("additionalProperties") is not False
        and path != "$.properties.payload"
        and "propertyNames" not in node  # follow-up answers: closed by propertyNames
    ]
    assert open_objects == []
    branches = {b["if"]["properties"]["event_type"]["const"] for b in schema["allOf"]}
    assert branches == set(EVENT_TYPES)


def test_a_proposal_whose_kcal_contradicts_its_decision_is_refused():
    with pytest.raises(ContractViolation):
        validate_submission(with_payload("nutrition_proposal_created", recommended_kcal=2500))


def test_an_approval_takes_effect_only_after_the_day_of_the_decision():
    with pytest.raises(ContractViolation):
        validate_submission(with_payload("nutrition_proposal_decided", effective_from="2026-12-18"))
    hold = with_payload("nutrition_proposal_decided", decision="hold")
    del hold["payload"]["effective_from"]
    del hold["payload"]["targets"]
    assert validate_submission(hold).payload.decision == "hold"  # type: ignore[union-attr]
