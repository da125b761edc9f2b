"""The S1–S6 safety rule table every service speaks (seed 002's safety rules).

Checkin classifies with it, delivery validates typed hold reasons against it, and the held
notice renders them: one table, so a reason can never be valid in one service and not in
another.
"""

from __future__ import annotations

from typing import Final, Literal

SafetyClass = Literal["urgent", "pain", "disease", "eating_risk", "drugs", "extreme_manipulation"]
RuleId = Literal["S1", "S2", "S3", "S4", "S5", "S6"]
# S1's bounded sub-reason: what kind of urgency it is (the notice words it; self-harm adds the
# crisis lines). ``unanalysed``: the text could not be read, so it is held as urgent.
UrgentDetail = Literal["self_harm", "chest_pain", "cardiac", "breathing", "fainting", "unanalysed"]

RULE_CLASSES: Final[dict[RuleId, SafetyClass]] = {
    "S1": "urgent",
    "S2": "pain",
    "S3": "disease",
    "S4": "eating_risk",
    "S5": "drugs",
    "S6": "extreme_manipulation",
}
