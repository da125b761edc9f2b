"""Frozen typed payloads of every canonical event type (mirrors ``checkin-event.schema.json``).

Each class matches one ``$defs/<Name>`` of the JSON Schema field for field; the contract
test feeds the same valid and invalid documents to both. Free text is NFC, bounded, and
free of control characters other than newline and tab.
"""

from __future__ import annotations

import math
import unicodedata
from datetime import date
from typing import Annotated, Final, Literal, get_args

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    Strict,
    StrictBool,
    StringConstraints,
    model_validator,
)

from shared.contracts.safety import QuestionId, Safety
from shared.contracts.source_texts import FORBIDDEN_CONTROL

CUSTOMER_ID_PATTERN: Final = r"^[a-z0-9][a-z0-9-]{2,39}$"
OPAQUE_ID_PATTERN: Final = r"^[A-Za-z0-9_-]{16,80}$"
DRAFT_ID_PATTERN: Final = r"^[A-Za-z0-9][A-Za-z0-9_-]{7,79}$"
PILOT_FEE_KRW: Final = 150_000


def _clean_text(value: str) -> str:
    if FORBIDDEN_CONTROL.search(value):
        raise ValueError("text must not contain control characters")
    return unicodedata.normalize("NFC", value)


Note = Annotated[str, StringConstraints(max_length=2000), AfterValidator(_clean_text)]
AnswerText = Annotated[
    str, StringConstraints(min_length=1, max_length=500), AfterValidator(_clean_text)
]
DraftText = Annotated[
    str, StringConstraints(min_length=1, max_length=8000), AfterValidator(_clean_text)
]
CustomerId = Annotated[str, StringConstraints(pattern=CUSTOMER_ID_PATTERN)]
OpaqueId = Annotated[str, StringConstraints(pattern=OPAQUE_ID_PATTERN)]
DraftId = Annotated[str, StringConstraints(pattern=DRAFT_ID_PATTERN)]
# Numbers and booleans are strict (no "7" -> 7 coercion), exactly like the JSON Schema.
Int = Annotated[int, Strict()]
Number = Annotated[float, Strict()]
Rating = Annotated[int, Strict(), Field(ge=1, le=5)]


class FrozenPayload(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- customer check-in (filled by the issue-4 wizard) -------------------------------------

# ``rest``: a planned day without training (not a miss: it opens no follow-up questions).
TrainingStatus = Literal["done", "partial", "missed", "rest"]
UNSCORED_TRAINING: Final = frozenset({"missed", "rest"})
Completeness = Literal["complete", "partial"]


class PainAnswer(FrozenPayload):
    present: StrictBool
    text: Note | None = None

    @model_validator(mode="after")
    def _text_only_with_pain(self) -> PainAnswer:
        if self.text is not None and not self.present:
            raise ValueError("pain text requires present=true")
        return self


class CheckinPayload(FrozenPayload):
    """One accepted weekday check-in of the customer (key ``checkin:{customer}:{kst_date}``)."""

    kst_date: date
    sleep_hours: Number | None = Field(default=None, ge=0, le=24)
    sleep_quality: Rating | None = None
    readiness: Rating | None = None
    pain: PainAnswer | None = None
    calories: Int | None = Field(default=None, ge=0, le=20000)
    training_status: TrainingStatus | None = None
    training_quality: Rating | None = None
    morning_weight_kg: Number | None = Field(default=None, ge=20, le=400)
    note: Note | None = None
    answers: dict[QuestionId, AnswerText] = Field(default_factory=dict)
    completeness: Completeness
    safety: Safety

    @model_validator(mode="after")
    def _completeness_is_true(self) -> CheckinPayload:
        for value in (self.sleep_hours, self.morning_weight_kg):
            if value is not None and not math.isfinite(value):
                raise ValueError("numbers must be finite")
        if self.training_status in UNSCORED_TRAINING and self.training_quality is not None:
            raise ValueError("training_quality is not asked when training was missed or rested")
        if (self.completeness == "complete") != (not self.missing_base_answers()):
            raise ValueError(
                "completeness must be 'complete' exactly when no base answer is missing"
            )
        if any(reason.source_flow != "customer_checkin" for reason in self.safety.reasons):
            raise ValueError("check-in safety reasons must come from the customer flow")
        return self

    def missing_base_answers(self) -> tuple[str, ...]:
        """Names of the base questions left unanswered (training quality only if trained)."""
        values: dict[str, object] = {
            "sleep_hours": self.sleep_hours,
            "sleep_quality": self.sleep_quality,
            "readiness": self.readiness,
            "pain": self.pain,
            "calories": self.calories,
            "training_status": self.training_status,
            "morning_weight_kg": self.morning_weight_kg,
        }
        if self.training_status not in UNSCORED_TRAINING:
            values["training_quality"] = self.training_quality
        return tuple(name for name, value in values.items() if value is None)


# --- trainer session record -------------------------------------------------------------

Intensity = Literal["below", "as_planned", "above"]


class TrainerSessionPayload(FrozenPayload):
    """The trainer's post-session record (key ``trainer-session:{customer}:{kst_date}``)."""

    kst_date: date
    done: StrictBool
    performance: Rating | None = None
    intensity: Intensity | None = None
    pain: StrictBool = False
    pain_note: Note | None = None
    operator_note: Note | None = None
    safety: Safety

    @model_validator(mode="after")
    def _consistent(self) -> TrainerSessionPayload:
        if self.done and (self.performance is None or self.intensity is None):
            raise ValueError("a done session needs performance and intensity")
        if self.pain_note is not None and not self.pain:
            raise ValueError("pain_note requires pain=true")
        if any(reason.source_flow != "trainer_session" for reason in self.safety.reasons):
            raise ValueError("trainer safety reasons must come from the trainer flow")
        return self


# --- records of the operator (AC12) ------------------------------------------------------

PaymentKind = Literal["initial", "renewal"]


class PaymentPayload(FrozenPayload):
    """KRW 150,000 by bank transfer for one 28-day period (key per kind and period start)."""

    amount_krw: Literal[150000]
    method: Literal["bank_transfer"]
    kind: PaymentKind
    paid_on: date
    period_start_on: date
    period_end_on: date

    @model_validator(mode="after")
    def _period_forward(self) -> PaymentPayload:
        if self.period_end_on <= self.period_start_on:
            raise ValueError("period_end_on must be after period_start_on")
        return self


class SatisfactionPayload(FrozenPayload):
    """The customer's satisfaction score, one per ISO week (1.0-10.0 in steps of 0.1)."""

    score: Number = Field(ge=1, le=10)
    collected_on: date
    note: Note | None = None

    @model_validator(mode="after")
    def _one_decimal(self) -> SatisfactionPayload:
        tenths = self.score * 10
        if not math.isfinite(tenths) or abs(tenths - round(tenths)) > 1e-9:
            raise ValueError("score has at most one decimal place")
        return self


OperatorTask = Literal[
    "checkin_review",
    "draft_review",
    "customer_message",
    "session_record",
    "weekly_summary",
    "plan_adjustment",
    "admin",
    "incident",
    "other",
]
OPERATOR_TASKS: Final[tuple[str, ...]] = get_args(OperatorTask)


class OperatorTimePayload(FrozenPayload):
    """One work entry of Richard's active time (ADR 0010: an entry, not a day/task aggregate).

    ``entry_id`` is created once and kept across retries (same id = the same entry);
    ``attempt_id`` only correlates attempts and is not part of the entry's identity.
    """

    entry_id: OpaqueId
    attempt_id: OpaqueId
    minutes: Int = Field(ge=1, le=600)
    task: OperatorTask
    work_date: date
    supersedes_entry_id: OpaqueId | None = None

    @model_validator(mode="after")
    def _not_self(self) -> OperatorTimePayload:
        if self.supersedes_entry_id == self.entry_id:
            raise ValueError("an entry cannot supersede itself")
        return self


# --- draft lifecycle (ADR 0042), appended by delivery's outbox relay ------------------------

DraftActor = Literal["ai", "richard"]


class DraftCreatedPayload(FrozenPayload):
    draft_id: DraftId
    revision: Literal[1]
    actor: DraftActor
    text: DraftText


class DraftEditedPayload(FrozenPayload):
    draft_id: DraftId
    revision: Int = Field(ge=2, le=1000)
    actor: Literal["richard"]
    text: DraftText
    edit_of_revision: Int = Field(ge=1, le=999)

    @model_validator(mode="after")
    def _edits_an_earlier_revision(self) -> DraftEditedPayload:
        if self.edit_of_revision >= self.revision:
            raise ValueError("edit_of_revision must be an earlier revision")
        return self


class DraftApprovedPayload(FrozenPayload):
    draft_id: DraftId
    revision: Int = Field(ge=1, le=1000)
    actor: Literal["richard"]
    text: DraftText
    approved_revision: Int = Field(ge=1, le=1000)

    @model_validator(mode="after")
    def _approves_a_known_revision(self) -> DraftApprovedPayload:
        if self.approved_revision > self.revision:
            raise ValueError("approved_revision cannot be later than revision")
        return self


class DraftSentPayload(FrozenPayload):
    draft_id: DraftId
    revision: Int = Field(ge=1, le=1000)
    actor: DraftActor
    text: DraftText
    approved_revision: Int = Field(ge=1, le=1000)
    delivery_message_id: Int = Field(ge=1)

    @model_validator(mode="after")
    def _sends_an_approved_revision(self) -> DraftSentPayload:
        if self.approved_revision > self.revision:
            raise ValueError("approved_revision cannot be later than revision")
        return self


# --- adaptive nutrition proposals (ADR 0050), appended only by checkin's nutrition service ---

AdaptiveDecisionName = Literal["observe", "maintain", "increase", "decrease", "human_review"]
AdaptiveReasonName = Literal[
    "in_range",
    "above_range",
    "below_range",
    "insufficient_weight_samples",
    "low_logging_coverage",
    "cooldown",
    "gap_over_14_days",
    "safety_hold",
    "pain_present",
    "missing_consent",
    "goal_unknown",
]
PROPOSAL_ID_PATTERN: Final = r"^np-[0-9a-f]{16}$"
DIGEST_PATTERN: Final = r"^[0-9a-f]{64}$"
EVENT_ID_PATTERN: Final = r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"
ProposalId = Annotated[str, StringConstraints(pattern=PROPOSAL_ID_PATTERN)]
Digest = Annotated[str, StringConstraints(pattern=DIGEST_PATTERN)]
EventId = Annotated[str, StringConstraints(pattern=EVENT_ID_PATTERN)]
MAX_EVIDENCE_EVENTS: Final = 200


class NutritionTargetsPayload(FrozenPayload):
    """Daily targets, every figure with its unit in its name."""

    kcal: Int = Field(ge=1000, le=9000)
    protein_g: Int = Field(ge=0, le=1000)
    carb_g: Int = Field(ge=0, le=2000)
    fat_g: Int = Field(ge=0, le=1000)


class NutritionProposalCreatedPayload(FrozenPayload):
    """A weekly proposal revision was computed (key ``nutrition-proposal:{c}:{id}.r{n}``).

    The full proposal (means, rates, forecast, evidence) lives in ``nutrition_proposal``
    under ``proposal_digest``; the event carries what an auditor of the stream needs.
    """

    proposal_id: ProposalId
    revision: Int = Field(ge=1, le=1000)
    proposal_digest: Digest
    week_index: Int = Field(ge=1, le=12)
    report_date: date
    policy_revision: Int = Field(ge=1, le=100000)
    decision: AdaptiveDecisionName
    reasons: tuple[AdaptiveReasonName, ...] = Field(min_length=1, max_length=11)
    current_kcal: Int = Field(ge=1000, le=9000)
    recommended_kcal: Int = Field(ge=1000, le=9000)
    evidence_event_ids: tuple[EventId, ...] = Field(default=(), max_length=MAX_EVIDENCE_EVENTS)

    @model_validator(mode="after")
    def _consistent(self) -> NutritionProposalCreatedPayload:
        if len(set(self.reasons)) != len(self.reasons):
            raise ValueError("reasons must be unique")
        if len(set(self.evidence_event_ids)) != len(self.evidence_event_ids):
            raise ValueError("evidence_event_ids must be unique")
        moved = {
            "increase": self.recommended_kcal > self.current_kcal,
            "decrease": self.recommended_kcal < self.current_kcal,
        }.get(self.decision, self.recommended_kcal == self.current_kcal)
        if not moved:
            raise ValueError("recommended_kcal contradicts the decision")
        return self


NutritionDecisionName = Literal["approve", "hold"]


class NutritionProposalDecidedPayload(FrozenPayload):
    """Richard's decision on one proposal revision (key ``nutrition-decision:{c}:{id}.r{n}``).

    An approval carries the targets and the KST day they take effect (the day after the
    decision); a hold carries neither and changes nothing.
    """

    proposal_id: ProposalId
    revision: Int = Field(ge=1, le=1000)
    proposal_digest: Digest
    decision: NutritionDecisionName
    actor: Literal["richard"]
    decided_on: date
    effective_from: date | None = None
    targets: NutritionTargetsPayload | None = None

    @model_validator(mode="after")
    def _approval_carries_its_effect(self) -> NutritionProposalDecidedPayload:
        approved = self.decision == "approve"
        if approved != (self.effective_from is not None) or approved != (self.targets is not None):
            raise ValueError("effective_from and targets are given exactly for an approval")
        if self.effective_from is not None and self.effective_from <= self.decided_on:
            raise ValueError("approved targets take effect after the day of the decision")
        return self


# --- safety hold clearance (ADR 0057), appended only by checkin's safety-state service ----

ClearanceNote = Annotated[
    str, StringConstraints(min_length=1, max_length=500), AfterValidator(_clean_text)
]


class SafetyHoldClearedPayload(FrozenPayload):
    """Richard cleared the customer's safety hold (key ``safety-hold-cleared:{c}:{id}``).

    ``clearance_id`` is minted once by the client and kept across retries, so a retried
    clearance is the same event. Drafts held before it stay held; only drafts created after
    the latest clearance can be approved.
    """

    clearance_id: OpaqueId
    note: ClearanceNote
    cleared_by: Literal["richard"]

    @model_validator(mode="after")
    def _note_not_blank(self) -> SafetyHoldClearedPayload:
        if not self.note.strip():
            raise ValueError("note must not be blank")
        return self
