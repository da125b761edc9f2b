"""Operator cards and the customer draft of a nutrition proposal. Pure.

The card bodies are rendered only by ``shared.contracts.surfaces`` (``dual_card`` /
``physique_card``); this module maps a ``NutritionProposal`` onto their facts, chooses the
callback data and builds the exact submissions delivery receives (``POST /v1/cards``,
``POST /v1/drafts``).
"""

from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Final, Literal

from services.checkin.nutrition.schemas import NutritionProposal, Targets
from shared.contracts.presentation import CanonicalSurface, SurfaceSubmission
from shared.contracts.surfaces import CalorieTarget, WeeklyRateRange, dual_card, physique_card
from shared.contracts.surfaces.common import format_grouped, format_korean_date

Grammar = Literal["dual", "physique"]
CALLBACK_PREFIX: Final = "nut"
CARD_KIND: Final = "card"
MAX_CALLBACK_BYTES: Final = 64

LIMIT_SENTENCES: Final[dict[str, str]] = {
    "calorie_floor": "하한 열량에 닿아 조정 폭을 제한했습니다.",
    "calorie_ceiling": "상한 열량에 닿아 조정 폭을 제한했습니다.",
    "max_rate": "주간 변화 1% 상한에 맞춰 조정 폭을 제한했습니다.",
}
CUSTOMER_TITLE: Final = "[영양 목표 안내]"
CUSTOMER_CLOSING: Final = "지난 2주의 아침 체중 기록을 바탕으로 코치가 확인한 목표입니다."


def callback(proposal_id: str, revision: int, action: str) -> str:
    """``nut:{proposal_id}:r{revision}:{action}`` (at most 64 bytes, Telegram's limit)."""
    data = f"{CALLBACK_PREFIX}:{proposal_id}:r{revision}:{action}"
    if len(data.encode("utf-8")) > MAX_CALLBACK_BYTES:
        raise ValueError("callback data exceeds 64 bytes")
    return data


def card_actions(proposal_id: str, revision: int) -> dual_card.CardActions:
    return dual_card.CardActions(
        approve_callback=callback(proposal_id, revision, "approve"),
        hold_callback=callback(proposal_id, revision, "hold"),
        console_callback=callback(proposal_id, revision, "console"),
    )


def card_key(customer_id: str, proposal_id: str, revision: int) -> str:
    return f"nutrition-card:{customer_id}:{proposal_id}.r{revision}"


def draft_key(customer_id: str, proposal_id: str, revision: int) -> str:
    return f"nutrition-draft:{customer_id}:{proposal_id}.r{revision}"


def _one_decimal(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)


def macro_line(targets: Targets) -> str:
    return (
        f"단백질 {format_grouped(targets.protein_g)}g · 탄수화물 {format_grouped(targets.carb_g)}g"
        f" · 지방 {format_grouped(targets.fat_g)}g"
    )


def limit_note(proposal: NutritionProposal) -> str | None:
    sentences = [LIMIT_SENTENCES[limit] for limit in proposal.limited_by]
    return " ".join(sentences) if sentences else None


def calorie_target(proposal: NutritionProposal) -> CalorieTarget:
    return CalorieTarget(
        int(proposal.current_targets.energy.value), int(proposal.recommended_targets.energy.value)
    )


def rate_range(proposal: NutritionProposal) -> WeeklyRateRange | None:
    found = proposal.target_rate_range
    return None if found is None else WeeklyRateRange(found.minimum.value, found.maximum.value)


def dual_facts(proposal: NutritionProposal, customer_label: str) -> dual_card.DualCardFacts:
    previous = proposal.previous_window.weight_mean
    current = proposal.current_window.weight_mean
    both = previous is not None and current is not None
    limits = limit_note(proposal)
    note = "권장 영양소 " + macro_line(proposal.recommended_targets.targets())
    rate = proposal.weekly_rate
    return dual_card.DualCardFacts(
        customer_label=customer_label,
        kst_date=proposal.report_date,
        weekly_rate_percent=None if rate is None else rate.value,
        goal_range=rate_range(proposal),
        decision=proposal.decision,
        target=calorie_target(proposal),
        review_reasons=proposal.reasons,
        evidence=dual_card.DualEvidence(
            previous_mean_kg=_one_decimal(previous.value) if both and previous else None,
            current_mean_kg=_one_decimal(current.value) if both and current else None,
            weight_samples=int(proposal.current_window.weight_samples.value),
            note=note if limits is None else f"{note}. {limits}",
        ),
    )


def physique_facts(
    proposal: NutritionProposal, customer_label: str, *, starts_on: date, total_weeks: int
) -> physique_card.PhysiqueCardFacts:
    return physique_card.PhysiqueCardFacts(
        customer_label=customer_label,
        kst_date=proposal.report_date,
        day_number=(proposal.report_date - starts_on).days,
        decision=proposal.decision,
        reasons=proposal.reasons,
        target=calorie_target(proposal),
        plan_week=physique_card.PlanWeek(proposal.week_index, total_weeks),
        meal_guidance=macro_line(proposal.recommended_targets.targets()),
        note=limit_note(proposal),
    )


def render_card(
    proposal: NutritionProposal, grammar: Grammar, *, starts_on: date, total_weeks: int
) -> CanonicalSurface:
    """The canonical operator card of ``proposal`` in the deployment's grammar."""
    actions = card_actions(proposal.proposal_id, proposal.revision)
    label = proposal.customer_id  # an opaque id, never a name
    if grammar == "physique":
        facts = physique_facts(proposal, label, starts_on=starts_on, total_weeks=total_weeks)
        return physique_card.render(facts, actions)
    return dual_card.render(dual_facts(proposal, label), actions)


def card_submission(
    proposal: NutritionProposal, proposal_digest: str, surface: CanonicalSurface
) -> dict[str, Any]:
    """The exact ``POST /v1/cards`` body (delivery's ``CardSubmission``)."""
    return {
        "card_key": card_key(proposal.customer_id, proposal.proposal_id, proposal.revision),
        "customer_id": proposal.customer_id,
        "session_id": proposal.proposal_id,
        "proposal_digest": proposal_digest,
        "revision": proposal.revision,
        "card_kind": CARD_KIND,
        "surface": SurfaceSubmission.of(surface).model_dump(mode="json"),
    }


def customer_text(proposal: NutritionProposal, effective_from: date) -> str:
    """The customer-facing notice of approved targets (still approved again before sending)."""
    targets = proposal.recommended_targets.targets()
    return "\n".join(
        (
            CUSTOMER_TITLE,
            f"{format_korean_date(effective_from)}부터 하루 목표를 다음과 같이 적용합니다.",
            f"- 열량: {calorie_target(proposal).render()}",
            f"- 단백질: {format_grouped(targets.protein_g)}g",
            f"- 탄수화물: {format_grouped(targets.carb_g)}g",
            f"- 지방: {format_grouped(targets.fat_g)}g",
            CUSTOMER_CLOSING,
        )
    )


def draft_submission(
    proposal: NutritionProposal,
    *,
    effective_from: date,
    decided_event_id: str,
    created_event_id: str,
) -> dict[str, Any]:
    """The exact ``POST /v1/drafts`` body for the approved targets (kind ``adaptive``)."""
    kcal = int(proposal.recommended_targets.energy.value)
    rate = proposal.weekly_rate
    evidence = [
        {
            "event_id": decided_event_id,
            "fact": f"운영자 승인: 하루 목표 열량 {format_grouped(kcal)}kcal",
        }
    ]
    if rate is not None:
        signed = f"{'+' if rate.value >= 0 else ''}{rate.value}"
        evidence.append({"event_id": created_event_id, "fact": f"주간 체중 변화 {signed}%"})
    return {
        "draft_key": draft_key(proposal.customer_id, proposal.proposal_id, proposal.revision),
        "customer_id": proposal.customer_id,
        "kind": "adaptive",
        "audience": "customer",
        "canonical_text": customer_text(proposal, effective_from),
        "presentation": None,
        "evidence": evidence,
        "held": False,
        "hold_reasons": [],
        "task_key": None,
    }
