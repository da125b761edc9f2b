"""Golden texts of Richard's held notice: exact bytes, one polite register."""

from __future__ import annotations

from pydantic import TypeAdapter

from services.delivery.drafts.schemas import HoldReason
from services.delivery.drafts.texts import REFERRAL_GUIDANCE, held_notice_text
from tests.delivery.factories import CONSENT_REASON, PAIN_REASON, URGENT_REASON

REASONS = TypeAdapter(list[HoldReason])


def test_pain_notice_golden():
    text = held_notice_text("kim-pilot", "daily", REASONS.validate_python([PAIN_REASON]))
    assert text == (
        "[보류 알림] 고객에게 보내지 않았습니다\n"
        "고객: kim-pilot\n"
        "보류된 초안: 일일 피드백\n"
        "\n"
        "보류 사유\n"
        "- S2 통증 · 고객 체크인 · 통증 내용: “무릎이 계속 아픕니다”\n"
        "\n"
        "안내\n"
        "- 운동을 멈추고 정형외과나 재활의학과 진료를 받도록 안내합니다.\n"
        "\n"
        "이 알림은 리처드에게만 전달됩니다. 고객에게 보낼 내용은 직접 확인한 뒤 정해 주십시오."
    )


def test_urgent_trainer_notice_with_consent_golden():
    reasons = REASONS.validate_python([URGENT_REASON, PAIN_REASON, CONSENT_REASON])
    assert held_notice_text("kim-pilot", "held_notice", reasons) == (
        "[긴급 보류 알림] 고객에게 보내지 않았습니다\n"
        "고객: kim-pilot\n"
        "\n"
        "보류 사유\n"
        "- S1 응급 징후 · 트레이너 기록 · 운영 메모: “운동 중 가슴 통증과 호흡 곤란”\n"
        "- S2 통증 · 고객 체크인 · 통증 내용: “무릎이 계속 아픕니다”\n"
        "- 동의 없음: 현재 버전의 동의가 확인되지 않았습니다.\n"
        "\n"
        "안내\n"
        "- 즉시 119에 연락하거나 가까운 응급실을 찾도록 안내하고, 코칭을 중단합니다.\n"
        "- 운동을 멈추고 정형외과나 재활의학과 진료를 받도록 안내합니다.\n"
        "- 현재 버전의 동의를 받은 뒤에만 코칭을 이어갈 수 있습니다.\n"
        "\n"
        "이 알림은 리처드에게만 전달됩니다. 고객에게 보낼 내용은 직접 확인한 뒤 정해 주십시오."
    )


def test_answer_fields_name_their_question_and_guidance_is_said_once_per_class():
    reasons = REASONS.validate_python(
        [
            {**PAIN_REASON, "matched_field": "answer.Q-COND-SYMPTOM", "excerpt": "허리"},
            {**PAIN_REASON, "excerpt": "무릎"},
        ]
    )
    text = held_notice_text("kim-pilot", "weekly", reasons)
    assert "추가 질문 답변(Q-COND-SYMPTOM): “허리”" in text
    assert text.count(REFERRAL_GUIDANCE["pain"]) == 1


def test_every_guidance_line_is_in_the_polite_register():
    assert all(line.endswith(("합니다.", "있습니다.")) for line in REFERRAL_GUIDANCE.values())
