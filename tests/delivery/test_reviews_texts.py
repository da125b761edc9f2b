"""Golden texts of Richard's review message and the answers to his presses."""

from __future__ import annotations

from datetime import date

from services.delivery.drafts import words as words_module
from services.delivery.reviews import texts
from services.delivery.reviews.service import buttons
from shared.contracts.source_texts import SourceText

DRAFT = "dr-" + "0123456789abcdef01234567"
DAY = date(2026, 12, 8)
QUESTIONS = (
    "Q-SLEEP-CAUSE",
    "Q-SLEEP-ADJUST",
    "Q-COND-SYMPTOM",
    "Q-COND-INTENSITY",
    "Q-PERF-REASON",
    "Q-PERF-NEXT",
)


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
        "approved-disabled": (
            "승인했지만 고객이 비활성 상태(탈퇴 요청 등)라 보내지 않았습니다. 이 초안은 고객에게 "
            "가지 않습니다."
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
        assert len(text.format(path=words_module.console_path(DRAFT))) <= 200, key
        assert text.rstrip().endswith(("다.", "오.", "}")), key


NOTE = "요즘 잠을 못 자요.\n<b>회사</b> 일이 많아서요"
WORDS = (
    SourceText(author="customer", field="note", kst_date=DAY, event_id="ev-1", text=NOTE),
    SourceText(
        author="customer",
        field="answer.Q-SLEEP-CAUSE",
        kst_date=DAY,
        event_id="ev-1",
        text="야근 때문에 새벽 2시에 잤어요",
    ),
    SourceText(
        author="trainer",
        field="operator_note",
        kst_date=DAY,
        event_id="ev-2",
        text="다음 주 강도 조절",
    ),
)
BODY = "오늘 기록을 확인했습니다."
HEAD = (
    "[검토 요청] 고객에게 보낼 초안입니다\n"
    "고객: kim-pilot · 일일 피드백 · 검토본 1\n"
    "승인하면 아래 구분선 사이의 글이 그대로 고객에게 전달됩니다.\n"
    "━━━━━━━━━━\n"
    "오늘 기록을 확인했습니다.\n"
    "━━━━━━━━━━\n"
)


def test_review_message_with_the_days_words_golden():
    assert texts.review_text(
        "kim-pilot", "daily", 1, BODY, draft_id=DRAFT, source_texts=WORDS
    ) == HEAD + (
        "\n"
        "고객이 쓴 글 · 2026-12-08 (원문 그대로이며 고객에게 보내지 않습니다.)\n"
        "〈메모〉\n"
        "요즘 잠을 못 자요.\n"
        "<b>회사</b> 일이 많아서요\n"
        "〈추가 질문 · 잠을 충분히 자지 못한 이유〉\n"
        "야근 때문에 새벽 2시에 잤어요\n"
        "\n"
        "트레이너가 쓴 글 · 2026-12-08 (원문 그대로이며 고객에게 보내지 않습니다.)\n"
        "〈운영 메모〉\n"
        "다음 주 강도 조절"
    )


def test_long_texts_are_cut_with_the_console_path_and_the_message_fits_telegram():
    # 3,000 characters of the customer's words: the longest note (2,000) and a pain detail
    long_note = "가나다라마바사" * 285 + "끝"  # 1,996 characters
    pain = "무릎" * 502
    words = (
        SourceText(author="customer", field="note", kst_date=DAY, text=long_note),
        SourceText(author="customer", field="pain_text", kst_date=DAY, text=pain),
    )
    message = texts.review_text("kim-pilot", "daily", 1, BODY, draft_id=DRAFT, source_texts=words)
    assert message == HEAD + (
        "\n"
        "고객이 쓴 글 · 2026-12-08 (원문 그대로이며 고객에게 보내지 않습니다.)\n"
        "〈메모〉\n"
        f"{long_note[:599]}…\n"
        "〈통증 내용〉\n"
        f"{pain[:599]}…\n"
        "\n"
        f"잘린 글의 전체는 콘솔에서 확인해 주십시오: /console/drafts/{DRAFT}"
    )
    assert words_module.utf16_units(message) <= 4096


def test_many_long_texts_are_cut_shorter_until_the_message_fits():
    fields = ["note", "pain_text", *(f"answer.{q}" for q in QUESTIONS)]
    customer = [
        {"author": "customer", "field": field, "kst_date": DAY, "text": "😀" * 2000}
        for field in fields
    ]
    trainer = {"author": "trainer", "field": "operator_note", "kst_date": DAY, "text": "나" * 2000}
    words = tuple(SourceText.model_validate(word) for word in [*customer, trainer])
    message = texts.review_text("kim-pilot", "daily", 1, BODY, draft_id=DRAFT, source_texts=words)
    assert words_module.utf16_units(message) <= 4096
    assert message.count("〈") == len(words)  # every text is there, cut
    assert message.endswith(f"잘린 글의 전체는 콘솔에서 확인해 주십시오: /console/drafts/{DRAFT}")


def test_when_the_body_leaves_no_room_one_line_points_to_the_console():
    body = "가" * 4000
    message = texts.review_text("kim-pilot", "daily", 1, body, draft_id=DRAFT, source_texts=WORDS)
    assert message.endswith(
        "━━━━━━━━━━\n\n고객과 트레이너가 쓴 글 3건은 메시지가 길어 콘솔에서 확인해 주십시오: "
        f"/console/drafts/{DRAFT}"
    )


def test_the_excerpt_for_today_golden():
    path = f"/console/drafts/{DRAFT}"
    assert words_module.excerpt(WORDS, path=path) == (
        f"고객이 쓴 글 · 메모: “요즘 잠을 못 자요. <b>회사</b> 일이 많아서요” 외 2건 (전체: {path})"
    )
    assert (
        words_module.excerpt(WORDS[2:], path=path)
        == "트레이너가 쓴 글 · 운영 메모: “다음 주 강도 조절”"
    )
    long = (SourceText(author="customer", field="pain_text", kst_date=DAY, text="아" * 100),)
    assert words_module.excerpt(long, path=path) == (
        f"고객이 쓴 글 · 통증 내용: “{'아' * 59}…” (전체: {path})"
    )
    assert words_module.excerpt((), path=path) is None


def test_every_field_a_draft_may_carry_has_its_korean_label():
    from typing import get_args

    from shared.contracts.source_texts import SourceField

    assert set(words_module.FIELD_LABELS) == set(get_args(SourceField))
    assert words_module.FIELD_LABELS["note"] == "메모"
    assert words_module.FIELD_LABELS["pain_text"] == "통증 내용"
