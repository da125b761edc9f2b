"""Safety as bounded typed data, the one definition every service speaks.

The S1-S6 rule table (seed 002's safety rules): checkin classifies with it, delivery
validates typed hold reasons against it, the held notice renders them. ``Safety`` and its
``SafetyReason``s are what checkin stores on check-in and trainer events (ADR 0017):
which rule matched which declared field of which flow, with a short normalised excerpt -
never a free-form dict. The invariants:

* at most six reasons, unique by ``(rule_id, matched_field, excerpt)``;
* a reason's class is the class of its rule (S1 urgent ... S6 extreme manipulation);
* any reason requires ``coaching_held``; ``signals`` are exactly the reasons' classes;
* level is ``stop_and_escalate`` iff an S1 reason exists, ``monitor`` for any other reason,
  ``none`` without reasons.

A draft submission carries ``HoldReason``s: these safety reasons, missing consent or the
customer's withdrawal. One definition, so a reason can never be valid in one service and
a 422 in another.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Annotated, Final, Literal, get_args

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    model_validator,
)

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

SourceFlow = Literal["customer_checkin", "trainer_session"]

SafetyLevel = Literal["none", "monitor", "stop_and_escalate"]


QuestionId = Literal[
    "Q-SLEEP-CAUSE",
    "Q-SLEEP-ADJUST",
    "Q-COND-SYMPTOM",
    "Q-COND-INTENSITY",
    "Q-PERF-REASON",
    "Q-PERF-NEXT",
]
QUESTION_IDS: Final[tuple[QuestionId, ...]] = get_args(QuestionId)

# The declared fields a rule may match, per flow (free text and the structured tests).
CUSTOMER_MATCH_FIELDS: Final[tuple[str, ...]] = (
    "note",
    "pain_text",
    "calories",
    *(f"answer.{question}" for question in QUESTION_IDS),
)
TRAINER_MATCH_FIELDS: Final[tuple[str, ...]] = ("operator_note", "pain_note")
MatchedField = Literal[
    "note",
    "pain_text",
    "calories",
    "answer.Q-SLEEP-CAUSE",
    "answer.Q-SLEEP-ADJUST",
    "answer.Q-COND-SYMPTOM",
    "answer.Q-COND-INTENSITY",
    "answer.Q-PERF-REASON",
    "answer.Q-PERF-NEXT",
    "operator_note",
    "pain_note",
]
FLOW_FIELDS: Final[dict[SourceFlow, tuple[str, ...]]] = {
    "customer_checkin": CUSTOMER_MATCH_FIELDS,
    "trainer_session": TRAINER_MATCH_FIELDS,
}

MAX_REASONS: Final = 6
MAX_EXCERPT_CHARS: Final = 160
_WHITESPACE = re.compile(r"\s+")


def normalize_excerpt(text: str) -> str:
    """NFC, control characters removed, whitespace runs collapsed, trimmed, <= 160 chars."""
    composed = unicodedata.normalize("NFC", text)
    visible = "".join(
        " " if char.isspace() else char
        for char in composed
        if char.isspace() or unicodedata.category(char) != "Cc"
    )
    collapsed = _WHITESPACE.sub(" ", visible).strip()
    return collapsed[:MAX_EXCERPT_CHARS].rstrip()


Excerpt = Annotated[str, StringConstraints(min_length=1, max_length=MAX_EXCERPT_CHARS)]


class SafetyReason(BaseModel):
    """One matched rule: class, flow, declared field, normalised excerpt, rule id."""

    model_config = ConfigDict(
        extra="forbid",
        frozen=True,
        validate_by_name=True,
        validate_by_alias=True,
        serialize_by_alias=True,
    )

    safety_class: SafetyClass = Field(alias="class")
    source_flow: SourceFlow
    matched_field: MatchedField
    excerpt: Excerpt
    rule_id: RuleId
    # S1's kind of urgency; left out when absent, so reasons stored before it keep their bytes.
    detail: UrgentDetail | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _consistent(self) -> SafetyReason:
        if self.detail is not None and self.rule_id != "S1":
            raise ValueError("only an S1 reason names a kind of urgency")
        if normalize_excerpt(self.excerpt) != self.excerpt:
            raise ValueError("excerpt must be normalised (NFC, no control chars, trimmed)")
        if RULE_CLASSES[self.rule_id] != self.safety_class:
            raise ValueError("class does not belong to rule_id")
        if self.matched_field not in FLOW_FIELDS[self.source_flow]:
            raise ValueError("matched_field is not a declared field of source_flow")
        return self


class Safety(BaseModel):
    """The safety verdict stored on check-in and trainer events."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    level: SafetyLevel
    signals: tuple[SafetyClass, ...] = Field(default=(), max_length=MAX_REASONS)
    coaching_held: bool
    reasons: tuple[SafetyReason, ...] = Field(default=(), max_length=MAX_REASONS)

    @model_validator(mode="after")
    def _consistent(self) -> Safety:
        identities = [(r.rule_id, r.matched_field, r.excerpt) for r in self.reasons]
        if len(set(identities)) != len(identities):
            raise ValueError("reasons must be unique by (rule_id, matched_field, excerpt)")
        if len(set(self.signals)) != len(self.signals):
            raise ValueError("signals must be unique")
        if set(self.signals) != {reason.safety_class for reason in self.reasons}:
            raise ValueError("signals must be exactly the classes of the reasons")
        if self.reasons and not self.coaching_held:
            raise ValueError("any safety reason requires coaching_held")
        if self.level != _level_for(self.reasons):
            raise ValueError(
                "level must be stop_and_escalate for S1, monitor for others, else none"
            )
        return self

    @classmethod
    def clear(cls) -> Safety:
        """No rule matched."""
        return cls(level="none", signals=(), coaching_held=False, reasons=())

    @classmethod
    def from_reasons(cls, reasons: tuple[SafetyReason, ...]) -> Safety:
        """The one consistent verdict for ``reasons`` (signals in rule order)."""
        ordered = tuple(sorted(reasons, key=lambda r: (r.rule_id, r.matched_field, r.excerpt)))
        classes: list[SafetyClass] = []
        for reason in ordered:
            if reason.safety_class not in classes:
                classes.append(reason.safety_class)
        return cls(
            level=_level_for(ordered),
            signals=tuple(classes),
            coaching_held=bool(ordered),
            reasons=ordered,
        )

    @property
    def is_held(self) -> bool:
        return self.coaching_held or bool(self.reasons)


def _level_for(reasons: tuple[SafetyReason, ...]) -> SafetyLevel:
    if not reasons:
        return "none"
    if any(reason.rule_id == "S1" for reason in reasons):
        return "stop_and_escalate"
    return "monitor"


_BY_NAME_OR_ALIAS: Final = ConfigDict(
    extra="forbid",
    frozen=True,
    validate_by_name=True,
    validate_by_alias=True,
    serialize_by_alias=True,
)


class ConsentHoldReason(BaseModel):
    """Consent absent or not granted at the current version: no normal draft or send."""

    model_config = _BY_NAME_OR_ALIAS

    safety_class: Literal["consent_missing"] = Field(default="consent_missing", alias="class")


class WithdrawalHoldReason(BaseModel):
    """The customer asked to withdraw: the reason of Richard's withdrawal notice (not safety)."""

    model_config = _BY_NAME_OR_ALIAS

    safety_class: Literal["customer_withdrawal"] = Field(
        default="customer_withdrawal", alias="class"
    )
    requested_at: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$")


HoldReason = Annotated[
    SafetyReason | ConsentHoldReason | WithdrawalHoldReason, Field(discriminator="safety_class")
]
# Delivery accepts at most eight typed reasons per draft: six safety reasons and consent fit.
MAX_HOLD_REASONS: Final = 8
