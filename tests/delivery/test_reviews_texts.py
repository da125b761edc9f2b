"""Golden texts of Richard's review message and the answers to his presses."""

from __future__ import annotations

from services.delivery.reviews import texts
from services.delivery.reviews.service import buttons

DRAFT = "dr-" + "0123456789abcdef01234567"


def test_review_message_golden():
    body = "오늘 기록을 확인했습니다.\n\n- 수면 7.5시간"
    assert texts.review_text("kim-pilot", "daily", 2, body) == (
        "[검토 요청] 고객에게 보낼 초안입니다\n"
        "고객: kim-pilot · 일일 피드백 · 검토본 2\n"
        "승인하면 아래 구분선 사이의 글이 그대로 고객에게 전달됩니다.\n"
        "━━━━━━━━━━\n"
        "오늘 기록을 확인했습니다.\n"
        "\n"
        "- 수면 7.5시간\n"
        "━━━━━━━━━━"
    )


def test_review_message_of_a_revision_says_the_earlier_draft_will_not_be_sent_golden():
    body = "오늘 기록을 확인했습니다.\n\n확인한 변화\n- 트레이너 기록: 수업 중 통증 있음"
    assert texts.review_text("kim-pilot", "daily", 1, body, replacement="retired") == (
        "[검토 요청] 고객에게 보낼 초안입니다\n"
        "고객: kim-pilot · 일일 피드백 · 검토본 1\n"
        "트레이너 기록이 들어와 같은 날 초안을 상세 초안으로 바꿨습니다. "
        "이전 초안은 보내지 않습니다.\n"
        "승인하면 아래 구분선 사이의 글이 그대로 고객에게 전달됩니다.\n"
        "━━━━━━━━━━\n"
        "오늘 기록을 확인했습니다.\n"
        "\n"
        "확인한 변화\n"
        "- 트레이너 기록: 수업 중 통증 있음\n"
        "━━━━━━━━━━"
    )


def test_replacement_lines_golden():
    assert texts.REPLACEMENT_LINES == {
        "retired": (
            "트레이너 기록이 들어와 같은 날 초안을 상세 초안으로 바꿨습니다. "
            "이전 초안은 보내지 않습니다."
        ),
        "after_sent": (
            "트레이너 기록이 들어와 같은 날 상세 초안을 새로 만들었습니다. "
            "이전 초안은 이미 고객에게 보냈거나 보내는 중입니다. "
            "이 초안을 후속으로 보낼지 판단해 주십시오."
        ),
        "after_discarded": (
            "트레이너 기록이 들어와 같은 날 상세 초안을 새로 만들었습니다. "
            "이전 초안은 이미 폐기되어 보내지 않았습니다."
        ),
    }
    for line in texts.REPLACEMENT_LINES.values():
        assert line.endswith(("니다.", "십시오."))


def test_review_buttons_golden():
    assert buttons(DRAFT, 1) == [
        [
            {"text": "승인", "callback_data": f"draft:{DRAFT}:1:approve"},
            {"text": "수정", "callback_data": f"draft:{DRAFT}:1:edit"},
            {"text": "폐기", "callback_data": f"draft:{DRAFT}:1:discard"},
        ]
    ]


def test_answers_golden():
    assert texts.ANSWERS == {
        "sent": "승인했습니다. 고객에게 보냈습니다.",
        "approved-waiting": "승인했습니다. 아직 보내지 못했습니다. 콘솔에서 확인해 주십시오.",
        "approved-unknown": (
            "승인했지만 전달 여부를 확인하지 못했습니다. 콘솔에서 확인해 주십시오."
        ),
        "already-sent": "이미 승인되어 보낸 초안입니다.",
        "stale": (
            "더 새로운 수정본이 있어 처리하지 않았습니다. 최신 검토 메시지를 확인해 주십시오."
        ),
        "discarded": "초안을 폐기했습니다. 고객에게 보내지 않습니다.",
        "already-discarded": "이미 폐기된 초안입니다.",
        "dispatched": "이미 전달이 시작된 초안이라 처리하지 않았습니다.",
        "held": "보류된 초안은 승인할 수 없습니다.",
        "edit": "수정은 콘솔에서 해 주십시오: {path}",
        "not-owner": "이 초안은 운영자만 처리할 수 있습니다.",
        "unavailable": (
            "등록 정보를 확인하지 못해 처리하지 않았습니다. 잠시 뒤 다시 눌러 주십시오."
        ),
        "unknown": "처리할 수 없는 버튼입니다.",
        "replaced": (
            "트레이너 기록이 들어와 같은 날 상세 초안으로 바뀐 초안입니다. 처리하지 않았습니다. "
            "새 검토 메시지를 확인해 주십시오."
        ),
    }
    assert texts.edit_answer(DRAFT) == f"수정은 콘솔에서 해 주십시오: /console/drafts/{DRAFT}"


def test_every_answer_fits_a_telegram_callback_answer_in_the_polite_register():
    for key, text in texts.ANSWERS.items():
        assert len(text.format(path=texts.console_path(DRAFT))) <= 200, key
        assert text.rstrip().endswith(("다.", "오.", "}")), key
