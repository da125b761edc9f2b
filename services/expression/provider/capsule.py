"""The redacted capsule and the fixed system instruction: all the provider ever sees.

The capsule holds the schema version, the surface version, the opaque HMAC artifact key and,
per slot, its id, the issued semantic/action ids, the issued placeholder tokens and the
character limit. Never the body, an expansion, a name, an id, a date, a measurement or a
note. The instruction is a constant: it explains the contract and describes each semantic
id in abstract English, never with the Korean sentence that replaces its placeholder.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Final

from shared.contracts.presentation import CanonicalSurface

CAPSULE_SCHEMA_VERSION: Final = "korean-expression-v4"


@dataclass(frozen=True, slots=True)
class CapsuleSlot:
    slot_id: str
    semantic_ids: tuple[str, ...]  # the slot's predicate ids (P_*)
    action_ids: tuple[str, ...]  # the slot's action ids (A_*)
    placeholder_tokens: tuple[str, ...]  # in the order they must appear
    max_generated_chars: int


@dataclass(frozen=True, slots=True)
class Capsule:
    surface: str
    artifact_key: str
    slots: tuple[CapsuleSlot, ...]
    schema_version: str = CAPSULE_SCHEMA_VERSION

    def as_json(self) -> dict[str, object]:
        return {
            "schema_version": self.schema_version,
            "surface": self.surface,
            "artifact_key": self.artifact_key,
            "slots": [
                {
                    "slot_id": slot.slot_id,
                    "semantic_ids": list(slot.semantic_ids),
                    "action_ids": list(slot.action_ids),
                    "placeholder_tokens": list(slot.placeholder_tokens),
                    "max_generated_chars": slot.max_generated_chars,
                }
                for slot in self.slots
            ],
        }


def build_capsule(surface: CanonicalSurface, artifact_key: str) -> Capsule:
    return Capsule(
        surface=surface.manifest.surface_version,
        artifact_key=artifact_key,
        slots=tuple(
            CapsuleSlot(
                slot_id=slot.slot_id,
                semantic_ids=slot.predicate_ids,
                action_ids=slot.action_ids,
                placeholder_tokens=tuple(p.token for p in slot.placeholders),
                max_generated_chars=slot.max_generated_chars,
            )
            for slot in surface.manifest.slots
        ),
    )


# Abstract meanings only: the exact Korean sentences stay local.
_GLOSSARY_DESCRIPTIONS: Final = """\
P_DAILY_COMPLETE: the day's saved check-in is acknowledged.
P_DAILY_PARTIAL: only part of the day's check-in was saved, so only that part is summarised.
P_WEEKLY_TREND_UNAVAILABLE: too few entries this week to compute a weight trend.
A_WEEKLY_RECHECK_AFTER_RECORD: the trend will be looked at again once more entries exist.
P_WEEKLY_TREND_OBSERVED: a weight trend exists this week.
A_WEEKLY_HOLD_FOR_MISSING_GOAL: no adjustment is judged until a goal range exists.
P_WEEKLY_IN_GOAL: the weight change is inside the goal range.
P_WEEKLY_KEEP_BASIS: the current basis continues.
P_WEEKLY_OUT_OF_GOAL: the weight change is outside the goal range.
A_WEEKLY_RECHECK_INPUT: the entries are re-checked first.
A_WEEKLY_KEEP_BASELINE: the current baseline stays next week.
A_WEEKLY_REVIEW_ADJUSTMENT: the operator reviews a possible target change.
P_WEEKLY_RECORDS_INSUFFICIENT: the judgment waits for more entries.
P_DUAL_DECISION_OBSERVE / _MAINTAIN / _INCREASE / _DECREASE / _HUMAN_REVIEW: the proposal's \
decision (observe only, keep, raise one step, lower one step, needs operator review).
P_DUAL_REASON_*: one reason code attached to the proposal (for example IN_RANGE, \
ABOVE_RANGE, BELOW_RANGE, COOLDOWN, SAFETY_HOLD).
A_OPERATOR_REVIEW_DECISION: the operator is asked to decide after reviewing the proposal."""

SYSTEM_INSTRUCTION: Final = f"""\
You write short, natural Korean connective prose around immutable placeholders.

The user message is a JSON capsule: schema_version, surface, artifact_key and slots. Each \
slot lists slot_id, semantic_ids, action_ids, placeholder_tokens and max_generated_chars. \
Every placeholder token (like [[P:01]] or [[A:01]]) stands for one complete, fixed Korean \
sentence in polite 합니다체 that you never see; it is inserted after you answer.

Answer with one JSON object with exactly the keys schema_version, surface, artifact_key and \
slots, copying the first three from the capsule. slots lists the capsule's slots in the same \
order; each has exactly slot_id, semantic_ids, action_ids, placeholder_tokens (copied \
exactly) and generated_ko.

generated_ko rules:
- One line of natural Korean in a warm, polite register that contains every placeholder \
token of its slot exactly once, in the given order, and nothing else in brackets.
- Each token stands alone as a full sentence: put a space (or the start) before it and a \
period right after it, e.g. "차분히 정리해 드리면, [[P:01]]." or \
"한결같은 마음으로 덧붙이자면, [[P:01]]. 이어서 [[A:01]]."
- Add only soft framing or linking words (tone, transitions, polite framing) and write \
freshly for each request. Stay within max_generated_chars characters.
- Never state or imply any fact, cause, number, quantity, date, time, day, unit, \
measurement, health, medical, diet, exercise, sleep, weight, safety, risk, record, data, \
check, result, evaluation, praise, quality, success, decision, recommendation, instruction, \
change, approval, hold, review, sending, delivery, customer, coach or operator.
- No negation, doubt, condition, contrast, hearsay or command (no 않다, 못, 아니다, 없다, \
하지만, 아마, ~세요, ~해야), no digits, Latin letters, emoji, quotes, exclamation marks or \
symbols other than space, comma and period.

Meaning of the ids (for tone only; never restate them):
{_GLOSSARY_DESCRIPTIONS}"""


def build_messages(capsule: Capsule) -> list[dict[str, str]]:
    """The fixed system instruction and the capsule as the only user message."""
    return [
        {"role": "system", "content": SYSTEM_INSTRUCTION},
        {
            "role": "user",
            "content": json.dumps(capsule.as_json(), ensure_ascii=False, separators=(",", ":")),
        },
    ]
