"""The typed judgment records of seed 004, applied to coaching judgments.

Four record kinds carry one coaching decision, each its own closed type:

* ``PurposeBody`` - the plan goal (goal mode, target weekly rate range, the 1 %/week cap);
* ``PlanBody`` - the plan week the decision is made in (linked to its purpose);
* ``UnderstandingBody`` - what we know, grounded in cited ``Observation`` claims, plus the
  ``Assumption`` claims it rests on;
* ``IntentionBody`` - the decision adopted for the week (a nutrition proposal or a weekly
  judgement), linked to its purpose, plan and understanding, with its ``Forecast`` claims.

Two more kinds change state without rewriting anything: ``IntentionTransitionBody``
(accepted / withdrawn / completed - each citing the events that prove it) and
``ClaimVerificationBody`` (a forecast confirmed or refuted by a later observation).

Every body names its schema version and the policy revision it was written under. Bodies
are closed (extra fields refused) and discriminated by ``record_kind``, so one kind can
never be read as another and a claim of one kind never carries another kind's fields.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter

from services.checkin.nutrition.schemas import Quantity, TargetQuantities, Unit
from services.checkin.registry.schemas import GoalMode

# Version 1: held records could state anything (only deferred ones were narrowed).
# Version 2: held records follow the same evidence rule as deferred ones (seed 004).
CURRENT_SCHEMA_VERSION: Final = 2
KNOWN_SCHEMA_VERSIONS: Final = frozenset({1, 2})

RecordKind = Literal[
    "purpose", "understanding", "plan", "intention", "intention_transition", "claim_verification"
]
RECORD_KINDS: Final[tuple[str, ...]] = (
    "purpose",
    "understanding",
    "plan",
    "intention",
    "intention_transition",
    "claim_verification",
)
Verification = Literal["unverified", "confirmed", "refuted"]
ClaimUnit = Unit | Literal["boolean"]
AssertionKind = Literal[
    "order", "recommendation", "exclusion", "abstention", "conflict", "ranking", "concession"
]
HoldKind = Literal["safety_hold", "insufficient_evidence", "consent_missing"]
Code = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_.:=+/-]{0,79}$")]
ClaimId = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]{0,47}$")]
RecordId = Annotated[str, StringConstraints(pattern=r"^jr-[0-9a-f]{20}$")]
EventRef = Annotated[
    str,
    StringConstraints(pattern=r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"),
]


class _Closed(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PolicyRef(_Closed):
    """The policy revision a record was written under (and the rule that executes it)."""

    revision: int = Field(ge=1)
    rule: Annotated[str, StringConstraints(pattern=r"^[a-z-]+/[0-9]+$")]


class ClaimSource(_Closed):
    """Where a claim comes from: stream events, the registry, the policy, or a rule."""

    kind: Literal["events", "registry", "policy", "rule"]
    event_ids: tuple[EventRef, ...] = Field(default=(), max_length=200)
    reference: Code | None = None


class Observation(_Closed):
    """Something measured in a past or current period, grounded in cited events."""

    claim_kind: Literal["observation"] = "observation"
    claim_id: ClaimId
    subject: Code
    value: Decimal
    unit: ClaimUnit
    period_start: date
    period_end: date
    source: ClaimSource
    verification: Literal["confirmed"] = "confirmed"


class Assumption(_Closed):
    """Something taken as given (never verified by the system)."""

    claim_kind: Literal["assumption"] = "assumption"
    claim_id: ClaimId
    subject: Code
    value: Decimal
    unit: ClaimUnit
    source: ClaimSource
    verification: Literal["unverified"] = "unverified"


class Forecast(_Closed):
    """An expectation about a future period; unverified until a later observation."""

    claim_kind: Literal["forecast"] = "forecast"
    claim_id: ClaimId
    subject: Code
    value: Decimal
    unit: ClaimUnit
    period_start: date
    period_end: date
    tolerance: Decimal = Field(ge=0)
    basis_claim_ids: tuple[ClaimId, ...] = Field(default=(), max_length=20)
    source: ClaimSource
    verification: Literal["unverified"] = "unverified"


Claim = Annotated[Observation | Assumption | Forecast, Field(discriminator="claim_kind")]


class Assertion(_Closed):
    """A typed statement a record makes, and the claims that prove it."""

    kind: AssertionKind
    statement: Code
    proof_claim_ids: tuple[ClaimId, ...] = Field(default=(), max_length=20)


class _Body(_Closed):
    schema_version: int = Field(ge=1)
    policy: PolicyRef


class PurposeBody(_Body):
    record_kind: Literal["purpose"] = "purpose"
    goal_mode: GoalMode
    target_rate_min: Quantity | None
    target_rate_max: Quantity | None
    max_rate_abs: Quantity


class PlanBody(_Body):
    record_kind: Literal["plan"] = "plan"
    purpose_id: RecordId
    week_index: int = Field(ge=1, le=60)
    period_start: date
    period_end: date
    focus: str = Field(max_length=500)
    goal_mode: GoalMode
    training_sessions: int = Field(ge=0, le=14)
    calorie_target: Quantity | None = None


JudgmentStatus = Literal["grounded", "held", "deferred"]


class UnderstandingBody(_Body):
    record_kind: Literal["understanding"] = "understanding"
    purpose_id: RecordId
    as_of: date
    status: JudgmentStatus
    hold_kind: HoldKind | None = None
    observations: tuple[Observation, ...] = Field(min_length=1, max_length=40)
    assumptions: tuple[Assumption, ...] = Field(default=(), max_length=20)
    assertions: tuple[Assertion, ...] = Field(default=(), max_length=20)


class Subject(_Closed):
    """What an intention decides about: a proposal revision or a weekly judgement."""

    kind: Literal["nutrition_proposal", "weekly_judgment"]
    reference: Code
    revision: int | None = Field(default=None, ge=1)
    digest: Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{64}$")] | None = None
    week_index: int = Field(ge=1, le=60)
    draft_id: Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]{7,79}$")] | (
        None
    ) = None


class Commitment(_Closed):
    """What adopting the intention commits the customer to (targets from a KST day)."""

    kind: Literal["nutrition_targets"]
    targets: TargetQuantities


IntentionStatus = Literal["proposed", "held", "deferred"]


class IntentionBody(_Body):
    record_kind: Literal["intention"] = "intention"
    purpose_id: RecordId
    plan_id: RecordId
    understanding_id: RecordId
    subject: Subject
    as_of: date
    status: IntentionStatus
    hold_kind: HoldKind | None = None
    decision: Code
    reasons: tuple[Code, ...] = Field(default=(), max_length=20)
    commitment: Commitment | None = None
    forecasts: tuple[Forecast, ...] = Field(default=(), max_length=10)
    assertions: tuple[Assertion, ...] = Field(default=(), max_length=20)


class IntentionTransitionBody(_Body):
    record_kind: Literal["intention_transition"] = "intention_transition"
    intention_id: RecordId
    transition: Literal["accepted", "withdrawn", "completed"]
    evidence_event_ids: tuple[EventRef, ...] = Field(max_length=20)


class ClaimRef(_Closed):
    record_id: RecordId
    claim_id: ClaimId


class ClaimVerificationBody(_Body):
    record_kind: Literal["claim_verification"] = "claim_verification"
    forecast: ClaimRef
    observation: ClaimRef
    outcome: Literal["confirmed", "refuted"]
    observed: Quantity
    evidence_event_ids: tuple[EventRef, ...] = Field(max_length=20)


RecordBody = Annotated[
    PurposeBody
    | PlanBody
    | UnderstandingBody
    | IntentionBody
    | IntentionTransitionBody
    | ClaimVerificationBody,
    Field(discriminator="record_kind"),
]
BODY_ADAPTER: Final[TypeAdapter[RecordBody]] = TypeAdapter(RecordBody)
CLAIM_ADAPTER: Final[TypeAdapter[Claim]] = TypeAdapter(Claim)


def body_document(body: BaseModel) -> dict[str, Any]:
    document: dict[str, Any] = body.model_dump(mode="json")
    return document


# --- what readers see -------------------------------------------------------------------


class RowFinding(_Closed):
    code: str
    detail: str | None = None


class ClaimView(_Closed):
    """A claim with its format validity and, separately, what is known of its truth."""

    record_id: str
    claim: dict[str, Any]
    format_valid: bool
    truth: Verification


class RecordView(_Closed):
    customer_id: str
    sequence: int
    record_id: str
    record_kind: str
    record_key: str
    schema_version: int
    policy_revision: int
    policy_rule: str
    body: str
    body_digest: str
    recorded_at: str
    previous_row_digest: str
    row_digest: str
    # Bytes, digest, columns and chain hold (false: forged or corrupt - never tolerated).
    intact: bool
    # The body parses under its schema version (separate from whether anything is true).
    format_valid: bool
    # Written under a policy revision and schema this binary executes.
    executable: bool
    # Replaying the write-time rules accepts it (always true for non-executable rows).
    valid: bool
    findings: list[RowFinding] = Field(default_factory=list)


class LedgerReport(_Closed):
    customer_id: str
    ok: bool
    chain_ok: bool
    rows: int
    head_digest: str
    records: list[RecordView]
    findings: list[RowFinding] = Field(default_factory=list)


class DecisionExplanation(_Closed):
    """One adopted decision with its purpose, plan, understanding, claims and outcome."""

    customer_id: str
    intention: RecordView
    purpose: RecordView
    plan: RecordView
    understanding: RecordView
    status: str
    transitions: list[RecordView]
    claims: list[ClaimView]
    verifications: list[RecordView]
    evidence_event_ids: list[str]
