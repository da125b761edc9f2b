"""Operator cards of a proposal in both grammars (golden bytes, slots, buttons, round trip)
and the customer draft of approved targets."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from services.checkin.cards import rules
from services.checkin.nutrition.schemas import (
    NutritionProposal,
    ProposalEvidence,
    ProposalForecast,
    RateRange,
    TargetQuantities,
    Targets,
    WindowSummary,
    quantity,
)
from shared.contracts.presentation import Button, slot_bytes
from shared.contracts.surfaces import (
    SurfaceGrammarError,
    dual_card,
    physique_card,
    verify_canonical,
)
from shared.contracts.surfaces.adaptive import AdaptiveDecision, AdaptiveReason

PROPOSAL_ID = "np-0123456789abcdef"
START = date(2026, 12, 7)


def proposal(**changes: object) -> NutritionProposal:
    base = NutritionProposal(
        proposal_id=PROPOSAL_ID,
        revision=1,
        customer_id="kim-pilot",
        week_index=2,
        report_date=date(2026, 12, 18),
        policy_revision=1,
        goal_mode="lean_mass_gain",
        target_rate_range=RateRange(
            minimum=quantity(Decimal("0.10"), "percent_per_week"),
            maximum=quantity(Decimal("0.25"), "percent_per_week"),
        ),
        previous_window=WindowSummary(
            start=date(2026, 12, 7),
            end=date(2026, 12, 13),
            weight_mean=quantity(Decimal("70.08"), "kg"),
            weight_samples=quantity(5, "count"),
            weigh_in_event_ids=(),
        ),
        current_window=WindowSummary(
            start=date(2026, 12, 14),
            end=date(2026, 12, 20),
            weight_mean=quantity(Decimal("70.60"), "kg"),
            weight_samples=quantity(5, "count"),
            weigh_in_event_ids=(),
        ),
        weekly_rate=quantity(Decimal("0.74"), "percent_per_week"),
        trend_weight=quantity(Decimal("70.27"), "kg"),
        average_intake=quantity(2500, "kcal_per_day"),
        intake_days=quantity(5, "count"),
        logging_coverage=quantity(Decimal("1.00"), "ratio"),
        longest_gap=quantity(3, "days"),
        decision=AdaptiveDecision.DECREASE,
        reasons=(AdaptiveReason.ABOVE_RANGE,),
        current_targets=TargetQuantities.of(
            Targets(kcal=2500, protein_g=188, carb_g=281, fat_g=69)
        ),
        recommended_targets=TargetQuantities.of(
            Targets(kcal=2400, protein_g=180, carb_g=270, fat_g=67)
        ),
        calorie_change=quantity(-100, "kcal_per_day"),
        forecast=ProposalForecast(
            period_start=date(2026, 12, 21),
            period_end=date(2026, 12, 27),
            weekly_rate=quantity(Decimal("0.61"), "percent_per_week"),
            energy_per_kg=quantity(7700, "kcal_per_kg"),
        ),
        evidence=ProposalEvidence(
            event_ids=(),
            intake_event_ids=(),
            safety_event_ids=(),
            pain_event_ids=(),
            consent_granted=True,
        ),
    )
    return base.model_copy(update=changes)


DUAL_BODY = (
    "[운영자 확인용] 듀얼코치 영양 제안 카드\n"
    "──────────\n"
    "영양 조정 제안 · kim-pilot · 2026년 12월 18일\n"
    "- 주간 체중 변화: +0.74%\n"
    "- 목표 범위: +0.10% ~ +0.25%\n"
    "현재 판단: 목표 열량을 한 단계 줄이는 안입니다.\n"
    "\n"
    "권장안\n"
    "\n"
    "- 하루 목표 열량: 2,500kcal → 2,400kcal\n"
    "\n"
    "검토 필요\n"
    "\n"
    "- 주간 체중 변화가 목표 범위보다 큽니다.\n"
    "\n"
    "상세 근거\n"
    "\n"
    "- 7일 평균 체중: 70.1kg → 70.6kg\n"
    "- 이번 주 체중 기록: 5회\n"
    "- 메모: 권장 영양소 단백질 180g · 탄수화물 270g · 지방 67g\n"
    "\n"
    "고객에게는 아직 전달되지 않았습니다."
)
PHYSIQUE_BODY = (
    "[운영자 확인용] 피지크 코칭 제안\n"
    "고객: kim-pilot\n"
    "날짜: 2026년 12월 18일 (D+11)\n"
    "결정: 목표 열량 감소\n"
    "근거: 목표 범위 초과\n"
    "목표 열량: 2,500kcal → 2,400kcal\n"
    "주기: 12주 계획 중 2주차\n"
    "식단: 단백질 180g · 탄수화물 270g · 지방 67g\n"
    "\n"
    "검토 안내\n"
    "제안의 구조화된 항목을 확인한 뒤 승인 여부를 결정하세요.\n"
    "상태: 운영자 승인 전 · 고객에게 자동 전달하지 않음"
)
BUTTONS = (
    (
        Button(text="승인", callback_data=f"nut:{PROPOSAL_ID}:r1:approve"),
        Button(text="보류", callback_data=f"nut:{PROPOSAL_ID}:r1:hold"),
    ),
    (Button(text="콘솔에서 열기", callback_data=f"nut:{PROPOSAL_ID}:r1:console"),),
)


def test_the_dual_card_of_a_decrease_is_byte_exact_with_its_slots_and_buttons():
    surface = rules.render_card(proposal(), "dual", starts_on=START, total_weeks=12)
    assert surface.body == DUAL_BODY
    assert surface.manifest.surface_version == "adaptive.dualcoachtest.card.v1"
    assert [(s.slot_id, s.predicate_ids) for s in surface.manifest.slots] == [
        ("adaptive.dual.judgment", ("P_DUAL_DECISION_DECREASE",)),
        ("adaptive.dual.review.1", ("P_DUAL_REASON_ABOVE_RANGE",)),
    ]
    judgment, review = surface.manifest.slots
    assert slot_bytes(surface.body, judgment).decode() == "목표 열량을 한 단계 줄이는 안입니다."
    assert slot_bytes(surface.body, review).decode() == "주간 체중 변화가 목표 범위보다 큽니다."
    assert [p.token for p in judgment.placeholders] == ["[[P:01]]"]
    assert surface.buttons == BUTTONS
    verify_canonical(surface)
    assert dual_card.parse(surface.body) == rules.dual_facts(proposal(), "kim-pilot")


def test_the_physique_card_of_the_same_proposal_is_byte_exact():
    surface = rules.render_card(proposal(), "physique", starts_on=START, total_weeks=12)
    assert surface.body == PHYSIQUE_BODY
    (slot,) = surface.manifest.slots
    assert slot.slot_id == "adaptive.physique.review_instruction"
    assert slot.action_ids == ("A_OPERATOR_REVIEW_DECISION",)
    assert surface.body.encode()[slot.byte_end :].decode() == (
        "\n상태: 운영자 승인 전 · 고객에게 자동 전달하지 않음"
    )
    assert surface.buttons == BUTTONS
    verify_canonical(surface)
    facts = rules.physique_facts(proposal(), "kim-pilot", starts_on=START, total_weeks=12)
    assert physique_card.parse(surface.body) == facts


def test_a_held_proposal_lists_every_reason_and_keeps_the_target():
    held = proposal(
        decision=AdaptiveDecision.HUMAN_REVIEW,
        reasons=(AdaptiveReason.ABOVE_RANGE, AdaptiveReason.SAFETY_HOLD),
        recommended_targets=proposal().current_targets,
        calorie_change=quantity(0, "kcal_per_day"),
    )
    surface = rules.render_card(held, "dual", starts_on=START, total_weeks=12)
    assert "현재 판단: 자동 제안 없이 운영자 검토가 필요합니다." in surface.body
    assert "- 하루 목표 열량: 2,500kcal 유지\n" in surface.body
    assert [s.slot_id for s in surface.manifest.slots] == [
        "adaptive.dual.judgment",
        "adaptive.dual.review.1",
        "adaptive.dual.review.2",
    ]
    physique = rules.render_card(held, "physique", starts_on=START, total_weeks=12)
    assert "근거: 목표 범위 초과, 안전 보류\n" in physique.body


def test_a_limited_step_says_why_in_the_note():
    limited = proposal(limited_by=("calorie_floor",))
    surface = rules.render_card(limited, "dual", starts_on=START, total_weeks=12)
    assert "- 메모: 권장 영양소 단백질 180g · 탄수화물 270g · 지방 67g. 하한 열량에 닿아 " in (
        surface.body
    )
    physique = rules.render_card(limited, "physique", starts_on=START, total_weeks=12)
    assert "\n메모: 하한 열량에 닿아 조정 폭을 제한했습니다.\n" in physique.body


def test_callback_data_fits_telegram_for_every_revision_and_is_distinct():
    actions = rules.card_actions(PROPOSAL_ID, 1000)
    callbacks = [actions.approve_callback, actions.hold_callback, actions.console_callback]
    assert all(c is not None and len(c.encode()) <= 64 for c in callbacks)
    assert len(set(callbacks)) == 3
    with pytest.raises(ValueError, match="64 bytes"):
        rules.callback("np-" + "0" * 60, 1, "approve")


def test_a_tampered_card_does_not_parse():
    surface = rules.render_card(proposal(), "dual", starts_on=START, total_weeks=12)
    with pytest.raises(SurfaceGrammarError):
        dual_card.parse(surface.body.replace("2,400kcal", "2,600kcal"))
    physique = rules.render_card(proposal(), "physique", starts_on=START, total_weeks=12)
    with pytest.raises(SurfaceGrammarError):
        physique_card.parse(physique.body.replace("결정: 목표 열량 감소", "결정: 목표 열량 증가"))


def test_the_card_submission_is_delivery_s_card_shape():
    surface = rules.render_card(proposal(), "dual", starts_on=START, total_weeks=12)
    submission = rules.card_submission(proposal(), "d" * 64, surface)
    assert set(submission) == {
        "card_key",
        "customer_id",
        "session_id",
        "proposal_digest",
        "revision",
        "card_kind",
        "surface",
    }
    assert submission["card_key"] == f"nutrition-card:kim-pilot:{PROPOSAL_ID}.r1"
    assert submission["session_id"] == PROPOSAL_ID
    assert submission["surface"]["body"] == DUAL_BODY
    assert submission["surface"]["buttons"][1] == [
        {"text": "콘솔에서 열기", "callback_data": f"nut:{PROPOSAL_ID}:r1:console", "url": None}
    ]


CUSTOMER_TEXT = (
    "[영양 목표 안내]\n"
    "2026년 12월 19일부터 하루 목표를 다음과 같이 적용합니다.\n"
    "- 열량: 2,500kcal → 2,400kcal\n"
    "- 단백질: 180g\n"
    "- 탄수화물: 270g\n"
    "- 지방: 67g\n"
    "지난 2주의 아침 체중 기록을 바탕으로 코치가 확인한 목표입니다."
)


def test_the_customer_draft_states_the_approved_targets_and_cites_the_decision():
    assert rules.customer_text(proposal(), date(2026, 12, 19)) == CUSTOMER_TEXT
    kept = proposal(
        decision=AdaptiveDecision.MAINTAIN,
        reasons=(AdaptiveReason.IN_RANGE,),
        recommended_targets=proposal().current_targets,
    )
    assert "- 열량: 2,500kcal 유지\n" in rules.customer_text(kept, date(2026, 12, 19))
    draft = rules.draft_submission(
        proposal(),
        effective_from=date(2026, 12, 19),
        decided_event_id="11111111-1111-5111-8111-111111111111",
        created_event_id="22222222-2222-5222-8222-222222222222",
    )
    assert draft == {
        "draft_key": f"nutrition-draft:kim-pilot:{PROPOSAL_ID}.r1",
        "customer_id": "kim-pilot",
        "kind": "adaptive",
        "audience": "customer",
        "canonical_text": CUSTOMER_TEXT,
        "presentation": None,
        "evidence": [
            {
                "event_id": "11111111-1111-5111-8111-111111111111",
                "fact": "운영자 승인: 하루 목표 열량 2,400kcal",
            },
            {"event_id": "22222222-2222-5222-8222-222222222222", "fact": "주간 체중 변화 +0.74%"},
        ],
        "held": False,
        "hold_reasons": [],
        "task_key": None,
    }
