"""S1-S6 classification (pure): seed fixtures, variants per rule and flow, bounds, levels."""

from __future__ import annotations

import pytest

from services.checkin.questions.checkin import QUESTIONS as CUSTOMER_QUESTIONS
from services.checkin.safety.rules import classify, matches, stated_extreme_goal
from services.checkin.trainer.questions import QUESTIONS as TRAINER_QUESTIONS
from shared.contracts.safety import MAX_EXCERPT_CHARS, Safety, normalize_excerpt
from tests.checkin.safety_fixtures import (
    CUSTOMER_FIXTURES,
    CUSTOMER_VARIANTS,
    HARMLESS,
    TRAINER_FIXTURES,
    TRAINER_VARIANTS,
    SafetyInput,
)


def _classify(flow: str, item: SafetyInput) -> Safety:
    if item.field == "calories":
        return classify(flow, [], calories=int(item.text))  # type: ignore[arg-type]
    return classify(flow, [(item.field, item.text)])  # type: ignore[arg-type]


def _flatten(variants: dict[str, tuple[SafetyInput, ...]]) -> list[tuple[str, SafetyInput]]:
    return [(rule, item) for rule, items in variants.items() for item in items]


@pytest.mark.parametrize(("name", "item"), CUSTOMER_FIXTURES.items())
def test_customer_fixture_yields_its_typed_reason(name, item):
    safety = _classify("customer_checkin", item)
    assert tuple(reason.rule_id for reason in safety.reasons) == item.rules
    (reason,) = safety.reasons
    assert (reason.source_flow, reason.matched_field) == ("customer_checkin", item.field)
    assert safety.coaching_held is True
    assert safety.level == ("stop_and_escalate" if item.rules == ("S1",) else "monitor")


@pytest.mark.parametrize(("name", "item"), TRAINER_FIXTURES.items())
def test_trainer_fixture_yields_its_typed_reason(name, item):
    safety = _classify("trainer_session", item)
    assert tuple(reason.rule_id for reason in safety.reasons) == item.rules
    (reason,) = safety.reasons
    assert (reason.source_flow, reason.matched_field) == ("trainer_session", item.field)
    assert safety.level == ("stop_and_escalate" if item.rules == ("S1",) else "monitor")


@pytest.mark.parametrize(("rule", "item"), _flatten(CUSTOMER_VARIANTS))
def test_customer_variants_of_each_rule_match(rule, item):
    safety = _classify("customer_checkin", item)
    assert tuple(reason.rule_id for reason in safety.reasons) == item.rules
    assert rule in item.rules


@pytest.mark.parametrize(("rule", "item"), _flatten(TRAINER_VARIANTS))
def test_trainer_variants_of_each_rule_match(rule, item):
    safety = _classify("trainer_session", item)
    assert tuple(reason.rule_id for reason in safety.reasons) == item.rules
    assert rule in item.rules


@pytest.mark.parametrize(
    "variants", [CUSTOMER_VARIANTS, TRAINER_VARIANTS], ids=["customer", "trainer"]
)
def test_every_rule_has_at_least_three_extra_inputs_with_an_english_one(variants):
    for rule in ("S1", "S2", "S3", "S4", "S5", "S6"):
        texts = [item.text for item in variants[rule]]
        assert len(texts) >= 3
        assert any(text.isascii() and any(c.isalpha() for c in text) for text in texts)


@pytest.mark.parametrize("text", HARMLESS)
def test_harmless_training_talk_holds_nothing(text):
    assert classify("customer_checkin", [("note", text)]) == Safety.clear()
    assert classify("trainer_session", [("operator_note", text)]) == Safety.clear()


def test_no_button_label_of_either_flow_matches_a_rule():
    for question in (*CUSTOMER_QUESTIONS, *TRAINER_QUESTIONS):
        for option in question.options:
            assert matches("customer_checkin", "note", option.label) == [], option.label


def test_calories_below_one_thousand_is_s4_and_one_thousand_is_not():
    (reason,) = classify("customer_checkin", [], calories=999).reasons
    assert (reason.rule_id, reason.matched_field, reason.excerpt) == ("S4", "calories", "999kcal")
    assert classify("customer_checkin", [], calories=1000) == Safety.clear()
    assert classify("customer_checkin", [], calories=None) == Safety.clear()


def test_only_the_customer_states_calories():
    with pytest.raises(ValueError, match="calories"):
        classify("trainer_session", [], calories=500)


def test_fields_must_be_declared_for_the_flow():
    with pytest.raises(ValueError, match="declared"):
        classify("trainer_session", [("note", "가슴이 아파요")])


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("2주 안에 5kg 빼고 싶어요", True),
        ("14일 동안 5킬로 감량", True),
        ("15일 동안 5킬로 감량", False),
        ("2주 안에 4.9kg 빼고 싶어요", False),
        ("2주 안에 5.5kg 빼고 싶어요", True),
        ("70kg에서 64kg으로 열흘 안에 줄이고 싶어요", True),
        ("70kg에서 67kg으로 열흘 안에 줄이고 싶어요", False),
        ("체중 72kg, 5일 연속 운동했어요", False),
        ("lose 11 lbs in 2 weeks", False),
        ("lose 12 lbs in 2 weeks", True),
        ("2주 뒤 다시 측정. 5kg 빼는 게 장기 목표", False),
    ],
)
def test_stated_goal_of_five_kilos_within_two_weeks(text, goal):
    assert (stated_extreme_goal(text) is not None) is goal


def test_the_excerpt_is_the_customers_words_around_the_match_normalised():
    (reason, _pain) = classify(
        "customer_checkin", [("note", "어제  밤부터\t가슴이 너무 아파요")]
    ).reasons
    assert reason.excerpt == "밤부터 가슴이 너무 아파요"
    assert reason.excerpt == normalize_excerpt(reason.excerpt)
    long_text = "가" * 300 + "가슴이아파요" + "나" * 300
    (reason, _pain) = classify("customer_checkin", [("note", long_text)]).reasons
    assert 1 <= len(reason.excerpt) <= MAX_EXCERPT_CHARS


def test_many_matches_keep_every_class_within_six_reasons():
    everything = "가슴이 아파요. 당뇨가 있고 3일 굶었고 약 먹고 있어요. 2주 안에 5kg 빼고 싶어요"
    safety = classify(
        "customer_checkin",
        [("note", everything), ("pain_text", everything), ("answer.Q-COND-SYMPTOM", everything)],
        calories=500,
    )
    assert len(safety.reasons) == 6
    assert safety.signals == (
        "urgent",
        "pain",
        "disease",
        "eating_risk",
        "drugs",
        "extreme_manipulation",
    )
    assert safety.level == "stop_and_escalate"


def test_reasons_come_in_rule_order_with_a_matching_signal_each():
    safety = classify(
        "customer_checkin",
        [("note", "2주 안에 5kg 빼려고 진통제를 먹었어요"), ("answer.Q-SLEEP-CAUSE", "스트레스")],
        calories=700,
    )
    assert [(r.rule_id, r.matched_field) for r in safety.reasons] == [
        ("S4", "calories"),
        ("S5", "note"),
        ("S6", "note"),
    ]
    assert safety.signals == ("eating_risk", "drugs", "extreme_manipulation")
    assert (safety.level, safety.coaching_held) == ("monitor", True)


def test_follow_up_answers_are_classified_under_their_field():
    safety = classify("customer_checkin", [("answer.Q-COND-SYMPTOM", "숨이 차요")])
    (reason,) = safety.reasons
    assert (reason.rule_id, reason.matched_field) == ("S1", "answer.Q-COND-SYMPTOM")


def test_nothing_submitted_is_clear():
    assert classify("customer_checkin", [("note", None), ("pain_text", "  ")]) == Safety.clear()
