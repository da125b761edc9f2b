"""safe_hold_reasons: typed reasons, consent, Richard's notice and referral guidance (golden)."""

from __future__ import annotations

from datetime import date

import pytest

from services.checkin.events.payloads import TrainerSessionPayload
from services.checkin.events.schemas import build_event
from services.checkin.safety.holds import (
    NormalDraftRefused,
    hold_verdict,
    require_normal_draft,
    safe_hold_reasons,
)
from services.checkin.safety.rules import classify
from shared.contracts.safety import ConsentHoldReason, Safety
from tests.checkin import factories

CUSTOMER = "kim-pilot"


def _checkin(safety: Safety):
    return factories.checkin(CUSTOMER, date(2026, 12, 9), safety=safety, note="메모")


def test_a_clear_event_with_consent_allows_a_normal_draft():
    verdict = safe_hold_reasons(_checkin(Safety.clear()), consent_granted=True)
    assert (verdict.held, verdict.reasons, verdict.referral_guidance) == (False, (), ())
    require_normal_draft(verdict)


def test_missing_consent_alone_holds_with_its_typed_reason():
    verdict = safe_hold_reasons(_checkin(Safety.clear()), consent_granted=False)
    assert verdict.held and verdict.reasons == (ConsentHoldReason(),)
    assert verdict.reasons[0].model_dump(by_alias=True) == {"class": "consent_missing"}
    with pytest.raises(NormalDraftRefused):
        require_normal_draft(verdict)


def test_urgent_notice_for_richard_is_exact():
    safety = classify(
        "customer_checkin",
        [("note", "운동하다가 숨이 차고 쓰러질 것 같았어요")],
        calories=800,
    )
    verdict = safe_hold_reasons(_checkin(safety), consent_granted=False)
    assert verdict.urgent
    assert verdict.notice_text(CUSTOMER, "daily") == (
        "[긴급 보류 알림] 고객에게 보내지 않았습니다\n"
        "고객: kim-pilot\n"
        "보류된 초안: 일일 피드백\n"
        "\n"
        "보류 사유\n"
        "- S1 응급 징후(호흡 곤란) · 고객 체크인 · 메모: “운동하다가 숨이 차고 쓰러질”\n"
        "- S4 섭식 위험 · 고객 체크인 · 섭취 열량: “800kcal”\n"
        "- 동의 없음: 현재 버전의 동의가 확인되지 않았습니다.\n"
        "\n"
        "안내\n"
        "- 즉시 119에 연락하거나 가까운 응급실을 찾도록 안내하고, 코칭을 중단합니다.\n"
        "- 식사 제한을 멈추고 의료진이나 섭식 문제 전문 상담가와 상담하도록 안내합니다.\n"
        "- 현재 버전의 동의를 받은 뒤에만 코칭을 이어갈 수 있습니다.\n"
        "\n"
        "이 알림은 리처드에게만 전달됩니다. 고객에게 보낼 내용은 직접 확인한 뒤 정해 주십시오."
    )


def test_trainer_notice_names_the_trainer_flow_and_field():
    payload = TrainerSessionPayload(
        kst_date=date(2026, 12, 9),
        done=True,
        performance=3,
        intensity="below",
        pain=True,
        pain_note="허리 통증 호소",
        safety=classify("trainer_session", [("pain_note", "허리 통증 호소")]),
    )
    event = build_event("trainer_session_record", CUSTOMER, payload)
    verdict = safe_hold_reasons(event, consent_granted=True)  # type: ignore[arg-type]
    assert verdict.notice_text(CUSTOMER, "held_notice") == (
        "[보류 알림] 고객에게 보내지 않았습니다\n"
        "고객: kim-pilot\n"
        "\n"
        "보류 사유\n"
        "- S2 통증 · 트레이너 기록 · 통증 메모: “허리 통증 호소”\n"
        "\n"
        "안내\n"
        "- 운동을 멈추고 정형외과나 재활의학과 진료를 받도록 안내합니다.\n"
        "\n"
        "이 알림은 리처드에게만 전달됩니다. 고객에게 보낼 내용은 직접 확인한 뒤 정해 주십시오."
    )


@pytest.mark.parametrize(
    ("rule", "text", "guidance"),
    [
        ("S2", "무릎이 아파요", "운동을 멈추고 정형외과나 재활의학과 진료를 받도록 안내합니다."),
        ("S3", "당뇨가 있어요", "코칭을 이어가기 전에 담당 의사와 먼저 상담하도록 안내합니다."),
        (
            "S5",
            "약 먹고 있어요",
            "약물이나 보충제 사용은 의사나 약사와 먼저 상담하도록 안내합니다.",
        ),
        (
            "S6",
            "2주 안에 5kg 빼고 싶어요",
            "급격한 체중 조절을 멈추고 의료진과 안전한 목표를 다시 정하도록 안내합니다.",
        ),
    ],
)
def test_each_class_has_its_referral_guidance(rule, text, guidance):
    verdict = safe_hold_reasons(
        _checkin(classify("customer_checkin", [("note", text)])), consent_granted=True
    )
    assert [getattr(reason, "rule_id", None) for reason in verdict.reasons] == [rule]
    assert verdict.referral_guidance == (f"- {guidance}",)
    assert not verdict.urgent


def test_follow_up_answer_fields_are_named_for_richard():
    safety = classify("customer_checkin", [("answer.Q-COND-SYMPTOM", "숨이 차요")])
    verdict = safe_hold_reasons(_checkin(safety), consent_granted=True)
    assert verdict.reason_lines == (
        "- S1 응급 징후(호흡 곤란) · 고객 체크인 · 추가 질문 답변(Q-COND-SYMPTOM): “숨이 차요”",
    )


def test_a_week_of_safeties_is_deduplicated_ordered_and_bounded():
    safeties = [
        classify("customer_checkin", [("note", "약 먹고 있어요")]),
        classify("customer_checkin", [("note", "약 먹고 있어요")]),
        classify("trainer_session", [("operator_note", "숨이 차서 중단함")]),
        *[classify("customer_checkin", [("note", f"{n}일 굶었어요")]) for n in range(2, 9)],
    ]
    verdict = hold_verdict(safeties, consent_granted=False)
    assert len(verdict.reasons) == 8
    assert verdict.reasons[0].safety_class == "urgent"
    assert verdict.reasons[-1] == ConsentHoldReason()


def test_coaching_held_without_a_typed_reason_still_holds_but_cannot_be_explained():
    unexplained = Safety(level="none", signals=(), coaching_held=True, reasons=())
    verdict = safe_hold_reasons(_checkin(unexplained), consent_granted=True)
    assert verdict.held and verdict.unexplained and verdict.reasons == ()
    with pytest.raises(NormalDraftRefused):
        require_normal_draft(verdict)
    with pytest.raises(ValueError, match="typed reason"):
        verdict.notice_text(CUSTOMER, "daily")
