"""Golden texts of Richard's held notice (exact bytes, one polite register), and its input."""

from __future__ import annotations

import pytest

from shared.contracts.surfaces.held_notice import (
    REFERRAL_GUIDANCE,
    ConsentMissing,
    HeldNoticeError,
    SafetyHold,
    guidance_lines,
    reason_from_document,
    reason_line,
    render,
)

PAIN = SafetyHold("S2", "pain", "customer_checkin", "pain_text", "무릎이 계속 아픕니다")
URGENT = SafetyHold(
    "S1", "urgent", "trainer_session", "operator_note", "운동 중 가슴 통증과 호흡 곤란"
)
FOOTER = "이 알림은 리처드에게만 전달됩니다. 고객에게 보낼 내용은 직접 확인한 뒤 정해 주십시오."


def test_pain_notice_of_a_held_daily_draft_golden():
    assert render("kim-pilot", "daily", [PAIN]) == (
        "[보류 알림] 고객에게 보내지 않았습니다\n"
        "고객: kim-pilot\n"
        "보류된 초안: 일일 피드백\n"
        "\n"
        "보류 사유\n"
        "- S2 통증 · 고객 체크인 · 통증 내용: “무릎이 계속 아픕니다”\n"
        "\n"
        "안내\n"
        "- 운동을 멈추고 정형외과나 재활의학과 진료를 받도록 안내합니다.\n"
        "\n" + FOOTER
    )


def test_urgent_trainer_notice_with_missing_consent_golden():
    assert render("kim-pilot", "held_notice", [URGENT, PAIN, ConsentMissing()]) == (
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
        "\n" + FOOTER
    )


def test_urgent_customer_notice_with_calories_golden():
    reasons: list[SafetyHold | ConsentMissing] = [
        SafetyHold("S1", "urgent", "customer_checkin", "note", "차고 쓰러질 것"),
        SafetyHold("S4", "eating_risk", "customer_checkin", "calories", "800kcal"),
        ConsentMissing(),
    ]
    assert render("kim-pilot", "daily", reasons) == (
        "[긴급 보류 알림] 고객에게 보내지 않았습니다\n"
        "고객: kim-pilot\n"
        "보류된 초안: 일일 피드백\n"
        "\n"
        "보류 사유\n"
        "- S1 응급 징후 · 고객 체크인 · 메모: “차고 쓰러질 것”\n"
        "- S4 섭식 위험 · 고객 체크인 · 섭취 열량: “800kcal”\n"
        "- 동의 없음: 현재 버전의 동의가 확인되지 않았습니다.\n"
        "\n"
        "안내\n"
        "- 즉시 119에 연락하거나 가까운 응급실을 찾도록 안내하고, 코칭을 중단합니다.\n"
        "- 식사 제한을 멈추고 의료진이나 섭식 문제 전문 상담가와 상담하도록 안내합니다.\n"
        "- 현재 버전의 동의를 받은 뒤에만 코칭을 이어갈 수 있습니다.\n"
        "\n" + FOOTER
    )


@pytest.mark.parametrize(
    ("kind", "line"),
    [("weekly", "보류된 초안: 주간 요약"), ("adaptive", "보류된 초안: 영양 조정 제안")],
)
def test_the_notice_names_the_kind_of_draft_it_replaces(kind, line):
    assert render("kim-pilot", kind, [PAIN]).splitlines()[2] == line


def test_answer_fields_name_their_question_and_guidance_is_said_once_per_class():
    reasons = [
        SafetyHold("S2", "pain", "customer_checkin", "answer.Q-COND-SYMPTOM", "허리"),
        SafetyHold("S2", "pain", "customer_checkin", "pain_text", "무릎"),
    ]
    text = render("kim-pilot", "weekly", reasons)
    assert "- S2 통증 · 고객 체크인 · 추가 질문 답변(Q-COND-SYMPTOM): “허리”" in text
    assert text.count(REFERRAL_GUIDANCE["pain"]) == 1
    assert guidance_lines(reasons) == (f"- {REFERRAL_GUIDANCE['pain']}",)


@pytest.mark.parametrize(
    ("rule", "safety_class", "guidance"),
    [
        ("S3", "disease", "코칭을 이어가기 전에 담당 의사와 먼저 상담하도록 안내합니다."),
        ("S5", "drugs", "약물이나 보충제 사용은 의사나 약사와 먼저 상담하도록 안내합니다."),
        (
            "S6",
            "extreme_manipulation",
            "급격한 체중 조절을 멈추고 의료진과 안전한 목표를 다시 정하도록 안내합니다.",
        ),
    ],
)
def test_each_class_has_its_referral_guidance(rule, safety_class, guidance):
    reason = SafetyHold(rule, safety_class, "customer_checkin", "note", "메모")
    assert guidance_lines([reason]) == (f"- {guidance}",)


def test_every_guidance_line_is_in_the_polite_register():
    assert all(line.endswith(("합니다.", "있습니다.")) for line in REFERRAL_GUIDANCE.values())


def test_the_wire_form_of_both_services_reads_into_the_same_reasons():
    document = {
        "class": "pain",
        "rule_id": "S2",
        "source_flow": "customer_checkin",
        "matched_field": "pain_text",
        "excerpt": "무릎이 계속 아픕니다",
    }
    assert reason_from_document(document) == PAIN
    assert reason_from_document({"class": "consent_missing"}) == ConsentMissing()
    assert reason_line(ConsentMissing()) == "- 동의 없음: 현재 버전의 동의가 확인되지 않았습니다."


@pytest.mark.parametrize(
    "document",
    [
        {
            "class": "pain",
            "rule_id": "S1",
            "source_flow": "customer_checkin",
            "matched_field": "note",
            "excerpt": "x",
        },
        {
            "class": "pain",
            "rule_id": "S2",
            "source_flow": "somewhere",
            "matched_field": "note",
            "excerpt": "x",
        },
        {
            "class": "pain",
            "rule_id": "S2",
            "source_flow": "customer_checkin",
            "matched_field": "note",
        },
        {
            "class": "pain",
            "rule_id": "S2",
            "source_flow": "customer_checkin",
            "matched_field": "note",
            "excerpt": "  ",
        },
        {"class": "consent_missing", "rule_id": "S2"},
        {"rule_id": "S2"},
    ],
)
def test_a_reason_the_notice_cannot_state_is_refused(document):
    with pytest.raises(HeldNoticeError):
        reason_from_document(document)


def test_no_reason_or_an_unknown_kind_renders_nothing():
    with pytest.raises(HeldNoticeError, match="no typed reason"):
        render("kim-pilot", "daily", [])
    with pytest.raises(HeldNoticeError, match="kind"):
        render("kim-pilot", "monthly", [PAIN])


def test_self_harm_notice_names_the_kind_and_the_crisis_lines_first():
    reasons: list[SafetyHold | ConsentMissing] = [
        SafetyHold("S1", "urgent", "customer_checkin", "note", "가슴이 답답해요", "chest_pain"),
        SafetyHold(
            "S1",
            "urgent",
            "customer_checkin",
            "answer.Q-PERF-REASON",
            "사라지고 싶어요",
            "self_harm",
        ),
    ]
    assert render("kim-pilot", "daily", reasons) == (
        "[긴급 보류 알림] 고객에게 보내지 않았습니다\n"
        "고객: kim-pilot\n"
        "보류된 초안: 일일 피드백\n"
        "\n"
        "보류 사유\n"
        "- S1 응급 징후(가슴 통증) · 고객 체크인 · 메모: “가슴이 답답해요”\n"
        "- S1 응급 징후(자해·자살 생각) · 고객 체크인 · 추가 질문 답변(Q-PERF-REASON): "
        "“사라지고 싶어요”\n"
        "\n"
        "안내\n"
        "- 오늘 안에 고객에게 직접 연락해 안전을 확인해 주십시오. 급한 위험이 보이면 바로 119에 "
        "신고합니다.\n"
        "- 위기 상담 안내: 자살예방상담전화 109, 정신건강위기상담 1577-0199, 긴급 신고 119 "
        "(모두 24시간).\n"
        "- 즉시 119에 연락하거나 가까운 응급실을 찾도록 안내하고, 코칭을 중단합니다.\n"
        "\n" + FOOTER
    )


def test_an_unanalysed_text_asks_richard_to_read_it_himself():
    reasons = [SafetyHold("S1", "urgent", "trainer_session", "operator_note", "???", "unanalysed")]
    notice = render("kim-pilot", "held_notice", reasons)
    assert "- S1 응급 징후(자동 분석 불가) · 트레이너 기록 · 운영 메모: “???”" in notice
    assert (
        "- 글을 자동으로 분석하지 못해 보류했습니다. 원문을 직접 읽고 위험 여부를 판단해 주십시오."
        in notice
    )


def test_a_detail_only_belongs_to_s1_and_to_its_known_kinds():
    with pytest.raises(HeldNoticeError):
        SafetyHold("S2", "pain", "customer_checkin", "note", "무릎", "self_harm")
    with pytest.raises(HeldNoticeError):
        SafetyHold("S1", "urgent", "customer_checkin", "note", "무릎", "bored")
    document = {
        "class": "urgent",
        "rule_id": "S1",
        "source_flow": "customer_checkin",
        "matched_field": "note",
        "excerpt": "죽고 싶어요",
        "detail": "self_harm",
    }
    assert reason_from_document(document) == SafetyHold(
        "S1", "urgent", "customer_checkin", "note", "죽고 싶어요", "self_harm"
    )


def test_a_withdrawal_reason_reads_from_its_wire_form_and_renders_its_own_notice():
    from shared.contracts.surfaces.held_notice import (
        CustomerWithdrawal,
        HeldNoticeError,
        reason_from_document,
        reason_line,
        render,
    )

    document = {"class": "customer_withdrawal", "requested_at": "2026-12-08T03:00:00.000000Z"}
    reason = reason_from_document(document)
    assert reason == CustomerWithdrawal("2026-12-08T03:00:00.000000Z")
    assert (
        reason_line(reason)
        == "- 고객 탈퇴 요청: 2026-12-08 12:00 (KST) 텔레그램에서 고객이 직접 요청"
    )
    notice = render("kim-pilot", "held_notice", [reason])
    assert notice.startswith(
        "[탈퇴 요청] 고객이 텔레그램에서 탈퇴를 요청했습니다\n고객: kim-pilot\n"
    )
    assert "dualcoach admin erase kim-pilot --confirm kim-pilot" in notice
    with pytest.raises(HeldNoticeError):
        reason_from_document({**document, "excerpt": "x"})
    with pytest.raises(HeldNoticeError):
        reason_from_document({**document, "requested_at": "2026-12-08 03:00"})
    with pytest.raises(HeldNoticeError):  # a withdrawal is never mixed into a safety notice
        render("kim-pilot", "held_notice", [reason, ConsentMissing()])
