"""The capsule and the fixed instruction never carry a canonical expansion or a fact."""

import json

from services.expression.provider.capsule import SYSTEM_INSTRUCTION, build_capsule, build_messages
from shared.contracts.surfaces import SEMANTIC_GLOSSARY, weekly
from tests.shared.surfaces.examples import WEEKLY_IN_GOAL


def test_capsule_holds_only_ids_tokens_and_limits():
    capsule = build_capsule(weekly.render(WEEKLY_IN_GOAL), "a" * 64)
    assert capsule.as_json() == {
        "schema_version": "korean-expression-v4",
        "surface": "weekly.v1",
        "artifact_key": "a" * 64,
        "slots": [
            {
                "slot_id": "weekly.interpretation",
                "semantic_ids": ["P_WEEKLY_IN_GOAL", "P_WEEKLY_KEEP_BASIS"],
                "action_ids": [],
                "placeholder_tokens": ["[[P:01]]", "[[P:02]]"],
                "max_generated_chars": 220,
            },
            {
                "slot_id": "weekly.rationale",
                "semantic_ids": [],
                "action_ids": ["A_WEEKLY_KEEP_BASELINE"],
                "placeholder_tokens": ["[[A:01]]"],
                "max_generated_chars": 144,
            },
        ],
    }


def test_messages_are_the_fixed_instruction_and_the_capsule_only():
    capsule = build_capsule(weekly.render(WEEKLY_IN_GOAL), "a" * 64)
    system, user = build_messages(capsule)
    assert system == {"role": "system", "content": SYSTEM_INSTRUCTION}
    assert user["role"] == "user"
    assert json.loads(user["content"]) == capsule.as_json()


def test_the_instruction_never_contains_a_local_expansion():
    for expansion in SEMANTIC_GLOSSARY.values():
        assert expansion not in SYSTEM_INSTRUCTION
    for semantic_id in SEMANTIC_GLOSSARY:
        assert semantic_id.split("_")[0] in ("P", "A")
    assert "P_DAILY_COMPLETE" in SYSTEM_INSTRUCTION
