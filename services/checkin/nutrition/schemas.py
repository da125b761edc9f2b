"""Adaptive nutrition values: the per-customer policy, targets, and the ``NutritionProposal``.

Every figure a proposal states is a ``Quantity`` (a decimal written as a string plus its
unit), so the canonical JSON - and its digest - never depends on float formatting and no
number is ever read without its unit. Decisions and reasons are the closed enums of
``shared.contracts.surfaces.adaptive`` (``design/ADAPTIVE_NUTRITION.md``).
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any, Final, Literal

from pydantic import Field, model_validator

from services.checkin.registry.rules import CALORIE_SAFETY_FLOOR
from services.checkin.registry.schemas import GoalMode
from shared.canonical import canonical_digest
from shared.contracts.base import FrozenModel
from shared.contracts.surfaces.adaptive import AdaptiveDecision, AdaptiveReason

RULE_VERSION: Final = "adaptive-nutrition/1"
PROPOSAL_SCHEMA: Final = "nutrition-proposal/1"
# Energy content of one kilogram of body-weight change (the forecast's stated assumption).
KCAL_PER_KG: Final = 7700

Unit = Literal[
    "kg",
    "percent_per_week",
    "kcal_per_day",
    "kcal_per_kg",
    "g_per_day",
    "count",
    "ratio",
    "days",
]


class Quantity(FrozenModel):
    """One figure with its unit (``{"value": "70.08", "unit": "kg"}``)."""

    value: Decimal
    unit: Unit

    @model_validator(mode="after")
    def _finite(self) -> Quantity:
        if not self.value.is_finite():
            raise ValueError("a quantity must be finite")
        return self


def quantity(value: Decimal | int, unit: Unit) -> Quantity:
    return Quantity(value=Decimal(value), unit=unit)


def _two_places(value: Decimal | None, field: str) -> None:
    if value is not None and value.as_tuple().exponent != -2:
        raise ValueError(f"{field} must have exactly two decimals")


DEFAULT_RATE_RANGES: Final[dict[str, tuple[Decimal, Decimal]]] = {
    "lean_mass_gain": (Decimal("0.10"), Decimal("0.25")),
    "fat_loss": (Decimal("-0.50"), Decimal("-0.25")),
    "maintenance": (Decimal("-0.10"), Decimal("0.10")),
}


class NutritionPolicy(FrozenModel):
    """One revision of a customer's adaptive-nutrition policy (ADAPTIVE_NUTRITION.md).

    ``goal_mode`` / the rate range left empty follow the plan week of each proposal and
    the defaults of its goal; everything else is explicit.
    """

    rule: Literal["adaptive-nutrition/1"] = RULE_VERSION
    goal_mode: GoalMode | None = None
    weekly_rate_min_percent: Decimal | None = None
    weekly_rate_max_percent: Decimal | None = None
    calorie_step_kcal: int = Field(default=100, ge=10, le=300)
    calorie_floor_kcal: int = Field(default=CALORIE_SAFETY_FLOOR, ge=CALORIE_SAFETY_FLOOR, le=9000)
    calorie_ceiling_kcal: int = Field(default=5000, ge=CALORIE_SAFETY_FLOOR, le=9000)
    baseline_kcal: int | None = Field(default=None, ge=CALORIE_SAFETY_FLOOR, le=9000)
    min_weight_samples: int = Field(default=4, ge=2, le=7)
    min_logging_coverage: Decimal = Field(default=Decimal("0.60"), ge=0, le=1)
    cooldown_days: int = Field(default=14, ge=0, le=56)
    max_rate_abs_percent: Decimal = Field(default=Decimal("1.00"), gt=0, le=Decimal("1.00"))
    protein_percent: int = Field(default=30, ge=10, le=60)
    fat_percent: int = Field(default=25, ge=10, le=60)
    forecast_tolerance_percent: Decimal = Field(default=Decimal("0.15"), ge=0, le=1)

    @model_validator(mode="after")
    def _consistent(self) -> NutritionPolicy:
        for name in (
            "weekly_rate_min_percent",
            "weekly_rate_max_percent",
            "min_logging_coverage",
            "max_rate_abs_percent",
            "forecast_tolerance_percent",
        ):
            _two_places(getattr(self, name), name)
        low, high = self.weekly_rate_min_percent, self.weekly_rate_max_percent
        if (low is None) != (high is None):
            raise ValueError("give both weekly rate bounds or neither")
        if low is not None and high is not None:
            if low > high:
                raise ValueError("weekly_rate_min_percent exceeds weekly_rate_max_percent")
            if max(abs(low), abs(high)) > self.max_rate_abs_percent:
                raise ValueError("a target rate beyond max_rate_abs_percent is never aimed for")
        if self.calorie_floor_kcal > self.calorie_ceiling_kcal:
            raise ValueError("calorie_floor_kcal exceeds calorie_ceiling_kcal")
        baseline = self.baseline_kcal
        if baseline is not None and not (
            self.calorie_floor_kcal <= baseline <= self.calorie_ceiling_kcal
        ):
            raise ValueError("baseline_kcal lies outside the floor and ceiling")
        if self.protein_percent + self.fat_percent > 90:
            raise ValueError("protein and fat leave less than 10 % for carbohydrates")
        return self

    def digest(self) -> str:
        return canonical_digest(self.model_dump(mode="json"))


class PolicyWritten(FrozenModel):
    """``PUT .../nutrition/policy``: the revision now latest (``created``: by this request)."""

    customer_id: str
    revision: int
    policy_digest: str
    created: bool


class Targets(FrozenModel):
    """Daily targets as whole numbers (the units are in the names)."""

    kcal: int = Field(ge=CALORIE_SAFETY_FLOOR, le=9000)
    protein_g: int = Field(ge=0, le=1000)
    carb_g: int = Field(ge=0, le=2000)
    fat_g: int = Field(ge=0, le=1000)


class TargetQuantities(FrozenModel):
    energy: Quantity
    protein: Quantity
    carbohydrate: Quantity
    fat: Quantity

    @classmethod
    def of(cls, targets: Targets) -> TargetQuantities:
        return cls(
            energy=quantity(targets.kcal, "kcal_per_day"),
            protein=quantity(targets.protein_g, "g_per_day"),
            carbohydrate=quantity(targets.carb_g, "g_per_day"),
            fat=quantity(targets.fat_g, "g_per_day"),
        )

    def targets(self) -> Targets:
        return Targets(
            kcal=int(self.energy.value),
            protein_g=int(self.protein.value),
            carb_g=int(self.carbohydrate.value),
            fat_g=int(self.fat.value),
        )


class RateRange(FrozenModel):
    minimum: Quantity
    maximum: Quantity


class WindowSummary(FrozenModel):
    """One 7-day KST window: its mean morning weight and the weigh-ins it rests on."""

    start: date
    end: date
    weight_mean: Quantity | None
    weight_samples: Quantity
    weigh_in_event_ids: tuple[str, ...]


class ProposalForecast(FrozenModel):
    """Next week's expected weekly rate if the recommended targets apply."""

    period_start: date
    period_end: date
    weekly_rate: Quantity
    energy_per_kg: Quantity


class ProposalEvidence(FrozenModel):
    event_ids: tuple[str, ...]
    intake_event_ids: tuple[str, ...]
    safety_event_ids: tuple[str, ...]
    pain_event_ids: tuple[str, ...]
    consent_granted: bool


LimitName = Literal["calorie_floor", "calorie_ceiling", "max_rate"]


class NutritionProposal(FrozenModel):
    """One revision of one weekly proposal; ``digest()`` is over its canonical JSON."""

    schema_version: Literal["nutrition-proposal/1"] = PROPOSAL_SCHEMA
    proposal_id: str
    revision: int = Field(ge=1)
    customer_id: str
    week_index: int = Field(ge=1, le=12)
    report_date: date
    policy_revision: int = Field(ge=1)
    rule: Literal["adaptive-nutrition/1"] = RULE_VERSION
    goal_mode: GoalMode
    target_rate_range: RateRange | None
    previous_window: WindowSummary
    current_window: WindowSummary
    weekly_rate: Quantity | None
    trend_weight: Quantity | None
    average_intake: Quantity | None
    intake_days: Quantity
    logging_coverage: Quantity
    longest_gap: Quantity | None
    decision: AdaptiveDecision
    reasons: tuple[AdaptiveReason, ...] = Field(min_length=1)
    current_targets: TargetQuantities
    recommended_targets: TargetQuantities
    calorie_change: Quantity
    limited_by: tuple[LimitName, ...] = ()
    forecast: ProposalForecast | None
    evidence: ProposalEvidence

    def document(self) -> dict[str, Any]:
        document: dict[str, Any] = self.model_dump(mode="json")
        return document

    def digest(self) -> str:
        """SHA-256 of the canonical JSON of the whole proposal (revision included)."""
        return canonical_digest(self.document())

    def content_digest(self) -> str:
        """What makes two revisions "the same proposal": everything but the revision."""
        return canonical_digest({**self.document(), "revision": 0})


class StoredProposal(FrozenModel):
    proposal: NutritionProposal
    proposal_digest: str
    created_event_id: str
    recorded_at: str
    row_digest: str


class ActiveTargets(FrozenModel):
    """The targets in force on a KST day, and where they come from."""

    kst_date: date
    targets: TargetQuantities
    source: Literal["approved_proposal", "plan_week", "policy_baseline"]
    effective_from: date | None = None
    proposal_id: str | None = None
    revision: int | None = None


# --- API shapes -------------------------------------------------------------------------


class ComputeRequest(FrozenModel):
    week_index: int = Field(ge=1, le=4)


class DecisionRequest(FrozenModel):
    """Richard's decision on exactly the revision (and digest) he was shown."""

    revision: int = Field(ge=1)
    proposal_digest: str = Field(pattern=r"^[0-9a-f]{64}$")
    decision: Literal["approve", "hold"]
    # The registry authority (owner, consent, entry) the decision was made under: the
    # ``registry_revision`` delivery pinned on the card and validated before showing it.
    # When given, a decision whose authority changed since is refused (ADR 0062). Left out
    # by decisions that were not made on a card (the console, ``dualcoach nutrition``).
    registry_revision: str | None = Field(
        default=None, pattern=r"^[0-9a-f]{64}$", exclude_if=lambda value: value is None
    )


class ProposalResult(FrozenModel):
    created: bool
    proposal: NutritionProposal
    proposal_digest: str
    created_event_id: str
    card_key: str
    judgment_record_ids: dict[str, str]
    outbox: list[dict[str, Any]]


class DecisionResult(FrozenModel):
    created: bool
    decision: Literal["approve", "hold"]
    proposal_id: str
    revision: int
    decided_event_id: str
    active_from: date | None
    targets: TargetQuantities | None
    draft_key: str | None
    judgment_record_ids: dict[str, str]
    outbox: list[dict[str, Any]]


class TargetsView(FrozenModel):
    customer_id: str
    active: ActiveTargets | None
    history: list[dict[str, Any]]
